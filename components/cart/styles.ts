import { buttonClass } from '@/components/ui/Button'

// Shared class lists of the cart's buttons, so the drawer, checkout and confirmation look alike.

/** The main action (add to cart, 'Afrekenen', confirm the order). */
export const primaryButton = buttonClass('primary', 'md', 'w-full')

/** A secondary action beside a primary one. */
export const secondaryButton = buttonClass('secondary', 'md', 'w-full')

/** A round icon-only button (stepper, trash); it always gets an aria-label. */
export const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-600 transition-colors hover:bg-brand-50 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40'
