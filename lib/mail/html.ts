/** Helpers every mail needs: escaping what people typed into HTML, and absolute links to the site. */
import { currentLocale } from '@/lib/i18n'
import { localizedPath } from '@/lib/i18n/paths'
import { siteUrl } from '@/lib/site-url'

export { siteUrl }

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/**
 * The absolute address of a site page in the language the mail is written in (`withLocale`): '/list/noor' is
 * 'https://…/fr/list/noor' in a French mail, so the reader lands on the page in the mail's language.
 */
export function pageUrl(path: string): string {
  return `${siteUrl()}${localizedPath(path, currentLocale())}`
}
