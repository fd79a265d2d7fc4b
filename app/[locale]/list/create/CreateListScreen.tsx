import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ListSettingsForm } from '@/components/lists/ListSettingsForm'
import { belgianToday } from '@/lib/lists/birth-date'
import { currentUser } from '@/lib/auth'
import { createListAction } from './actions'
import { currentPageLocale, redirectInLanguage } from '@/lib/i18n/page'

export async function createListMetadata(): Promise<Metadata> {
  const t = await getTranslations('listForm')
  return { title: t('createTitle'), robots: { index: false, follow: false } }
}

/**
 * The create screen shared by /list/create and /list/tempcreate.
 * Creating a list needs an account (docs/rules.md#permissions): proxy.ts already sends visitors to /user/register; this is the check
 * that does not depend on it.
 */
export async function CreateListScreen({ path }: { path: string }) {
  const user = await currentUser()
  const locale = await currentPageLocale()
  if (!user) redirectInLanguage(`/user/register?callbackUrl=${encodeURIComponent(path)}`, locale)
  const t = await getTranslations('listForm')
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('createTitle')}</h1>
        <p className="mt-3 text-lg text-stone-600">{t('createIntro')}</p>
        <div className="mt-8">
          <ListSettingsForm save={createListAction} today={belgianToday()} />
        </div>
      </div>
    </div>
  )
}
