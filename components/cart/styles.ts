// Shared class lists of the cart's buttons, so the drawer, checkout and confirmation look alike.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-400 disabled:cursor-not-allowed disabled:opacity-50'

/** The main action (add to cart, 'Afrekenen', confirm the order). */
export const primaryButton = `${base} w-full bg-rose-500 text-white shadow-sm hover:bg-rose-600`

/** A secondary action beside a primary one. */
export const secondaryButton = `${base} w-full border border-rose-200 bg-white text-slate-800 hover:bg-rose-50`

/** A round icon-only button (stepper, trash); it always gets an aria-label. */
export const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 transition hover:bg-rose-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-400 disabled:cursor-not-allowed disabled:opacity-40'
