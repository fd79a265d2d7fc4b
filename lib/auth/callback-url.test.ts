import { describe, expect, it } from 'vitest'
import { sameOriginPath, withCallback } from './callback-url'

const origin = 'https://geboortelijst.be'

/**
 * Ways to write another host so that it looks like a path on this site: dot segments and encoded dots that collapse
 * into '//', backslashes and control characters browsers drop, schemes without slashes, user info and mixed case.
 */
const BYPASSES = [
  'https://evil.example/x',
  '//evil.example',
  '///evil.example',
  '////evil.example/phish',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/.//evil.example/phish',
  '/././/evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/.\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\r\n/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http://geboortelijst.be/x',
  'https://geboortelijst.be@evil.example/',
  'https://evil.example\\@geboortelijst.be/',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%5cevil.example',
  '/\\\\evil.example',
]

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameOriginPath('/list/tempcreate', origin)).toBe('/list/tempcreate')
    expect(sameOriginPath('/list/noor/products?x=1#top', origin)).toBe('/list/noor/products?x=1#top')
    expect(sameOriginPath('https://geboortelijst.be/user/account', origin)).toBe('/user/account')
    expect(sameOriginPath('/a/../user/account', origin)).toBe('/user/account')
  })

  it.each(BYPASSES)('refuses %j, or keeps it on this site', (evil) => {
    const path = sameOriginPath(evil, origin)
    if (path === null) return
    // Whatever is kept must stay here however a browser resolves it (as a Location or with window.location).
    expect(
      path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'),
      `${JSON.stringify(evil)} → ${path}`,
    ).toBe(true)
    expect(new URL(path, origin).origin).toBe(origin)
  })

  it('refuses the dot-segment tricks that resolve to another host', () => {
    for (const evil of [
      '/.//evil.example/phish',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(sameOriginPath(evil, origin), evil).toBeNull()
    }
    expect(sameOriginPath(null, origin)).toBeNull()
    expect(sameOriginPath('', origin)).toBeNull()
  })
})

describe('withCallback', () => {
  it('passes a same-origin callback on and drops anything else', () => {
    expect(withCallback('/user/register', '/list/tempcreate')).toBe('/user/register?callbackUrl=%2Flist%2Ftempcreate')
    expect(withCallback('/user/register', 'https://evil.example/')).toBe('/user/register')
    expect(withCallback('/user/register', '/.//evil.example/phish')).toBe('/user/register')
    expect(withCallback('/user/login', null)).toBe('/user/login')
  })
})
