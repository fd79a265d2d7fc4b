import ipaddr from 'ipaddr.js'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { sharedLimiter, type Limiter } from '@/lib/redis/limiter'

/** Limits per client address (docs/rules.md#limits). */
export const limits = {
  orders: { points: 30, duration: 600 },
  search: { points: 60, duration: 60 },
  login: { points: 10, duration: 300 },
  register: { points: 5, duration: 3600 },
  /** Forgot password and 'send the confirmation again': each sends a mail, so few per hour. */
  mail: { points: 5, duration: 3600 },
  /** Reset and confirmation links: guessing a 256-bit token is hopeless, but a brake keeps the log quiet. */
  token: { points: 20, duration: 3600 },
  /** Account changes that check the current password (password change, deleting the account). */
  password: { points: 10, duration: 900 },
  upload: { points: 60, duration: 600 },
  /** The contact form: each message is stored and mailed, so a few per hour is plenty for a person. */
  contact: { points: 5, duration: 3600 },
  // Public reads by id or slug: generous for people and apps, a brake on harvesting every list by counting ids.
  read: { points: 300, duration: 60 },
} as const

export type RateLimitName = keyof typeof limits

const limiters = new Map<RateLimitName, Limiter>()

/**
 * How many reverse proxies in front of the app append to `X-Forwarded-For` (`TRUSTED_PROXY_HOPS`, default 0).
 * The app's own server (`server/client-address.ts`) appends the socket address last, as a proxy does.
 */
function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops >= 0 ? hops : 0
}

/**
 * The client address for rate limiting, read from `X-Forwarded-For` counting from the right: the last entry is
 * the peer our own server saw (it appends the socket address), each trusted proxy adds one more in front. Entries
 * further left are whatever the client sent, so they are never used: anyone could send a fresh one per request.
 * With `TRUSTED_PROXY_HOPS=1` (nginx in front) it is the address nginx saw. 'local' when the header is absent.
 */
export function clientIp(headers: Headers): string {
  const entries =
    headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean) ?? []
  if (entries.length === 0) return 'local'
  return entries[Math.max(0, entries.length - 1 - trustedProxyHops())]
}

/**
 * The client a per-client limit counts for an address (decision 026): an IPv6 address stands for its /64 network
 * (`2001:db8:1:2::/64`), because one home or phone connection gets a whole /64 and may send from any address in it;
 * an IPv4 address, also written IPv4-mapped (`::ffff:1.2.3.4`), stands for itself. Anything that is no address
 * ('local') is kept as it is.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const parts = (address as ipaddr.IPv6).parts
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`
}

/**
 * Counts one request of `ip` (its /64 for IPv6, see `clientNetwork`) against the named limit: in Redis, for all instances together, when `REDIS_URL` is set
 * (per instance in memory while Redis is unreachable), else in this process's memory.
 * @throws DomainError RATE_LIMITED (429) with `details.retryAfter` in seconds when the limit is used up.
 */
export async function enforceRateLimit(name: RateLimitName, ip: string): Promise<void> {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = sharedLimiter({ keyPrefix: name, ...limits[name] })
    limiters.set(name, limiter)
  }
  try {
    await limiter.consume(clientNetwork(ip))
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext)
    throw error
  }
}

/** The 429 of an exhausted limit, with the seconds to wait in `details.retryAfter` (and the Retry-After header). */
export function rateLimited(msBeforeNext: number, message: string = t('errors.rateLimited')): DomainError {
  return new DomainError('RATE_LIMITED', message, { retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) })
}
