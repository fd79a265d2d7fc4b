import type { GiftMethod } from '@/lib/gifts/rules'

/** One line of a placed order. `price` in euro cents: what the line costs, its unit price times `quantity`. */
export interface OrderLineView {
  price: number
  /** Units of the gift given in this line (1 for a part). */
  quantity: number
  giftMethod: GiftMethod
  productPartId: number | null
  /** 'Deel 2' for a part, null for a whole product. */
  productPartTitle: string | null
  product: {
    id: number
    title: string
    imageUrl: string | null
    affiliateUrl: string | null
    shopName: string | null
    productUrl: string | null
  }
}

/** How to pay the CASH lines of an order (docs/rules.md#payments). Amount in euro cents. */
export interface PaymentInstructions {
  /** Electronic format, no spaces. */
  iban: string
  /** Groups of 4: 'BE71 0961 2345 6769'. */
  ibanFormatted: string
  /** The parents' names, as the account holder. */
  beneficiary: string
  amount: number
  /** Belgian structured communication, '+++123/4567/89002+++'. */
  structuredCommunication: string
  /** The EPC QR payload (EPC069-12) a banking app reads; null when the data cannot form one (the text still can). */
  epcPayload: string | null
  /** The EPC QR code as an SVG document; null with `epcPayload`. */
  qrSvg: string | null
}

/** An order as the confirmation page, the mail and `GET /api/orders/reference/{reference}` show it. */
export interface OrderView {
  reference: string
  name: string
  email: string
  message: string
  /** ISO 8601. */
  createdAt: string
  /** `child`: the child as the list names it ('Noor Peeters', or 'Baby van Sofie en Jonas' before it has a name). */
  list: { id: number; url: string; firstName: string; lastName: string; child: string }
  products: OrderLineView[]
  /** Euro cents per gift method. */
  totals: Record<GiftMethod, number>
  /** Present when the order has CASH lines. */
  payment: PaymentInstructions | null
}
