import type { CartProduct } from '@/lib/cart/rules'

/** A product as the drawer shows it: the cart's subset plus the description, which the cart does not store. */
export type DrawerProduct = CartProduct & { description?: string | null }

/**
 * The subset of a product the cart stores. The rules snapshot whatever they get, so passing a full
 * ProductView would put descriptions and other fields in localStorage.
 */
export function toCartProduct(product: CartProduct): CartProduct {
  return {
    id: product.id,
    listId: product.listId,
    title: product.title,
    imageUrl: product.imageUrl,
    price: product.price,
    cashAllowed: product.cashAllowed,
    shopAllowed: product.shopAllowed,
    shopName: product.shopName,
    affiliateUrl: product.affiliateUrl,
    productUrl: product.productUrl ?? null,
    productParts: product.productParts.map((part) => ({
      id: part.id,
      title: part.title,
      price: part.price,
      sold: part.sold,
    })),
    ...(product.fund ? { fund: true } : {}),
    ...(product.quantity === undefined
      ? {}
      : { quantity: product.quantity, givenQuantity: product.givenQuantity ?? 0 }),
  }
}

/** What the drawer needs of a product: the cart subset plus the (sanitized) description. */
export function toDrawerProduct(product: DrawerProduct): DrawerProduct {
  return { ...toCartProduct(product), description: product.description ?? null }
}
