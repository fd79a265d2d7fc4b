import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SitePage } from '@/components/site/SitePage'
import { SearchForm } from './SearchForm'
import { SEARCH_PARAMS } from './params'
import { SearchResults } from './SearchResults'
import { searchFromQuery } from './search'
import { withLocale } from '@/lib/i18n'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('search')
  return { title: t('title'), description: t('intro') }
}

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /list/search (docs/rules.md#list-search): the form is a GET form (`?baby=…&ouder=…&achternaam=…`), searched and
 * rendered on the server, so the page needs little code on a phone, works before its script has loaded, and
 * 'Back' from a list shows the same results again. The form's island only checks the required fields before it sends.
 */
export default async function ListSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const asked = await searchParams
  const query = {
    babyName: first(asked[SEARCH_PARAMS.baby]),
    parentName: first(asked[SEARCH_PARAMS.parent]),
    lastName: first(asked[SEARCH_PARAMS.lastName]),
  }
  const submitted = Object.values(query).some((value) => value !== undefined)
  const values = { babyName: query.babyName ?? '', parentName: query.parentName ?? '', lastName: query.lastName ?? '' }
  const [t, outcome] = await Promise.all([
    getTranslations('search'),
    submitted ? withLocale(locale, () => searchFromQuery(values)) : Promise.resolve(null),
  ])

  return (
    <SitePage title={t('title')} intro={t('intro')}>
      <SearchForm
        key={`${values.babyName}\n${values.parentName}\n${values.lastName}`}
        {...values}
        fieldErrors={outcome && !outcome.ok ? outcome.fields : undefined}
        serverError={outcome && !outcome.ok ? outcome.message : undefined}
      />
      <SearchResults results={outcome?.ok ? outcome.results : null} />
    </SitePage>
  )
}
