/** Which of the two partner banners shows (one in even months, the other in odd months). */
export type BannerVariant = 'even' | 'odd'

const monthInBrussels = new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Europe/Brussels' })

/**
 * The partner banner of the month `now` falls in, in Belgium (Europe/Brussels): one image in even months
 * (February, April, …), the other in odd months (January, March, …). Midnight of the 1st in Brussels is the switch,
 * whatever the server's own time zone.
 */
export function bannerVariant(now: Date): BannerVariant {
  return Number(monthInBrussels.format(now)) % 2 === 0 ? 'even' : 'odd'
}

/** The default of `INSURANCE_URL`: the partner's baby-insurance onboarding page. */
export const DEFAULT_INSURANCE_URL = 'https://www.geboortelijst.be/partners/babyverzekering'

/**
 * The link of the partner banner to the partner's baby-insurance onboarding page: `INSURANCE_URL` when it
 * is an http(s) URL, else the default, so a typo in the configuration never produces a broken or unsafe link.
 */
export function insuranceUrl(value: string | undefined = process.env.INSURANCE_URL): string {
  const text = value?.trim()
  if (!text) return DEFAULT_INSURANCE_URL
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : DEFAULT_INSURANCE_URL
  } catch {
    return DEFAULT_INSURANCE_URL
  }
}
