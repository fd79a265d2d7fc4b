import { foldName } from '@/lib/text/fold'
import { escapeLike } from '@/lib/text/like'

/** Words after which a search stops listening: enough for any product name, a bound on the query's size. */
export const MAX_SEARCH_WORDS = 8
/** Longest word kept (PostgreSQL refuses a tsquery word beyond 2047 bytes; no product word comes near this). */
export const MAX_WORD_LENGTH = 60
/** Shortest word matched as the beginning of longer words: a single letter would match nearly every product. */
export const MIN_PREFIX_LENGTH = 2
/** Shortest word also matched inside the folded title ('beer' in 'knuffelbeer'): shorter ones would match nearly all. */
export const MIN_INFIX_LENGTH = 3
/** A word this long or longer may also match a title word it resembles ('kinderwagn' finds 'kinderwagen'). */
export const MIN_FUZZY_LENGTH = 5

/** One word of a finder search, ready for SQL as parameters (never as SQL text). */
export interface SearchWord {
  /** Letters, marks and digits only: safe inside to_tsquery whatever the user typed. */
  word: string
  /** The text for to_tsquery of the word as typed: 'knuff:*' (a prefix), or the word itself when it is one letter. */
  typed: string
  /** The folded word as a LIKE pattern for the folded title ('%knuffel%'), or null when too short. */
  infix: string | null
  /** The folded word to compare by trigrams with the folded title's words (a typing error), or null when too short. */
  fuzzy: string | null
}

/**
 * Splits what someone typed into the finder's words (decision 013): every run of letters, combining marks and digits
 * is a word; everything else (punctuation, tsquery operators such as `&`, `|`, `!`, `:*`, quotes, backslashes) only
 * separates words, so no input can break the query. At most MAX_SEARCH_WORDS words of at most MAX_WORD_LENGTH.
 */
export function searchWords(text: string): SearchWord[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return words.slice(0, MAX_SEARCH_WORDS).map((raw) => {
    const word = raw.slice(0, MAX_WORD_LENGTH)
    const folded = foldName(word)
    return {
      word,
      typed: word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word,
      infix: folded.length >= MIN_INFIX_LENGTH ? `%${escapeLike(folded)}%` : null,
      fuzzy: folded.length >= MIN_FUZZY_LENGTH ? folded : null,
    }
  })
}
