import clsx from 'clsx'
import type { ReactNode } from 'react'

/**
 * The frame of a simple public page (list search, FAQ, contact): a soft gradient, a narrow column with the page's
 * h1 and introduction, anything `extra` beside the introduction, then the content.
 */
export function SitePage({
  title,
  intro,
  extra,
  tone = 'brand',
  children,
}: {
  title: string
  intro: string
  extra?: ReactNode
  tone?: 'brand' | 'blush'
  children: ReactNode
}) {
  return (
    <div className={clsx('bg-gradient-to-b to-cream', tone === 'blush' ? 'from-blush-50/70' : 'from-brand-50/70')}>
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-stone-600">{intro}</p>
        {extra}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}
