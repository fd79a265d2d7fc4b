'use server'

import { action } from '@/lib/http/action'
import { parseId } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { createFaqItem, deleteFaqItem, updateFaqItem } from '@/lib/faq'

// Server actions of /admin/faq: lib/faq checks the ADMIN role and the fields again (the form's own faqSchema).

const faqId = (input: unknown) => parseId(String((input as { id?: unknown } | null)?.id ?? ''), t('faq.notFound'))

/** Adds a question; answers the stored item. */
export const createFaqAction = action(async (input: { values: unknown }, { actor }) =>
  createFaqItem(actor, input?.values),
)

/** Changes a question; answers the stored item. */
export const updateFaqAction = action(async (input: { id: number; values: unknown }, { actor }) =>
  updateFaqItem(actor, faqId(input), input?.values),
)

/** Deletes a question. */
export const deleteFaqAction = action(async (input: { id: number }, { actor }) => {
  await deleteFaqItem(actor, faqId(input))
  return null
})
