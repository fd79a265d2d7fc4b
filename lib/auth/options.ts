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
      async authorize(credentials) {
        if (!credentials?.email || !credentials.password) return null
        // Imported here so that this module stays importable from the edge-free client bundle checks.
        const { authenticate } = await import('./index')
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
