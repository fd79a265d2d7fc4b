import { Link } from '@/i18n/navigation'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/ui/Button'

/**
 * The frame of the Dutch status pages (404, 403): a picture, the status code, a heading, a line of text and two
 * ways on, the first of them the primary one.
 */
export function StatusPage({
  picture,
  code,
  title,
  text,
  links,
}: {
  picture: ReactNode
  code: number
  title: string
  text: string
  links: [{ href: string; label: string }, { href: string; label: string }]
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      {picture}
      <p className="mt-6 text-sm font-semibold tracking-widest text-blush-600 uppercase">{code}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {links.map((link, index) => (
          <Link key={link.href} href={link.href} className={buttonClass(index === 0 ? 'primary' : 'secondary')}>
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  )
}
