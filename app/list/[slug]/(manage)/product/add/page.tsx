import type { Metadata } from 'next'
import Link from 'next/link'
import { ArrowLeft, ChevronRight, PencilLine, Search } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { loadManagedList } from '../../managed-list'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('products')
  return { title: t('addTitle'), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/product/add (spec §2 "Add-product choice page"): 'Productfinder openen' or 'Handmatig toevoegen'.
 * The product finder is not built yet (issue 6), so that choice is shown as not yet available, without a link.
 */
export default async function AddProductPage({ params }: Props) {
  const { slug } = await params
  const { list } = await loadManagedList(slug, `/list/${slug}/product/add`)
  const t = await getTranslations('products')
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <Link href={`/list/${list.url}/products`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToProducts')}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('addTitle')}</h1>
        <p className="mt-2 text-lg text-stone-600">{t('addIntro', { child: list.firstName })}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          <li>
            <div className="flex h-full flex-col gap-3 rounded-3xl border border-dashed border-stone-300 bg-white/60 p-6 text-stone-500">
              <span className="grid size-12 place-items-center rounded-2xl bg-stone-100 text-stone-400" aria-hidden="true">
                <Search className="size-6" />
              </span>
              <h2 className="text-lg font-semibold text-stone-700">{t('finder')}</h2>
              <p className="text-sm text-stone-600">{t('finderText')}</p>
              <span className="mt-auto self-start rounded-full bg-butter px-3 py-1 text-xs font-semibold text-stone-700">{t('finderSoon')}</span>
            </div>
          </li>
          <li>
            <Link
              href={`/list/${list.url}/product/manual`}
              className="group flex h-full flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-blush-100 text-blush-600" aria-hidden="true">
                <PencilLine className="size-6" />
              </span>
              <h2 className="flex items-center justify-between gap-2 text-lg font-semibold text-stone-900">
                {t('manual')}
                <ChevronRight className="size-5 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" aria-hidden="true" />
              </h2>
              <span className="text-sm text-stone-600">{t('manualText')}</span>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
