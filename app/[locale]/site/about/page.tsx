import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { SitePage } from '@/components/site/SitePage'
import { buttonClass } from '@/components/ui/Button'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('about')
  return { title: t('title'), description: t('intro') }
}

/** /site/about (placeholder text): who we are and why, with a way into creating a list or asking a question. */
export default async function AboutPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('about')
  return (
    <SitePage title={t('title')} intro={t('intro')} tone="blush">
      <div className="space-y-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100 sm:p-8">
        <section aria-labelledby="waarom">
          <h2 id="waarom" className="text-xl font-bold text-stone-900">
            {t('whyTitle')}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-700">{t('whyText')}</p>
        </section>
        <section aria-labelledby="waarvoor">
          <h2 id="waarvoor" className="text-xl font-bold text-stone-900">
            {t('howTitle')}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-700">{t('howText')}</p>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/list/tempcreate" className={buttonClass('primary', 'md')}>
            {t('cta')}
          </Link>
          <Link href="/site/contact" className={buttonClass('secondary', 'md')}>
            {t('contact')}
          </Link>
        </div>
      </div>
    </SitePage>
  )
}
