/**
 * The fragment of a gift's link on its list page, `#geschenk-12`, and the id of the gift's card: a shared link or a
 * tap before the page is interactive shows the card under the drawer.
 */
export function giftHash(productId: number): string {
  return `#${giftId(productId)}`
}

/** The id of a gift's card on its list page, `geschenk-12`: the element {@link giftHash} points to. */
export function giftId(productId: number): string {
  return `geschenk-${productId}`
}

/** Matches {@link giftHash}; group 1 is the product id. */
export const GIFT_HASH_PATTERN = /^#geschenk-(\d+)$/
