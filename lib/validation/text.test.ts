import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { accountName, registerSchema } from './account'
import { checkoutSchema } from './checkout'
import { contactSchema } from './contact'
import { faqSchema } from './faq'
import { listSchema } from './list'
import { listSearchSchema } from './listSearch'
import { orderRequestSchema } from './order'
import { pagingSchema } from './paging'
import { parseInput } from './parse'
import { productSchema } from './product'
import { safeText } from './text'
import { birthDateDaysAgo } from '@/tests/fixtures/dates'

const INVALID = 'Dit veld bevat een ongeldig teken.'
const MARKS = 'Dit veld heeft te veel accenttekens na elkaar.'
const ZALGO = `Zoë${'\u0301'.repeat(1500)}`

/** The Dutch message per field path, as the forms and `parseInput` show them. */
function fields(schema: z.ZodType, input: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of schema.safeParse(input).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('safeText', () => {
  const name = safeText({ max: 10, required: () => 'Je naam is verplicht' })
  const message = safeText({ max: 20, multiline: true })

  it('stores the NFC form, trimmed, without direction controls', () => {
    expect(name.parse(' Zoe\u0308 ')).toBe('Zoë')
    expect(name.parse('e\u0301')).toBe('é')
    expect(name.parse('\u202EAnna\u202C')).toBe('Anna')
    expect(message.parse('Dag\r\nbaby\r\n')).toBe('Dag\nbaby')
  })

  it('refuses a lone surrogate, a control character and a line break in one line, with one Dutch message', () => {
    for (const value of ['Zo\uD800', 'Zo\u0000', 'Zo\u001B', 'Zo\u0085', 'Zo\në']) {
      expect(
        name.safeParse(value).error?.issues.map((i) => i.message),
        JSON.stringify(value),
      ).toEqual([INVALID])
    }
    expect(message.parse('Dag\n\tbaby')).toBe('Dag\n\tbaby')
  })

  it('refuses more than 4 combining marks on one character, and 1,500 of them', () => {
    expect(name.safeParse(ZALGO).error?.issues.map((i) => i.message)).toEqual([MARKS])
    expect(name.parse('x\u0301\u0302\u0303\u0304')).toBe('x\u0301\u0302\u0303\u0304')
  })

  it('leaves normal names and emoji untouched', () => {
    for (const value of ['Zoë', 'Chloé', 'Nguyễn', '👶🏽', '👨‍👩‍👧‍👦']) expect(name.parse(value)).toBe(value)
  })

  it('counts the length on the stored text, and says a text of only direction controls is missing', () => {
    // 10 letters and 10 combining accents: 20 code units typed, 10 stored.
    expect(name.parse('e\u0301'.repeat(10))).toBe('é'.repeat(10))
    expect(fields(name, 'x'.repeat(11))).toEqual({ '': 'Dit veld is te lang (maximaal 10 tekens).' })
    expect(fields(name, '\u202E \u200F')).toEqual({ '': 'Je naam is verplicht' })
    expect(message.parse('  ')).toBe('')
  })

  it('parses its own output to the same output (form → server)', () => {
    const once = message.parse(' Dag\r\nbaby\u202E ')
    expect(message.parse(once)).toBe(once)
  })
})

describe('the shared schemas use the text rules on every name and message', () => {
  const list = {
    firstName: 'Noor',
    lastName: 'Peeters',
    parent1FirstName: 'An',
    parent1LastName: 'Peeters',
    iban: 'BE71 0961 2345 6769',
    birthDate: birthDateDaysAgo(),
  }
  const order = {
    listId: 1,
    name: 'Oma',
    email: 'oma@example.be',
    products: [{ productId: 1, price: 10, giftMethod: 'CASH' }],
  }
  const product = { title: 'Wieg', price: 10, shopName: 'Winkel' }

  it('refuses a lone surrogate in each of them', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [listSchema, { ...list, firstName: '\uD800' }, 'firstName'],
      [listSchema, { ...list, parent2FirstName: 'a\uDC00' }, 'parent2FirstName'],
      [listSchema, { ...list, introduction: 'Dag\uD800' }, 'introduction'],
      [orderRequestSchema, { ...order, name: 'Oma\uD800' }, 'name'],
      [orderRequestSchema, { ...order, message: '\uD800' }, 'message'],
      [checkoutSchema, { name: 'Oma', email: 'oma@example.be', message: '\uDBFF' }, 'message'],
      [contactSchema, { fromName: '\uD800', fromEmail: 'a@example.be', message: 'Dag' }, 'fromName'],
      [contactSchema, { fromName: 'An', fromEmail: 'a@example.be', message: 'Dag\uD800' }, 'message'],
      [registerSchema, { name: '\uD800', email: 'a@example.be', password: 'Kraamzorg-Lente-24' }, 'name'],
      [productSchema, { ...product, title: '\uD800' }, 'title'],
      [productSchema, { ...product, shopName: '\uD800' }, 'shopName'],
      [productSchema, { ...product, description: '<p>\uD800</p>' }, 'description'],
      [faqSchema, { title: 'Vraag\uD800', text: 'Antwoord' }, 'title'],
      [faqSchema, { title: 'Vraag', text: '\uD800' }, 'text'],
      [listSearchSchema, { babyName: '\uD800', parentName: 'An' }, 'babyName'],
    ]
    for (const [schema, input, field] of cases) expect(fields(schema, input), field).toEqual({ [field]: INVALID })
  })

  it('refuses Zalgo text and strips a right-to-left override in the names and messages a visitor types', () => {
    expect(fields(orderRequestSchema, { ...order, name: ZALGO })).toEqual({ name: MARKS })
    expect(fields(contactSchema, { fromName: 'An', fromEmail: 'a@example.be', message: ZALGO })).toEqual({
      message: MARKS,
    })
    expect(fields(listSchema, { ...list, lastName: ZALGO })).toEqual({ lastName: MARKS })
    expect(orderRequestSchema.parse({ ...order, name: 'Oma\u202E', message: 'Proficiat\u202Eesrever' }).message).toBe(
      'Proficiatesrever',
    )
    expect(listSchema.parse({ ...list, firstName: '\u2067Noor\u2069' }).firstName).toBe('Noor')
  })

  it('keeps line breaks in messages, introductions and FAQ answers as \\n, and refuses them in names', () => {
    expect(listSchema.parse({ ...list, introduction: 'Welkom!\r\n\r\nNoor' }).introduction).toBe('Welkom!\n\nNoor')
    expect(contactSchema.parse({ fromName: 'An', fromEmail: 'a@example.be', message: 'Dag\r\nAn' }).message).toBe(
      'Dag\nAn',
    )
    expect(faqSchema.parse({ title: 'Vraag', text: 'Ja.\r\nEcht.' }).text).toBe('Ja.\nEcht.')
    expect(fields(accountName, 'An\nPeeters')).toEqual({ '': INVALID })
  })

  it('stores accented names in NFC', () => {
    const parsed = listSchema.parse({
      ...list,
      firstName: 'Zoe\u0308',
      parent1FirstName: 'Chloe\u0301',
      parent1LastName: 'Nguye\u0302\u0303n',
    })
    expect([parsed.firstName, parsed.parent1FirstName, parsed.parent1LastName]).toEqual(['Zoë', 'Chloé', 'Nguyễn'])
  })
})

describe('search terms (pagingSchema)', () => {
  const search = (searchString: string) => pagingSchema(20).parse({ searchString }).searchString

  it('are normalised like names but never refused for their characters: the finder page can always search', () => {
    expect(search(' Knuffel\u202E ')).toBe('Knuffel')
    expect(search('Zoe\u0308')).toBe('Zoë')
    expect(search('Knuf\uD800fel\u0007beer')).toBe('Knuf fel beer')
    expect(search(ZALGO)).toBe(`Zoë${'\u0301'.repeat(4)}`)
  })

  it('still say a too long term is too long', () => {
    expect(fields(pagingSchema(20), { searchString: 'x'.repeat(201) })).toEqual({
      searchString: 'Dit veld is te lang (maximaal 200 tekens).',
    })
  })
})

describe('parseInput', () => {
  it('refuses a lone surrogate in any field, also one without the text rules (a password)', () => {
    expect(() =>
      parseInput(registerSchema, { name: 'An', email: 'an@example.be', password: 'geheim\uD800123' }),
    ).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        status: 422,
        message: INVALID,
        details: { fields: { password: INVALID } },
      }),
    )
  })
})
