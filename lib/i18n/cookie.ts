import 'server-only'
import { cookies } from 'next/headers'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from './locales'

/**
 * Keeps `locale` as this browser's language (the cookie our server reads for addresses without prefix, decision 060):
 * at login the account's language, and when the account's language changes. Only in a server action or route handler.
 */
export async function keepLocaleChoice(locale: Locale): Promise<void> {
  ;(await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' })
}
