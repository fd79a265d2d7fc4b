import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  changePasswordFormSchema,
  forgotPasswordSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  updateAccountSchema,
} from './account'

/** The Dutch message per field path, as the forms and `parseInput` show them. */
function fields(schema: z.ZodType, input: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of schema.safeParse(input).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

const valid = {
  name: 'Sofie Peeters',
  email: 'sofie@example.be',
  password: 'geheim-1234',
  passwordRepeat: 'geheim-1234',
}

describe('registerSchema and the registration form', () => {
  it('accepts a valid registration, trims the name and stores the e-mail address in lower case', () => {
    expect(registerFormSchema.parse({ ...valid, name: '  Sofie Peeters ', email: ' Sofie@Example.BE ' })).toEqual({
      ...valid,
    })
    expect(registerSchema.parse({ ...valid, email: 'SOFIE@EXAMPLE.BE' })).toEqual({
      name: 'Sofie Peeters',
      email: 'sofie@example.be',
      password: 'geheim-1234',
    })
  })

  it('says each missing field in Dutch', () => {
    expect(fields(registerFormSchema, { name: ' ', email: '', password: '', passwordRepeat: '' })).toEqual({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
      password: 'Dit veld is verplicht',
    })
    expect(fields(registerSchema, {})).toEqual({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
      password: 'Dit veld is verplicht',
    })
  })

  it('requires at least 10 characters, at most 200, and the same password twice', () => {
    expect(fields(registerFormSchema, { ...valid, password: 'negen-tek', passwordRepeat: 'negen-tek' })).toEqual({
      password: 'Je wachtwoord moet minstens 10 tekens lang zijn.',
    })
    expect(fields(registerFormSchema, { ...valid, password: 'tien-tekens', passwordRepeat: 'tien-tekens' })).toEqual({})
    expect(fields(registerSchema, { ...valid, password: '12345678' })).toEqual({
      password: 'Je wachtwoord moet minstens 10 tekens lang zijn.',
    })
    const long = 'x'.repeat(201)
    expect(fields(registerFormSchema, { ...valid, password: long, passwordRepeat: long })).toEqual({
      password: 'Dit veld is te lang (maximaal 200 tekens).',
    })
    expect(fields(registerFormSchema, { ...valid, passwordRepeat: 'geheim-1235' })).toEqual({
      passwordRepeat: 'De wachtwoorden komen niet overeen.',
    })
    // Shown together with another field's message, not only once everything else is right.
    expect(fields(registerFormSchema, { ...valid, name: '', passwordRepeat: 'geheim-1235' })).toEqual({
      name: 'Je naam is verplicht',
      passwordRepeat: 'De wachtwoorden komen niet overeen.',
    })
  })

  it('keeps spaces in a password (a passphrase) and says a too long name or address is too long', () => {
    expect(registerSchema.parse({ ...valid, password: ' een korte zin ' }).password).toBe(' een korte zin ')
    expect(fields(registerSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Dit veld is te lang (maximaal 100 tekens).',
    })
    expect(fields(registerSchema, { ...valid, email: `${'a'.repeat(250)}@x.be` })).toEqual({
      email: 'Dit veld is te lang (maximaal 254 tekens).',
    })
  })
})

describe('the other account schemas', () => {
  it('updateAccountSchema: name and e-mail address', () => {
    expect(updateAccountSchema.parse({ name: ' An ', email: 'AN@example.be' })).toEqual({
      name: 'An',
      email: 'an@example.be',
    })
    expect(fields(updateAccountSchema, { name: '', email: 'an@' })).toEqual({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
    })
  })

  it('changePasswordFormSchema: the current password, a new one of 10 or more, repeated', () => {
    expect(
      fields(changePasswordFormSchema, { currentPassword: '', newPassword: 'kort', newPasswordRepeat: 'kort' }),
    ).toEqual({
      currentPassword: 'Dit veld is verplicht',
      newPassword: 'Je wachtwoord moet minstens 10 tekens lang zijn.',
    })
    expect(
      fields(changePasswordFormSchema, {
        currentPassword: 'oud',
        newPassword: 'nieuw-12345',
        newPasswordRepeat: 'nieuw-12346',
      }),
    ).toEqual({
      newPasswordRepeat: 'De wachtwoorden komen niet overeen.',
    })
  })

  it('forgotPasswordSchema and the reset schemas', () => {
    expect(fields(forgotPasswordSchema, { email: 'geen adres' })).toEqual({
      email: 'Dit e-mailadres ziet er niet correct uit.',
    })
    expect(forgotPasswordSchema.parse({ email: ' Els@Example.be ' })).toEqual({ email: 'els@example.be' })
    expect(fields(resetPasswordSchema, { password: 'geheim-1234' })).toEqual({ token: 'Dit veld is verplicht' })
    expect(fields(resetPasswordSchema, { token: 'x', password: 'geheim123' })).toEqual({
      password: 'Je wachtwoord moet minstens 10 tekens lang zijn.',
    })
    expect(fields(resetPasswordFormSchema, { password: 'geheim-1234', passwordRepeat: 'geheim-123' })).toEqual({
      passwordRepeat: 'De wachtwoorden komen niet overeen.',
    })
  })
})
