import { CreateListScreen, createListMetadata } from './CreateListScreen'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export const generateMetadata = createListMetadata

/** /list/create: 'Nieuwe geboortelijst aanmaken'; where a logged-in user without lists lands. */
export default async function CreateListPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <CreateListScreen path="/list/create" />
}
