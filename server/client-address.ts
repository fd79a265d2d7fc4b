// Who is asking, as far as this server can tell: the address the rate limits count, and whether the visitor came
// over https. Headers a client can send are believed only from a trusted proxy (decision 007).
import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

/** The environment variables read here. */
export type Env = Record<string, string | undefined>

/**
 * Whether a reverse proxy we trust stands in front (`TRUSTED_PROXY_HOPS` ≥ 1): only then are the headers it sets
 * (`X-Forwarded-Proto`, `X-Request-Id`) believed; without one, a client could send them.
 */
export function behindTrustedProxy(env: Env = process.env): boolean {
  return Number(env.TRUSTED_PROXY_HOPS ?? 0) >= 1
}

/**
 * Appends the socket address this server saw to the request's `X-Forwarded-For`, as a reverse proxy does, so the
 * last entry is always one no client chose (lib/http/rate-limit.ts counts from the end, `TRUSTED_PROXY_HOPS` back).
 * `next start` leaves a client-sent header as it is.
 */
export function appendSocketAddress(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  const previous = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  req.headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer
}

/**
 * Whether the visitor reached the site over https: our own TLS socket, the scheme the nearest trusted proxy reports
 * (`X-Forwarded-Proto`, only with `TRUSTED_PROXY_HOPS` ≥ 1), or an https `NEXTAUTH_URL`.
 */
export function isHttps(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: Env = process.env): boolean {
  if ((req.socket as Partial<TLSSocket> | undefined)?.encrypted) return true
  if (behindTrustedProxy(env)) {
    const proto = req.headers['x-forwarded-proto']
    const last = (Array.isArray(proto) ? proto.join(',') : (proto ?? ''))
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .pop()
    if (last) return last === 'https'
  }
  return (env.NEXTAUTH_URL ?? '').startsWith('https://')
}
