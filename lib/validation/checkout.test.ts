import { describe, expect, it } from 'vitest'
import { checkoutSchema } from './checkout'

const firstMessage = (input: unknown) => checkoutSchema.safeParse(input).error?.issues[0]?.message

describe('checkoutSchema', () => {
  it('requires a name, also when it is only spaces', () => {
    expect(firstMessage({ name: '   ', email: 'an@example.be' })).toBe('Je naam is verplicht')
    expect(firstMessage({ email: 'an@example.be' })).toBe('Je naam is verplicht')
  })

  it('says a too long name or e-mail address is too long, not missing', () => {
    expect(firstMessage({ name: 'x'.repeat(101), email: 'an@example.be' })).toBe(
      'Dit veld is te lang (maximaal 100 tekens).',
    )
    expect(firstMessage({ name: 'An', email: `${'a'.repeat(250)}@x.be` })).toBe(
      'Dit veld is te lang (maximaal 254 tekens).',
    )
  })

  it('requires an e-mail-shaped address', () => {
    for (const email of ['', 'an', 'an@', 'an.example.be']) {
      expect(firstMessage({ name: 'An', email })).toBe('Dit e-mailadres ziet er niet correct uit.')
    }
  })

  it('trims the values and keeps the message optional', () => {
    expect(checkoutSchema.parse({ name: ' An ', email: ' an@example.be ' })).toEqual({
      name: 'An',
      email: 'an@example.be',
    })
    expect(checkoutSchema.parse({ name: 'An', email: 'an@example.be', message: ' Proficiat! ' }).message).toBe(
      'Proficiat!',
    )
  })

  it('limits the message to 2000 characters', () => {
    expect(firstMessage({ name: 'An', email: 'an@example.be', message: 'x'.repeat(2001) })).toBe(
      'Dit veld is te lang (maximaal 2000 tekens).',
    )
  })
})
