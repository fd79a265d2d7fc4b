/**
 * The text rules (docs/rules.md#texts) for everything people type that the site stores and shows again (names, titles,
 * messages, search terms): one normalisation and one check, used by the shared zod helper `safeText`
 * (lib/validation/text.ts) and by any import that stores text without a form. Decision 024 says why these rules.
 */

/** The most combining marks one base character may carry (decision 024: Vietnamese needs 2, Zalgo text hundreds). */
export const MAX_COMBINING_MARKS = 4

/**
 * Invisible direction controls that can make a name read as something else ('Zoë\u202Etxt.exe'): the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069 and the marks LRM, RLM and ALM (U+200E, U+200F, U+061C);
 * and the byte order mark U+FEFF, which a paste from some editors leaves at the start. Stripped, never refused: a
 * person who pasted one did not mean it, and nothing visible changes.
 */
const INVISIBLE_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\uFEFF]/g

/** Line ends a multi-line text keeps as '\n': CR LF (what browsers send from a textarea), a lone CR, U+2028/U+2029. */
const LINE_ENDS = /\r\n?|[\u2028\u2029]/g

/** A surrogate that is not half of a pair: with the u flag a valid pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u
/** C0 and C1 control characters and DEL (general category Cc), and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u
/** The same, but with the line feed and the tab a multi-line text may hold. */
const CONTROL_MULTILINE = /(?![\n\t])[\p{Cc}\u2028\u2029]/u
/**
 * More than MAX_COMBINING_MARKS marks in a row. Format characters (ZWJ, ZWNJ, …) between them do not end the row, so
 * they cannot be used to pile up marks on one letter; any other character is a new base and starts counting again.
 */
const TOO_MANY_MARKS = new RegExp(`\\p{M}(?:\\p{Cf}*\\p{M}){${MAX_COMBINING_MARKS}}`, 'u')

export interface TextOptions {
  /** True for messages and other texts with line breaks: '\n' and '\t' are kept, every line end becomes '\n'. */
  multiline?: boolean
}

/** Why a text is refused: a character that is never allowed, or a pile of combining marks. */
export type TextProblem = 'invalidCharacter' | 'tooManyMarks'

/**
 * The text as it is stored: direction controls and the byte order mark removed, line ends as '\n' (multi-line),
 * Unicode NFC ('e\u0301' becomes 'é', so the same name is the same text), white space trimmed at both ends.
 * Never throws and refuses nothing: `textProblem` then says whether the result may be stored.
 * @param value any JavaScript string, also one with lone surrogates (kept, for `textProblem` to find).
 */
export function normalizeText(value: string, { multiline = false }: TextOptions = {}): string {
  const text = multiline ? value.replace(LINE_ENDS, '\n') : value
  return text.replace(INVISIBLE_CONTROLS, '').normalize('NFC').trim()
}

/**
 * What is wrong with a normalised text, or null when it may be stored:
 * - 'invalidCharacter': a lone surrogate (the database drivers would silently store U+FFFD instead: both `pg` and
 *   PGlite encode text to UTF-8 with replacement), a C0/C1 control character or DEL, or a line or paragraph
 *   separator; '\n' and '\t' only in a multi-line text;
 * - 'tooManyMarks': more than MAX_COMBINING_MARKS combining marks on one character (Zalgo text).
 * @param value the result of `normalizeText` with the same options.
 */
export function textProblem(value: string, { multiline = false }: TextOptions = {}): TextProblem | null {
  if (LONE_SURROGATE.test(value) || (multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return 'invalidCharacter'
  if (TOO_MANY_MARKS.test(value)) return 'tooManyMarks'
  return null
}

/** Anything `textProblem` refuses in one line, to be replaced by a space in a search term. */
const NOT_IN_A_SEARCH = /[\p{Cs}\p{Cc}\u2028\u2029]/gu
/** The combining marks beyond MAX_COMBINING_MARKS in a row (the first ones are kept in group 1). */
const EXTRA_MARKS = new RegExp(`(\\p{M}(?:\\p{Cf}*\\p{M}){${MAX_COMBINING_MARKS - 1}})(?:\\p{Cf}*\\p{M})+`, 'gu')

/**
 * A search term as it is searched: `normalizeText`, then what `textProblem` would refuse is made harmless instead
 * (a lone surrogate, control character or line break becomes a space, marks beyond MAX_COMBINING_MARKS are dropped),
 * so a search never fails on its text (the finder's search term is not validated; any text is searched).
 * A search term is not stored or shown to anyone else, so nothing needs refusing; it only must not reach the query
 * with a character the database driver would change.
 */
export function normalizeSearchText(value: string): string {
  return normalizeText(value).replace(NOT_IN_A_SEARCH, ' ').replace(EXTRA_MARKS, '$1').trim()
}

/**
 * `normalizeText` and `textProblem` in one step, for code that stores text without a zod schema (an import).
 * @returns `{ value }` with the text to store, or `{ problem }`.
 */
export function cleanText(
  value: string,
  options: TextOptions = {},
): { value: string; problem?: undefined } | { problem: TextProblem; value?: undefined } {
  const normalized = normalizeText(value, options)
  const problem = textProblem(normalized, options)
  return problem ? { problem } : { value: normalized }
}

/** Every pattern these rules run over people's text, for the test that proves each one linear (no ReDoS). */
export const TEXT_PATTERNS: readonly RegExp[] = [
  INVISIBLE_CONTROLS,
  LINE_ENDS,
  LONE_SURROGATE,
  CONTROL,
  CONTROL_MULTILINE,
  TOO_MANY_MARKS,
  NOT_IN_A_SEARCH,
  EXTRA_MARKS,
]
