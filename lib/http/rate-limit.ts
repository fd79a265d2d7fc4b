import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** Limits per client IP (design.md: login, register, contact, search and order endpoints are rate-limited). */
const limits = {
  orders: { points: 30, duration: 600 },
  search: { points: 60, duration: 60 },
  login: { points: 10, duration: 300 },
  // Public reads by id or slug: generous for people and apps, a brake on harvesting every list by counting ids.
  read: { points: 300, duration: 60 },
} as const

export type RateLimitName = keyof typeof limits

const limiters = new Map<RateLimitName, RateLimiterMemory>()

/**
 * The client address for rate limiting: the LAST X-Forwarded-For entry, the one added by the nearest proxy
 * (Next sets the header to the socket address when absent; a reverse proxy appends the peer it saw). Earlier
 * entries are whatever the client sent, so trusting them would let anyone dodge the limits. 'local' when absent.
 */
export function clientIp(headers: Headers): string {
  const hops = headers.get('x-forwarded-for')?.split(',').map((h) => h.trim()).filter(Boolean)
  return hops?.at(-1) || headers.get('x-real-ip') || 'local'
}

/**
 * Counts one request of `ip` against the named limit (in-memory, per instance).
 * @throws DomainError RATE_LIMITED (429) with `details.retryAfter` in seconds when the limit is used up.
 */
export async function enforceRateLimit(name: RateLimitName, ip: string): Promise<void> {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, ...limits[name] })
    limiters.set(name, limiter)
  }
  try {
    await limiter.consume(ip)
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new DomainError('RATE_LIMITED', 429, t('errors.rateLimited'), { retryAfter: Math.ceil(error.msBeforeNext / 1000) })
    }
    throw error
  }
}
