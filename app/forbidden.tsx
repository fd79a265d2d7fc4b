import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { ShieldAlert } from 'lucide-react'
import { buttonClass } from '@/components/ui/Button'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors')
  return { title: t('forbiddenTitle'), robots: { index: false } }
}

/** The Dutch 403 page (`forbidden()`): a management page of a list the logged-in user does not own (spec §6). */
export default async function Forbidden() {
  const t = await getTranslations('errors')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid size-20 place-items-center rounded-full bg-blush-100 text-blush-600" aria-hidden="true">
        <ShieldAlert className="size-10" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-blush-600 uppercase">403</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('forbiddenTitle')}</h1>
      <p className="mt-4 text-lg text-stone-600">{t('forbiddenText')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/user/account" className={buttonClass('primary')}>
          {t('toMyLists')}
        </Link>
        <Link href="/site/index" className={buttonClass('secondary')}>
          {t('backHome')}
        </Link>
      </div>
    </div>
  )
}
