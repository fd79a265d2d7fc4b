import slugify from 'slugify'

/** Longest base slug: room for a '-NNN' suffix within the 100 characters a slug may have (`getListBySlug`). */
const BASE_MAX = 80
/** Paths under /list/ that are pages of their own: a list may never take them. */
const RESERVED = new Set(['create', 'tempcreate', 'search'])

/**
 * The slug a list's address starts from (docs/decisions/009): the baby's first and last name, lower case, accents
 * folded, anything but letters and digits turned into single hyphens ('Noor Peeters' → 'noor-peeters',
 * 'Zoë Van den Broeck' → 'zoe-van-den-broeck'). A baby without a first name yet is 'baby' and the last name
 * ('baby-peeters'); the slug stays when the name is filled in later (decision 041). Names with no Latin letter or digit
 * at all give 'lijst'.
 */
export function baseSlug(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'baby'
  const slug = slugify(`${first} ${lastName}`, { lower: true, strict: true, locale: 'nl', trim: true })
    .replace(/-+/g, '-')
    .slice(0, BASE_MAX)
    .replace(/^-+|-+$/g, '')
  return slug && !RESERVED.has(slug) ? slug : slug ? `${slug}-lijst` : 'lijst'
}

/**
 * The first free slug for `base` given the slugs already taken: `base` itself, then `base-2`, `base-3`, …
 * (spec: 'noor-peeters', then 'noor-peeters-2').
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}

/** Whether a text has the shape of a list's slug ('noor-peeters-2'): what may be looked up as one. */
export function isSlug(slug: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)
}
