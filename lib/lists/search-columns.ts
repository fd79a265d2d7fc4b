import { foldName } from '../text/fold'

/** The folded search columns of a list (for the list search), to store beside its names whenever they change. */
export function searchColumns(names: {
  firstName: string
  parent1FirstName: string
  parent2FirstName?: string | null
}) {
  return {
    searchFirstName: foldName(names.firstName),
    searchParent1: foldName(names.parent1FirstName),
    searchParent2: names.parent2FirstName ? foldName(names.parent2FirstName) : null,
  }
}
