// The partner feed importer (decision 013), called as the CLI calls it, on a real
// database: bad rows reported with their line and reasons and skipped, the rest imported, products updated in place
// by (partner, id), products gone from a partner's feed marked unavailable and available again when they come back,
// and list products keeping their link to a catalog product whatever the feed does.
import { describe, expect, it } from 'vitest'
import { addCatalogProduct, searchCatalog } from '@/lib/catalog'
import { FeedFormatError, importCatalog, type BadRow } from '@/lib/catalog/import'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { FEED_HEADER, feedLine, feedText, type FeedRow } from '../fixtures/catalog'

const db = useTestDatabase()

let ids = 0
/** A valid row of partner `partner` (unique partner names per test keep the tests apart). */
const row = (partner: string, data: Partial<FeedRow> = {}): Partial<FeedRow> => {
  const id = data.id ?? `p${++ids}`
  return { id, title: `Product ${id}`, price: '12.50', product_url: `https://shop.example.be/${id}`, partner, ...data }
}
const stored = (partner: string) =>
  db().affiliateProduct.findMany({ where: { affiliate: { name: partner } }, orderBy: { originalProductId: 'asc' } })
const reasons = (bad: BadRow[]) =>
  bad.map((b) => ({ line: b.line, codes: b.problems.map((p) => `${p.code}${p.column ? `:${p.column}` : ''}`) }))

describe('importCatalog: bad rows', () => {
  it('reports each bad row with its line and reasons, skips it and imports the rest', async () => {
    const partner = 'Foutenwinkel'
    const csv =
      FEED_HEADER +
      feedLine(
        row(partner, {
          id: 'ok1',
          title: 'Knuffel',
          description: 'Eerste regel\n\nTweede <b>alinea</b><script>alert(1)</script>',
        }),
      ) + // 2-4
      feedLine(row(partner, { id: 'notitle', title: '' })) + // 5
      '\n' + // 6: empty, skipped silently
      feedLine(row(partner, { id: 'badprice', price: '12.345' })) + // 7
      feedLine(row(partner, { id: 'zero', price: '0' })) + // 8
      feedLine(row(partner, { id: 'text', price: 'gratis', product_url: 'javascript:alert(1)' })) + // 9
      feedLine(row(partner, { id: 'ftp', product_url: 'ftp://shop.example.be/x' })) + // 10
      feedLine(row(partner, { id: 'aff', affiliate_url: 'niet een url' })) + // 11
      feedLine(row(partner, { id: 'img', image_url: 'data:image/png;base64,AAAA' })) + // 12
      feedLine(row(partner, { id: 'long', title: 'x'.repeat(201) })) + // 13
      'extra,columns,here,1,,https://shop.example.be/e,,Foutenwinkel,surplus\n' + // 14
      'too,few\n' + // 15
      feedLine(row(partner, { id: 'nul', title: 'Nul\u0000teken' })) + // 16
      feedLine(row('', { id: 'nopartner' })) + // 17
      feedLine(row(partner, { id: 'ok1', title: 'Dubbel' })) + // 18
      feedLine(
        row(partner, {
          id: 'ok2',
          price: '7,95',
          description: 'Lijn 1\nLijn 2\n\n<3 jaar',
          image_url: '/images/catalog/knuffel.svg',
          affiliate_url: 'https://partner.example.be/c?id=ok2',
        }),
      ) // 19
    const summary = await importCatalog(csv)

    expect(reasons(summary.badRows)).toEqual([
      { line: 5, codes: ['MISSING:title'] },
      { line: 7, codes: ['BAD_PRICE:price'] },
      { line: 8, codes: ['BAD_PRICE:price'] },
      { line: 9, codes: ['BAD_PRICE:price', 'BAD_URL:product_url'] },
      { line: 10, codes: ['BAD_URL:product_url'] },
      { line: 11, codes: ['BAD_URL:affiliate_url'] },
      { line: 12, codes: ['BAD_URL:image_url'] },
      { line: 13, codes: ['TOO_LONG:title'] },
      { line: 14, codes: ['COLUMN_COUNT'] },
      { line: 15, codes: ['COLUMN_COUNT'] },
      { line: 16, codes: ['BAD_CHARACTER:title'] },
      { line: 17, codes: ['MISSING:partner'] },
      { line: 18, codes: ['DUPLICATE_ID:id'] },
    ])
    expect(summary.badRows[0]!.problems[0]!.message).toBe('Kolom title is leeg, maar verplicht.')
    expect(summary.badRows[1]!.problems[0]!.message).toBe(
      'Ongeldige prijs ‘12.345’: De prijs mag hoogstens 2 cijfers na de komma hebben.',
    )
    expect(summary.badRows.at(-1)!.problems[0]!.message).toBe(
      'Product-id ok1 van Foutenwinkel stond al op regel 2; deze regel is overgeslagen.',
    )
    expect(summary).toMatchObject({
      rows: 15,
      created: 2,
      updated: 0,
      skipped: 13,
      markedUnavailable: 0,
      structureBroken: false,
    })

    const [ok1, ok2] = await stored(partner)
    expect(ok1).toMatchObject({
      originalProductId: 'ok1',
      title: 'Knuffel',
      available: true,
      image: null,
      affiliateUrl: null,
    })
    expect(ok1!.description).toBe('Eerste regel\n\nTweede <b>alinea</b>')
    expect(ok2).toMatchObject({
      originalProductId: 'ok2',
      image: '/images/catalog/knuffel.svg',
      affiliateUrl: 'https://partner.example.be/c?id=ok2',
      productUrl: 'https://shop.example.be/ok2',
    })
    expect(ok2!.price.toString()).toBe('7.95')
    expect(ok2!.description).toBe('<p>Lijn 1<br />Lijn 2</p><p>&lt;3 jaar</p>')
  })

  it('refuses a feed whose header is not the documented one, and writes nothing', async () => {
    const good = feedLine(row('Kopwinkel'))
    const header = FEED_HEADER.trim()
    await expect(importCatalog(`${header},ean\n${good}`)).rejects.toThrow(/Onbekende kolom.*‘ean’|'ean'/)
    await expect(importCatalog(`${header.replace('title', 'titel')}\n${good}`)).rejects.toThrow(FeedFormatError)
    await expect(importCatalog(`${header.replace(',partner', '')}\n${good}`)).rejects.toThrow(/ontbreken.*partner/)
    await expect(importCatalog(`${header},id\n${good}`)).rejects.toThrow(/dubbel/)
    await expect(importCatalog('')).rejects.toThrow(/leeg/)
    expect(await db().affiliate.findUnique({ where: { name: 'Kopwinkel' } })).toBeNull()
  })

  it('reads the header in any order and case, with a BOM and CRLF line ends, and counts lines of quoted line breaks', async () => {
    const partner = 'Volgordewinkel'
    const csv =
      '\ufeffPARTNER,Price,id,title,description,image_url,product_url,affiliate_url\r\n' +
      `${partner},"1,50",a,"Titel A","Twee\r\nregels",,https://shop.example.be/a,\r\n` + // 2-3
      `${partner},x,b,Titel B,,,https://shop.example.be/b,\r\n` + // 4
      `${partner},3,c,Titel C,,,https://shop.example.be/c,\r\n` // 5
    const summary = await importCatalog(csv)
    expect(reasons(summary.badRows)).toEqual([{ line: 4, codes: ['BAD_PRICE:price'] }])
    expect((await stored(partner)).map((p) => [p.originalProductId, p.price.toString()])).toEqual([
      ['a', '1.5'],
      ['c', '3'],
    ])
  })

  it('reads a stream of bytes whose chunks split a character and a CRLF line end', async () => {
    const partner = 'Stroomwinkel'
    const bytes = Buffer.from(
      feedText([row(partner, { id: 'a', title: 'Crème' }), row(partner, { id: 'b', price: 'x' })]).replace(
        /\n/g,
        '\r\n',
      ),
    )
    const e = bytes.indexOf(Buffer.from('è'))
    const cr = bytes.indexOf('\r\n', e)
    const summary = await importCatalog([
      bytes.subarray(0, e + 1),
      bytes.subarray(e + 1, cr + 1),
      bytes.subarray(cr + 1),
    ])
    expect(reasons(summary.badRows)).toEqual([{ line: 3, codes: ['BAD_PRICE:price'] }])
    expect((await stored(partner)).map((p) => p.title)).toEqual(['Crème'])
  })

  it('reports a quote left open at its line, and then marks nothing unavailable (the rows after it were not read)', async () => {
    const partner = 'Aanhalingswinkel'
    await importCatalog(feedText([row(partner, { id: 'a' }), row(partner, { id: 'b' }), row(partner, { id: 'c' })]))
    const summary = await importCatalog(
      FEED_HEADER +
        feedLine(row(partner, { id: 'a' })) +
        `b,"Open aanhalingsteken,,1,,https://shop.example.be/b,,${partner}\n` +
        feedLine(row(partner, { id: 'c' })),
    )
    expect(reasons(summary.badRows)).toEqual([{ line: 3, codes: ['CSV'] }])
    expect(summary).toMatchObject({ structureBroken: true, markedUnavailable: 0 })
    expect((await stored(partner)).every((p) => p.available)).toBe(true)
  })
})

describe('importCatalog: a partner feed over time', () => {
  it('updates products in place by (partner, id), marks the ones gone unavailable and makes them available again', async () => {
    const partner = 'Tijdwinkel'
    const other = 'Anderewinkel'
    const first = await importCatalog(
      feedText([
        row(partner, { id: 'a', title: 'Slaapzak' }),
        row(partner, { id: 'b' }),
        row(partner, { id: 'c' }),
        row(other, { id: 'a' }),
      ]),
    )
    expect(first).toMatchObject({ created: 4, updated: 0, markedUnavailable: 0 })
    expect(first.partners.map((p) => p.name)).toEqual([partner, other])
    const before = await stored(partner)

    // The next feed of Tijdwinkel only: 'a' with a new title and price, 'b' gone, 'c' the same, 'd' new.
    const second = await importCatalog(
      feedText([
        row(partner, { id: 'a', title: 'Slaapzak Ster', price: '29.99' }),
        row(partner, { id: 'c' }),
        row(partner, { id: 'd' }),
      ]),
    )
    expect(second).toMatchObject({ rows: 3, created: 1, updated: 2, markedUnavailable: 1 })
    const after = await stored(partner)
    expect(after.map((p) => [p.id, p.originalProductId, p.available])).toEqual([
      [before[0]!.id, 'a', true],
      [before[1]!.id, 'b', false],
      [before[2]!.id, 'c', true],
      [expect.any(Number), 'd', true],
    ])
    expect(after[0]).toMatchObject({ title: 'Slaapzak Ster', searchTitle: 'slaapzak ster' })
    expect(after[0]!.price.toString()).toBe('29.99')
    // Another partner's products are not this feed's business.
    expect((await stored(other)).map((p) => p.available)).toEqual([true])

    const third = await importCatalog(
      feedText([
        row(partner, { id: 'a' }),
        row(partner, { id: 'b' }),
        row(partner, { id: 'c' }),
        row(partner, { id: 'd' }),
      ]),
    )
    expect(third).toMatchObject({ created: 0, updated: 4, markedUnavailable: 0 })
    expect((await stored(partner)).map((p) => p.available)).toEqual([true, true, true, true])
  })

  it('keeps a product whose row is bad this time as it was, available, and not updated', async () => {
    const partner = 'Glitchwinkel'
    await importCatalog(feedText([row(partner, { id: 'a', title: 'Origineel' }), row(partner, { id: 'b' })]))
    const summary = await importCatalog(
      feedText([row(partner, { id: 'a', title: 'Nieuw', price: 'fout' }), row(partner, { id: 'b' })]),
    )
    expect(summary).toMatchObject({ skipped: 1, updated: 1, markedUnavailable: 0 })
    expect((await stored(partner)).map((p) => [p.title, p.available])).toEqual([
      ['Origineel', true],
      ['Product b', true],
    ])
  })

  it('does not take a partner named only by bad rows as the feed’s partner: its products stay available', async () => {
    const partner = 'Vreemdewinkel'
    await importCatalog(feedText([row(partner, { id: 'a' }), row(partner, { id: 'b' })]))
    const summary = await importCatalog(
      feedText([row('Eigenwinkel', { id: 'x' }), row(partner, { id: 'a', price: 'fout' })]),
    )
    expect(summary.partners.map((p) => p.name)).toEqual(['Eigenwinkel'])
    expect((await stored(partner)).map((p) => p.available)).toEqual([true, true])
  })

  it('works in batches: a repeated id in a later batch is reported, the first one wins', async () => {
    const partner = 'Batchwinkel'
    const rows = Array.from({ length: 7 }, (_, i) => row(partner, { id: `r${i}`, title: `Rij ${i}` }))
    rows.push(row(partner, { id: 'r1', title: 'Later dubbel' }))
    const progress: number[] = []
    const summary = await importCatalog(feedText(rows), { batchSize: 3, onProgress: (p) => progress.push(p.rows) })
    expect(summary).toMatchObject({ rows: 8, created: 7, skipped: 1 })
    expect(reasons(summary.badRows)).toEqual([{ line: 9, codes: ['DUPLICATE_ID:id'] }])
    expect(summary.badRows[0]!.problems[0]!.message).toMatch(/stond al eerder in het bestand/)
    expect(progress).toEqual([3, 6, 8])
    expect((await stored(partner)).find((p) => p.originalProductId === 'r1')!.title).toBe('Rij 1')
  })

  it('leaves a list product added from the catalog linked, and as the parents added it, when the partner drops or changes it', async () => {
    const partner = 'Lijstwinkel'
    await importCatalog(feedText([row(partner, { id: 'a', title: 'Box', price: '99.00' }), row(partner, { id: 'b' })]))
    const owner = await createUser(db())
    const list = await createList(db(), owner.id)
    const [a] = await stored(partner)
    const product = await addCatalogProduct(
      { id: owner.id, role: 'USER' },
      { listId: list.id, affiliateProductId: a!.id },
    )

    await importCatalog(feedText([row(partner, { id: 'b' })]))
    expect((await stored(partner))[0]).toMatchObject({ id: a!.id, available: false })
    await importCatalog(
      feedText([row(partner, { id: 'a', title: 'Box XL', price: '129.00' }), row(partner, { id: 'b' })]),
    )
    const kept = await db().product.findUniqueOrThrow({ where: { id: product.id } })
    expect(kept).toMatchObject({ affiliateProductId: a!.id, title: 'Box', shopName: partner })
    expect(kept.price.toString()).toBe('99')
  })
})

describe('importCatalog: one product sold by several shops (decision 055)', () => {
  const products = (gtin: string) =>
    db().catalogProduct.findMany({ where: { offers: { some: { gtin } } }, include: { offers: true } })

  it('reads the optional gtin, brand and category columns: a bad GTIN is a bad row, an unknown kind is none', async () => {
    const partner = 'Kolomwinkel'
    const summary = await importCatalog(
      feedText([
        row(partner, { id: 'g13', gtin: '5412345678908', category: 'Op stap' }),
        row(partner, { id: 'g8', gtin: '9638-5074', category: 'op_stap' }),
        row(partner, { id: 'g12', gtin: '036000291452', brand: 'Koeka', category: 'Speelgoed' }),
        row(partner, { id: 'check', gtin: '5412345678901' }),
        row(partner, { id: 'letters', gtin: 'EAN 12345' }),
      ]),
    )
    expect(reasons(summary.badRows)).toEqual([
      { line: 5, codes: ['BAD_GTIN:gtin'] },
      { line: 6, codes: ['BAD_GTIN:gtin'] },
    ])
    expect((await stored(partner)).map((p) => [p.originalProductId, p.gtin, p.brand, p.category])).toEqual([
      ['g12', '00036000291452', 'Koeka', null],
      ['g13', '05412345678908', null, 'OP_STAP'],
      ['g8', '00000096385074', null, 'OP_STAP'],
    ])
  })

  it('imports a feed without the optional columns, grouping its offers by brand and title', async () => {
    const csv =
      'id,title,description,price,image_url,product_url,affiliate_url,partner\n' +
      '1,Slaapzak Ster – Oker,,39.95,,https://a.example.be/1,,Oudewinkel A\n' +
      '2,slaapzak oker ster,,35.00,,https://b.example.be/2,,Oudewinkel B\n'
    expect((await importCatalog(csv)).skipped).toBe(0)
    const [product, ...more] = await db().catalogProduct.findMany({
      where: { groupKey: 'name:oker slaapzak ster' },
      include: { offers: true },
    })
    expect(more).toEqual([])
    expect(product!.offers.map((o) => o.originalProductId).sort()).toEqual(['1', '2'])
    expect([Number(product!.minPrice), Number(product!.maxPrice), product!.offerCount]).toEqual([35, 39.95, 2])
  })

  it('keeps a product while one shop sells it, with that shop’s price; drops it from the finder when none does', async () => {
    const gtin = '04006381333931'
    const offer = (partner: string, price: string) =>
      row(partner, { id: `${partner}-pram`, title: 'Kinderwagen Zeldzaam', gtin, price })
    await importCatalog(feedText([offer('Pramwinkel A', '899.00'), offer('Pramwinkel B', '849.00')]))
    let [product] = await products(gtin)
    expect([product!.offerCount, Number(product!.minPrice), Number(product!.maxPrice), product!.available]).toEqual([
      2,
      849,
      899,
      true,
    ])
    expect((await searchCatalog({ take: 20, skip: 0, searchString: 'kinderwagn zeldzaam' })).total).toBe(1)

    // Shop B's next feed no longer lists it.
    await importCatalog(feedText([row('Pramwinkel B', { id: 'other' })]))
    ;[product] = await products(gtin)
    expect([product!.offerCount, Number(product!.minPrice), Number(product!.maxPrice), product!.available]).toEqual([
      1,
      899,
      899,
      true,
    ])
    const [found] = (await searchCatalog({ take: 20, skip: 0, searchString: 'zeldzaam' })).items
    expect(found!.offers.map((o) => o.affiliate.name)).toEqual(['Pramwinkel A'])

    // Neither lists it: it stays stored (list products may point at its offers) but is never found, not even by a
    // typing error of the word only it had.
    await importCatalog(feedText([row('Pramwinkel A', { id: 'other' })]))
    ;[product] = await products(gtin)
    expect([product!.offerCount, product!.available]).toEqual([0, false])
    expect((await searchCatalog({ take: 20, skip: 0, searchString: 'zeldzaam' })).total).toBe(0)
    expect((await searchCatalog({ take: 20, skip: 0, searchString: 'zeldzam' })).total).toBe(0)
    expect(await db().catalogWord.findUnique({ where: { word: 'zeldzaam' } })).toBeNull()
  })

  it('moves an offer whose GTIN changes to its new product and deletes the product left without offers', async () => {
    const partner = 'Codewinkel'
    await importCatalog(feedText([row(partner, { id: 'bib', title: 'Slabbetje', gtin: '5012345678900' })]))
    const before = await products('05012345678900')
    expect(before).toHaveLength(1)
    await importCatalog(feedText([row(partner, { id: 'bib', title: 'Slabbetje', gtin: '5098765432100' })]))
    expect(await db().catalogProduct.findUnique({ where: { id: before[0]!.id } })).toBeNull()
    expect((await products('05098765432100'))[0]!.offers.map((o) => o.originalProductId)).toEqual(['bib'])
  })
})
