import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/Button'
import { currentUser } from '@/lib/auth'
import { listsOfUser } from '@/lib/lists'
import { childName } from '@/lib/lists/display'
import { sharedLink } from '@/lib/products/link/prefill'
import { pageLocale, redirectInLanguage, type LocaleParams } from '@/lib/i18n/page'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('productLink')
  return { title: t('shareTitle'), robots: { index: false, follow: false } }
}

const addPage = (slug: string, link: string) => `/list/${slug}/product/add?link=${encodeURIComponent(link)}`

/**
 * /user/share, the web app manifest's share target: a product page shared from a phone's browser. The address goes to
 * the add page of the parent's list (or of the list they choose), into the link form: reading the page is the parent's
 * own tap, never a side effect of opening a link someone else made.
 */
export default async function SharePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const link = sharedLink(query)
  const user = await currentUser()
  if (!user) {
    const back = link ? `/user/share?url=${encodeURIComponent(link)}` : '/user/share'
    redirectInLanguage(`/user/login?callbackUrl=${encodeURIComponent(back)}`, locale)
  }
  const [t, lists] = await Promise.all([getTranslations('productLink'), listsOfUser(user, user.id)])
  if (link && lists.length === 1) redirectInLanguage(addPage(lists[0]!.url, link), locale)
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{t('shareTitle')}</h1>
        {!link ? (
          <p className="mt-4 text-stone-700">{t('shareNoLink')}</p>
        ) : lists.length === 0 ? (
          <>
            <p className="mt-4 text-stone-700">{t('shareNoList')}</p>
            <Link href="/list/create" className={buttonClass('primary', 'md', 'mt-6')}>
              {t('shareCreate')}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-4 text-stone-700">{t('shareChoose')}</p>
            <p className="mt-2 truncate text-sm text-stone-500">{link}</p>
            <ul className="mt-6 flex flex-col gap-3">
              {lists.map((list) => (
                <li key={list.id}>
                  <Link href={addPage(list.url, link)} className={buttonClass('secondary', 'md', 'w-full')}>
                    {t('shareToList', { child: childName(list) })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  )
}
