import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProductForm } from '@/components/products/ProductForm'
import { ProductPageShell } from '@/components/products/ProductPageShell'
import { loadManagedList } from '../../managed-list'
import { saveProductAction } from '../actions'
import { childName } from '@/lib/lists/display'
import { readPrefill } from '@/lib/products/link/prefill'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('productForm')
  return { title: t('createTitle'), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/product/manual (the product form without productId): adding a product by hand, or filled in from a
 * shop's product page read on the add page (the query `readPrefill` takes: productUrl, title, price in cents,
 * shopName, imageUrl, found).
 */
export default async function ManualProductPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const { slug } = await params
  const { list } = await loadManagedList(slug, `/list/${slug}/product/manual`)
  const t = await getTranslations('productForm')
  const tl = await getTranslations('productLink')
  const prefill = readPrefill(await searchParams)
  return (
    <ProductPageShell listSlug={list.url} title={t('createTitle')} child={childName(list)}>
      {prefill && (
        <p role="status" className="mb-4 rounded-2xl bg-butter px-4 py-3 text-sm text-stone-800">
          {prefill.found ? tl('found') : tl('unreadable')}
        </p>
      )}
      <ProductForm
        listSlug={list.url}
        locked={false}
        save={saveProductAction}
        initial={{
          listId: list.id,
          title: prefill?.title ?? '',
          price: prefill?.price ?? '',
          // Both methods are ticked by default (docs/rules.md#gifts).
          cashAllowed: true,
          shopAllowed: true,
          shopName: prefill?.shopName ?? '',
          productUrl: prefill?.productUrl ?? '',
          description: '',
          imageUrl: prefill?.imageUrl ?? null,
          productIsSplit: false,
          nrOfProductParts: 2,
          hidden: false,
          fund: false,
          quantity: '1',
          unlimited: false,
          topper: false,
          category: '',
        }}
      />
    </ProductPageShell>
  )
}
