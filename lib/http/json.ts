import { fromCents } from '@/lib/money'
import type { ProductView } from '@/lib/products/types'
import type { ProductPreview } from '@/lib/products/link'
import type { OrderView } from '@/lib/orders/types'
import type { OwnerOrderView } from '@/lib/orders/overview-types'
import type { Expect, OrderJson, OwnerOrderJson, ProductJson, ProductPreviewJson, Same } from '@/lib/openapi/responses'

/** A product page's fields as POST /api/products/preview returns them: the price in euro. */
export function productPreviewJson({ priceCents, ...preview }: ProductPreview) {
  return { ...preview, ...(priceCents === undefined ? {} : { price: fromCents(priceCents) }) }
}
type _PreviewJsonMatchesSchema = Expect<Same<ReturnType<typeof productPreviewJson>, ProductPreviewJson>>

/** A product as the REST API returns it: prices as euro numbers with at most 2 decimals. */
export function productJson(p: ProductView) {
  return {
    ...p,
    price: fromCents(p.price),
    givenAmount: fromCents(p.givenAmount),
    productParts: p.productParts.map((part) => ({ ...part, price: fromCents(part.price) })),
  }
}

/** An order as the REST API returns it: prices in euros; the QR code as its payload, not as SVG. */
export function orderJson(o: OrderView) {
  return {
    reference: o.reference,
    name: o.name,
    email: o.email,
    message: o.message,
    createdAt: o.createdAt,
    listId: o.list.id,
    products: o.products.map((line) => ({ ...line, price: fromCents(line.price) })),
    totals: { CASH: fromCents(o.totals.CASH), SHOP: fromCents(o.totals.SHOP) },
    payment: o.payment && {
      iban: o.payment.iban,
      beneficiary: o.payment.beneficiary,
      amount: fromCents(o.payment.amount),
      structuredCommunication: o.payment.structuredCommunication,
      epcPayload: o.payment.epcPayload,
    },
  }
}

/**
 * An order as its list's owner gets it (GET /api/lists/{id}/orders, GET and PATCH /api/orders/{id}):
 * prices in euros; `structuredCommunication` and `paidAt` only for orders with CASH lines; `paid` mirrors the PATCH body.
 */
export function ownerOrderJson(o: OwnerOrderView) {
  return {
    ...o,
    products: o.products.map((line) => ({ ...line, price: fromCents(line.price) })),
    totals: { CASH: fromCents(o.totals.CASH), SHOP: fromCents(o.totals.SHOP) },
    paid: o.paidAt !== null,
    received: fromCents(o.received),
    thanked: o.thankedAt !== null,
  }
}

// The OpenAPI document describes these answers with the schemas of lib/openapi/responses.ts: a field added to,
// dropped from or retyped in a helper or its schema alone fails `npm run typecheck`.
export type JsonHelpersMatchTheirSchemas = [
  Expect<Same<ReturnType<typeof productJson>, ProductJson>>,
  Expect<Same<ReturnType<typeof orderJson>, OrderJson>>,
  Expect<Same<ReturnType<typeof ownerOrderJson>, OwnerOrderJson>>,
]
