// The `gtin` package (MIT) ships no types: the functions this project uses.
declare module 'gtin' {
  /** True when the text is a GTIN-8, -12, -13 or -14 with a right check digit. Throws on an empty string. */
  export function isValid(barcode: string): boolean
}
