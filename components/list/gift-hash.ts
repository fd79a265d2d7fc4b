/** The fragment of a gift's link on its list page: `#geschenk-12` (no element has that id, so nothing scrolls). */
export function giftHash(productId: number): string {
  return `#geschenk-${productId}`
}

/** Matches {@link giftHash}; group 1 is the product id. */
export const GIFT_HASH_PATTERN = /^#geschenk-(\d+)$/
