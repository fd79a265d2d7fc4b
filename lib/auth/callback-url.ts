/**
 * The callback as a path on this site, or null. Resolved by the URL parser exactly as the router will, and the
 * path it gives must resolve to this site again: '/.//evil.example', '/a/..//evil.example' and '/%2e//evil.example'
 * resolve to the path '//evil.example', which a browser reads as another host, so such paths are refused too.
 * Pure (no server code): the login and registration forms call it with `window.location.origin`, next-auth's
 * redirect callback with the site's URL, server pages with any origin of their own.
 */
export function sameOriginPath(callback: string | null | undefined, origin: string): string | null {
  if (!callback) return null
  try {
    const site = new URL(origin).origin
    const url = new URL(callback, site)
    if (url.origin !== site) return null
    const path = url.pathname + url.search + url.hash
    // A path must start with exactly one slash; the result must also stay here when it is resolved once more.
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null
    return new URL(path, site).origin === site ? path : null
  } catch {
    return null
  }
}

/** `path` with `?callbackUrl=` when the callback is a same-origin path (links between login and registration). */
export function withCallback(path: string, callback: string | null | undefined): string {
  const safe = sameOriginPath(callback, 'http://site.invalid')
  return safe ? `${path}?callbackUrl=${encodeURIComponent(safe)}` : path
}
