import { describe, expect, it } from 'vitest'
import { DomainError } from '@/lib/errors'
import { cleanDescription, DescriptionTextError, sanitizeDescription } from './sanitize'

const INVALID = 'Dit veld bevat een ongeldig teken.'
const MARKS = 'Dit veld heeft te veel accenttekens na elkaar.'

describe('cleanDescription: the text rules on what the sanitizer decoded (decision 024)', () => {
  it('strips direction controls written as references, in text and in attribute values', () => {
    expect(cleanDescription('<p>Zoë&#x202E;txt.exe&rlm;</p>')).toEqual({ value: '<p>Zoëtxt.exe</p>' })
    expect(cleanDescription('<a title="Zoë&#8238;" href="https://shop.example.be/&#x2066;x">klik</a>').value).toBe(
      '<a title="Zoë" href="https://shop.example.be/x" target="_blank" rel="noopener noreferrer nofollow">klik</a>',
    )
  })

  it('stores NFC and keeps the spaces between tags, escaped text and a no-break space', () => {
    expect(cleanDescription('<p>Zoe&#x308; <b>lief</b> en\u00a0<i>&lt;3 &amp; meer</i></p>').value).toBe(
      '<p>Zoë <b>lief</b> en\u00a0<i>&lt;3 &amp; meer</i></p>',
    )
    expect(cleanDescription('  ').value).toBe('')
  })

  it('refuses control characters and references the parser would turn into U+FFFD', () => {
    for (const html of [
      '<p>a&#x1;b</p>',
      '<p>&#127;</p>',
      '<p>&#x81;</p>',
      '<a title="a&#x1B;" href="https://x.be">k</a>',
      '<p>&#xD800;</p>',
      '<p>&#xdfff</p>',
      '<p>&#55296;</p>',
      '<p>&#0;</p>',
      '<p>&#x110000;</p>',
      '<p>&#99999999999;</p>',
    ]) {
      expect(cleanDescription(html), html).toEqual({ problem: 'invalidCharacter' })
    }
    // Typed text is escaped before it is sanitized: a reference in it is shown as typed, not decoded, so it is fine.
    expect(cleanDescription('<p>&amp;#xD800;</p>').value).toBe('<p>&amp;#xD800;</p>')
  })

  it('refuses more than 4 combining marks on one letter, also spread over inline tags', () => {
    expect(cleanDescription(`<p>Vie&#x323;&#x302;t ${'e&#x301;'.repeat(3)}</p>`).value).toBe('<p>Việt ééé</p>')
    expect(cleanDescription(`<p>Z${'&#x301;'.repeat(1500)}algo</p>`)).toEqual({ problem: 'tooManyMarks' })
    expect(cleanDescription('<p>x<span>&#x300;&#x301;&#x302;</span><b>&#x303;&#x304;</b></p>')).toEqual({
      problem: 'tooManyMarks',
    })
    // A paragraph or line break between them: on two lines, not on one letter.
    expect(cleanDescription('<p>x&#x300;&#x301;&#x302;</p><p>y&#x303;&#x304;</p>').value).toBe(
      '<p>x\u0300\u0301\u0302</p><p>ỹ\u0304</p>',
    )
    expect(cleanDescription('x&#x300;&#x301;&#x302;<br />&#x303;&#x304;').problem).toBeUndefined()
  })

  it('keeps a tag whole when a mark that NFC would join to its ">" starts the text after it, and is stable', () => {
    const { value } = cleanDescription('<p>&#x338;x</p><p>gewoon</p>')
    expect(value).toBe('<p>&#x338;x</p><p>gewoon</p>')
    for (const html of [value!, '<p>Zoë <b>lief</b>\n<br />en&nbsp;zo</p>', '<ul><li>&lt;3</li></ul>']) {
      const once = cleanDescription(html).value!
      expect(cleanDescription(once).value).toBe(once)
    }
  })
})

describe('sanitizeDescription', () => {
  it('throws a VALIDATION error on the description field with the Dutch message of the other fields', () => {
    const error = (html: string) => {
      try {
        sanitizeDescription(html)
      } catch (e) {
        return e
      }
      throw new Error('not refused')
    }
    expect(error('<p>&#xD800;</p>')).toMatchObject({
      code: 'VALIDATION',
      status: 422,
      message: INVALID,
      details: { fields: { description: INVALID } },
    })
    expect(error(`<p>e${'&#x336;'.repeat(5)}</p>`)).toMatchObject({
      message: MARKS,
      details: { fields: { description: MARKS } },
    })
    expect(error('<p>&#x7;</p>')).toBeInstanceOf(DomainError)
    expect(error('<p>&#x7;</p>')).toMatchObject({ name: 'DomainError', problem: 'invalidCharacter' })
    expect(error(`<p>e${'&#x336;'.repeat(5)}</p>`)).toBeInstanceOf(DescriptionTextError)
    expect(sanitizeDescription('<p>Zacht<script>alert(1)</script></p>')).toBe('<p>Zacht</p>')
  })
})
