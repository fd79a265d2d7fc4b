import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_WORDS, MAX_WORD_LENGTH, searchWords } from './query'

describe('searchWords (the finder’s words, decision 013)', () => {
  it('keeps letters, marks and digits; everything else, tsquery operators included, only separates words', () => {
    expect(searchWords("knuffel & !beer:* | (50%) 'x' \\ <-> _a").map((w) => w.word)).toEqual([
      'knuffel',
      'beer',
      '50',
      'x',
      'a',
    ])
    expect(searchWords('').map((w) => w.word)).toEqual([])
    expect(searchWords('&&& !!! ***').map((w) => w.word)).toEqual([])
  })

  it('reads an accent typed as a separate mark as the same word (NFC), and keeps accents for the database to remove', () => {
    expect(searchWords('cre\u0300me').map((w) => w.word)).toEqual(['crème'])
  })

  it('matches a word of two letters or more as a prefix, a single letter as itself', () => {
    expect(searchWords('knuff b 50').map((w) => w.typed)).toEqual(['knuff:*', 'b', '50:*'])
  })

  it('looks for words of 3 letters or more inside the folded title (lower case, no accents)', () => {
    expect(searchWords('Crème de').map((w) => w.infix)).toEqual(['%creme%', null])
  })

  it(`keeps at most ${MAX_SEARCH_WORDS} words of at most ${MAX_WORD_LENGTH} characters`, () => {
    const words = searchWords(`${'x'.repeat(100)} ${'a '.repeat(20)}`)
    expect(words).toHaveLength(MAX_SEARCH_WORDS)
    expect(words[0]!.word).toHaveLength(MAX_WORD_LENGTH)
  })
})
