import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SearchForm } from './SearchForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('search')
  return { title: t('title'), description: t('intro') }
}

/** /list/search (spec §2 "List search"): a static page around the client search form. */
export default async function ListSearchPage() {
  const t = await getTranslations('search')
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-stone-600">{t('intro')}</p>
        <div className="mt-8">
          <SearchForm />
        </div>
      </div>
    </div>
  )
}
