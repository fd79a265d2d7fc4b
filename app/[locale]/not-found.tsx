import type { Metadata } from 'next'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import { StatusPage } from '@/components/layout/StatusPage'
import { segmentLocale } from '@/lib/i18n/segment'

export async function generateMetadata(): Promise<Metadata> {
  await segmentLocale()
  const t = await getTranslations('errors')
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** The 404 page in the page's language, for unknown paths and for `notFound()` (an unknown list slug). */
export default async function NotFound() {
  await segmentLocale()
  const t = await getTranslations('errors')
  const tn = await getTranslations('nav')
  return (
    <StatusPage
      picture={
        <Image src="/images/logo.svg" alt="" width={96} height={96} unoptimized className="size-24 opacity-90" />
      }
      code={404}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      links={[
        { href: '/site/index', label: t('backHome') },
        { href: '/list/search', label: tn('search') },
      ]}
    />
  )
}
