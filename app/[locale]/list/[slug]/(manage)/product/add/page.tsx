import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import type { ReactNode } from 'react'
import { ArrowLeft, ChevronRight, Link2, PencilLine, Search } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { loadManagedList } from '../../managed-list'
import { previewProductLinkAction } from '../actions'
import { ProductLinkForm } from '@/components/products/ProductLinkForm'
import { childShortName } from '@/lib/lists/display'
import { sharedLink } from '@/lib/products/link/prefill'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('products')
  return { title: t('addTitle'), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/product/add (the add-product choice page): from a webshop's link (the product form opens filled in with
 * what the page says), 'Productfinder openen' (the partner catalogs, decision 013) or 'Handmatig toevoegen'.
 */
export default async function AddProductPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const { slug } = await params
  // A product page shared to the installed site (/user/share) arrives here, in the link form.
  const link = sharedLink({ url: (await searchParams).link })
  const { list } = await loadManagedList(slug, `/list/${slug}/product/add`)
  const t = await getTranslations('products')
  const tl = await getTranslations('productLink')
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <Link
          href={`/list/${list.url}/products`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToProducts')}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('addTitle')}</h1>
        <p className="mt-2 text-lg text-stone-600">{t('addIntro', { child: childShortName(list) })}</p>
        <section
          aria-labelledby="product-link-title"
          className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
        >
          <div className="flex items-start gap-4">
            <span
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-butter text-stone-800"
              aria-hidden="true"
            >
              <Link2 className="size-6" />
            </span>
            <div>
              <h2 id="product-link-title" className="text-lg font-bold text-stone-900">
                {tl('title')}
              </h2>
              <p className="mt-1 text-stone-600">{tl('text')}</p>
            </div>
          </div>
          <div className="mt-4">
            <ProductLinkForm
              listId={list.id}
              listSlug={list.url}
              initialUrl={link ?? ''}
              preview={previewProductLinkAction}
            />
          </div>
        </section>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <li>
            <Choice
              href={`/list/${list.url}/product/finder`}
              icon={<Search className="size-6" />}
              iconClass="bg-brand-100 text-brand-700"
              title={t('finder')}
              text={t('finderText')}
            />
          </li>
          <li>
            <Choice
              href={`/list/${list.url}/product/manual`}
              icon={<PencilLine className="size-6" />}
              iconClass="bg-blush-100 text-blush-600"
              title={t('manual')}
              text={t('manualText')}
            />
          </li>
        </ul>
      </div>
    </div>
  )
}

/** One of the two ways to add a product: a card that is a link as a whole. */
function Choice({
  href,
  icon,
  iconClass,
  title,
  text,
}: {
  href: string
  icon: ReactNode
  iconClass: string
  title: string
  text: string
}) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
    >
      <span className={`grid size-12 place-items-center rounded-2xl ${iconClass}`} aria-hidden="true">
        {icon}
      </span>
      <h2 className="flex items-center justify-between gap-2 text-lg font-semibold text-stone-900">
        {title}
        <ChevronRight
          className="size-5 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
          aria-hidden="true"
        />
      </h2>
      <span className="text-sm text-stone-600">{text}</span>
    </Link>
  )
}
