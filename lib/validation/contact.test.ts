import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact'

const fields = (input: unknown) =>
  Object.fromEntries((contactSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('contactSchema', () => {
  it('gives every field its message when empty or blank', () => {
    const expected = {
      fromName: 'Je naam is verplicht',
      fromEmail: 'Dit e-mailadres ziet er niet correct uit.',
      message: 'Dit veld is verplicht',
    }
    expect(fields({})).toEqual(expected)
    expect(fields({ fromName: '  ', fromEmail: '', message: '\n \n' })).toEqual(expected)
  })

  it('refuses an address that is not e-mail shaped', () => {
    for (const fromEmail of ['marie', 'marie@', '@example.be', 'marie example.be']) {
      expect(fields({ fromName: 'Marie', fromEmail, message: 'Dag' })).toEqual({
        fromEmail: 'Dit e-mailadres ziet er niet correct uit.',
      })
    }
  })

  it('trims the values and keeps the line breaks of the message', () => {
    expect(
      contactSchema.parse({ fromName: ' Marie ', fromEmail: ' marie@example.be ', message: ' Dag!\n\nTot snel ' }),
    ).toEqual({ fromName: 'Marie', fromEmail: 'marie@example.be', message: 'Dag!\n\nTot snel' })
  })

  it('limits the message to 5000 characters', () => {
    expect(fields({ fromName: 'Marie', fromEmail: 'marie@example.be', message: 'x'.repeat(5001) })).toEqual({
      message: 'Dit veld is te lang (maximaal 5000 tekens).',
    })
  })
})
