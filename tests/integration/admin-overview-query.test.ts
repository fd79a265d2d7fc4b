// The address of an admin overview page (app/admin/overview-query.ts): whatever a hand-edited or hostile
// query holds, the page gets a page to show (never an error, which was a 500 for `?searchString=%00`) or one redirect
// to the last page that is not redirected again. Called as the pages call it, with the users overview's domain
// function, on a real database.
import { beforeAll, describe, expect, it } from 'vitest'
import { readOverview } from '@/app/[locale]/admin/overview-query'
import { adminUsers } from '@/lib/admin'
import { useTestDatabase } from '../support/db'
import { createUser } from '../fixtures/factories'

const db = useTestDatabase()

let actor: { id: number; role: 'ADMIN' }
let everyone: number
beforeAll(async () => {
  actor = { id: (await createUser(db(), { role: 'ADMIN', name: 'Beheerder' })).id, role: 'ADMIN' }
  // 30 accounts named 'Overzicht …': two pages of 25 for one search. No password is needed to list them.
  await db().user.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      name: `Overzicht ${i + 1}`,
      email: `overzicht-${i + 1}@example.be`,
      role: 'USER' as const,
      passwordHash: 'x',
    })),
  })
  everyone = await db().user.count()
})

type Params = Record<string, string | string[] | undefined>
const read = (params: Params) =>
  readOverview('/admin/user', Promise.resolve(params), (paging) => adminUsers(actor, paging))

/** The address `redirect()` sent the page to (Next throws it as an error with the address in its digest). */
async function redirectedTo(params: Params): Promise<string> {
  const error = await read(params).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;/) })
  return (error as { digest: string }).digest.split(';')[2]!
}

describe('readOverview', () => {
  it('shows the first page of everything for a search of only refused characters (?searchString=%00)', async () => {
    for (const searchString of ['\u0000', '\uD800', '\u0000\uDC00 ']) {
      const { page, search } = await read({ searchString })
      expect({ search, total: page.total, skip: page.skip, rows: page.items.length }).toEqual({
        search: '',
        total: everyone,
        skip: 0,
        rows: 25,
      })
    }
  })

  it('searches what can be searched of a term with NUL or a lone surrogate, and starts at its first page', async () => {
    for (const searchString of ['Overzicht\u0000', 'Overzicht\uD800', '\u0000Overzicht', 'Over\u0000zicht 3']) {
      const { page, search } = await read({ searchString, skip: '25' })
      expect(page.skip).toBe(0)
      expect(page.items.every((user) => user.name.startsWith('Overzicht'))).toBe(true)
      expect(search).toBe(searchString.replace(/[\u0000\uD800]/g, ' ').trim())
    }
    expect((await read({ searchString: 'Overzicht\u0000' })).page.total).toBe(30)
  })

  it('cuts a search term that is too long at 200 characters, never in the middle of a character', async () => {
    const cases = [
      'Overzicht '.repeat(1000),
      `${'a'.repeat(199)}👶🏽 en meer`,
      // U+0958 is two characters in NFC: 150 of them are 300 after normalising.
      '\u0958'.repeat(150),
      `${'a'.repeat(300)}\u0000`,
    ]
    for (const searchString of cases) {
      const { page, search } = await read({ searchString, skip: '0' })
      expect(page.skip).toBe(0)
      expect(search.length).toBeLessThanOrEqual(200)
      expect(search).not.toMatch(/\p{Cs}|\u0000/u)
    }
    expect((await read({ searchString: `${'a'.repeat(199)}👶🏽` })).search).toBe('a'.repeat(199))
  })

  it('shows the first page for a skip that is no whole number in range, keeping the search', async () => {
    for (const skip of ['abc', '-25', '1e3', '25.5', '999999999999', '\u0000', ['x', '25']]) {
      const { page, search } = await read({ searchString: 'Overzicht', skip })
      expect({ search, total: page.total, skip: page.skip }).toEqual({ search: 'Overzicht', total: 30, skip: 0 })
    }
    // A repeated parameter counts once, as in the API: its first value.
    expect((await read({ searchString: ['Overzicht', '\u0000'], skip: ['25', 'x'] })).page).toMatchObject({
      total: 30,
      skip: 25,
    })
  })

  it('sends a page past the end to the last page once, with the search as it was searched', async () => {
    const to = await redirectedTo({ searchString: 'Overzicht\u0007', skip: '75' })
    expect(to).toBe('/admin/user?searchString=Overzicht&skip=25')
    const again = new URL(to, 'http://localhost').searchParams
    const { page } = await read(Object.fromEntries(again))
    expect({ skip: page.skip, rows: page.items.length }).toEqual({ skip: 25, rows: 5 })
    // A refused search with a skip past the end is shown from its first page, not redirected.
    expect((await read({ searchString: 'Overzicht\u0000', skip: '75' })).page).toMatchObject({ skip: 0, total: 30 })
  })

  it('still refuses someone who is not an administrator (the page asks loadAdmin first)', async () => {
    const user = { id: (await createUser(db())).id, role: 'USER' as const }
    await expect(
      readOverview('/admin/user', Promise.resolve({ searchString: '\u0000' }), (paging) => adminUsers(user, paging)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})
