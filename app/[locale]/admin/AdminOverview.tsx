import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { Button } from '@/components/ui/Button'
import { inputClass } from '@/components/ui/TextField'
import type { Page } from '@/lib/validation/paging'
import { AdminStatusProvider } from './AdminStatus'
import { overviewHref } from './overview-query'
import { RESULTS_HEADING_ID } from './results-heading'

export interface OverviewTexts {
  /** The search field's label, saying what is searched. */
  searchLabel: string
  /** Shown when there is nothing at all yet. */
  empty: string
  /** Shown when a search finds nothing ({search}). */
  noResults: string
  /** '1–25 van 140 …' ({from}, {to}, {total}). */
  range: string
}

/**
 * The search and paging of every admin overview (server-side, 25 a page): a labelled search form (GET, so
 * the address holds the state and Back and reload work), the range or empty text as the results' heading, the
 * results, and 'Vorige'/'Volgende' links that are absent at the edges. Works without JavaScript.
 */
export async function AdminOverview<T>({
  path,
  page,
  search,
  texts,
  children,
}: {
  path: string
  page: Page<T>
  search: string
  texts: OverviewTexts
  children: ReactNode
}) {
  const t = await getTranslations('admin')
  const previous = page.skip > 0 ? overviewHref(path, search, Math.max(0, page.skip - page.take)) : null
  const next = page.skip + page.items.length < page.total ? overviewHref(path, search, page.skip + page.take) : null
  const pages = Math.max(1, Math.ceil(page.total / page.take))
  const pagerLink =
    'inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50'
  const searchId = `${path.replaceAll('/', '-').slice(1)}-search`
  return (
    <AdminStatusProvider>
      <div className="space-y-5 p-5 sm:p-7">
        <form role="search" action={path} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={searchId} className="text-sm font-semibold text-stone-800">
              {texts.searchLabel}
            </label>
            <input
              id={searchId}
              name="searchString"
              type="search"
              defaultValue={search}
              maxLength={200}
              className={inputClass(false)}
            />
          </div>
          <Button type="submit" variant="secondary">
            <Search className="size-5" aria-hidden="true" />
            {t('search')}
          </Button>
        </form>
        {search && (
          <Link href={path} className="inline-block text-sm font-medium text-brand-700 underline underline-offset-4">
            {t('clearSearch')}
          </Link>
        )}

        <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-stone-700 focus:outline-none">
          {page.total === 0 ? (search ? texts.noResults : texts.empty) : texts.range}
        </h2>

        {page.items.length > 0 && children}

        {(previous || next) && (
          <nav aria-label={t('pagingLabel')} className="flex items-center justify-between gap-3">
            {previous ? (
              <Link href={previous} className={pagerLink}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-stone-600">
              {t('pageOf', { page: Math.floor(page.skip / page.take) + 1, pages })}
            </span>
            {next ? (
              <Link href={next} className={pagerLink}>
                {t('next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </AdminStatusProvider>
  )
}

/** The texts of an overview from its messages namespace (admin.lists, adminContact, …) for this page and search. */
export function overviewTexts(
  t: (key: string, values?: Record<string, string | number>) => string,
  page: Page<unknown>,
  search: string,
): OverviewTexts {
  return {
    searchLabel: t('searchLabel'),
    empty: t('empty'),
    noResults: t('noResults', { search }),
    range: t('range', { from: page.skip + 1, to: page.skip + page.items.length, total: page.total }),
  }
}
