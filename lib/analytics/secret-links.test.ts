import { describe, expect, it } from 'vitest'
import { eventWithoutSecrets, withoutSecrets } from './secret-links'

describe('withoutSecrets', () => {
  it('drops the token of a mailed link and keeps the rest of the address', () => {
    expect(withoutSecrets('https://geboortelijst.be/user/reset-password?token=abc123')).toBe(
      'https://geboortelijst.be/user/reset-password',
    )
    expect(withoutSecrets('/user/invitation?token=abc&x=1#top')).toBe('/user/invitation?x=1#top')
    expect(withoutSecrets('/user/confirm-email?a=1&token=abc')).toBe('/user/confirm-email?a=1')
  })

  it('leaves addresses without a secret alone', () => {
    for (const address of ['/list/noor-peeters', '/list/search?baby=Noor&ouder=Jonas', 'https://x.be/#token=1', ''])
      expect(withoutSecrets(address)).toBe(address)
  })
})

describe('eventWithoutSecrets', () => {
  it('cleans the address properties and the recording’s Meta events, not other data', () => {
    const event = {
      event: '$snapshot',
      properties: {
        $current_url: 'https://x.be/user/undo-email?token=geheim',
        $referrer: 'https://x.be/user/invitation?token=geheim',
        $session_entry_url: 'https://x.be/user/confirm-email?token=geheim',
        $set_once: { $initial_current_url: 'https://x.be/user/confirm-email?token=geheim' },
        $snapshot_data: [
          { type: 4, data: { href: 'https://x.be/user/reset-password?token=geheim', width: 1, height: 1 } },
          { type: 3, data: { source: 1, text: 'token=blijft' } },
        ],
        other: 'token=blijft',
      },
    }
    const cleaned = eventWithoutSecrets({
      ...event,
      $set_once: { $initial_current_url: 'https://x.be/user/reset-password?token=geheim' },
    })
    expect(JSON.stringify(cleaned)).not.toContain('geheim')
    expect(cleaned.properties.$current_url).toBe('https://x.be/user/undo-email')
    expect(cleaned.properties.other).toBe('token=blijft')
    expect(eventWithoutSecrets(null)).toBeNull()
  })
})
