// Writes the demo catalog the seed imports (decision 013): one CSV feed per partner in prisma/catalog/ and the product
// illustrations in public/images/catalog/. Deterministic: run it again and nothing changes. Its output is committed;
// run it only after changing scripts/demo-catalog/*.  Usage: npx tsx scripts/generate-demo-catalog.ts
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import slugify from 'slugify'
import { stringify } from 'csv-stringify/sync'
import { FEED_COLUMNS, OPTIONAL_FEED_COLUMNS } from '../lib/catalog/feed'
import type { GiftCategory } from '../lib/gifts/categories'
import { centsToDecimalString } from '../lib/money'
import { illustration } from './demo-catalog/images'
import { BASE_PRODUCTS, PARTNERS, type PartnerKey } from './demo-catalog/products'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const feedDir = path.join(root, 'prisma', 'catalog')
const imageDir = path.join(root, 'public', 'images', 'catalog')

/** The list's kind of gift for each illustration category of the demo products (the feeds' `category` column). */
const KIND: Record<string, GiftCategory> = {
  autostoel: 'OP_STAP',
  babyfoon: 'KAMER',
  bad: 'VERZORGING',
  boek: 'SPELEN',
  box: 'KAMER',
  deken: 'SLAPEN',
  draagzak: 'OP_STAP',
  fles: 'VOEDING',
  kinderstoel: 'VOEDING',
  kinderwagen: 'OP_STAP',
  knuffel: 'SPELEN',
  konijn: 'SPELEN',
  luiertas: 'OP_STAP',
  mobiel: 'KAMER',
  nachtlampje: 'KAMER',
  romper: 'KLEDING',
  slaapzak: 'SLAPEN',
  speelgoed: 'SPELEN',
  speelmat: 'SPELEN',
  speen: 'VERZORGING',
  verzorging: 'VERZORGING',
  wieg: 'SLAPEN',
}

/** A made-up EAN-13 in the GS1 range of Belgium (54) with its check digit, as a real feed would carry. */
function ean13(n: number): string {
  const body = `54${String(n).padStart(10, '0')}`
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0)
  return body + ((10 - (sum % 10)) % 10)
}

const slug = (text: string) => slugify(text, { lower: true, strict: true, locale: 'nl' })
const rows = new Map<PartnerKey, Record<string, string>[]>(Object.keys(PARTNERS).map((key) => [key as PartnerKey, []]))
const images = new Map<string, string>()

BASE_PRODUCTS.forEach((base, baseIndex) => {
  const sizes = base.sizes ?? ['']
  let variant = 0
  for (const colour of base.colours) {
    sizes.forEach((size, sizeIndex) => {
      const name = base.name.replace('{kleur}', colour).replace('{maat}', size).replace(/\s+/g, ' ').trim()
      const title = `${base.brand} ${name}`
      const image = `${base.category}-${slug(colour)}`
      images.set(image, illustration(base.category, colour, title))
      const details = [base.name.includes('{kleur}') ? `Kleur: ${colour}.` : '', size ? `Maat: ${size}.` : '']
        .filter(Boolean)
        .join(' ')
      for (const key of base.partners) {
        const partner = PARTNERS[key]
        const sku = `${partner.prefix}-${10000 + baseIndex * 100 + variant}`
        const productUrl = partner.productUrl(slug(title), sku)
        rows.get(key)!.push({
          id: sku,
          title,
          description: details ? `${base.description}\n\n${details}` : base.description,
          price: centsToDecimalString(base.price + sizeIndex * (base.sizeStep ?? 0) + partner.priceDelta),
          image_url: `/images/catalog/${image}.svg`,
          product_url: productUrl,
          affiliate_url: partner.affiliateUrl(productUrl, sku),
          partner: partner.name,
          // Every variant has its barcode, except the books: those three shops sell them as one by brand and title.
          gtin: base.category === 'boek' ? '' : ean13(baseIndex * 100 + variant),
          brand: base.brand,
          category: KIND[base.category] ?? '',
        })
      }
      variant++
    })
  }
})

fs.mkdirSync(feedDir, { recursive: true })
let total = 0
for (const [key, list] of rows) {
  const file = path.join(feedDir, `${key}.csv`)
  fs.writeFileSync(file, stringify(list, { header: true, columns: [...FEED_COLUMNS, ...OPTIONAL_FEED_COLUMNS] }))
  total += list.length
  console.log(`${path.relative(root, file)}: ${list.length} products of ${PARTNERS[key].name}`)
}
fs.rmSync(imageDir, { recursive: true, force: true })
fs.mkdirSync(imageDir, { recursive: true })
for (const [name, svg] of images) fs.writeFileSync(path.join(imageDir, `${name}.svg`), svg)
console.log(`${total} products, ${images.size} illustrations in ${path.relative(root, imageDir)}`)
