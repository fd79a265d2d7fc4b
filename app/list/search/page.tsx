import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SitePage } from '@/components/site/SitePage'
import { SearchForm } from './SearchForm'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('search')
  return { title: t('title'), description: t('intro') }
}

/** /list/search (spec §2 "List search"): a static page around the client search form. */
export default async function ListSearchPage() {
  const t = await getTranslations('search')
  return (
    <SitePage title={t('title')} intro={t('intro')}>
      <SearchForm />
    </SitePage>
  )
}
