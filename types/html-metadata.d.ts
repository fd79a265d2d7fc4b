// html-metadata ships no types: the one function lib/products/link/read.ts uses.
declare module 'html-metadata' {
  /** Every kind of metadata the library reads in `html`, by kind (`general`, `openGraph`, `jsonLd`, `schemaOrg`…). */
  export function loadFromString(html: string): Promise<Record<string, unknown>>
}
