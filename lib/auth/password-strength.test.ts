import { describe, expect, it } from 'vitest'
import {
  ASSESSED_LENGTH,
  assertStrongPassword,
  passwordWeakness,
  weakPasswordMessage,
  type PasswordWeakness,
} from './password-strength'

const sofie = { email: 'sofie.peeters1990@example.be', name: 'Sofie Peeters' }

describe('passwordWeakness', () => {
  it.each<[string, PasswordWeakness]>([
    [' '.repeat(10), 'whitespace'],
    ['\t \n '.repeat(3), 'whitespace'],
    ['aaaaaaaaaa', 'repeated'],
    ['1212121212', 'repeated'],
    ['abcabcabcabc', 'repeated'],
    ['geboortelijst', 'siteName'],
    ['Geboortelijst2026', 'siteName'],
    ['GEBOORTELIJST!!!', 'siteName'],
    ['sofie.peeters1990@example.be', 'email'],
    ['sofie.peeters1990', 'email'],
    ['Sofie.Peeters1990!', 'email'],
    ['peeters-sofie-1', 'email'],
    ['0991sreteep.eifos', 'email'],
    ['wachtwoord123', 'word'],
    ['Wachtwoord2026', 'word'],
    ['password123', 'common'],
    ['1234567890', 'common'],
    ['P@ssw0rd2024!', 'common'],
    ['azertyuiop', 'sequence'],
    ['qsdfghjklm', 'sequence'],
  ])('%j is refused: %s', async (password, weakness) => {
    expect(await passwordWeakness(password, sofie)).toBe(weakness)
  })

  it('counts the name, however written, as the user’s own word', async () => {
    const owner = { email: 'kz@example.be', name: 'Kwakkel Zwartberg' }
    expect(await passwordWeakness('Zwartberg-Kwakkel', owner)).toBe('name')
    expect(await passwordWeakness('Zw4rtb3rg-Kw4kk3l', owner)).toBe('name')
    expect(await passwordWeakness('grebtrawz.lekkawk!', owner)).toBe('name')
  })

  it('judges by this owner’s words only, not those of an account judged before', async () => {
    expect(await passwordWeakness('grebtrawz.lekkawk!', { email: 'kwakkel.zwartberg@example.be' })).toBe('email')
    expect(await passwordWeakness('grebtrawz.lekkawk!', { email: 'els.maes@example.be', name: 'Els Maes' })).toBeNull()
  })

  it('accepts passphrases, also when they contain the site’s name or the user’s first name among enough else', async () => {
    for (const password of [
      'groene kikker zingt luid',
      'Zonnige-Fiets-Lepel-Wolk',
      'tractor citroen pannenkoek',
      'sofie eet graag soep met balletjes',
      'mijn geboortelijst voor de tweeling',
    ]) {
      expect(await passwordWeakness(password, sofie), password).toBeNull()
    }
  })

  it('works without an e-mail address or a name', async () => {
    expect(await passwordWeakness('wachtwoord123', {})).toBe('word')
    expect(await passwordWeakness('groene kikker zingt luid', { email: null, name: null })).toBeNull()
  })

  it(`judges a long password by its first ${ASSESSED_LENGTH} characters (the estimator's cost grows with the length)`, async () => {
    const strong = 'groene kikker zingt luid in de vijver achter het oude huis van oma'.slice(0, ASSESSED_LENGTH)
    expect(await passwordWeakness(strong + 'a'.repeat(200 - ASSESSED_LENGTH), sofie)).toBeNull()
    expect(await passwordWeakness('a'.repeat(ASSESSED_LENGTH) + 'groene kikker zingt luid', sofie)).toBe('repeated')
  })
})

describe('assertStrongPassword', () => {
  it('throws VALIDATION with the Dutch reason and advice on the given field', async () => {
    const message =
      'Je wachtwoord lijkt te veel op je e-mailadres. Maak er bijvoorbeeld een zin van met vier of meer woorden die niet bij elkaar horen: makkelijk te onthouden en moeilijk te raden.'
    expect(weakPasswordMessage('email')).toBe(message)
    await expect(assertStrongPassword('sofie.peeters1990', sofie, 'newPassword')).rejects.toMatchObject({
      code: 'VALIDATION',
      status: 422,
      message,
      details: { fields: { newPassword: message } },
    })
    await expect(assertStrongPassword('groene kikker zingt luid', sofie, 'password')).resolves.toBeUndefined()
  })
})
