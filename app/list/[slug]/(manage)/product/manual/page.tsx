import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProductForm } from '@/components/products/ProductForm'
import { ProductPageShell } from '@/components/products/ProductPageShell'
import { loadManagedList } from '../../managed-list'
import { saveProductAction } from '../actions'
import { childName } from '@/lib/lists/display'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('productForm')
  return { title: t('createTitle'), robots: { index: false, follow: false } }
}

/** /list/{slug}/product/manual (the product form without productId): adding a product by hand. */
export default async function ManualProductPage({ params }: Props) {
  const { slug } = await params
  const { list } = await loadManagedList(slug, `/list/${slug}/product/manual`)
  const t = await getTranslations('productForm')
  return (
    <ProductPageShell listSlug={list.url} title={t('createTitle')} child={childName(list)}>
      <ProductForm
        listSlug={list.url}
        locked={false}
        save={saveProductAction}
        initial={{
          listId: list.id,
          title: '',
          price: '',
          // Both methods are ticked by default (docs/rules.md#gifts).
          cashAllowed: true,
          shopAllowed: true,
          shopName: '',
          productUrl: '',
          description: '',
          imageUrl: null,
          productIsSplit: false,
          nrOfProductParts: 2,
          hidden: false,
        }}
      />
    </ProductPageShell>
  )
}
