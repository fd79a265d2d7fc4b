'use server'

import { action } from '@/lib/http/action'
import { createList } from '@/lib/lists'

/**
 * Saves the form of /list/create and /list/tempcreate (docs/rules.md#lists): `createList` checks the session
 * and the fields again (the same `listSchema` as the form). Answers the new list's id and slug for the redirect.
 */
export const createListAction = action(async (input: { values: unknown }, { actor }) => {
  const list = await createList(actor, (input as { values?: unknown } | null)?.values)
  return { id: list.id, url: list.url }
})
