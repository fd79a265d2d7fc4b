import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage } from './negotiate'
import { currentLocale, t, withLocale } from './index'

describe('localeFromAcceptLanguage', () => {
  it.each([
    [null, 'nl'],
    ['', 'nl'],
    ['fr-BE,fr;q=0.9,en;q=0.8', 'fr'],
    ['fr', 'fr'],
    ['FR-be', 'fr'],
    ['nl-BE,nl;q=0.9,fr;q=0.8', 'nl'],
    ['en-GB,en;q=0.9', 'nl'],
    ['en;q=0.9,fr;q=0.5', 'fr'],
    ['de,nl;q=0.2,fr;q=0.1', 'nl'],
    ['*', 'nl'],
    ['fr;q=0', 'nl'],
    ['x-!!,;;;q=abc', 'nl'],
  ])('%j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })
})

describe('withLocale', () => {
  it('makes t speak the language for everything the function awaits, and Dutch outside it', async () => {
    expect(currentLocale()).toBe('nl')
    const inside = await withLocale('fr', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return [currentLocale(), t('validation.required')]
    })
    expect(inside).toEqual(['fr', 'Ce champ est obligatoire'])
    expect(t('validation.required')).toBe('Dit veld is verplicht')
  })
})
