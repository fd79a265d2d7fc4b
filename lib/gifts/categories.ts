import type { GiftCategory as StoredCategory } from '@/lib/generated/prisma/enums'

/** The fixed kinds of gifts (the database's `GiftCategory`), in the order the form and the list's filter show them. */
export const GIFT_CATEGORIES = [
  'SLAPEN',
  'VERZORGING',
  'VOEDING',
  'OP_STAP',
  'SPELEN',
  'KLEDING',
  'KAMER',
  'SPAARPOT',
] as const satisfies readonly StoredCategory[]
export type GiftCategory = (typeof GIFT_CATEGORIES)[number]

/**
 * The price bands of the list's filter, by their address-safe names: below € 50, € 50 up to € 150, € 150 up to € 500,
 * € 500 and more (the lower bound belongs to the band).
 */
export const PRICE_BANDS = ['tot-50', '50-150', '150-500', 'vanaf-500'] as const
export type PriceBand = (typeof PRICE_BANDS)[number]

/** The band of a price in euro cents. */
export function priceBand(cents: number): PriceBand {
  if (cents < 5_000) return 'tot-50'
  if (cents < 15_000) return '50-150'
  if (cents < 50_000) return '150-500'
  return 'vanaf-500'
}
