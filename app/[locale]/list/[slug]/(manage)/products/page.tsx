import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProductsOverview } from '@/components/products/ProductsOverview'
import { ListSharePanel } from '@/components/share/ListSharePanel'
import { listProducts } from '@/lib/products'
import { loadManagedList } from '../managed-list'
import { deleteProductAction, reorderProductsAction } from './actions'
import { childName, childShortName } from '@/lib/lists/display'
import { pageLocale } from '@/lib/i18n/page'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params)
  const { slug } = await params
  const { list } = await loadManagedList(slug, `/list/${slug}/products`)
  const t = await getTranslations('products')
  return { title: t('metaTitle', { child: childShortName(list) }), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/products ('Producten' in the menu; docs/rules.md#gifts): every product of the list, hidden
 * and sold ones included, for its owner or an ADMIN, with sorting, editing and deleting.
 */
export default async function ProductsPage({ params }: Props) {
  await pageLocale(params)
  const { slug } = await params
  const { list, user } = await loadManagedList(slug, `/list/${slug}/products`)
  const [products, t] = await Promise.all([listProducts(list.id, user), getTranslations('products')])
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <header className="mb-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-lg text-stone-600">{t('subtitle', { child: childName(list) })}</p>
        </header>
        <ProductsOverview
          list={{ id: list.id, url: list.url }}
          products={products}
          actions={{ remove: deleteProductAction, reorder: reorderProductsAction }}
        />
        <ListSharePanel listId={list.id} actor={user} className="mt-12" />
      </div>
    </div>
  )
}
