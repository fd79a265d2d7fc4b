import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** Limits per client IP (design.md: login, register, contact, search and order endpoints are rate-limited). */
const limits = {
  orders: { points: 30, duration: 600 },
  search: { points: 60, duration: 60 },
  login: { points: 10, duration: 300 },
} as const

export type RateLimitName = keyof typeof limits

const limiters = new Map<RateLimitName, RateLimiterMemory>()

/** The client address as the first proxy saw it; 'local' when there is none (tests, direct calls). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local'
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
