import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Gift } from 'lucide-react'
import { getListBySlug } from '@/lib/lists'
import { listTakesOrders } from '@/lib/orders/active'
import { isDomainError } from '@/lib/errors'
import { buttonClass } from '@/components/ui/Button'
import { CheckoutView } from './CheckoutView'
import { cookies } from 'next/headers'
import { currentActor } from '@/lib/auth'
import { listOpenWithout, loadGatedList } from '@/lib/lists/access'
import { childShortName } from '@/lib/lists/display'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('checkout')
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The checkout 'Afrekenen' (docs/rules.md#checkout). The list comes from the server (its id goes into the order request); the
 * cart lives in the browser, so the summary and the form are a client component. A list that takes no orders yet
 * (its owner has not confirmed the e-mail address, decision 033) gets no form, only the reason.
 */
export default async function CheckoutPage({ params }: Props) {
  await pageLocale(params)
  const { slug } = await params
  let list
  try {
    list = await getListBySlug(slug)
  } catch (error) {
    if (isDomainError(error) && error.status === 404) notFound()
    throw error
  }
  // A protected list's checkout names the baby: only for who opened the list (its cookie) or manages it (decision 040).
  const gated = await loadGatedList(list.url)
  if (gated && !listOpenWithout(gated, await currentActor(), { cookies: await cookies() })) {
    const [t, code] = await Promise.all([getTranslations('checkout'), getTranslations('listCode')])
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
          <h1 className="text-2xl font-semibold text-stone-800">{t('title')}</h1>
          <p className="text-stone-600">{code('required')}</p>
          <Link href={`/list/${list.url}`} className={buttonClass('primary')}>
            {code('submit')}
          </Link>
        </div>
      </div>
    )
  }
  if (!(await listTakesOrders(list.id))) {
    const [t, errors] = await Promise.all([getTranslations('checkout'), getTranslations('errors')])
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
          <Gift aria-hidden="true" className="h-10 w-10 text-brand-500" />
          <h1 className="text-2xl font-semibold text-stone-800">{t('title')}</h1>
          <p className="text-stone-600">{errors('listNotActive')}</p>
          <Link href={`/list/${list.url}`} className={buttonClass('primary')}>
            {t('backToList', { child: childShortName(list) })}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <CheckoutView list={{ id: list.id, url: list.url, child: childShortName(list) }} />
    </div>
  )
}
