import { describe, expect, it } from 'vitest'
import { describeError, redactPersonalData } from './log'

describe('redactPersonalData', () => {
  it('replaces e-mail addresses, IBANs (with or without spaces) and structured communications', () => {
    expect(redactPersonalData("Can't send mail - all recipients were rejected: 550 <oma.lutgarde@example.be>")).toBe(
      "Can't send mail - all recipients were rejected: 550 <[e-mail]>",
    )
    expect(redactPersonalData('iban BE71096123456769 and BE71 0961 2345 6769.')).toBe('iban [iban] and [iban].')
    expect(redactPersonalData('ogm +++090/9337/55493+++ or 090/9337/55493')).toBe('ogm [mededeling] or [mededeling]')
  })

  it('leaves ordinary text, ids and codes alone', () => {
    const text = 'P2002 Unique constraint failed on the fields: (`reference`) for order 42 at /list/noor-peeters'
    expect(redactPersonalData(text)).toBe(text)
    const frame = 'at r (/app/node_modules/@prisma/client/runtime/client.js:12:34)'
    expect(redactPersonalData(frame)).toBe(frame)
  })
})

describe('describeError', () => {
  it('keeps the name, code, a redacted message and the stack frames without the message line', () => {
    const error = Object.assign(new Error('550 mailbox unavailable for els@example.be'), { code: 'EENVELOPE' })
    const logged = describeError(error)
    expect(logged).toMatchObject({ name: 'Error', code: 'EENVELOPE', message: '550 mailbox unavailable for [e-mail]' })
    expect(logged.stack).toMatch(/^at /)
    expect(JSON.stringify(logged)).not.toContain('els@example.be')
  })

  it('drops the message of errors that quote their query’s arguments (Prisma validation)', () => {
    class PrismaClientValidationError extends Error {
      name = 'PrismaClientValidationError'
    }
    const logged = describeError(
      new PrismaClientValidationError(
        'Invalid `prisma.order.create()` invocation: { name: "Oma Lutgarde", email: "x" }',
      ),
    )
    expect(logged.message).toBeUndefined()
    expect(JSON.stringify(logged)).not.toContain('Lutgarde')
  })

  it('says only the type of anything that is not an Error', () => {
    expect(describeError({ email: 'els@example.be' })).toEqual({ name: 'object' })
    expect(describeError('oma@example.be')).toEqual({ name: 'string' })
  })
})
