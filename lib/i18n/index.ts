// use-intl/core is next-intl's React-free core: usable in scripts and server code alike.
import { createTranslator } from 'use-intl/core'
import nl from '@/messages/nl.json'
import fr from '@/messages/fr.json'
import { browserLocale, DEFAULT_LOCALE, type Locale } from './locales'

export { DEFAULT_LOCALE, LOCALE_HEADER, LOCALES, intlLocale, isLocale, type Locale } from './locales'

export type Messages = typeof nl

/**
 * A message written when it is needed, in the language of that moment: schemas built once at start-up give their
 * messages this way (`{ error: () => t('validation.required') }`), so each request gets them in its own language.
 */
export type LazyText = () => string

// fr.json is typed as nl.json's shape: a key missing in French fails the type check as well as the messages test.
const french: Messages = fr
const translators = {
  nl: createTranslator({ locale: 'nl', messages: nl }),
  fr: createTranslator({ locale: 'fr', messages: french }),
}
type Translator = (typeof translators)['nl']

// The language of the request or mail under way, on the server. This module is also part of the forms' client code
// (their zod schemas), where Node's async_hooks does not exist: it is taken from the running Node process instead of
// imported, and a browser simply speaks the default language.
const hooks =
  typeof process !== 'undefined' && typeof process.getBuiltinModule === 'function'
    ? process.getBuiltinModule('node:async_hooks')
    : undefined
const current = hooks ? new hooks.AsyncLocalStorage<Locale>() : undefined

/**
 * Runs `fn` with `locale` as the language of `t` (and of everything `fn` awaits): a REST request in the language of
 * its `Accept-Language`, a mail in its recipient's.
 */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  return current ? current.run(locale, fn) : fn()
}

/** The language `t` speaks here: on the server the one `withLocale` set, else Dutch; in a browser the page's. */
export function currentLocale(): Locale {
  if (!current) return browserLocale()
  return current.getStore() ?? DEFAULT_LOCALE
}

/** The translator of one language, whatever `withLocale` set. */
export function translatorFor(locale: Locale): Translator {
  return translators[locale]
}

/**
 * Texts for code outside React (domain errors, mails) in the current language (`withLocale`; Dutch by default):
 * `t('errors.giftUnavailable', { title })`. Keys and placeholders are type-checked against messages/nl.json.
 */
export const t: Translator = Object.assign(
  ((...args: Parameters<Translator>) => translators[currentLocale()](...args)) as Translator,
  {
    rich: ((...args: Parameters<Translator['rich']>) =>
      translators[currentLocale()].rich(...args)) as Translator['rich'],
    markup: ((...args: Parameters<Translator['markup']>) =>
      translators[currentLocale()].markup(...args)) as Translator['markup'],
    raw: ((...args: Parameters<Translator['raw']>) => translators[currentLocale()].raw(...args)) as Translator['raw'],
    has: ((...args: Parameters<Translator['has']>) => translators[currentLocale()].has(...args)) as Translator['has'],
  },
)
