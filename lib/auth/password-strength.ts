import 'server-only'
import type { MatchExtended, zxcvbn as Zxcvbn } from '@zxcvbn-ts/core'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import messages from '@/messages/nl.json'
import { PASSWORD_MIN } from '@/lib/validation/account'

/**
 * The lowest zxcvbn score a new password may have: 3 means about 10^8 guesses or more, out of reach of a throttled
 * login and costly after a leak of scrypt hashes (decision 036).
 */
export const MIN_SCORE = 3

/**
 * How many characters the estimator looks at: its matching grows faster than the length, and a strong start makes a
 * strong password. The other rules see the whole password.
 */
export const ASSESSED_LENGTH = 64

/** Fewer different characters than this is a repetition ('aaaaaaaaaa', 'ababababab', '1212121212'). */
const MIN_DISTINCT = 4

/** l33t variants the estimator tries per password (its default, 100, makes a string of '@', '1' and '!' cost seconds). */
const L33T_VARIANTS = 4

/** Shorter parts of a name or address are too common to count as personal ('an', 'jo'). */
const MIN_PERSONAL = 3

/** Why a password is refused; each has its Dutch sentence in `validation.passwordReason`. */
export type PasswordWeakness = keyof typeof messages.validation.passwordReason

/** What the password must not resemble: the account's own address and name (the site's name is always added). */
export interface PasswordOwner {
  email?: string | null
  name?: string | null
}

/** The site's name, as the header shows it and as a word: both are the first things an attacker tries. */
const SITE_WORDS = [...new Set(['geboortelijst', messages.layout.brand.toLowerCase()])]

let loading: Promise<typeof Zxcvbn> | undefined

/**
 * The estimator with the common and Belgian-Dutch dictionaries and keyboard layouts (azerty among them), loaded on
 * first use: they are about 1 MB of code that most requests never need. A failed load is retried on the next call.
 */
function estimator(): Promise<typeof Zxcvbn> {
  loading ??= (async () => {
    const [core, common, dutch] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-nl-be'),
    ])
    core.zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
      l33tMaxSubstitutions: L33T_VARIANTS,
      maxLength: ASSESSED_LENGTH,
    })
    return core.zxcvbn
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Words of at least MIN_PERSONAL letters (and letter-digit runs) in a name or an address's local part. */
function parts(text: string): string[] {
  const words = [...text.split(/[^\p{L}]+/u), ...text.split(/[^\p{L}\p{N}]+/u)]
  return words.filter((word) => [...word].length >= MIN_PERSONAL)
}

/** Removes every occurrence of each word (longest first); `removed` tells whether any was there. */
function without(text: string, words: string[]): { rest: string; removed: boolean } {
  let rest = text
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('')
  return { rest, removed: rest !== text }
}

/** Non-whitespace characters: the unit in which 'what is left' is measured against PASSWORD_MIN. */
const visibleLength = (text: string) => [...text.replace(/\s/gu, '')].length

interface Personal {
  email: Set<string>
  site: Set<string>
}

/** Which of the user's own words a match of the 'userInputs' dictionary is. */
function personalKind(word: string, personal: Personal): PasswordWeakness {
  return personal.site.has(word) ? 'siteName' : personal.email.has(word) ? 'email' : 'name'
}

/** The reason for a low score, from the parts the estimator found: the most telling one first. */
function reasonOf(sequence: MatchExtended[], personal: Personal): PasswordWeakness {
  const kinds = new Set<PasswordWeakness>()
  for (const match of sequence) {
    if (match.pattern === 'dictionary') {
      if (match.dictionaryName === 'userInputs') kinds.add(personalKind(String(match.matchedWord), personal))
      else kinds.add(match.dictionaryName === 'passwords' ? 'common' : 'word')
    } else if (match.pattern === 'spatial' || match.pattern === 'sequence') kinds.add('sequence')
    else if (match.pattern === 'repeat') kinds.add('repeated')
    else if (match.pattern === 'date' || match.pattern === 'regex') kinds.add('date')
  }
  const order: PasswordWeakness[] = ['email', 'name', 'siteName', 'common', 'word', 'sequence', 'repeated', 'date']
  return order.find((kind) => kinds.has(kind)) ?? 'guessable'
}

/**
 * Judges a new password that already has the right length (`newPassword` in lib/validation/account.ts). Refused:
 * - only whitespace, or fewer than 4 different characters;
 * - when what is left without the user's own words (the e-mail address, its local part and that part's words, the
 *   words of the name, the site's name) is shorter than PASSWORD_MIN, spaces not counted: 'Geboortelijst2026',
 *   'SofiePeeters2026!', the local part with a digit. First as plain text over the whole password, then as the
 *   estimator finds them in its part (also written backwards or with l33t: 'Zw4rtb3rg-Kw4kk3l');
 * - a zxcvbn score below MIN_SCORE on the first ASSESSED_LENGTH characters, those words given as the user's own.
 * The password is neither logged nor kept; the answer names a kind of weakness, never a part of the password, and
 * depends only on this owner's words (the estimator's word list is replaced at each call).
 * @param password the new password as typed (spaces count).
 * @param owner the account's e-mail address and name (either may be missing).
 * @returns the kind of weakness, or null for a strong enough password.
 */
export async function passwordWeakness(password: string, owner: PasswordOwner): Promise<PasswordWeakness | null> {
  if (password.trim() === '') return 'whitespace'
  if (new Set(password).size < MIN_DISTINCT) return 'repeated'

  const email = owner.email?.trim().toLowerCase() ?? ''
  const [local = '', domain = ''] = email.split('@')
  const emailWords = [email, local, ...parts(local)].filter((word) => [...word].length >= MIN_PERSONAL)
  const nameWords = parts(owner.name?.trim().toLowerCase() ?? '')

  // The address, the name and the site's name add nothing an attacker has to guess: what is left must be long
  // enough on its own.
  const lower = password.toLowerCase()
  const byEmail = without(lower, emailWords)
  const byName = without(byEmail.rest, nameWords)
  const bySite = without(byName.rest, SITE_WORDS)
  if (bySite.rest !== lower && visibleLength(bySite.rest) < PASSWORD_MIN)
    return byEmail.removed ? 'email' : byName.removed ? 'name' : 'siteName'

  const zxcvbn = await estimator()
  const assessed = [...password].slice(0, ASSESSED_LENGTH).join('')
  // The address's domain ('peeters' of jan@peeters.be) counts as the user's own word for the estimator only: a
  // mail provider's name in a password is no reason on its own to refuse it.
  const domainWords = parts(domain.split('.').slice(0, -1).join('.'))
  const personal: Personal = { email: new Set([...emailWords, ...domainWords]), site: new Set(SITE_WORDS) }
  const result = zxcvbn(assessed, [...new Set([...emailWords, ...domainWords, ...nameWords, ...SITE_WORDS])])
  const own = result.sequence.filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
  const ownLength = own.reduce((sum, match) => sum + visibleLength(match.token), 0)
  if (own.length > 0 && visibleLength(password) - ownLength < PASSWORD_MIN)
    return personalKind(String(own[0]!.matchedWord), personal)
  if (result.score >= MIN_SCORE) return null
  return reasonOf(result.sequence, personal)
}

/** The Dutch message for a refused password: what is wrong and how to do better. */
export function weakPasswordMessage(weakness: PasswordWeakness): string {
  return t('validation.passwordWeak', { reason: t(`validation.passwordReason.${weakness}`) })
}

/**
 * Refuses a weak new password (see `passwordWeakness`) at every place one is set: registering, changing it and
 * resetting it through a mailed link.
 * @param field the input's field name, which carries the message (`password` or `newPassword`).
 * @throws DomainError VALIDATION (422) with the Dutch message, also on `details.fields[field]`.
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const weakness = await passwordWeakness(password, owner)
  if (!weakness) return
  const message = weakPasswordMessage(weakness)
  throw new DomainError('VALIDATION', message, { fields: { [field]: message } })
}
