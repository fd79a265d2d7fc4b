import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { MessageCircleQuestion } from 'lucide-react'
import { FaqAccordion } from '@/components/site/FaqAccordion'
import { SitePage } from '@/components/site/SitePage'
import { buttonClass } from '@/components/ui/Button'
import { listFaqItems } from '@/lib/faq'
import { pageLocale } from '@/lib/i18n/page'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string; rest?: string[] }>
}): Promise<Metadata> {
  await pageLocale(params)
  // A deeper path is the 404 page, titled as such (the page's own title would name the questions).
  if ((await params).rest?.length) notFound()
  const t = await getTranslations('faq')
  return { title: t('title'), description: t('description') }
}

// Served from Next's page cache (ISR) like the list page: rendered on the first visit, then again after every change
// through lib/faq (revalidatePath('/site/faq')) and at the latest every hour (other instances). The optional
// catch-all with no prerendered params keeps the build from reading the database (decision 014).
export const revalidate = 3600

/** Nothing at build time: /site/faq is rendered on its first visit and then cached. */
export function generateStaticParams(): { rest?: string[] }[] {
  return []
}

/** /site/faq: the questions of the database in an accordion, or a short empty state, and a way to ask. */
export default async function FaqPage({ params }: { params: Promise<{ locale: string; rest?: string[] }> }) {
  const locale = await pageLocale(params)
  // Only /site/faq itself: any deeper path is the 404 page.
  if ((await params).rest?.length) notFound()
  const [items, t] = await Promise.all([listFaqItems(locale), getTranslations('faq')])
  return (
    <SitePage title={t('title')} intro={t('intro')}>
      {items.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-brand-200 bg-brand-50/50 px-6 py-10 text-center text-stone-700">
          {t('empty')}
        </p>
      ) : (
        <FaqAccordion items={items.map(({ id, title, text }) => ({ id, title, text }))} />
      )}
      <section
        aria-labelledby="faq-more"
        className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-blush-50 px-6 py-7 ring-1 ring-blush-100 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <MessageCircleQuestion className="mt-0.5 size-6 shrink-0 text-blush-600" aria-hidden="true" />
          <div>
            <h2 id="faq-more" className="text-lg font-semibold text-stone-900">
              {t('moreTitle')}
            </h2>
            <p className="mt-1 text-stone-600">{t('moreText')}</p>
          </div>
        </div>
        <Link href="/site/contact" className={buttonClass('primary', 'md', 'shrink-0')}>
          {t('moreLink')}
        </Link>
      </section>
    </SitePage>
  )
}
