/** Helpers every mail needs: escaping what people typed into HTML, and absolute links to the site. */

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** The public base URL of the site for links in mails (`APP_URL`, else `NEXTAUTH_URL`), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
}
