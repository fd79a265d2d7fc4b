import { checkSync } from 'recheck'
import { describe, expect, it } from 'vitest'
import { cleanText, MAX_COMBINING_MARKS, normalizeSearchText, normalizeText, textProblem, TEXT_PATTERNS } from './safe'

const ACUTE = '\u0301'

/** recheck's exact analysis: the automaton checker (the 'auto' default may fall back to random fuzzing) and no timeout. */
const EXACT = { checker: 'automaton', timeout: null } as const

describe('normalizeText', () => {
  it('composes to NFC, so the same name typed two ways is the same text', () => {
    expect(normalizeText('e\u0301')).toBe('é')
    expect(normalizeText('Zoe\u0308')).toBe('Zoë')
    expect(normalizeText('Nguye\u0302\u0303n')).toBe('Nguyễn')
    expect(normalizeText('Chloe\u0301')).toBe(normalizeText('Chloé'))
  })

  it('strips direction overrides, embeddings, isolates and marks, and the byte order mark', () => {
    expect(normalizeText('Zoë\u202Eexe.txt')).toBe('Zoëexe.txt')
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\uFEFF',
    ]) {
      expect(normalizeText(`An${control}na`), control.codePointAt(0)!.toString(16)).toBe('Anna')
    }
  })

  it('trims white space at both ends', () => {
    expect(normalizeText('  Zoë \n')).toBe('Zoë')
    expect(normalizeText('\u202E  ')).toBe('')
  })

  it('turns every line end of a multi-line text into \\n, and leaves a one-line text for the check', () => {
    expect(normalizeText('Dag\r\nlieve\rbaby\u2028!', { multiline: true })).toBe('Dag\nlieve\nbaby\n!')
    expect(normalizeText('Dag\r\nlieve')).toBe('Dag\r\nlieve')
  })

  it('leaves normal Dutch, French, Vietnamese and emoji text as it is', () => {
    for (const text of [
      'Zoë',
      'Chloé',
      'Anaïs',
      'Nguyễn Thị Minh Khai',
      '👶🏽',
      '👨‍👩‍👧‍👦',
      '🏳️‍🌈',
      '1️⃣',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
      'שלום',
      '\u05E9\u05BC\u05C1\u05B8\u0591',
      'مرحبا',
      'น้ำใจ',
      'हिन्दी',
      'Ελένη',
      'Łukasz',
      'Ærøskøbing',
    ]) {
      expect(normalizeText(text)).toBe(text.normalize('NFC'))
      expect(textProblem(normalizeText(text)), text).toBeNull()
    }
  })
})

describe('textProblem', () => {
  it('refuses a lone surrogate (the database drivers would store U+FFFD) but not a surrogate pair', () => {
    for (const text of ['\uD800', 'a\uD83Db', 'a\uDC00', '\uDC00\uD800'])
      expect(textProblem(text)).toBe('invalidCharacter')
    expect(textProblem('\uD83D\uDC76')).toBeNull()
  })

  it('refuses C0 and C1 control characters and DEL', () => {
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\u009Fb', 'a\u2028b']) {
      expect(textProblem(text), JSON.stringify(text)).toBe('invalidCharacter')
      expect(textProblem(text, { multiline: true }), JSON.stringify(text)).toBe('invalidCharacter')
    }
  })

  it('allows \\n and \\t only in a multi-line text', () => {
    expect(textProblem('Dag\n\tlieve baby', { multiline: true })).toBeNull()
    expect(textProblem('Dag\nbaby')).toBe('invalidCharacter')
    expect(textProblem('Dag\tbaby')).toBe('invalidCharacter')
    expect(textProblem('Dag\rbaby', { multiline: true })).toBe('invalidCharacter')
  })

  it(`allows ${MAX_COMBINING_MARKS} combining marks on a character and refuses more`, () => {
    expect(textProblem(`x${ACUTE.repeat(MAX_COMBINING_MARKS)}`)).toBeNull()
    expect(textProblem(`x${ACUTE.repeat(MAX_COMBINING_MARKS + 1)}`)).toBe('tooManyMarks')
    // Each letter may carry its own marks: the count starts again at every base character.
    expect(textProblem(`a${ACUTE.repeat(4)}b${ACUTE.repeat(4)}`)).toBeNull()
  })

  it('refuses Zalgo text of 1,500 combining marks, also spread with joiners between the marks', () => {
    const zalgo = `Z${'\u0336\u0317\u0323\u0300\u035B'.repeat(300)}algo`
    expect(textProblem(normalizeText(zalgo))).toBe('tooManyMarks')
    expect(textProblem(normalizeText(`e${`${ACUTE}\u200D`.repeat(1500)}`))).toBe('tooManyMarks')
    expect(textProblem(normalizeText(`x${`${ACUTE}\u200C`.repeat(5)}`))).toBe('tooManyMarks')
    // After NFC an e with its accent is one letter, é: only the marks after it count.
    expect(textProblem(normalizeText(`e${ACUTE.repeat(5)}`))).toBeNull()
  })
})

describe('normalizeSearchText', () => {
  it('normalises like normalizeText and makes harmless what textProblem refuses', () => {
    expect(normalizeSearchText(' Zoe\u0308\u202E ')).toBe('Zoë')
    expect(normalizeSearchText('a\uD800b\u0000c\nd\u2028e')).toBe('a b c d e')
    expect(normalizeSearchText(`x${ACUTE.repeat(1500)}y`)).toBe(`x${ACUTE.repeat(MAX_COMBINING_MARKS)}y`)
    expect(textProblem(normalizeSearchText(`\u0007${ACUTE.repeat(9)}\uDC00`))).toBeNull()
  })
})

describe('cleanText', () => {
  it('gives the text to store, or the problem', () => {
    expect(cleanText('  Zoe\u0308\u202E ')).toEqual({ value: 'Zoë' })
    expect(cleanText('Dag\r\nbaby', { multiline: true })).toEqual({ value: 'Dag\nbaby' })
    expect(cleanText('\uD800')).toEqual({ problem: 'invalidCharacter' })
    expect(cleanText(`e${ACUTE.repeat(1500)}`)).toEqual({ problem: 'tooManyMarks' })
  })

  it('answers a long hostile text, and every pattern it runs is linear in the length of the text', () => {
    expect(cleanText(`${'e\u0301\u200D'.repeat(20_000)}\uD800`, { multiline: true })).toEqual({
      problem: 'invalidCharacter',
    })
    expect(cleanText('\u0301'.repeat(100_000))).toEqual({ problem: 'tooManyMarks' })
    expect(normalizeSearchText(`x${'\u0301\u200D'.repeat(50_000)}`)).toBe(
      `x${'\u0301\u200D'.repeat(MAX_COMBINING_MARKS)}`,
    )
    // recheck's automaton checker analyses a pattern's backtracking exactly (no clock, no sampling, no time limit):
    // 'safe' with a 'safe' or 'linear' complexity means no input makes it slower than linear.
    expect(TEXT_PATTERNS.length).toBe(8)
    for (const pattern of TEXT_PATTERNS) {
      const diagnostics = checkSync(pattern.source, pattern.flags, EXACT)
      expect({
        pattern: String(pattern),
        status: diagnostics.status,
        complexity: diagnostics.status === 'safe' ? diagnostics.complexity.type : undefined,
      }).toEqual({
        pattern: String(pattern),
        status: 'safe',
        complexity: expect.stringMatching(/^(safe|linear)$/),
      })
    }
  })

  it('has a checker that does find a pattern that backtracks exponentially', () => {
    expect(checkSync('^(a+)+$', '', EXACT)).toMatchObject({ status: 'vulnerable', complexity: { type: 'exponential' } })
  })
})
