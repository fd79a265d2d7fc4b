import { z } from 'zod'
import messages from '@/messages/nl.json'

const v = messages.validation

/** True when a euro amount has at most 2 decimals (design.md: JSON prices are numbers with at most 2 decimals). */
function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

/** One line of an order request (spec §3): each chosen part is its own line. Prices in euros. */
export const orderLineSchema = z.object({
  productId: z.number({ error: v.required }).int().positive(),
  productPartId: z.number().int().positive().nullish(),
  price: z
    .number({ error: v.price })
    .nonnegative({ error: v.price })
    .max(1_000_000, { error: v.price })
    .refine(hasAtMostTwoDecimals, { error: v.price }),
  giftMethod: z.enum(['CASH', 'SHOP'], { error: v.required }),
})

/** The order request of spec §3 / §7 POST /orders, shared by the checkout and the REST handler. */
export const orderRequestSchema = z.object({
  listId: z.number({ error: v.required }).int().positive(),
  name: z.string({ error: v.nameRequired }).trim().min(1, { error: v.nameRequired }).max(100, { error: v.nameRequired }),
  email: z.string({ error: v.email }).trim().max(254, { error: v.email }).pipe(z.email({ error: v.email })),
  message: z.string().trim().max(2000).nullish().transform((m) => m ?? ''),
  products: z.array(orderLineSchema, { error: v.productsRequired }).min(1, { error: v.productsRequired }).max(200),
})

export type OrderRequest = z.input<typeof orderRequestSchema>
export type ValidOrderRequest = z.output<typeof orderRequestSchema>
