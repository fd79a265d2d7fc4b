import clsx from 'clsx'
import type { ComponentProps } from 'react'

/** Visual weight of a button: primary (one per screen area), secondary (outlined), ghost (quiet), danger (destroys). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
/** Button size: md for forms and calls to action, sm for toolbars and cards, lg for a hero. */
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-brand-300 bg-white text-brand-700 shadow-sm hover:border-brand-400 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  // Outlined in blush rather than the brand colour: deleting a list or an account.
  danger: 'border border-blush-300 bg-white text-blush-700 shadow-sm hover:border-blush-400 hover:bg-blush-100',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-12 px-6 py-3 text-lg',
}

/**
 * The class names of a button, for elements that must look like one but are not `<button>`
 * (a `next/link` call to action): `<Link className={buttonClass('primary')} …>`.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return clsx(base, variants[variant], sizes[size], className)
}

/** A `<button>` in the house style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}
