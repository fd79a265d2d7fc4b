// Which language a page is asked in, decided before Next (decision 060). The pages are the same for everyone and come
// from Next's page cache in both languages; what differs per visitor (the language cookie, the browser's languages)
// is read here, so no page becomes dynamic for it:
// - an address without prefix is the Dutch page, unless the visitor chose French (the cookie) or, without a choice,
//   the browser prefers French: then a temporary redirect to the /fr address;
// - '/nl/…' is the Dutch switch of a visitor without script: the cookie says Dutch and the address loses its prefix;
// - every page request, server action included, tells next-intl its language by a request header, so actions and
//   pages rendered per request speak the language of their address;
// - every page answer names its Dutch and French address (`hreflang` in a Link header).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { localeFromAcceptLanguage } from '../lib/i18n/negotiate'
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_HEADER, type Locale } from '../lib/i18n/locales'
import { localizedPath, splitLocalePath } from '../lib/i18n/paths'
import { siteUrl } from '../lib/site-url'

// Requests of the client router (navigations, prefetches, server actions): they come from a page already shown in a
// language and keep it.
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']
const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)

/** The language the visitor chose, from the cookie; null when there is none (or it holds anything else). */
export function chosenLocale(req: IncomingMessage): Locale | null {
  const value = req.headers.cookie ? COOKIE.exec(req.headers.cookie)?.[1] : undefined
  return isLocale(value) ? value : null
}

// Addresses that are never pages: the API, uploads, Next's files and any file with an extension (public files,
// robots.txt, sitemap.xml, the manifest).
function isPageAddress(path: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/_next/') || path.startsWith('/uploads/')) return false
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')
}

function redirect(res: ServerResponse, location: string, cookie?: Locale): void {
  if (cookie) {
    res.appendHeader(
      'Set-Cookie',
      `${LOCALE_COOKIE}=${cookie}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`,
    )
  }
  res.statusCode = 307
  res.setHeader('Location', location)
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('Vary', 'Cookie, Accept-Language')
  res.end()
}

/**
 * Sets the request's language header for Next and answers the redirects above. Call before anything reads the page
 * cache. True when it answered (a redirect); false when Next should answer.
 */
export function routeLocale(req: IncomingMessage, res: ServerResponse): boolean {
  // Only this server says which language a request is in: a client's own header is dropped.
  delete req.headers[LOCALE_HEADER]
  const url = req.url ?? '/'
  if (!url.startsWith('/') || !isPageAddress(url)) return false
  const { locale, path, prefixed } = splitLocalePath(url)
  req.headers[LOCALE_HEADER] = locale
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (prefixed && locale === 'nl') {
    redirect(res, path, 'nl')
    return true
  }
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false
  if (prefixed) {
    res.setHeader('Link', languageAlternates(path))
    return false
  }
  const wanted = chosenLocale(req) ?? localeFromAcceptLanguage(req.headers['accept-language'])
  if (wanted !== locale) {
    redirect(res, localizedPath(path, wanted))
    return true
  }
  // The Dutch page: a shared cache must keep it apart from the redirects other visitors get at this address.
  res.setHeader('Link', languageAlternates(path))
  varyOnLocaleChoice(res)
  return false
}

/**
 * The page's `hreflang` alternates as a `Link` header (RFC 8288; read by search engines as the `<link>` elements
 * are): its Dutch and French address, absolute as they must be (`APP_URL`), Dutch as the default. In the header and not
 * in the HTML: a static page is built before the site's address is known.
 */
export function languageAlternates(pathWithQuery: string): string {
  const path = pathWithQuery.split(/[?#]/, 1)[0] || '/'
  const base = siteUrl()
  const link = (locale: Locale, hreflang: string) =>
    `<${base}${localizedPath(path, locale)}>; rel="alternate"; hreflang="${hreflang}"`
  return [link('nl', 'nl-BE'), link('fr', 'fr-BE'), link('nl', 'x-default')].join(', ')
}

const LOCALE_VARY = 'Cookie, Accept-Language'

// Next sets its own Vary on a page (the router's headers): ours is added to whatever it sets, once.
function varyOnLocaleChoice(res: ServerResponse): void {
  const setHeader = res.setHeader
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (name.toLowerCase() === 'vary' && !String(value).includes(LOCALE_VARY))
      value = `${String(value)}, ${LOCALE_VARY}`
    return setHeader.call(this, name, value)
  } as ServerResponse['setHeader']
  res.setHeader('Vary', LOCALE_VARY)
}
