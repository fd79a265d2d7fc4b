import { pageUrl } from '@/lib/mail/html'

/** The address of the page where a giver takes an order back with the link's secret. */
export function takeBackUrl(secret: string): string {
  return pageUrl(`/order/take-back?token=${encodeURIComponent(secret)}`)
}
