import { Baby, CalendarHeart, ChevronRight, Clock, MapPin } from 'lucide-react'
import { Link } from '@/i18n/navigation'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import type { ListSearchResult } from '@/lib/lists'
import { dateLabel } from '@/lib/lists/date-label'
import { childName } from '@/lib/lists/display'

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ')

/**
 * The results of a list search: cards linking to `/list/{url}`, or 'Geen lijsten gevonden'
 * after a search that found nothing; nothing before a search. Server-rendered, announced in a status region. Each
 * card shows what tells two lists with the same names apart (decision 033): both parents, the birth date (or
 * 'Verwacht op …' while it is to come), the city the parents chose to show and the month the list was made; the oldest
 * list comes first. A baby without a first name yet is 'Baby van Sofie en Jonas' (`childName`).
 */
export async function SearchResults({ results }: { results: ListSearchResult[] | null }) {
  const [t, format, locale] = await Promise.all([getTranslations('search'), getFormatter(), getLocale()])
  const createdIn = (iso: string) =>
    format.dateTime(new Date(iso), { month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' })
  return (
    <div className="mt-10">
      <div role="status" aria-live="polite">
        {results === null ? null : results.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-brand-200 bg-brand-50/50 px-6 py-10 text-center">
            <h2 className="text-lg font-semibold text-stone-900">{t('noResults')}</h2>
            <p className="mt-1 text-stone-600">{t('noResultsHint')}</p>
          </div>
        ) : (
          <h2 className="text-lg font-semibold text-stone-900">{t('resultsTitle', { count: results.length })}</h2>
        )}
      </div>
      {results && results.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {results.map((list) => {
            const parent1 = fullName(list.parent1FirstName, list.parent1LastName)
            const parent2 = list.parent2FirstName ? fullName(list.parent2FirstName, list.parent2LastName) : null
            return (
              <li key={list.id}>
                <Link
                  href={`/list/${list.url}`}
                  className="group flex h-full items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
                >
                  <span
                    className="grid size-14 shrink-0 place-items-center rounded-2xl bg-blush-100 text-blush-600"
                    aria-hidden="true"
                  >
                    <Baby className="size-7" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate text-lg font-semibold text-stone-900">{childName(list)}</h3>
                    <p className="mt-0.5 text-sm text-stone-600">
                      {parent2 ? t('parentsTwo', { parent1, parent2 }) : t('parentsOne', { parent: parent1 })}
                    </p>
                    <p className="mt-1.5 flex items-center gap-1.5 text-sm text-stone-600">
                      <CalendarHeart className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      <time dateTime={list.birthDate}>{dateLabel(list.birthDate, locale).text}</time>
                    </p>
                    {list.city && (
                      <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
                        <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                        <span>{t('city', { city: list.city })}</span>
                      </p>
                    )}
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
                      <Clock className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      <span>
                        {t('created')} <time dateTime={list.createdAt}>{createdIn(list.createdAt)}</time>
                      </span>
                    </p>
                  </div>
                  <ChevronRight
                    className="size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
