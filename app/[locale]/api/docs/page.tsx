import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ApiReference } from '@/components/api-docs/ApiReference'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('apiDocs')
  return { title: t('title'), description: t('description') }
}

/**
 * /api/docs (and /fr/api/docs): the reference of the REST API. Our own heading and the link to the JSON are rendered on the server;
 * below them Scalar renders /api/openapi.json in the browser (decision 047).
 */
export default async function ApiDocsPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('apiDocs')
  return (
    <div className="bg-cream">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-600">{t('intro')}</p>
        <p className="mt-4">
          <a href="/api/openapi.json" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t('jsonLink')}
          </a>
        </p>
      </div>
      <ApiReference />
    </div>
  )
}
