// The text rules (docs/rules.md#texts, decision 024) in the partner feed importer (`npm run catalog:import`, lib/catalog/feed.ts),
// called as the CLI calls it, on a real database: direction controls are stripped and text stored in NFC; a row with
// a control character or Zalgo text, also one written as an HTML reference in the description, is reported with its
// line and skipped, and the stored product it was about keeps its data.
import { describe, expect, it } from 'vitest'
import { importCatalog, type BadRow } from '@/lib/catalog/import'
import { useTestDatabase } from '../support/db'
import { FEED_HEADER, feedLine, feedText, type FeedRow } from '../fixtures/catalog'

const db = useTestDatabase()

const row = (partner: string, data: Partial<FeedRow> & { id: string }): Partial<FeedRow> => ({
  title: `Product ${data.id}`,
  price: '12.50',
  product_url: `https://shop.example.be/${data.id}`,
  partner,
  ...data,
})
const stored = (partner: string) =>
  db().affiliateProduct.findMany({ where: { affiliate: { name: partner } }, orderBy: { originalProductId: 'asc' } })
const reasons = (bad: BadRow[]) =>
  bad.map((b) => ({ line: b.line, codes: b.problems.map((p) => `${p.code}${p.column ? `:${p.column}` : ''}`) }))

/** 1,500 combining marks on one letter, as an attack once sent them. */
const ZALGO = `Z${'\u0336\u0317\u0323\u0300\u035B'.repeat(300)}algo`

describe('importCatalog: the text rules', () => {
  it('reports a row with a refused text by line and column, skips it and imports the rest', async () => {
    const partner = 'Tekenwinkel'
    const csv =
      FEED_HEADER +
      feedLine(row(partner, { id: 'bel', title: 'Knuffel\u0007' })) + // 2
      feedLine(row(partner, { id: 'esc', description: 'Zacht\u001B[2J\nWarm' })) + // 3-4
      feedLine(row(partner, { id: 'zalgo', title: ZALGO })) + // 5
      feedLine(row(partner, { id: 'ref', description: '<p>Zacht &#xD800; en warm</p>' })) + // 6
      feedLine(row(partner, { id: 'refc1', description: '<p>Wis&#x1B;[2J</p>' })) + // 7
      feedLine(row(partner, { id: 'refmarks', description: `<p>e${'&#x336;'.repeat(5)}</p>` })) + // 8
      feedLine(row(`${partner}\u0000`, { id: 'nul' })) + // 9
      feedLine(row(partner, { id: 'c1', title: 'Romper\u0085', description: ZALGO })) + // 10
      feedLine(row(partner, { id: 'ok' })) // 11
    const summary = await importCatalog(csv)

    expect(reasons(summary.badRows)).toEqual([
      { line: 2, codes: ['BAD_CHARACTER:title'] },
      { line: 3, codes: ['BAD_CHARACTER:description'] },
      { line: 5, codes: ['TOO_MANY_MARKS:title'] },
      { line: 6, codes: ['BAD_CHARACTER:description'] },
      { line: 7, codes: ['BAD_CHARACTER:description'] },
      { line: 8, codes: ['TOO_MANY_MARKS:description'] },
      { line: 9, codes: ['BAD_CHARACTER:partner'] },
      { line: 10, codes: ['BAD_CHARACTER:title', 'TOO_MANY_MARKS:description'] },
    ])
    expect(summary.badRows[0]!.problems[0]!.message).toBe(
      'Kolom title bevat een ongeldig teken (bijvoorbeeld NUL of een ander stuurteken).',
    )
    expect(summary.badRows[2]!.problems[0]!.message).toBe(
      'Kolom title heeft te veel accenttekens na elkaar (hoogstens 4 op één letter).',
    )
    expect(summary).toMatchObject({ rows: 9, created: 1, skipped: 8 })
    expect((await stored(partner)).map((p) => p.originalProductId)).toEqual(['ok'])
  })

  it('strips direction controls, stores NFC, keeps the description’s line breaks and tabs and makes other white space one space', async () => {
    const partner = 'Bidiwinkel\u202E'
    const summary = await importCatalog(
      feedText([
        row(partner, {
          id: 'a\u200F',
          title: 'Slaapzak Zoe\u0308\u202Eexe.txt\nmaat 70',
          description: 'Lijn 1\r\nLijn\t2\u2028\u2066Lijn 3\u2069',
        }),
        row(partner, { id: 'b', description: '<p>Voor Zoe&#x308;&#x202E;exe.txt&nbsp;<b>en</b> Noor&rlm;</p>' }),
      ]),
    )
    expect(summary).toMatchObject({ created: 2, skipped: 0 })
    expect(await db().affiliate.findUnique({ where: { name: 'Bidiwinkel' } })).not.toBeNull()
    const [a, b] = await stored('Bidiwinkel')
    expect(a).toMatchObject({
      originalProductId: 'a',
      title: 'Slaapzak Zoëexe.txt maat 70',
      searchTitle: 'slaapzak zoeexe.txt maat 70',
    })
    expect(a!.description).toBe('<p>Lijn 1<br />Lijn\t2<br />Lijn 3</p>')
    expect(b!.description).toBe('<p>Voor Zoëexe.txt\u00a0<b>en</b> Noor</p>')
  })

  it('keeps the stored product as it was when its row is refused for its text this time', async () => {
    const partner = 'Zalgowinkel'
    await importCatalog(feedText([row(partner, { id: 'a', title: 'Origineel', description: 'Mooi' })]))
    // Everything a visitor or the finder sees of it (importRun only marks that this feed still lists it).
    const shown = async () => (await stored(partner)).map(({ importRun: _, ...product }) => product)
    const before = await shown()
    const summary = await importCatalog(
      feedText([row(partner, { id: 'a', title: 'Nieuw', description: `<p>${ZALGO}</p>` })]),
    )
    expect(reasons(summary.badRows)).toEqual([{ line: 2, codes: ['TOO_MANY_MARKS:description'] }])
    expect(summary).toMatchObject({ updated: 0, markedUnavailable: 0 })
    expect(await shown()).toEqual(before)
  })
})
