import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/Button'
import { isSlug } from '@/lib/lists/slug'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('takeBack')
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * Where a giver lands after taking a reservation back (/order/take-back/done?list={slug}): the link's own page can no
 * longer show the reservation, which is gone with its secret. `list` only leads back to that list's page.
 */
export default async function TakeBackDonePage({ params, searchParams }: Props) {
  await pageLocale(params)
  const raw = (await searchParams).list
  const slug = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const t = await getTranslations('takeBack')
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-800">{t('doneTitle')}</h1>
      <p className="rounded-2xl bg-brand-50 px-5 py-4 font-medium text-brand-900">{t('done')}</p>
      <Link
        href={isSlug(slug) ? `/list/${slug}` : '/site/index'}
        className={buttonClass('secondary', 'md', 'self-start')}
      >
        {isSlug(slug) ? t('toList') : t('home')}
      </Link>
    </div>
  )
}
