/** Where a shop gift can be looked at, and how to say it. */
export type ShopLink =
  | { kind: 'affiliate'; href: string; shopName: string | null }
  | { kind: 'product'; href: string; shopName: string | null }
  | { kind: 'name'; shopName: string }

/**
 * The shop of a gift as the drawer, checkout, confirmation and mail show it (docs/rules.md#drawer): the partner's affiliate link when there is one (named by the shop), else the
 * product's own page ('Bekijk in de webshop', so a giver can tell which model to buy), else the shop's name alone.
 * Returns null when there is nothing to show, or for a gift that cannot be bought in a shop (cash only).
 *
 * Only http(s) URLs are returned: a stored `javascript:` URL must never become a link.
 */
export function shopLink(product: {
  shopAllowed?: boolean
  shopName: string | null
  affiliateUrl: string | null
  productUrl?: string | null
}): ShopLink | null {
  if (product.shopAllowed === false) return null
  const shopName = product.shopName?.trim() || null
  if (product.affiliateUrl && isWebUrl(product.affiliateUrl))
    return { kind: 'affiliate', href: product.affiliateUrl, shopName }
  if (product.productUrl && isWebUrl(product.productUrl)) return { kind: 'product', href: product.productUrl, shopName }
  return shopName ? { kind: 'name', shopName } : null
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
