import { cache } from 'react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getListPage } from '@/lib/lists'
import { childName } from '@/lib/lists/display'
import { previewMetadata } from '@/lib/share/preview'
import { hasNoGiftsYet } from '@/lib/lists/first-gift'
import { listProducts } from '@/lib/products'
import { isDomainError } from '@/lib/errors'
import { InactiveListNotice, ListHeader, parentNames } from '@/components/list/ListHeader'
import { ProductCard } from '@/components/list/ProductCard'
import { GiftFilter } from '@/components/list/GiftFilter'
import { ListGifts } from '@/components/list/ListGifts'
import { FirstGiftPrompt } from '@/components/list/FirstGiftPrompt'
import { ListShareIsland } from '@/components/share/ListShareIsland'
import { ListCodeForm } from '@/components/list/ListCodeForm'
import { previewShowsNames } from '@/lib/lists/visibility'
import { isOpenedRender } from './opened-render'
import { toDrawerProduct } from '@/components/cart/products'
import { pageLocale } from '@/lib/i18n/page'
import { withLocale } from '@/lib/i18n'

// Public list pages are read far more than written: served from Next's cache, refreshed at most
// every 5 minutes and at once when an order or a product change calls revalidatePath('/list/' + slug), and when the
// owner confirms the e-mail address (invalidateListsOfUser): the list becomes active then.
export const revalidate = 300

/** No list is prerendered at build time; each is rendered on its first visit and then cached. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

type Props = { params: Promise<{ locale: string; slug: string }> }

/** The list by slug and whether it is active, once per request (metadata and page share it); null when it does not exist. */
const loadList = cache(async (slug: string) => {
  try {
    return await getListPage(slug)
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return null
    throw error
  }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const page = await loadList(slug)
  if (!page) return { title: (await getTranslations('errors'))('notFoundTitle') }
  const { list } = page
  // Unlisted, protected, inactive or waiting lists are not for search engines; a protected one names nobody (040).
  const noindex = page.indexable ? {} : { robots: { index: false, follow: false } }
  // The link preview (Open Graph, Twitter card) with its image, generic for a protected list (039).
  const preview = withLocale(locale, () => previewMetadata(list, slug))
  if (!previewShowsNames(list))
    return { title: (await getTranslations('listCode'))('metaTitle'), ...noindex, ...preview }
  const t = await getTranslations('list')
  const child = childName(list)
  return {
    title: t('metaTitle', { child }),
    description: t('metaDescription', { child, parents: parentNames(list, t('and')) }),
    ...noindex,
    ...preview,
  }
}

/**
 * The public list page (docs/rules.md#list-page): the list header and its available gifts; a tap opens the drawer. The page is
 * server-rendered HTML; `ListGifts` is its one island (the drawer, the in-cart overlays; decision 019). A list whose
 * owner has not confirmed the e-mail address is not active (decision 033): a notice says so, and the page shows
 * neither the IBAN nor a way to give (the gifts without their links); its owner sees a reminder (`OwnerActions`).
 */
export default async function ListPage({ params }: Props) {
  await pageLocale(params)
  const { slug } = await params
  const page = await loadList(slug)
  if (!page) notFound()
  const { list, active } = page
  // A protected list's cached page is its code form; `openProtectedList` renders the rest once it opened (decision 040).
  if (list.visibility === 'PROTECTED' && !isOpenedRender(params))
    return <ListCodeForm listId={list.id} slug={list.url} />
  const [products, t, noGiftsYet] = await Promise.all([
    listProducts(list.id, null, { onlyAvailable: true }),
    getTranslations('list'),
    hasNoGiftsYet(list.id),
  ])
  const emptyText = (
    <p className="rounded-3xl bg-white p-8 text-center text-stone-600 shadow-sm ring-1 ring-brand-100">{t('empty')}</p>
  )

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <ListHeader list={list} active={active} />
      {!active && <InactiveListNotice />}
      <section aria-label={t('productsLabel')} className="gift-section">
        <GiftFilter products={products} />
        {products.length === 0 && noGiftsYet ? (
          // The parents of a list without gifts see the way to their first one and the share panel (decided in the
          // browser, decision 039).
          <FirstGiftPrompt
            listId={list.id}
            listSlug={list.url}
            title={t('firstGiftTitle')}
            text={t('firstGiftText')}
            button={t('firstGiftButton')}
            share={<ListShareIsland listId={list.id} />}
          >
            {emptyText}
          </FirstGiftPrompt>
        ) : products.length === 0 ? (
          emptyText
        ) : !active ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 3} giveable={false} />
            ))}
          </ul>
        ) : (
          <ListGifts list={{ slug: list.url, name: childName(list) }} products={products.map(toDrawerProduct)}>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} priority={index < 3} />
              ))}
            </ul>
          </ListGifts>
        )}
      </section>
    </div>
  )
}
