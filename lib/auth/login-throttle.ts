import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { sharedLimiter } from '@/lib/redis/limiter'

/**
 * Failed logins counted per account (the submitted e-mail address, whether or not it has an account, so the lock
 * says nothing about which addresses exist), beside the per-address limit: rotating client addresses does not
 * help an attacker. From the 5th consecutive failure the account waits 15 s, then twice as long after each
 * further failure, at most 15 minutes; a successful login clears the count. Counted in Redis for all instances when
 * `REDIS_URL` is set (issue 9), in memory per instance otherwise and while Redis is unreachable.
 */
const FREE_FAILURES = 4
const FIRST_DELAY_S = 15
const MAX_DELAY_S = 15 * 60

const failures = sharedLimiter({ keyPrefix: 'login-failures', points: 1_000_000, duration: 24 * 3600 })
const locks = sharedLimiter({ keyPrefix: 'login-lock', points: 1, duration: 1 })

const key = (email: string) => email.trim().toLowerCase()

/** Seconds an account waits after `count` consecutive failures (0 while below the free attempts). */
export function lockSeconds(count: number): number {
  if (count <= FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_S, FIRST_DELAY_S * 2 ** (count - FREE_FAILURES - 1))
}

/**
 * Refuses a login attempt for an account that is waiting after failed attempts, before any password is checked.
 * @throws DomainError RATE_LIMITED (429) with `details.retryAfter` in seconds and `details.account` true.
 */
export async function assertLoginAllowed(email: string): Promise<void> {
  const lock = await locks.get(key(email))
  if (lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0) {
    const retryAfter = Math.max(1, Math.ceil(lock.msBeforeNext / 1000))
    throw new DomainError('RATE_LIMITED', t('errors.accountLocked', { minutes: Math.ceil(retryAfter / 60) }), { retryAfter, account: true })
  }
}

/** Records a failed login for the address; from the 5th in a row the account waits (see above). */
export async function recordLoginFailure(email: string): Promise<void> {
  const res = await failures.penalty(key(email), 1)
  const seconds = lockSeconds(res.consumedPoints)
  if (seconds > 0) await locks.block(key(email), seconds)
}

/** A successful login clears the account's count. */
export async function clearLoginFailures(email: string): Promise<void> {
  await Promise.all([failures.delete(key(email)), locks.delete(key(email))])
}
