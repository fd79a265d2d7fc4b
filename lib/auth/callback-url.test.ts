import { describe, expect, it } from 'vitest'
import { sameOriginPath, withCallback } from './callback-url'

const origin = 'https://geboortelijst.be'

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameOriginPath('/list/tempcreate', origin)).toBe('/list/tempcreate')
    expect(sameOriginPath('/list/noor/products?x=1#top', origin)).toBe('/list/noor/products?x=1#top')
    expect(sameOriginPath('https://geboortelijst.be/user/account', origin)).toBe('/user/account')
  })

  it('refuses other sites, also when disguised', () => {
    for (const evil of ['https://evil.example/x', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'http://geboortelijst.be/x']) {
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
    expect(withCallback('/user/login', null)).toBe('/user/login')
  })
})
