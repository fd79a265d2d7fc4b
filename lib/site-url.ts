/** The public base URL of the site (`APP_URL`, else `NEXTAUTH_URL`), without a trailing slash: for absolute links. */
export function siteUrl(): string {
  return (process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
}
