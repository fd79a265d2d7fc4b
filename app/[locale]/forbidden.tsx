import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ShieldAlert } from 'lucide-react'
import { StatusPage } from '@/components/layout/StatusPage'
import { segmentLocale } from '@/lib/i18n/segment'

export async function generateMetadata(): Promise<Metadata> {
  await segmentLocale()
  const t = await getTranslations('errors')
  return { title: t('forbiddenTitle'), robots: { index: false } }
}

/** The 403 page in the page's language (`forbidden()`): a management page of a list the logged-in user does not manage (docs/rules.md#permissions). */
export default async function Forbidden() {
  await segmentLocale()
  const t = await getTranslations('errors')
  return (
    <StatusPage
      picture={
        <span className="grid size-20 place-items-center rounded-full bg-blush-100 text-blush-600" aria-hidden="true">
          <ShieldAlert className="size-10" />
        </span>
      }
      code={403}
      title={t('forbiddenTitle')}
      text={t('forbiddenText')}
      links={[
        { href: '/user/account', label: t('toMyLists') },
        { href: '/site/index', label: t('backHome') },
      ]}
    />
  )
}
