import { CreateListScreen, createListMetadata } from './CreateListScreen'

export const generateMetadata = createListMetadata

/** /list/create: 'Nieuwe geboortelijst aanmaken'; where a logged-in user without lists lands. */
export default function CreateListPage() {
  return <CreateListScreen path="/list/create" />
}
