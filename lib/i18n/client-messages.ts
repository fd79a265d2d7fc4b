/**
 * Namespaces of messages/nl.json that only server code reads (mails, the admin pages' server parts, the FAQ, about
 * and blog pages, the catalog import, the privacy page): they are left out of the texts every page sends to the browser (
 * ~11 KB less HTML per page). A test checks that no `useTranslations(...)` names one of them.
 */
export const SERVER_ONLY_NAMESPACES = [
  'ownerMail',
  'accountMail',
  'contactMail',
  'releaseMail',
  'listReviewMail',
  'invitationMail',
  'shareFiles',
  'admin',
  'adminContact',
  'faq',
  'about',
  'blog',
  'catalog',
  'privacy',
] as const

/**
 * Namespaces that only the pages of signed-in people, the checkout, the order confirmation and the API reference
 * read in the browser. Every page's HTML carries the texts its client components may need (the root layout's
 * provider, inlined in the page's RSC payload), so these are sent only by those sections' layouts (`SectionTexts`);
 * the giver's pages (home, search, a list) stay ~19 KB (gzip) lighter, which is most of their first paint on a slow
 * phone (decision 048). A test checks that no other page reaches a component that reads one of them.
 */
export const SECTION_NAMESPACES = [
  'account',
  'adminFaq',
  'apiDocs',
  'checkout',
  'finder',
  'images',
  'listForm',
  'login',
  'order',
  'ordersOverview',
  'password',
  'productForm',
  'productLink',
  'products',
  'register',
] as const

/**
 * The messages the browser needs: all of them except {@link SERVER_ONLY_NAMESPACES}, and, for the root layout, except
 * {@link SECTION_NAMESPACES}.
 * @param messages the request's messages (next-intl's `getMessages()`), possibly precompiled.
 * @param scope 'section': everything a page of a section may need; 'root' (default): what every page needs.
 * @returns a shallow copy without the namespaces left out.
 */
export function clientMessages<T extends Record<string, unknown>>(
  messages: T,
  scope: 'root' | 'section' = 'root',
): Partial<T> {
  const copy: Record<string, unknown> = { ...messages }
  for (const namespace of SERVER_ONLY_NAMESPACES) delete copy[namespace]
  if (scope === 'root') for (const namespace of SECTION_NAMESPACES) delete copy[namespace]
  return copy as Partial<T>
}
