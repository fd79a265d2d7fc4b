import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/Button'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors')
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** The Dutch 404 page, for unknown paths and for `notFound()` (an unknown list slug). */
export default async function NotFound() {
  const t = await getTranslations('errors')
  const tn = await getTranslations('nav')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <Image src="/images/logo.svg" alt="" width={96} height={96} unoptimized className="size-24 opacity-90" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-blush-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-stone-600">{t('notFoundText')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/site/index" className={buttonClass('primary')}>
          {t('backHome')}
        </Link>
        <Link href="/list/search" className={buttonClass('secondary')}>
          {tn('search')}
        </Link>
      </div>
    </div>
  )
}
