import { describe, expect, it } from 'vitest'
import { analyticsConfig } from './config'

describe('analyticsConfig', () => {
  it('is off without a key, so nothing is asked or loaded', () => {
    expect(analyticsConfig({})).toBeNull()
    expect(analyticsConfig({ POSTHOG_KEY: '  ', POSTHOG_HOST: 'https://eu.i.posthog.com' })).toBeNull()
  })

  it('defaults to the EU host', () => {
    expect(analyticsConfig({ POSTHOG_KEY: 'phc_abc123' })).toEqual({
      key: 'phc_abc123',
      host: 'https://eu.i.posthog.com',
    })
  })

  it('takes a self-hosted host without its trailing slash', () => {
    expect(analyticsConfig({ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'https://analytics.example.be/ph/' })).toEqual({
      key: 'phc_abc',
      host: 'https://analytics.example.be/ph',
    })
  })

  it('refuses a host that is not http(s) and a key with odd characters', () => {
    expect(analyticsConfig({ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'javascript:alert(1)' })).toBeNull()
    expect(analyticsConfig({ POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'not a url' })).toBeNull()
    expect(analyticsConfig({ POSTHOG_KEY: 'phc"><script>' })).toBeNull()
  })
})
