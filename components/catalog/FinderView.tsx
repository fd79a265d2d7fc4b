'use client'

import clsx from 'clsx'
import { Link, useRouter } from '@/i18n/navigation'
import { ChevronLeft, ChevronRight, PencilLine, Search, SearchX } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { Button, buttonClass } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { inputClass } from '@/components/ui/TextField'
import { GIFT_CATEGORIES, PRICE_BANDS, type GiftCategory, type PriceBand } from '@/lib/gifts/categories'
import type { ActionResult } from '@/lib/http/action'
import type { CatalogOffer, CatalogResult } from '@/lib/catalog/types'
import type { Page } from '@/lib/validation/paging'
import { CatalogCard } from './CatalogCard'
import { finderHref, type FinderState } from './href'
import { localizedPath } from '@/lib/i18n/paths'

interface Props {
  list: { id: number; url: string }
  /** The search, filters and page of this page (from the URL). */
  state: FinderState
  page: Page<CatalogResult>
  add(input: { listId: number; affiliateProductId: number }): Promise<ActionResult<{ id: number; title: string }>>
}

const selectClass =
  'min-w-0 rounded-2xl border border-stone-200 bg-white px-3 py-3 text-stone-900 focus:border-brand-400 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/**
 * The product finder (docs/rules.md#product-finder): the search box with the kind and price filters and 'Zoeken',
 * the results (one per product, with its shops), 'Vorige' and 'Volgende' by 20 (never below 0; 'Vorige' disabled on
 * the first page, 'Volgende' on the last), 'Geen producten gevonden', a spinner while results load. The search,
 * filters and page are the URL's: a search or a page is a navigation the server answers, so Back, Forward and a
 * reload show the same, and the form works as a plain GET before its script runs. Adding reloads the results, which
 * then show the ribbon; an error opens the 'Oei!' modal.
 */
export function FinderView({ list, state, page, add }: Props) {
  const query = state.q
  const t = useTranslations('finder')
  const tg = useTranslations('gifts')
  const locale = useLocale()
  const router = useRouter()
  const run = useActionRunner()
  const [pending, startTransition] = useTransition()
  const [adding, setAdding] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // After a search or a page change the keyboard and screen-reader user lands on the results, not on the button.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    heading.current?.focus()
  }, [query, state.category, state.priceBand, page.skip])

  const go = (next: FinderState) => {
    setStatus('')
    moved.current = true
    startTransition(() => router.push(finderHref(list.url, { ...next, skip: Math.max(0, next.skip) })))
  }

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const field = (name: string) => String(form.get(name) ?? '').trim()
    go({
      q: field('q'),
      category: (field('category') || undefined) as GiftCategory | undefined,
      priceBand: (field('priceBand') || undefined) as PriceBand | undefined,
      skip: 0,
    })
  }

  async function onAdd(offer: CatalogOffer) {
    setAdding(offer.id)
    setStatus('')
    const added = await run(add({ listId: list.id, affiliateProductId: offer.id }))
    if (added) {
      setStatus(t('added', { title: added.title }))
      startTransition(() => router.refresh())
    }
    setAdding(null)
  }

  const first = page.skip === 0
  const last = page.skip + page.items.length >= page.total
  const range = { from: page.skip + 1, to: page.skip + page.items.length, total: page.total, query }

  return (
    <div className="mt-8 flex flex-col gap-6">
      <form
        role="search"
        action={localizedPath(finderHref(list.url), locale)}
        method="get"
        onSubmit={onSearch}
        key={`${query}|${state.category}|${state.priceBand}`}
        className="flex flex-col gap-1.5"
      >
        <label htmlFor="finder-q" className="text-sm font-semibold text-stone-800">
          {t('searchLabel')}
        </label>
        <p id="finder-q-hint" className="text-xs text-stone-600">
          {t('searchHint')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id="finder-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={200}
            placeholder={t('searchPlaceholder')}
            aria-describedby="finder-q-hint"
            autoComplete="off"
            className={inputClass(false, 'sm:flex-1')}
          />
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <select
              name="category"
              aria-label={t('categoryLabel')}
              defaultValue={state.category ?? ''}
              className={selectClass}
            >
              <option value="">{t('allCategories')}</option>
              {GIFT_CATEGORIES.filter((c) => c !== 'SPAARPOT').map((category) => (
                <option key={category} value={category}>
                  {tg(`category.${category}`)}
                </option>
              ))}
            </select>
            <select
              name="priceBand"
              aria-label={t('priceLabel')}
              defaultValue={state.priceBand ?? ''}
              className={selectClass}
            >
              <option value="">{t('allPrices')}</option>
              {PRICE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {tg(`priceBand.${band}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={pending}>
            <Search className="size-5" aria-hidden="true" />
            {t('search')}
          </Button>
        </div>
      </form>

      <p
        role="status"
        className={clsx('rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800', !status && 'sr-only')}
      >
        {status}
        {status && (
          <>
            {' '}
            <Link href={`/list/${list.url}/products`} className="font-semibold underline underline-offset-4">
              {t('toProducts')}
            </Link>
          </>
        )}
      </p>

      <section aria-labelledby="finder-results" aria-busy={pending} className="relative flex flex-col gap-5">
        <h2
          id="finder-results"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-stone-900 focus:outline-none"
        >
          {page.total === 0 ? t('resultsTitle') : query ? t('rangeFor', range) : t('range', range)}
        </h2>
        {pending && (
          <div className="absolute inset-x-0 top-10 z-10 flex justify-center">
            <span className="rounded-full bg-white p-3 shadow-md">
              <Spinner label={t('loading')} />
            </span>
          </div>
        )}
        {page.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center">
            <span
              className="grid size-14 place-items-center rounded-full bg-blush-100 text-blush-600"
              aria-hidden="true"
            >
              <SearchX className="size-7" />
            </span>
            <p className="text-xl font-semibold text-stone-900">{t('empty')}</p>
            <p className="max-w-md text-stone-600">{t('emptyHint')}</p>
            <Link href={`/list/${list.url}/product/manual`} className={buttonClass('secondary', 'md')}>
              <PencilLine className="size-5" aria-hidden="true" />
              {t('emptyManual')}
            </Link>
          </div>
        ) : (
          <ul
            className={clsx(
              'grid grid-cols-1 gap-3 transition-opacity sm:grid-cols-2 sm:gap-5 lg:grid-cols-3',
              pending && 'opacity-60',
            )}
          >
            {page.items.map((product) => (
              <CatalogCard
                key={product.catalogProductId}
                product={product}
                adding={adding}
                busy={adding !== null || pending}
                onAdd={onAdd}
              />
            ))}
          </ul>
        )}
        {page.total > 0 && (
          <nav aria-label={t('pagingLabel')} className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="secondary"
              onClick={() => go({ ...state, skip: page.skip - page.take })}
              disabled={first || pending}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
              {t('previous')}
            </Button>
            <span className="text-sm text-stone-600">
              {t('pageOf', { page: Math.floor(page.skip / page.take) + 1, pages: Math.ceil(page.total / page.take) })}
            </span>
            <Button
              variant="secondary"
              onClick={() => go({ ...state, skip: page.skip + page.take })}
              disabled={last || pending}
            >
              {t('next')}
              <ChevronRight className="size-5" aria-hidden="true" />
            </Button>
          </nav>
        )}
      </section>
    </div>
  )
}
