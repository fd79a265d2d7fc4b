import { z } from 'zod'
import { t } from '@/lib/i18n'
import { toCents } from '@/lib/money'
import { GIFT_METHODS, MAX_QUANTITY } from '@/lib/gifts/rules'
import { checkoutEmail, checkoutMessage, checkoutName } from './checkout'

/**
 * The most lines (gifts or parts of gifts) one order may hold: enough for any giver, while one anonymous
 * order with an unverified address can no longer reserve a whole list. The order schema refuses more with a 422.
 */
export const MAX_ORDER_LINES = 20

/** True when a euro amount has at most 2 decimals: exactly what `toCents` accepts, so it cannot throw later. */
function hasAtMostTwoDecimals(value: number): boolean {
  try {
    toCents(value)
    return true
  } catch {
    return false
  }
}

/** Database ids are 32-bit integers: anything larger cannot exist and would overflow the query. */
const id = () =>
  z
    .number({ error: () => t('validation.required') })
    .int()
    .positive()
    .max(2_147_483_647)

const priceError = { error: () => t('validation.price') }
const quantityError = { error: () => t('validation.orderQuantity') }

/** One line of an order request: each chosen part is its own line. Prices in euros. */
export const orderLineSchema = z.object({
  productId: id(),
  productPartId: id().nullish(),
  price: z
    .number(priceError)
    .nonnegative(priceError)
    .max(1_000_000, priceError)
    .refine(hasAtMostTwoDecimals, priceError),
  giftMethod: z.enum(GIFT_METHODS, { error: () => t('validation.required') }),
  /** Units of a whole gift (1 to MAX_QUANTITY, 1 when left out); a part is always 1. `price` is the unit price. */
  quantity: z
    .number(quantityError)
    .int(quantityError)
    .min(1, quantityError)
    .max(MAX_QUANTITY, quantityError)
    .default(1),
})

/**
 * The order request of POST /api/orders (docs/rules.md#orders), shared by the checkout and the REST handler: at least 1 and at
 * most MAX_ORDER_LINES lines ('Je kan hoogstens 20 geschenkjes in één bestelling opnemen. …' under `products`).
 */
export const orderRequestSchema = z.object({
  listId: id(),
  name: checkoutName,
  email: checkoutEmail,
  message: checkoutMessage.nullable().transform((m) => m ?? ''),
  products: z
    .array(orderLineSchema, { error: () => t('validation.productsRequired') })
    .min(1, { error: () => t('validation.productsRequired') })
    .max(MAX_ORDER_LINES, { error: () => t('validation.orderTooManyLines', { max: MAX_ORDER_LINES }) }),
})

export type OrderRequest = z.input<typeof orderRequestSchema>
export type ValidOrderRequest = z.output<typeof orderRequestSchema>

/** The overview's 'Markeer als betaald' button: the parents mark the CASH amount as received, or undo it. */
export const orderPaidSchema = z.object(
  { paid: z.boolean({ error: () => t('validation.paidBoolean') }) },
  { error: () => t('validation.paidBoolean') },
)

/** The overview's 'Bedankt' button: the parents mark that they thanked the giver, or undo it. */
export const orderThankedSchema = z.object(
  { thanked: z.boolean({ error: () => t('validation.thankedBoolean') }) },
  { error: () => t('validation.thankedBoolean') },
)

/**
 * `PATCH /api/orders/{id}`: `paid` (the CASH amount was received) and `thanked` (the parents thanked the giver), each
 * optional, at least one.
 */
export const orderMarksSchema = z
  .object(
    {
      paid: z.boolean({ error: () => t('validation.paidBoolean') }).optional(),
      thanked: z.boolean({ error: () => t('validation.thankedBoolean') }).optional(),
    },
    { error: () => t('validation.orderMarks') },
  )
  .refine((marks) => marks.paid !== undefined || marks.thanked !== undefined, {
    error: () => t('validation.orderMarks'),
  })

/** The query of GET /api/lists/{id}/orders/export: the file format, CSV by default. */
export const orderExportQuerySchema = z.object({
  format: z
    .enum(['csv', 'xlsx'], { error: () => t('ordersExport.formatInvalid') })
    .default('csv')
    .meta({ description: '`csv` (puntkomma’s, UTF-8 met BOM) of `xlsx` (Excel).' }),
})
