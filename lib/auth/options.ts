import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import { isDomainError } from '@/lib/errors'
import { sameOriginPath } from './callback-url'
import { claimsFor, verifyClaims } from './claims'
import { deviceCookieFromHeader } from './device'
import { authSecret } from './secret'
import { LOGIN_ERROR } from './login-errors'
import { endSession, SESSION_MAX_AGE } from './sessions'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

/** Thrown by the jwt callback for a revoked session: next-auth then clears the cookie and answers no session. */
const SESSION_REVOKED = 'SESSION_REVOKED'

export { SESSION_MAX_AGE } from './sessions'

/**
 * next-auth 4 configuration: e-mail + password, JWT sessions of 30 days, each tied to a Session row
 * and checked against the database on every read (session, token version and current role; lib/auth/claims.ts).
 * Logging out deletes the row; a browser that logs in is remembered as trusted by the account (lib/auth/device.ts).
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
  pages: { signIn: '/user/login' },
  providers: [
    CredentialsProvider({
      name: 'E-mail',
      credentials: {
        email: { label: 'E-mailadres', type: 'email' },
        password: { label: 'Wachtwoord', type: 'password' },
      },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null
        // Imported lazily: lib/auth/index imports this module, so a static import would be a cycle.
        const { authenticate, rememberDevice } = await import('./index')
        const { openSession } = await import('./sessions')
        const { getDb } = await import('@/lib/db')
        const { enforceRateLimit, clientIp } = await import('@/lib/http/rate-limit')
        try {
          const headers = new Headers((req?.headers ?? {}) as Record<string, string>)
          // The login page's own endpoint shares the limit of POST /api/auth/login.
          await enforceRateLimit('login', clientIp(headers))
          const user = await authenticate(credentials.email, credentials.password, {
            device: deviceCookieFromHeader(headers.get('cookie')),
          })
          if (!user) return null
          const sid = await openSession(await getDb(), user.id, SESSION_MAX_AGE)
          await rememberDevice(user.id)
          return { id: String(user.id), ...claimsFor(user, sid) }
        } catch (error) {
          // Said as what it is on the form: a limit, never a wrong password.
          if (isDomainError(error) && error.code === 'RATE_LIMITED') {
            throw new Error(error.details?.account ? LOGIN_ERROR.accountLocked : LOGIN_ERROR.rateLimited)
          }
          if (isDomainError(error) && error.code === 'BUSY') throw new Error(LOGIN_ERROR.busy)
          throw error
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        // On sign-in `user` is what `authorize` returned: the claims plus next-auth's string id.
        const { id: _id, ...claims } = user as unknown as ReturnType<typeof claimsFor> & { id: string }
        return { ...token, ...claims }
      }
      // verifyClaims accepts only a token with a live session, so `sid` is set from here on.
      const current = await verifyClaims(token)
      if (!current || !token.sid) throw new Error(SESSION_REVOKED)
      return { ...token, ...claimsFor(current, token.sid) }
    },
    /**
     * Where next-auth sends the browser after signing in or out (`callbackUrl`): only a path of this site, resolved as
     * the browser will resolve it (lib/auth/callback-url.ts); anything else goes to the home page.
     */
    redirect({ url, baseUrl }) {
      const path = sameOriginPath(url, baseUrl)
      return new URL(path ?? '/site/index', baseUrl).href
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.uid
        session.user.role = token.role
        session.user.name = token.name
        session.user.email = token.email
        session.user.emailConfirmed = !!token.emailConfirmed
        session.user.locale = token.locale === 'fr' ? 'fr' : 'nl'
      }
      return session
    },
  },
  events: {
    /** Logging out ends the session on the server too: a copy of the cookie is refused from now on. */
    async signOut({ token }) {
      await endSession((token as { sid?: unknown } | null)?.sid)
    },
  },
  logger: {
    error(code, metadata) {
      // A revoked session is an expected outcome, not an error worth a stack trace.
      if (code === 'JWT_SESSION_ERROR' && (metadata as { message?: string })?.message === SESSION_REVOKED) return
      const cause = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error
      logger.error({ err: describeError(cause) }, `[next-auth] ${code}`)
    },
    warn(code) {
      if (code !== 'DEBUG_ENABLED') logger.warn(`[next-auth] ${code}`)
    },
    debug() {},
  },
}
