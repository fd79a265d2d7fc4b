import type { Metadata } from 'next'
import { cache } from 'react'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'
import { Gift } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { ProductForm } from '@/components/products/ProductForm'
import { ProductPageShell } from '@/components/products/ProductPageShell'
import { buttonClass } from '@/components/ui/Button'
import { isDomainError } from '@/lib/errors'
import { getManagedProduct, productFormValues } from '@/lib/products/manage'
import { loadManagedList } from '../../managed-list'
import { saveProductAction } from '../actions'
import { childName } from '@/lib/lists/display'
import { pageLocale } from '@/lib/i18n/page'

type Props = { params: Promise<{ locale: string; slug: string; productId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params)
  const { slug, productId } = await params
  // An unknown gift is the 404 page, titled as such.
  await loadProduct(slug, productId)
  const t = await getTranslations('productForm')
  return { title: t('editTitle'), robots: { index: false, follow: false } }
}

/** The managed list and its gift `productId`, read once per request for the metadata and the page; 404 otherwise. */
const loadProduct = cache(async (slug: string, productId: string) => {
  const { list, user } = await loadManagedList(slug, `/list/${slug}/product/${productId}`)
  if (!/^[1-9]\d{0,9}$/.test(productId) || Number(productId) > 2_147_483_647) notFound()
  const product = await getManagedProduct(user, Number(productId)).catch((error: unknown) => {
    if (isDomainError(error) && (error.status === 404 || error.status === 403)) return null
    throw error
  })
  if (!product || product.listId !== list.id) notFound()
  return { list, product }
})

/**
 * /list/{slug}/product/{productId} (the product form with productId): the same form, filled in.
 * A sold product cannot be edited (docs/rules.md#gifts): the page says so. An unknown id, or one of another list, is a 404.
 */
export default async function EditProductPage({ params }: Props) {
  await pageLocale(params)
  const { slug, productId } = await params
  const { list, product } = await loadProduct(slug, productId)
  const t = await getTranslations('productForm')
  const child = childName(list)

  if (product.sold) {
    return (
      <ProductPageShell listSlug={list.url} title={t('editTitle')} child={child}>
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-100">
          <span className="grid size-14 place-items-center rounded-full bg-blush-100 text-blush-600" aria-hidden="true">
            <Gift className="size-7" />
          </span>
          <h2 className="text-xl font-semibold text-stone-900">{t('soldTitle')}</h2>
          <p className="font-semibold text-stone-700">{product.title}</p>
          <p className="max-w-md text-stone-600">{t('soldText')}</p>
          <Link href={`/list/${list.url}/products`} className={buttonClass('primary')}>
            {(await getTranslations('products'))('backToProducts')}
          </Link>
        </div>
      </ProductPageShell>
    )
  }

  return (
    <ProductPageShell listSlug={list.url} title={t('editTitle')} child={child}>
      <ProductForm
        listSlug={list.url}
        locked={product.productParts.some((part) => part.sold)}
        save={saveProductAction}
        initial={productFormValues(product)}
      />
    </ProductPageShell>
  )
}
