import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { authSecret } from './secret'

// A browser that logged in to an account before, or used a reset link of it, carries a signed, long-lived device
// cookie for that account. Its correct password always gets through: the per-account lock that failed logins from
// elsewhere put on the account does not apply to it, and its password check never waits behind a flood of other
// logins (decision 037). It is no login by itself: the password is still checked.

/** The cookie's name; `__Host-` over https (only this site, path /, Secure). */
export const deviceCookieName = (secure: boolean) => (secure ? '__Host-geboortelijst.device' : 'geboortelijst.device')
/** A device stays known for a year after its last login. */
export const DEVICE_MAX_AGE = 365 * 24 * 60 * 60
/** Accounts one browser remembers (a family computer); the oldest is forgotten first. */
const MAX_ACCOUNTS = 5

const mac = (userId: number, deviceId: string) =>
  createHmac('sha256', authSecret()).update(`device:${userId}:${deviceId}`).digest('base64url').slice(0, 32)

interface Entry {
  userId: number
  deviceId: string
}

/** The valid entries of a device cookie's value (forged or malformed ones are dropped). */
function entries(value: string | undefined | null): Entry[] {
  if (!value || value.length > 1024) return []
  const valid: Entry[] = []
  for (const part of value.split('~')) {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(part)
    if (!match) continue
    const userId = Number(match[1])
    const expected = Buffer.from(mac(userId, match[2]))
    const given = Buffer.from(match[3])
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid.push({ userId, deviceId: match[2] })
  }
  return valid
}

/**
 * The device id this browser holds for `userId`, or null when its device cookie does not vouch for that account.
 * @param value the device cookie's value as the browser sent it.
 */
export function trustedDeviceId(value: string | undefined | null, userId: number): string | null {
  return entries(value).find((entry) => entry.userId === userId)?.deviceId ?? null
}

/**
 * The device cookie's new value after `userId` logged in on this browser: that account's entry (kept, or new) first,
 * the browser's other accounts after it, at most five.
 */
export function deviceCookieValue(current: string | undefined | null, userId: number): string {
  const known = entries(current)
  const own = known.find((entry) => entry.userId === userId) ?? {
    userId,
    deviceId: randomBytes(16).toString('base64url'),
  }
  const list = [own, ...known.filter((entry) => entry.userId !== userId)].slice(0, MAX_ACCOUNTS)
  return list.map((entry) => `${entry.userId}.${entry.deviceId}.${mac(entry.userId, entry.deviceId)}`).join('~')
}

/** The value of one cookie in a Cookie header. */
export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The device cookie's value in a Cookie header (either name). */
export function deviceCookieFromHeader(header: string | null | undefined): string | undefined {
  return cookieFromHeader(header, deviceCookieName(true)) ?? cookieFromHeader(header, deviceCookieName(false))
}

/** The attributes of the device cookie for `Set-Cookie` / `cookies().set`. */
export function deviceCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: DEVICE_MAX_AGE }
}
