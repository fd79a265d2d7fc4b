import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { ListSettingsForm } from '@/components/lists/ListSettingsForm'
import { ManagersPanel } from '@/components/lists/ManagersPanel'
import { managersPanel } from '@/lib/lists/managers'
import { ListSharePanel } from '@/components/share/ListSharePanel'
import { belgianToday } from '@/lib/lists/birth-date'
import { buttonClass } from '@/components/ui/Button'
import { loadManagedList } from '../managed-list'
import { deleteListAction, updateListAction } from './actions'
import { childName, childShortName } from '@/lib/lists/display'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('listForm')
  // The parents' IBAN and names: never indexed.
  return { title: t('settingsTitle'), robots: { index: false, follow: false } }
}

/**
 * /list/{slug}/settings ('Lijst instellingen' in the menu): the list form filled in with
 * the list, for its owner, its managers or an ADMIN; managing the list together; deleting the list (not for a manager).
 */
export default async function ListSettingsPage({ params }: Props) {
  await pageLocale(params)
  const { slug } = await params
  const { list, user } = await loadManagedList(slug, `/list/${slug}/settings`)
  const [t, managers] = await Promise.all([getTranslations('listForm'), managersPanel(user, list.id)])
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('settingsTitle')}</h1>
            <p className="mt-3 text-lg text-stone-600">{t('settingsIntro', { child: childShortName(list) })}</p>
          </div>
          <Link
            href={`/list/${list.url}`}
            className={buttonClass('secondary', 'sm', 'shrink-0 self-start sm:self-auto')}
          >
            {t('viewList')}
          </Link>
        </header>
        <div className="mt-8">
          <ListSettingsForm
            list={list}
            child={childName(list)}
            save={updateListAction}
            remove={list.role === 'MANAGER' ? undefined : deleteListAction}
            today={belgianToday()}
          />
        </div>
        {/* Managing managers and deleting the list are the owner's (decision 038); a manager may stop managing. */}
        <div className="mt-8">
          <ManagersPanel listId={list.id} data={managers} />
        </div>
        <ListSharePanel listId={list.id} actor={user} className="mt-12" />
      </div>
    </div>
  )
}
