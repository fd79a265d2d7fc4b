// The links mailed for an account or a list (confirmation, password reset, e-mail undo, invitation) carry their secret
// in `?token=`. Whoever reads the address of such a page could use the link, so analytics never receives it: page
// views, events and session recordings get the address without it. Pure, for the browser.

/** Query parameters that hold a secret. */
const SECRET_PARAMS = ['token']

/**
 * An address or path with its secret query parameters left out ('…/user/reset-password?token=abc' →
 * '…/user/reset-password'); anything else unchanged. Works on absolute URLs and on paths with a query.
 */
export function withoutSecrets(address: string): string {
  const query = address.indexOf('?')
  if (query < 0) return address
  const hash = address.indexOf('#', query)
  const base = address.slice(0, query)
  const params = new URLSearchParams(address.slice(query + 1, hash < 0 ? undefined : hash))
  if (!SECRET_PARAMS.some((name) => params.has(name))) return address
  for (const name of SECRET_PARAMS) params.delete(name)
  const rest = params.toString()
  return `${base}${rest ? `?${rest}` : ''}${hash < 0 ? '' : address.slice(hash)}`
}

/** rrweb's Meta event, which starts a session recording with the page's address. */
const RRWEB_META = 4

/** Every string of a flat record (an event's properties, its person properties) without secrets, in place. */
function cleanRecord(record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && value.includes('?')) record[key] = withoutSecrets(value)
  }
}

/**
 * An analytics event with every address in it without its secrets: every text property that carries a query (posthog-js
 * copies the address into several: `$current_url`, `$referrer`, `$session_entry_url`, the `$set_once` person
 * properties …), and the `href` of the session recording's Meta events. For posthog-js's `before_send`; the event is
 * changed in place and returned.
 */
export function eventWithoutSecrets<
  E extends { properties?: Record<string, unknown>; $set?: unknown; $set_once?: unknown } | null,
>(event: E): E {
  if (!event) return event
  for (const record of [
    event.properties,
    event.$set,
    event.$set_once,
    event.properties?.$set,
    event.properties?.$set_once,
  ]) {
    if (record && typeof record === 'object' && !Array.isArray(record)) cleanRecord(record as Record<string, unknown>)
  }
  const snapshots = event.properties?.$snapshot_data
  if (Array.isArray(snapshots)) {
    for (const item of snapshots as { type?: unknown; data?: { href?: unknown } }[]) {
      if (item?.type === RRWEB_META && item.data && typeof item.data.href === 'string')
        item.data.href = withoutSecrets(item.data.href)
    }
  }
  return event
}
