'use client'

import { Link } from '@/i18n/navigation'
import { Gift } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/ui/Button'
import { useManagesList } from './use-managed-list'

/**
 * What the parents see on their own list while it has no gift at all (hidden and given ones counted): a button
 * 'Voeg je eerste geschenkje toe' to the add page and the share panel (`share`), instead of the visitors' empty text
 * (`children`), which everyone else sees, and which is also the server's HTML. Decided in the browser
 * (`useManagesList`: the owner and the managers), so the public page stays one cached document for everyone
 * (decisions 005, 019). Texts come from the server page.
 */
export function FirstGiftPrompt({
  listId,
  listSlug,
  title,
  text,
  button,
  share,
  children,
}: {
  listId: number
  listSlug: string
  title: string
  text: string
  button: string
  /** The share panel for the parents, rendered by the page. */
  share?: ReactNode
  /** What visitors see: the empty list's text. */
  children: ReactNode
}) {
  if (!useManagesList(listId)) return children
  return (
    <section
      aria-labelledby="first-gift"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-blush-100 text-blush-600" aria-hidden="true">
        <Gift className="size-7" />
      </span>
      <h2 id="first-gift" className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      <p className="text-stone-600">{text}</p>
      <Link href={`/list/${listSlug}/product/add`} className={buttonClass('primary', 'lg')}>
        {button}
      </Link>
      {share}
    </section>
  )
}
