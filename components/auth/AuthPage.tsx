import type { ReactNode } from 'react'

/** The narrow frame of the account pages (login, register, forgot and reset password, confirm e-mail): heading, intro, form. */
export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      {intro && <p className="mt-2 text-stone-600">{intro}</p>}
      {children}
    </div>
  )
}
