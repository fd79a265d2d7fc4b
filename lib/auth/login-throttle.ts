import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { sharedLimiter } from '@/lib/redis/limiter'

/**
 * Failed logins counted per account (the submitted e-mail address, whether or not it has an account, so the lock
 * says nothing about which addresses exist), beside the per-address limit: rotating client addresses does not
 * help an attacker. From the 5th consecutive failure the account waits 15 s, then twice as long after each
 * further failure, at most 15 minutes; a successful login clears the count. Counted in Redis for all instances when
 * `REDIS_URL` is set, in memory per instance otherwise and while Redis is unreachable.
 *
 * A browser with the account's device cookie (./device.ts) is not held by the account's lock, which strangers can
 * cause: it has a count and a lock of its own, by the same rule, so a stolen device cookie buys no free guesses.
 */
const FREE_FAILURES = 4
const FIRST_DELAY_S = 15
const MAX_DELAY_S = 15 * 60

const failures = sharedLimiter({ keyPrefix: 'login-failures', points: 1_000_000, duration: 24 * 3600 })
const locks = sharedLimiter({ keyPrefix: 'login-lock', points: 1, duration: 1 })

const accountKey = (email: string) => email.trim().toLowerCase()
/** The account's key, or the key of one trusted browser of it. */
const key = (email: string, deviceId?: string | null) =>
  deviceId ? `${accountKey(email)}|device:${deviceId}` : accountKey(email)

/** Seconds an account waits after `count` consecutive failures (0 while below the free attempts). */
export function lockSeconds(count: number): number {
  if (count <= FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_S, FIRST_DELAY_S * 2 ** (count - FREE_FAILURES - 1))
}

/**
 * Refuses a login attempt for an account that is waiting after failed attempts, before any password is checked.
 * @param deviceId the browser's trusted device id for this account (./device.ts): only its own lock applies then.
 * @throws DomainError RATE_LIMITED (429) with `details.retryAfter` in seconds and `details.account` true.
 */
export async function assertLoginAllowed(email: string, deviceId?: string | null): Promise<void> {
  const lock = await locks.get(key(email, deviceId))
  if (lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0) {
    const retryAfter = Math.max(1, Math.ceil(lock.msBeforeNext / 1000))
    throw new DomainError('RATE_LIMITED', t('errors.accountLocked', { minutes: Math.ceil(retryAfter / 60) }), {
      retryAfter,
      account: true,
    })
  }
}

async function recordFailure(k: string): Promise<void> {
  const res = await failures.penalty(k, 1)
  const seconds = lockSeconds(res.consumedPoints)
  if (seconds > 0) await locks.block(k, seconds)
}

/**
 * Records a failed login for the address; from the 5th in a row the account waits (see above). A failure on a trusted
 * browser (`deviceId`) counts for the account and for that browser.
 */
export async function recordLoginFailure(email: string, deviceId?: string | null): Promise<void> {
  await recordFailure(key(email))
  if (deviceId) await recordFailure(key(email, deviceId))
}

/** A successful login (or a password reset) clears the account's count, and the browser's when it is a trusted one. */
export async function clearLoginFailures(email: string, deviceId?: string | null): Promise<void> {
  const keys = deviceId ? [key(email), key(email, deviceId)] : [key(email)]
  await Promise.all(keys.flatMap((k) => [failures.delete(k), locks.delete(k)]))
}
