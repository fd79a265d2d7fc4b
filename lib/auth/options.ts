import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import { authSecret } from './secret'

/** next-auth 4 configuration (design.md, auth): e-mail + password, JWT sessions of 30 days. */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
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
        // The login page's own endpoint shares the limit of POST /api/auth/login (design.md); a 429 becomes
        // next-auth's error, and the form says the login failed.
        await enforceRateLimit('login', clientIp(new Headers((req?.headers ?? {}) as Record<string, string>)))
        const user = await authenticate(credentials.email, credentials.password)
        return user ? { id: String(user.id), uid: user.id, name: user.name, email: user.email, role: user.role } : null
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as unknown as { uid: number; role: 'USER' | 'ADMIN' }
        token.uid = u.uid
        token.role = u.role
      }
      return token
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.uid
        session.user.role = token.role
      }
      return session
    },
  },
}
