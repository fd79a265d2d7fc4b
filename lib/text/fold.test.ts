import { describe, expect, it } from 'vitest'
import { foldName } from './fold'

describe('foldName', () => {
  it('ignores case, accents and surrounding white space', () => {
    expect(foldName('  Zoë ')).toBe('zoe')
    expect(foldName('ZOE')).toBe('zoe')
    expect(foldName('Anaïs')).toBe(foldName('anais'))
    expect(foldName('Élodie')).toBe('elodie')
  })
  it('collapses inner white space but keeps hyphens', () => {
    expect(foldName('Jan  Pieter')).toBe('jan pieter')
    expect(foldName('Marie-Louise')).toBe('marie-louise')
  })
})
