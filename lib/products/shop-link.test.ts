import { describe, expect, it } from 'vitest'
import { shopLink } from './shop-link'

const product = {
  shopAllowed: true,
  shopName: 'Baby-Dump',
  affiliateUrl: null as string | null,
  productUrl: null as string | null,
}

describe('shopLink', () => {
  it("prefers the partner's affiliate link, named by the shop", () => {
    expect(
      shopLink({
        ...product,
        affiliateUrl: 'https://partner.example/click?p=1',
        productUrl: 'https://www.babydump.be/box',
      }),
    ).toEqual({
      kind: 'affiliate',
      href: 'https://partner.example/click?p=1',
      shopName: 'Baby-Dump',
    })
  })

  it("shows the product's own page when there is no affiliate link, so a giver can tell which model to buy", () => {
    expect(shopLink({ ...product, productUrl: 'https://www.babydump.be/box' })).toEqual({
      kind: 'product',
      href: 'https://www.babydump.be/box',
      shopName: 'Baby-Dump',
    })
    expect(shopLink({ ...product, shopName: '  ', productUrl: 'https://www.babydump.be/box' })).toEqual({
      kind: 'product',
      href: 'https://www.babydump.be/box',
      shopName: null,
    })
  })

  it("gives the shop's name alone without any link, and nothing without name or link", () => {
    expect(shopLink(product)).toEqual({ kind: 'name', shopName: 'Baby-Dump' })
    expect(shopLink({ ...product, shopName: null })).toBeNull()
  })

  it('shows no shop for a gift that cannot be bought in a shop (cash only)', () => {
    expect(shopLink({ ...product, shopAllowed: false, productUrl: 'https://www.babydump.be/box' })).toBeNull()
  })

  it('never turns a stored non-web URL into a link', () => {
    expect(shopLink({ ...product, affiliateUrl: 'javascript:alert(1)', productUrl: 'data:text/html,x' })).toEqual({
      kind: 'name',
      shopName: 'Baby-Dump',
    })
  })
})
