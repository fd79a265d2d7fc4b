/**
 * The callback as a path on this site, or null. Resolved by the URL parser exactly as the router will, so tricks
 * such as '/\\evil.example' or '/%09/evil.example' cannot turn it into an open redirect for phishing links.
 * Pure (no server code): the login and registration forms call it with `window.location.origin`; server pages
 * with any origin of their own, to decide whether a callback is worth passing on.
 */
export function sameOriginPath(callback: string | null | undefined, origin: string): string | null {
  if (!callback) return null
  try {
    const url = new URL(callback, origin)
    return url.origin === new URL(origin).origin ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/** `path` with `?callbackUrl=` when the callback is a same-origin path (links between login and registration). */
export function withCallback(path: string, callback: string | null | undefined): string {
  const safe = sameOriginPath(callback, 'http://site.invalid')
  return safe ? `${path}?callbackUrl=${encodeURIComponent(safe)}` : path
}
