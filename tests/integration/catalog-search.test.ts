// The product finder's search (docs/rules.md#product-finder, decisions 013 and 055) on a catalog of 10,000
// generated offers (about 5,000 products, many sold by two or three shops) plus a few written here, imported through
// the real importer: one result per product with its shops, Dutch full-text search with prefixes, accents either
// way, words inside compounds, typing errors, every word required, relevance order, filters, paging edges, and no
// input that breaks the query. The same file runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the
// expected orders below are literal, so both databases must give exactly these results.
import { beforeAll, describe, expect, it } from 'vitest'
import { searchCatalog } from '@/lib/catalog'
import { importCatalog } from '@/lib/catalog/import'
import { groupKey, normaliseGtin } from '@/lib/catalog/groups'
import { foldName } from '@/lib/text/fold'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { FEED_HEADER, feedLine, generatedFeed, generatedRow, type FeedRow } from '../fixtures/catalog'

const db = useTestDatabase()
const GENERATED = 10_000

const shop = (id: string) => ({
  product_url: `https://www.zoekwinkel.be/p/${id}`,
  partner: 'Zoekwinkel',
  price: '19.95',
})
const curated: Partial<FeedRow>[] = [
  { id: 'z1', title: 'Zebrazak Ollie', description: 'Een slaapzak met zebrastrepen.', ...shop('z1') },
  { id: 'z2', title: 'Badcape Wolkje', description: 'Past perfect bij de zebrazak uit dezelfde reeks.', ...shop('z2') },
  {
    id: 'z3',
    title: 'Zebrazak Zebrazak Duo',
    description: 'Twee zebrazakken: de zebrazak voor dag en nacht.',
    ...shop('z3'),
  },
  { id: 'c1', title: 'Crème voor de billetjes', description: 'Beschermt de gevoelige babyhuid.', ...shop('c1') },
  { id: 'c2', title: 'Babycreme zonder parfum', description: 'Voor elke dag.', ...shop('c2') },
  { id: 'c3', title: 'Knuffelbeer Bruno', description: 'De liefste beer van het land.', ...shop('c3') },
  { id: 'c4', title: 'Kussen 50% korting', description: 'Uitverkoop_actie', ...shop('c4') },
  { id: 'c5', title: 'Puzzel drie beren', description: 'Houten puzzel.', ...shop('c5') },
  { id: 'c6', title: 'Opbergmand vilt', description: 'Om speelgoed in op te bergen.', ...shop('c6') },
  { id: 'gone', title: 'Zebrazak Verdwenen', description: 'Niet meer in de feed.', ...shop('gone') },
  { id: 'k1', title: 'Kinderwagen Duo Oker', description: 'Met reiswieg.', ...shop('k1'), price: '899.00' },
  // One pram in two more shops: the same GTIN written as EAN-13 and as GTIN-14, each shop its own title and price.
  {
    id: 'k2',
    title: 'Joolz Day+ kinderwagen oker',
    gtin: '8715688043127',
    category: 'Op stap',
    ...shop('k2'),
    price: '1049.00',
  },
  {
    id: 'BD-k2',
    title: 'JOOLZ DAY PLUS Kinderwagen (oker)',
    gtin: '08715688043127',
    category: 'OP_STAP',
    product_url: 'https://www.babydump.be/k2',
    partner: 'Baby-Dump',
    price: '999.00',
  },
  // No GTIN: one product by brand and title, whatever the case, order and punctuation of its words.
  { id: 'n1', title: 'Nestje Wolk – Salie', brand: 'Lodger', ...shop('n1'), price: '59.00' },
  {
    id: 'BD-n1',
    title: 'LODGER nestje salie wolk',
    product_url: 'https://www.babydump.be/n1',
    partner: 'Baby-Dump',
    price: '54.50',
  },
  { id: 'n2', title: 'Nestje Wolk Oker', brand: 'Lodger', ...shop('n2'), price: '59.00' },
]

/** How many products the generated offers are: one per group key, as the importer keys them. */
const generatedProducts = (count: number) =>
  new Set(
    Array.from({ length: count }, (_, i) => {
      const row = generatedRow(i)
      return groupKey({ gtin: row.gtin ? normaliseGtin(row.gtin) : null, brand: row.brand, title: row.title })
    }),
  ).size
/** The curated rows' products: k2 and BD-k2 are one, n1 and BD-n1 are one, 'gone' is gone. */
const CURATED_PRODUCTS = curated.length - 2 - 1

const search = (searchString: string, take = 20, skip = 0, options = {}) =>
  searchCatalog({ take, skip, searchString }, options)
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title)
const text = (item: { title: string; description: string }) => foldName(`${item.title} ${item.description}`)

beforeAll(async () => {
  const summary = await importCatalog([...generatedFeed(GENERATED)].join('') + curated.map(feedLine).join(''))
  expect(summary).toMatchObject({ rows: GENERATED + curated.length, created: GENERATED + curated.length, skipped: 0 })
  // 'gone' disappears from Zoekwinkel's next feed: it stays in the database, unavailable.
  const next = await importCatalog(
    FEED_HEADER +
      curated
        .filter((row) => row.partner === 'Zoekwinkel' && row.id !== 'gone')
        .map(feedLine)
        .join(''),
  )
  expect(next.markedUnavailable).toBe(1)
}, 240_000)

describe('searchCatalog: matching', () => {
  it("finds 'knuffel' products by a prefix: 'knuff' matches only products with a word starting so", async () => {
    const page = await search('knuff', 100)
    expect(page.total).toBeGreaterThan(100)
    expect(page.items.every((item) => /(^|[^a-z])knuff/.test(text(item)))).toBe(true)
    expect(titles(await search('knuff', 100, 0))).toEqual(titles(page))
    expect((await search('Knuffelbeer')).items.map((i) => i.originalProductId)).toContain('c3')
  })

  it("ignores accents either way and case: 'creme' finds 'Crème …', 'CRÈME' finds 'Babycreme …'", async () => {
    for (const q of ['creme', 'crème', 'CRÈME', 'Crème']) {
      const page = await search(q)
      expect(page.items.map((i) => i.originalProductId).sort(), q).toEqual(['c1', 'c2'])
    }
    expect(titles(await search('billetjes'))).toEqual(['Crème voor de billetjes'])
  })

  it("finds a word inside a compound title ('beer' in 'Knuffelbeer', 'creme' in 'Babycreme')", async () => {
    const page = await search('bruno beer')
    expect(titles(page)).toEqual(['Knuffelbeer Bruno'])
  })

  it("matches a whole word by its Dutch stem, not every word its stem begins: 'beer' finds 'beren', not 'bergen'", async () => {
    const page = await search('beer', 100)
    expect(page.items.every((item) => /beer|beren/.test(text(item)))).toBe(true)
    expect(titles(await search('puzzel beer'))).toEqual(['Puzzel drie beren'])
    expect((await search('opbergmand beer')).total).toBe(0)
    expect(titles(await search('opbergmand berg'))).toEqual(['Opbergmand vilt'])
  })

  it("forgives a typing error in a word of 5 letters or more: 'knuffelbeeer' and 'zebrazk' find them, after exact matches", async () => {
    expect(titles(await search('knuffelbeeer bruno'))).toEqual(['Knuffelbeer Bruno'])
    expect(titles(await search('zebrazk ollie'))).toEqual(['Zebrazak Ollie'])
    // Not for short words, and not for a word that only looks a little like one: 'beer' stays away from 'bergen'.
    expect((await search('opbergmand beer')).total).toBe(0)
    expect((await search('qwxyz')).total).toBe(0)
    // An exact match ranks before one that only resembles.
    const page = await search('zebrazak', 100)
    expect(page.items.slice(0, 3).every((item) => text(item).includes('zebrazak'))).toBe(true)
  })

  it('needs every word: a second word narrows, a word no product has finds nothing', async () => {
    const one = await search('slaapzak')
    const two = await search('slaapzak salie')
    expect(two.total).toBeGreaterThan(0)
    expect(two.total).toBeLessThan(one.total)
    const all = await search('slaapzak salie', 100)
    expect(all.items.every((item) => text(item).includes('slaapzak') && text(item).includes('salie'))).toBe(true)
    expect((await search('slaapzak qwxyzzy')).total).toBe(0)
  })

  it("leaves Dutch stop words out ('de', 'met') and treats a search of stop words only as an empty one", async () => {
    expect(titles(await search('de zebrazak'))).toEqual(titles(await search('zebrazak')))
    expect((await search('de het een')).total).toBe((await search('')).total)
  })

  it('never finds a product its partner no longer lists', async () => {
    const page = await search('zebrazak verdwenen')
    expect(page.total).toBe(0)
    expect((await search('zebrazak', 100)).items.map((i) => i.originalProductId)).not.toContain('gone')
  })
})

describe('searchCatalog: one result per product', () => {
  it('groups the offers of one GTIN, written in any length, with every shop cheapest first', async () => {
    const page = await search('joolz day kinderwagen')
    expect(page.total).toBe(1)
    const [pram] = page.items
    expect(pram!.offers.map((o) => [o.affiliate.name, o.price])).toEqual([
      ['Baby-Dump', 99_900],
      ['Zoekwinkel', 104_900],
    ])
    expect(pram).toMatchObject({ id: pram!.offers[0]!.id, price: 99_900, maxPrice: 104_900, category: 'OP_STAP' })
  })

  it('groups offers without a GTIN by brand and title whatever their case, order and dashes, and no further', async () => {
    const page = await search('nestje')
    expect(page.total).toBe(2)
    const wolk = page.items.find((i) => i.offers.length === 2)!
    expect(wolk.offers.map((o) => o.originalProductId)).toEqual(['BD-n1', 'n1'])
    expect(page.items.find((i) => i.offers.length === 1)!.title).toBe('Nestje Wolk Oker')
  })

  it('finds a product through any of its offers and counts products, not offers, in the generated catalog', async () => {
    const page = await search('knuffel', 100)
    expect(page.items.every((item) => item.offers.length >= 1 && item.offers.length <= 3)).toBe(true)
    expect(page.items.some((item) => item.offers.length > 1)).toBe(true)
    const offers = page.items.flatMap((item) => item.offers.map((o) => o.id))
    expect(new Set(offers).size).toBe(offers.length)
  })
})

describe('searchCatalog: typing errors and word forms', () => {
  it("'kinderwagn' finds the prams, 'knuffels' finds what 'knuffel' finds", async () => {
    const typo = await search('kinderwagn oker', 100)
    expect(typo.total).toBeGreaterThan(1)
    expect(typo.items.every((item) => text(item).includes('kinderwagen'))).toBe(true)
    expect(titles(typo)).toContain('Kinderwagen Duo Oker')
    const plural = await search('knuffels', 100)
    expect(plural.total).toBe((await search('knuffel')).total)
    expect(plural.items.every((item) => text(item).includes('knuffel'))).toBe(true)
  })
})

describe('searchCatalog: filters', () => {
  it('keeps only the kind asked for, with or without words', async () => {
    const opStap = await search('', 100, 0, { category: 'OP_STAP' })
    expect(opStap.total).toBeGreaterThan(100)
    expect(opStap.items.every((item) => item.category === 'OP_STAP')).toBe(true)
    const prams = await search('kinderwagen', 100, 0, { category: 'OP_STAP' })
    expect(prams.total).toBe((await search('kinderwagen')).total - 1) // 'Kinderwagen Duo Oker' has no kind
    expect((await search('knuffel', 20, 0, { category: 'OP_STAP' })).total).toBe(0)
  })

  it('keeps only products whose lowest price is in the band', async () => {
    const page = await search('kinderwagen', 100, 0, { priceBand: 'vanaf-500' })
    expect(page.items.every((item) => item.price >= 50_000)).toBe(true)
    const ids = page.items.flatMap((item) => item.offers.map((offer) => offer.originalProductId))
    expect(ids).toEqual(expect.arrayContaining(['k1', 'k2', 'BD-k2']))
    const cheap = await search('kinderwagen', 100, 0, { priceBand: 'tot-50' })
    expect(cheap.items.every((item) => item.price < 5_000)).toBe(true)
    const bands = await Promise.all(
      (['tot-50', '50-150', '150-500', 'vanaf-500'] as const).map(
        async (priceBand) => (await search('kinderwagen', 1, 0, { priceBand })).total,
      ),
    )
    expect(bands.reduce((a, b) => a + b, 0)).toBe((await search('kinderwagen')).total)
  })
})

describe('searchCatalog: relevance', () => {
  it('puts title matches before description matches, and more matches first', async () => {
    expect((await search('zebrazak')).items.map((i) => i.originalProductId)).toEqual(['z3', 'z1', 'z2'])
  })

  it('orders the same way on every database: title matches, then by title', async () => {
    expect(titles(await search('nachtlampje vos', 6, 4))).toMatchInlineSnapshot(`
      [
        "Koeka Nachtlampje vos nachtblauw",
        "Lässig Nachtlampje vos ecru maxi",
        "Nattou Nachtlampje vos zand maxi",
        "Philips Avent Nachtlampje vos terracotta maxi",
        "Stokke Nachtlampje vos oker 70 cm",
      ]
    `)
  })
})

describe('searchCatalog: operators and punctuation never break the query', () => {
  const nasty = [
    'a & b',
    '!',
    '(',
    ')',
    'knuffel:*',
    "'",
    "''",
    '\\',
    '<->',
    '|',
    '&&',
    '!!knuffel',
    '"',
    '%',
    '_',
    '--',
    '\'; DROP TABLE "AffiliateProduct"; --',
    'knuffel & !beer',
    'knuffel | beer',
    '(knuffel',
    'knuffel)',
    'knuffel:',
    ':*',
    '*',
    '\u0000',
    'knuf\u0000fel',
    '🍼 fles',
    '奶瓶',
    '!'.repeat(200),
    `${'a'.repeat(100)} ${'b'.repeat(100)}`,
    'a b c d e f g h i j k l m n o p',
    '50%',
    'uitverkoop_actie',
    '\ud800',
    'e\u0301',
  ]
  it.each(nasty)('%j gives a page, not an error', async (q) => {
    const page = await search(q)
    expect(page.total).toBeGreaterThanOrEqual(0)
    expect(page.items.length).toBe(Math.min(20, page.total))
  })

  it("reads operators and wildcards as separators: 'knuffel & !beer' searches 'knuffel beer', '50% korting' finds '50% korting'", async () => {
    expect(titles(await search('knuffel & !beer', 50))).toEqual(titles(await search('knuffel beer', 50)))
    expect(titles(await search('50% korting'))).toEqual(['Kussen 50% korting'])
    expect(titles(await search('uitverkoop_actie'))).toEqual(['Kussen 50% korting'])
  })
})

describe('searchCatalog: paging', () => {
  it('an empty search lists every available product by title, 20 at a time', async () => {
    const page = await search('')
    expect(page.total).toBe(generatedProducts(GENERATED) + CURATED_PRODUCTS)
    expect(page.total).toBeLessThan(GENERATED / 1.5)
    expect(page.items).toHaveLength(20)
    const folded = page.items.map((i) => foldName(i.title))
    expect(folded).toEqual([...folded].sort())
  })

  it('pages of 20 put together give the same products, in the same order, as one page of 100', async () => {
    const big = await search('slaapzak', 100, 40)
    const small = []
    for (let skip = 40; skip < 140; skip += 20) small.push(...(await search('slaapzak', 20, skip)).items)
    expect(small.map((i) => i.id)).toEqual(big.items.map((i) => i.id))
    expect(new Set(big.items.map((i) => i.id)).size).toBe(100)
  })

  it('gives a last partial page and an empty page past the end, with the total', async () => {
    const { total } = await search('slaapzak')
    const lastSkip = Math.floor((total - 1) / 20) * 20
    const last = await search('slaapzak', 20, lastSkip)
    expect(last.items).toHaveLength(total - lastSkip)
    expect(last.total).toBe(total)
    const past = await search('slaapzak', 20, lastSkip + 20)
    expect(past).toEqual({ items: [], total, take: 20, skip: lastSkip + 20 })
  })

  it('takes 1 and 100 (the bounds of pagingSchema)', async () => {
    expect((await search('', 1)).items).toHaveLength(1)
    expect((await search('', 100)).items).toHaveLength(100)
  })
})

describe('searchCatalog: the on-list flag', () => {
  it("says per result whether the actor's list has it; without a listId there is no flag", async () => {
    const owner = await createUser(db())
    const list = await createList(db(), owner.id)
    const [bruno] = (await search('knuffelbeer bruno')).items
    await db().product.create({
      data: { listId: list.id, title: 'Knuffelbeer Bruno', price: '19.95', affiliateProductId: bruno!.id },
    })
    const actor = { id: owner.id, role: 'USER' as const }
    const flagged = await search('knuffelbeer', 20, 0, { listId: list.id, actor })
    expect(flagged.items.find((i) => i.id === bruno!.id)?.onList).toBe(true)
    expect(flagged.items.filter((i) => i.onList)).toHaveLength(1)
    expect((await search('knuffelbeer')).items.every((i) => !('onList' in i))).toBe(true)
  })
})
