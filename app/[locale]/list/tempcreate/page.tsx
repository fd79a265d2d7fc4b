import { CreateListScreen, createListMetadata } from '../create/CreateListScreen'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export const generateMetadata = createListMetadata

/** /list/tempcreate: the create wizard's target for a logged-in user; the same screen as /list/create. */
export default async function TempCreateListPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <CreateListScreen path="/list/tempcreate" />
}
