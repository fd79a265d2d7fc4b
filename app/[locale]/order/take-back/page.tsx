import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/Button'
import { isDomainError } from '@/lib/errors'
import { previewTakeBack, type TakeBackPreview } from '@/lib/orders/cancel'
import { TAKE_BACK_DAYS } from '@/lib/orders/take-back-rules'
import { takeBackAction } from './actions'
import { TakeBackForm } from './TakeBackForm'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('takeBack')
  // A personal link: never indexed, and no address with its secret sent along to other sites.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * /order/take-back?token=… (the link in the giver's summary mail): the reservation's gifts and list, and one button
 * that takes it back (`takeBackOrder`). Opening the page changes nothing, so a mail program that follows the link to
 * look at it takes nothing back. A used, unknown or expired link, or a reservation whose transfer arrived, is said as
 * such, with the way to the parents.
 */
export default async function TakeBackPage({ params, searchParams }: Props) {
  await pageLocale(params)
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const t = await getTranslations('takeBack')
  let preview: TakeBackPreview | null = null
  try {
    preview = await previewTakeBack(token)
  } catch (error) {
    if (!isDomainError(error)) throw error
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-800">{t('title')}</h1>
      {!preview ? (
        <>
          <p className="text-stone-700">{t('invalid')}</p>
          <Link href="/site/index" className={buttonClass('secondary', 'md', 'self-start')}>
            {t('home')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-stone-700">{t('intro', { baby: preview.list.child })}</p>
          <ul className="list-disc pl-6 text-stone-800">
            {preview.gifts.map((gift) => (
              <li key={gift}>{gift}</li>
            ))}
          </ul>
          {preview.refusal ? (
            <p className="rounded-2xl bg-butter px-5 py-4 text-stone-700">
              {preview.refusal === 'paid' ? t('paid') : t('expired', { days: TAKE_BACK_DAYS })}
            </p>
          ) : (
            <>
              <p className="text-stone-700">{t('explanation', { count: preview.gifts.length })}</p>
              <TakeBackForm token={token} takeBack={takeBackAction} />
            </>
          )}
        </>
      )}
    </div>
  )
}
