import 'server-only'
import { cache } from 'react'
import type { NextRequest } from 'next/server'
import { cookies } from 'next/headers'
import { getToken, encode } from 'next-auth/jwt'
import { getServerSession } from 'next-auth'
import { getDb } from '@/lib/db'
import { authOptions } from './options'
import { authSecret } from './secret'
import { hashPassword, verifyPassword } from './password'
import { claimsFor, toSessionUser, verifyClaims, type SessionUser } from './claims'
import { deviceCookieName, deviceCookieOptions, deviceCookieValue, trustedDeviceId } from './device'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle'
import { openSession, SESSION_MAX_AGE } from './sessions'
import type { Actor } from './actor'

export type { Actor } from './actor'
export type { SessionUser } from './claims'
export { canManageList, requireActor, assertCanManageList } from './actor'

/** Bearer tokens for API clients live as long as a session: 30 days. */
export const TOKEN_MAX_AGE = SESSION_MAX_AGE
export { SESSION_MAX_AGE } from './sessions'

let dummy: Promise<string> | undefined
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'))

/**
 * Checks an e-mail address and password (case-insensitive e-mail). Failed attempts are counted per address
 * (lib/auth/login-throttle.ts): from the 5th in a row the account waits, whatever the client address — except on a
 * browser whose device cookie vouches for the account (./device.ts), which has its own count and its own hashing lane,
 * so strangers' failed logins never lock the owner out.
 * @param options `device`: the value of the browser's device cookie, if any.
 * @returns the user, or null when either is wrong (no hint which one).
 * @throws DomainError RATE_LIMITED (429, `details.account`) while the account (or this browser) waits after failed
 *   attempts; BUSY (503) when too many password checks wait already.
 */
export async function authenticate(
  email: string,
  password: string,
  options: { device?: string | null } = {},
): Promise<SessionUser | null> {
  if (email.includes('\u0000') || password.includes('\u0000')) return null
  const prisma = await getDb()
  // E-mail addresses are stored in lower case; an exact match (not ILIKE) so that % and _ are no wildcards.
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } })
  const deviceId = user ? trustedDeviceId(options.device, user.id) : null
  await assertLoginAllowed(email, deviceId)
  // Hash anyway for an unknown address, so the response time does not tell which addresses have an account.
  const ok = user
    ? await verifyPassword(password, user.passwordHash, { trusted: !!deviceId })
    : await verifyPassword(password, await dummyHash()).then(() => false)
  if (!user || !ok) {
    await recordLoginFailure(email, deviceId)
    return null
  }
  await clearLoginFailures(email, deviceId)
  return toSessionUser(user)
}

/**
 * A signed token (next-auth's JWT format) that API clients send as `Authorization: Bearer <token>`, for a
 * session of its own: `POST /api/auth/logout` ends it.
 */
export async function issueToken(user: SessionUser): Promise<string> {
  const sid = await openSession(await getDb(), user.id, TOKEN_MAX_AGE)
  return encode({ token: claimsFor(user, sid), secret: authSecret(), maxAge: TOKEN_MAX_AGE })
}

/**
 * The actor of a REST request: the session cookie, or a bearer token, checked against the database (token
 * version and current role). Null for an anonymous visitor or an invalid, expired or revoked token.
 */
export async function actorFromRequest(req: NextRequest): Promise<Actor | null> {
  const token = await getToken({ req, secret: authSecret() }).catch(() => null)
  const user = await verifyClaims(token)
  return user && { id: user.id, role: user.role }
}

/** The logged-in user as pages show it. */
export type CurrentUser = Omit<SessionUser, 'tokenVersion'>

/**
 * The logged-in user of a page or server action (session cookie, checked against the database), or null.
 * Read once per server render (React `cache`): the layout, the page and its metadata of one request share it.
 */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions)
  const user = session?.user
  if (!user?.id) return null
  return {
    id: user.id,
    name: user.name ?? '',
    email: user.email ?? '',
    role: user.role,
    emailConfirmed: user.emailConfirmed,
    locale: user.locale,
  }
})

/** The actor of a page or server action, from the session cookie. */
export async function currentActor(): Promise<Actor | null> {
  const user = await currentUser()
  return user && { id: user.id, role: user.role }
}

/** Whether cookies are set Secure: the site's public address is https. */
const secureCookies = () => (process.env.NEXTAUTH_URL ?? '').startsWith('https://')

/**
 * Replaces the browser's session cookie by a fresh one for `user` (from a server action): after a password change
 * raised the token version, the parent who changed it stays logged in while every other session ends.
 * Same name and attributes as next-auth's own cookie (`__Secure-` prefix over https).
 */
export async function setSessionCookie(user: SessionUser): Promise<void> {
  const secure = secureCookies()
  const sid = await openSession(await getDb(), user.id, SESSION_MAX_AGE)
  const token = await encode({ token: claimsFor(user, sid), secret: authSecret(), maxAge: SESSION_MAX_AGE })
  const jar = await cookies()
  jar.set(`${secure ? '__Secure-' : ''}next-auth.session-token`, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE,
  })
}

/** Ends the browser's session (after deleting the account): the cookie is removed. */
export async function clearSessionCookie(): Promise<void> {
  const secure = secureCookies()
  const jar = await cookies()
  jar.delete(`${secure ? '__Secure-' : ''}next-auth.session-token`)
}

/**
 * The device cookie to set after `userId` logged in with its password or reset it through its mailed link (./device.ts):
 * its correct password then always gets through on this browser.
 * @param current the value of the request's device cookie, if any (other accounts of the browser are kept).
 * @returns the cookie's name, value and attributes, for `cookies().set` or `NextResponse.cookies.set`.
 */
export function deviceCookieFor(current: string | undefined, userId: number) {
  const secure = secureCookies()
  return {
    name: deviceCookieName(secure),
    value: deviceCookieValue(current, userId),
    options: deviceCookieOptions(secure),
  }
}

/** The value of a request's device cookie, if any. */
export function deviceCookieOf(req: NextRequest): string | undefined {
  return req.cookies.get(deviceCookieName(secureCookies()))?.value
}

/** `deviceCookieFor` set through `cookies()`: from a server action, or next-auth's own sign-in. */
export async function rememberDevice(userId: number): Promise<void> {
  const jar = await cookies()
  const cookie = deviceCookieFor(jar.get(deviceCookieName(secureCookies()))?.value, userId)
  jar.set(cookie.name, cookie.value, cookie.options)
}
