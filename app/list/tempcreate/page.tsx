import { CreateListScreen, createListMetadata } from '../create/CreateListScreen'

export const generateMetadata = createListMetadata

/** /list/tempcreate: the create wizard's target for a logged-in user; the same screen as /list/create. */
export default function TempCreateListPage() {
  return <CreateListScreen path="/list/tempcreate" />
}
