import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { Newspaper } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { SitePage } from '@/components/site/SitePage'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('blog')
  return { title: t('title'), description: t('intro') }
}

/** /site/blog (placeholder text): no articles yet, and where to go meanwhile. */
export default async function BlogPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('blog')
  const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'
  return (
    <SitePage title={t('title')} intro={t('intro')}>
      <section aria-labelledby="binnenkort" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100 sm:p-8">
        <span className="grid size-12 place-items-center rounded-2xl bg-sky-pastel text-sky-800" aria-hidden="true">
          <Newspaper className="size-6" />
        </span>
        <h2 id="binnenkort" className="mt-4 text-xl font-bold text-stone-900">
          {t('soonTitle')}
        </h2>
        <p className="mt-2 leading-relaxed text-stone-700">{t('soonText')}</p>
        <p className="mt-4 text-stone-700">
          {t.rich('meanwhile', {
            search: (chunks) => (
              <Link href="/list/search" className={link}>
                {chunks}
              </Link>
            ),
            faq: (chunks) => (
              <Link href="/site/faq" className={link}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </SitePage>
  )
}
