'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Baby, CalendarHeart, ChevronRight, Search } from 'lucide-react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import { useModal } from '@/components/ui/Modal'
import type { ListSearchResult } from '@/lib/lists'
import { listSearchSchema, type ListSearchInput } from '@/lib/validation/listSearch'
import { searchListsAction } from './actions'

/** URL parameters that keep the last search, so 'Back' from a list shows the same results again. */
const BABY_PARAM = 'baby'
const PARENT_PARAM = 'ouder'

const birthDateFormat = new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-03-03' → '3 maart 2026'; read as UTC so no time zone can shift the day. */
function formatBirthDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : birthDateFormat.format(date)
}

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ')

function ResultCard({ list }: { list: ListSearchResult }) {
  const t = useTranslations('search')
  const parent1 = fullName(list.parent1FirstName, list.parent1LastName)
  const parent2 = list.parent2FirstName ? fullName(list.parent2FirstName, list.parent2LastName) : null
  return (
    <Link
      href={`/list/${list.url}`}
      className="group flex h-full items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-blush-100 text-blush-600" aria-hidden="true">
        <Baby className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-lg font-semibold text-stone-900">{fullName(list.firstName, list.lastName)}</h3>
        <p className="mt-0.5 text-sm text-stone-600">
          {parent2 ? t('parentsTwo', { parent1, parent2 }) : t('parentsOne', { parent: parent1 })}
        </p>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm text-stone-600">
          <CalendarHeart className="size-4 text-brand-600" aria-hidden="true" />
          <span>{t('born')}</span> <time dateTime={list.birthDate}>{formatBirthDate(list.birthDate)}</time>
        </p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" aria-hidden="true" />
    </Link>
  )
}

/**
 * The list search form and its results (spec §2 "List search", §5): both names are required
 * ('Dit veld is verplicht'), errors show once a field was left or after a submit, and an invalid
 * submit sends nothing. Results are cards linking to `/list/{url}`; 'Geen lijsten gevonden' only
 * after a search that found nothing. Server errors open the 'Oei!' modal (spec §8).
 */
export function SearchForm() {
  const t = useTranslations('search')
  const modal = useModal()
  const [results, setResults] = useState<ListSearchResult[] | null>(null)
  const lastSearch = useRef<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ListSearchInput>({
    resolver: zodResolver(listSearchSchema),
    mode: 'onTouched',
    defaultValues: { babyName: '', parentName: '' },
  })

  const search = useCallback(
    async (values: ListSearchInput) => {
      const outcome = await searchListsAction(values)
      if (!outcome.ok) {
        if (outcome.fields) {
          for (const [field, message] of Object.entries(outcome.fields)) {
            if (field === 'babyName' || field === 'parentName') setError(field, { message })
          }
        }
        void modal.error(outcome.message)
        return
      }
      setResults(outcome.results)
      lastSearch.current = `${values.babyName}\n${values.parentName}`
      const params = new URLSearchParams({ [BABY_PARAM]: values.babyName, [PARENT_PARAM]: values.parentName })
      window.history.replaceState(null, '', `?${params}`)
    },
    [modal, setError],
  )

  // Re-run the search kept in the URL when the page is opened again (e.g. 'Back' from a list).
  // Read once from window.location: the URL is only needed here, and useSearchParams would keep
  // the form out of the prerendered HTML.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const babyName = params.get(BABY_PARAM)
    const parentName = params.get(PARENT_PARAM)
    if (!babyName || !parentName) return
    const key = `${babyName}\n${parentName}`
    if (lastSearch.current === key) return // React's development double effect
    lastSearch.current = key
    reset({ babyName, parentName })
    void handleSubmit(search)()
  }, [reset, handleSubmit, search])

  const fields = [
    { name: 'babyName', label: t('babyName'), autoComplete: 'off' },
    { name: 'parentName', label: t('parentName'), autoComplete: 'off' },
  ] as const

  return (
    <div>
      <form
        noValidate
        onSubmit={handleSubmit(search)}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-7"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`search-${field.name}`}
              label={field.label}
              type="text"
              autoComplete={field.autoComplete}
              autoCapitalize="words"
              spellCheck={false}
              aria-required="true"
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
        </div>
        <Button type="submit" disabled={isSubmitting} className="mt-6 w-full sm:w-auto">
          <Search className="size-5" aria-hidden="true" />
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </form>

      <div className="mt-10">
        <div role="status" aria-live="polite">
          {results === null ? null : results.length === 0 ? (
            <div className="rounded-3xl border border-dashed border-brand-200 bg-brand-50/50 px-6 py-10 text-center">
              <h2 className="text-lg font-semibold text-stone-900">
                {t('noResults')}
              </h2>
              <p className="mt-1 text-stone-600">{t('noResultsHint')}</p>
            </div>
          ) : (
            <h2 className="text-lg font-semibold text-stone-900">
              {t('resultsTitle', { count: results.length })}
            </h2>
          )}
        </div>
        {results && results.length > 0 && (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {results.map((list) => (
              <li key={list.id}>
                <ResultCard list={list} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
