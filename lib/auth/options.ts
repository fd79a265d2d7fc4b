import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import { isDomainError } from '@/lib/errors'
import { claimsFor, verifyClaims } from './claims'
import { authSecret } from './secret'
import { LOGIN_ERROR } from './login-errors'
import { describeError } from '@/lib/privacy/log'

/** Thrown by the jwt callback for a revoked session: next-auth then clears the cookie and answers no session. */
const SESSION_REVOKED = 'SESSION_REVOKED'

/** Session lifetime, and that of API bearer tokens: 30 days. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60


/**
 * next-auth 4 configuration (design.md, auth): e-mail + password, JWT sessions of 30 days, checked against the
 * database on every read (token version and current role; lib/auth/claims.ts).
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
  pages: { signIn: '/user/login' },
  providers: [
    CredentialsProvider({
      name: 'E-mail',
      credentials: { email: { label: 'E-mailadres', type: 'email' }, password: { label: 'Wachtwoord', type: 'password' } },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null
        // Imported lazily: lib/auth/index imports this module, so a static import would be a cycle.
        const { authenticate } = await import('./index')
        const { enforceRateLimit, clientIp } = await import('@/lib/http/rate-limit')
        try {
          // The login page's own endpoint shares the limit of POST /api/auth/login (design.md).
          await enforceRateLimit('login', clientIp(new Headers((req?.headers ?? {}) as Record<string, string>)))
          const user = await authenticate(credentials.email, credentials.password)
          return user ? { id: String(user.id), ...claimsFor(user) } : null
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
      const current = await verifyClaims(token)
      if (!current) throw new Error(SESSION_REVOKED)
      return { ...token, ...claimsFor(current) }
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.uid
        session.user.role = token.role
        session.user.name = token.name
        session.user.email = token.email
        session.user.emailConfirmed = !!token.emailConfirmed
      }
      return session
    },
  },
  logger: {
    error(code, metadata) {
      // A revoked session is an expected outcome, not an error worth a stack trace.
      if (code === 'JWT_SESSION_ERROR' && (metadata as { message?: string })?.message === SESSION_REVOKED) return
      console.error('[next-auth]', code, describeError(metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error))
    },
    warn(code) {
      if (code !== 'DEBUG_ENABLED') console.warn('[next-auth]', code)
    },
    debug() {},
  },
}
