import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { listFaqItems } from '@/lib/faq'
import { loadAdmin } from '../admin'
import { AdminPage } from '../AdminPage'
import { FaqManager } from './FaqManager'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  await loadAdmin('/admin/faq')
  const t = await getTranslations('adminFaq')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /admin/faq (docs/rules.md#admin): the questions of /site/faq, to add, edit, reorder and delete. ADMIN only. */
export default async function AdminFaqPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  await loadAdmin('/admin/faq')
  const [items, t] = await Promise.all([listFaqItems(), getTranslations('adminFaq')])
  return (
    <AdminPage current="/admin/faq" title={t('title')} intro={t('intro')}>
      <FaqManager items={items} />
    </AdminPage>
  )
}
