import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import pLimit from 'p-limit'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'

/**
 * How many scrypt hashes run at once, and how many may wait. scrypt runs on libuv's small thread pool (4
 * threads), which file and DNS work share: a flood of logins from rotating addresses, each hashing, once pushed the
 * list page to 10 s. Beyond the queue a login or registration is refused at once with 503 and Retry-After.
 */
export const HASH_CONCURRENCY = Math.max(1, Number(process.env.PASSWORD_HASH_CONCURRENCY) || 2)
export const HASH_QUEUE = Math.max(0, Number(process.env.PASSWORD_HASH_QUEUE) || 16)
const gate = pLimit(HASH_CONCURRENCY)
/**
 * A lane of its own for logins from a browser the account trusts (./device.ts): a flood of other logins filling the
 * main queue cannot make the owner's correct password wait or be refused (decision 037). One hash at a time, so the
 * two lanes together stay within libuv's four threads.
 */
const trustedGate = pLimit(1)

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions, trusted = false) => {
  const lane = trusted ? trustedGate : gate
  const capacity = trusted ? 1 + HASH_QUEUE : HASH_CONCURRENCY + HASH_QUEUE
  if (lane.activeCount + lane.pendingCount >= capacity) {
    throw new DomainError('BUSY', t('errors.busy'), { retryAfter: 5 })
  }
  return lane(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  )
}

// N=2^15, r=8, p=1: about 50 ms here, within OWASP's recommendation for scrypt.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEYLEN = 32

/**
 * Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (base64url), self-describing so parameters can change later.
 * @throws DomainError BUSY (503, details.retryAfter in seconds) when too many hashes run and wait already.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEYLEN, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * Checks a password against a hash of `hashPassword`, in constant time. False for a malformed hash.
 * @param options `trusted`: a login from a browser the account trusts, checked in its own lane.
 * @throws DomainError BUSY (503, details.retryAfter in seconds) when too many hashes run and wait already.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  options: { trusted?: boolean } = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem },
    options.trusted,
  )
  return key.length === expected.length && timingSafeEqual(key, expected)
}
