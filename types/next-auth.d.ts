import type { DefaultSession } from 'next-auth'

declare module 'next-auth' {
  interface Session {
    user: DefaultSession['user'] & { id: number; role: 'USER' | 'ADMIN'; emailConfirmed: boolean; locale: 'nl' | 'fr' }
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    uid: number
    role: 'USER' | 'ADMIN'
    /** The user's token version when the token was issued (lib/auth/claims.ts). */
    ver: number
    /** The Session row this cookie or token stands for (lib/auth/sessions.ts); a token without one is refused. */
    sid?: string
    emailConfirmed?: boolean
    /** The account's language (lib/i18n/locales.ts). */
    locale?: 'nl' | 'fr'
  }
}
