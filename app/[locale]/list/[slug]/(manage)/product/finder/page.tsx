import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'

import { ArrowLeft } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { FinderView } from '@/components/catalog/FinderView'
import { finderHref } from '@/components/catalog/href'
import { searchCatalog } from '@/lib/catalog'
import { catalogSearchSchema, FINDER_PAGE_SIZE } from '@/lib/validation/catalog'
import { loadManagedList } from '../../managed-list'
import { addFromFinderAction } from './actions'
import { childShortName } from '@/lib/lists/display'
import { pageLocale, redirectInLanguage } from '@/lib/i18n/page'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params)
  const { slug } = await params
  const { list } = await loadManagedList(slug, `/list/${slug}/product/finder`)
  const t = await getTranslations('finder')
  return { title: t('metaTitle', { child: childShortName(list) }), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/product/finder (docs/rules.md#product-finder, decisions 013 and 055), for the list's owner or an ADMIN:
 * the partner catalogs searched 20 products at a time, with the search, the filters and the page in the URL
 * (`?q=knuffel&category=SPELEN&priceBand=tot-50&skip=20`). A page past the end goes to the last page; a `skip` that
 * is not a number, or a filter that is not one of the finder's, goes to the first page without it. There is no
 * loading.tsx on purpose: a streamed page has answered 200 before the permission check could make it the 403 page;
 * the spinner shows while a search, a page or an add loads (FinderView).
 */
export default async function FinderPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const query = await searchParams
  const { list, user } = await loadManagedList(slug, finderHref(slug))
  const q = first(query.q).trim().slice(0, 200)
  const parsed = catalogSearchSchema.safeParse({
    searchString: q,
    skip: first(query.skip),
    category: first(query.category),
    priceBand: first(query.priceBand),
  })
  if (!parsed.success) {
    // Whatever was wrong is left out, so the redirect lands on a page that loads.
    const { shape } = catalogSearchSchema
    redirectInLanguage(
      finderHref(list.url, {
        q: shape.searchString.safeParse(q).data,
        category: shape.category.safeParse(first(query.category)).data,
        priceBand: shape.priceBand.safeParse(first(query.priceBand)).data,
      }),
      locale,
    )
  }
  const { category, priceBand, listId: _, ...paging } = parsed.data
  const page = await searchCatalog(paging, { listId: list.id, actor: user, category, priceBand })
  if (page.items.length === 0 && page.total > 0) {
    const skip = Math.floor((page.total - 1) / FINDER_PAGE_SIZE) * FINDER_PAGE_SIZE
    redirectInLanguage(finderHref(list.url, { q, category, priceBand, skip }), locale)
  }

  const t = await getTranslations('finder')
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <Link
          href={`/list/${list.url}/product/add`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToAdd')}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-stone-600">{t('intro', { child: childShortName(list) })}</p>
        <FinderView
          list={{ id: list.id, url: list.url }}
          state={{ q, category, priceBand, skip: page.skip }}
          page={page}
          add={addFromFinderAction}
        />
      </div>
    </div>
  )
}
