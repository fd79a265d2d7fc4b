import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ShieldCheck } from 'lucide-react'
import clsx from 'clsx'
import { RESULTS_HEADING_ID } from './results-heading'

const sections = [
  ['/admin/list', 'adminLists'],
  ['/admin/review', 'adminReview'],
  ['/admin/product', 'adminProducts'],
  ['/admin/user', 'adminUsers'],
  ['/admin/order', 'adminOrders'],
  ['/admin/faq', 'adminFaq'],
  ['/admin/contact', 'adminContact'],
  ['/admin/mail', 'adminMail'],
] as const

/** Shared frame of the admin pages: heading, the admin menu as tabs and a wide content area. */
export async function AdminPage({
  current,
  title,
  intro,
  children,
}: {
  current: (typeof sections)[number][0]
  title: string
  intro: string
  children: ReactNode
}) {
  const [t, nav] = await Promise.all([getTranslations('admin'), getTranslations('nav')])
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold tracking-wide text-blush-700 uppercase">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('eyebrow')}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-stone-800">{title}</h1>
        <p className="mt-1 text-stone-600">{intro}</p>
      </header>
      <nav aria-label={t('navLabel')}>
        <ul className="flex flex-wrap gap-2">
          {sections.map(([href, key]) => (
            <li key={href}>
              <Link
                href={href}
                aria-current={href === current ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
                  href === current
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50',
                )}
              >
                {nav(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="rounded-3xl bg-white shadow-sm ring-1 ring-stone-100">{children}</div>
    </div>
  )
}

export const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase whitespace-nowrap'
export const td = 'px-4 py-3 align-top text-sm text-stone-700'
export const tableClass = 'min-w-full divide-y divide-stone-100'

/** The table of an admin overview: scrolls sideways on a phone, named by the results heading, one header row. */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-stone-100">
      <table className={tableClass} aria-labelledby={RESULTS_HEADING_ID}>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  )
}
