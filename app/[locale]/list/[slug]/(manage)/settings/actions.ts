'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { deleteList, pathAfterListDeleted, updateList } from '@/lib/lists'

/** The list id a client sent: anything but a positive 32-bit integer cannot be a list (404). */
const listId = (input: unknown) => parseId(String((input as { id?: unknown } | null)?.id))

/**
 * Saves the settings form (docs/rules.md#lists); `updateList` checks who may and the fields again. Answers the
 * list as it was stored (trimmed names, the IBAN without spaces), which the form shows at once (decision 041).
 */
export const updateListAction = action(async (input: { id: number; values: unknown }, { actor }) => {
  const list = await updateList(actor, listId(input), (input as { values?: unknown } | null)?.values)
  return { id: list.id, url: list.url, list }
})

/** Deletes the list after the 'Opgelet!' confirmation; answers where to go next (another own list or the account). */
export const deleteListAction = action(async (input: { id: number }, { actor }) => {
  await deleteList(actor, listId(input))
  return { next: await pathAfterListDeleted(actor) }
})
