/**
 * Namespaces of messages/nl.json that only server code reads (mails, the admin pages' server parts, the FAQ, about
 * and blog pages, the catalog import, the privacy page): they are left out of the texts every page sends to the browser (
 * ~11 KB less HTML per page). A test checks that no `useTranslations(...)` names one of them.
 */
export const SERVER_ONLY_NAMESPACES = ['ownerMail', 'accountMail', 'contactMail', 'releaseMail', 'listReviewMail', 'invitationMail', 'shareFiles', 'admin', 'adminContact', 'faq', 'about', 'blog', 'catalog', 'privacy'] as const

/**
 * The messages the browser needs: all of them except {@link SERVER_ONLY_NAMESPACES}.
 * @param messages the request's messages (next-intl's `getMessages()`), possibly precompiled.
 * @returns a shallow copy without the server-only namespaces.
 */
export function clientMessages<T extends Record<string, unknown>>(messages: T): Partial<T> {
  const copy: Record<string, unknown> = { ...messages }
  for (const namespace of SERVER_ONLY_NAMESPACES) delete copy[namespace]
  return copy as Partial<T>
}
