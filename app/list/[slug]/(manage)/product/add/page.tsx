import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { ArrowLeft, ChevronRight, PencilLine, Search } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { loadManagedList } from '../../managed-list'
import { childShortName } from '@/lib/lists/display'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('products')
  return { title: t('addTitle'), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/product/add (the add-product choice page): 'Productfinder openen' (the partner catalogs, decision
 * 013) or 'Handmatig toevoegen'.
 */
export default async function AddProductPage({ params }: Props) {
  const { slug } = await params
  const { list } = await loadManagedList(slug, `/list/${slug}/product/add`)
  const t = await getTranslations('products')
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
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
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
