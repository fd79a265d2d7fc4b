// Privacy choices of a list (decision 040), called as API clients and a browser would, on a real database: unlisted
// and protected lists stay out of the search and the sitemap; a protected list asks for its code on every REST path
// that shows its names, gifts or IBAN or takes an order, and opens for a browser session with the cookie of a right
// code; wrong codes are limited per client and per list; the owner, a manager and an administrator always pass; with
// `ibanPublic` off the IBAN is only on a transfer's confirmation and mail; robots.txt keeps crawlers on public pages.
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getById, PATCH as patchList } from '@/app/api/lists/[id]/route'
import { GET as getBySlug } from '@/app/api/lists/slug/[slug]/route'
import { GET as getListProducts } from '@/app/api/lists/[id]/products/route'
import { POST as access } from '@/app/api/lists/[id]/access/route'
import { POST as search } from '@/app/api/lists/search/route'
import { GET as getProduct } from '@/app/api/products/[id]/route'
import { POST as postOrder } from '@/app/api/orders/route'
import { GET as getOrderByReference } from '@/app/api/orders/reference/[reference]/route'
import robots from '@/app/robots'
import sitemap from '@/app/sitemap'
import { GUESSES_PER_CLIENT, GUESSES_PER_LIST } from '@/lib/lists/access'
import { getListPage } from '@/lib/lists'
import { call, expectError, nextIp, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { waitForMails } from '../support/outbox'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'geheim123'
const CODE = 'Zon-Maan-42'

interface Account {
  id: number
  email: string
  token: string
}
async function account(options: { role?: 'USER' | 'ADMIN'; confirmed?: boolean } = {}): Promise<Account> {
  const user = await createUser(db(), { password: PASSWORD, ...options })
  return { id: user.id, email: user.email, token: await tokenFor(user.email, PASSWORD) }
}

type ListOptions = Parameters<typeof createList>[2]
/** A list with a unique baby's name (so searches find only it) and one gift. */
async function listOf(owner: Account, options: ListOptions = {}) {
  const firstName = `Vis${Math.random().toString(36).slice(2, 8)}`
  const list = await createList(db(), owner.id, { firstName, ...options })
  const gift = await createProduct(db(), list.id, { title: `Rammelaar van ${firstName}`, price: 1500 })
  return { ...list, gift }
}

const readById = (id: number, options: { token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
  call(getById, `/api/lists/${id}`, { ...options, params: { id: String(id) } })
const readProducts = (id: number, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(getListProducts, `/api/lists/${id}/products`, { ...options, params: { id: String(id) } })
const tryCode = (id: number, code: unknown, ip?: string) =>
  call(access, `/api/lists/${id}/access`, { body: { code }, ip, params: { id: String(id) } })
const searchFor = async (babyName: string, parentName = 'Sofie') => {
  const res = await call(search, '/api/lists/search', { body: { babyName, parentName } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { url: string }[]).map((r) => r.url)
}
/** The `name=value` of a Set-Cookie answer, to send back as a browser would. */
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]
const orderBody = (list: { id: number; gift: { id: number } }, giftMethod: 'CASH' | 'SHOP' = 'SHOP') => ({
  listId: list.id,
  name: 'Tante Mieke',
  email: `mieke-${Math.random().toString(36).slice(2, 8)}@example.be`,
  message: 'Proficiat!',
  products: [{ productId: list.gift.id, price: 15, giftMethod }],
})

describe('who finds a list', () => {
  let owner: Account

  beforeAll(async () => {
    owner = await account()
  })

  it('the search shows a public list, never an unlisted or a protected one', async () => {
    const shown = await listOf(owner)
    const unlisted = await listOf(owner, { visibility: 'UNLISTED' })
    const hidden = await listOf(owner, { visibility: 'PROTECTED', accessCode: CODE })
    expect(await searchFor(shown.firstName)).toEqual([shown.url])
    expect(await searchFor(unlisted.firstName)).toEqual([])
    expect(await searchFor(hidden.firstName)).toEqual([])

    // Made public again by its parents, it is found at once.
    const res = await call(patchList, `/api/lists/${unlisted.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { visibility: 'PUBLIC' },
      params: { id: String(unlisted.id) },
    })
    expect(res.status).toBe(200)
    expect(await searchFor(unlisted.firstName)).toEqual([unlisted.url])
  })

  it('an unlisted list opens by its link: its page and REST answer are served without a code, and marked not indexable', async () => {
    const unlisted = await listOf(owner, { visibility: 'UNLISTED' })
    const res = await readById(unlisted.id)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: unlisted.id, visibility: 'UNLISTED', iban: 'BE71096123456769' })
    expect((await readProducts(unlisted.id)).status).toBe(200)
    expect(await getListPage(unlisted.url)).toMatchObject({ active: true, indexable: false })
  })

  it('the sitemap names the public, active lists only; robots.txt keeps crawlers off the private pages', async () => {
    const previous = process.env.NEXTAUTH_URL
    process.env.NEXTAUTH_URL = 'https://geboortelijst.example.be/'
    try {
      const shown = await listOf(owner)
      const unlisted = await listOf(owner, { visibility: 'UNLISTED' })
      const hidden = await listOf(owner, { visibility: 'PROTECTED', accessCode: CODE })
      const waiting = await listOf(owner, { reviewStatus: 'PENDING' })
      const inactive = await listOf(await account({ confirmed: false }))
      const entries = await sitemap()
      const urls = entries.map((entry) => entry.url)
      expect(urls).toContain(`https://geboortelijst.example.be/list/${shown.url}`)
      // The French page too, each naming the other as its alternate.
      expect(entries.find((entry) => entry.url === `https://geboortelijst.example.be/fr/list/${shown.url}`)).toEqual({
        url: `https://geboortelijst.example.be/fr/list/${shown.url}`,
        lastModified: expect.any(Date),
        alternates: {
          languages: {
            'nl-BE': `https://geboortelijst.example.be/list/${shown.url}`,
            'fr-BE': `https://geboortelijst.example.be/fr/list/${shown.url}`,
          },
        },
      })
      expect(urls).toContain('https://geboortelijst.example.be/fr/site/faq')
      expect(urls).toEqual(
        expect.arrayContaining([
          'https://geboortelijst.example.be/site/index',
          'https://geboortelijst.example.be/list/search',
          'https://geboortelijst.example.be/site/faq',
        ]),
      )
      for (const list of [unlisted, hidden, waiting, inactive])
        for (const prefix of ['', '/fr'])
          expect(urls).not.toContain(`https://geboortelijst.example.be${prefix}/list/${list.url}`)
      expect(urls.every((url) => !/\/(api|admin|user)\/|\/(settings|products|orders|checkout)$/.test(url))).toBe(true)
      expect(await getListPage(shown.url)).toMatchObject({ indexable: true })
      for (const list of [hidden, waiting, inactive]) expect((await getListPage(list.url)).indexable).toBe(false)

      const rules = robots()
      expect(rules.sitemap).toBe('https://geboortelijst.example.be/sitemap.xml')
      expect(rules.rules).toEqual({
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/admin/',
          '/user/',
          '/list/create',
          '/list/tempcreate',
          '/list/*/settings',
          '/list/*/products',
          '/list/*/product/',
          '/list/*/orders',
          '/list/*/checkout',
          '/list/*/order/',
          '/fr/admin/',
          '/fr/user/',
          '/fr/list/create',
          '/fr/list/tempcreate',
          '/fr/list/*/settings',
          '/fr/list/*/products',
          '/fr/list/*/product/',
          '/fr/list/*/orders',
          '/fr/list/*/checkout',
          '/fr/list/*/order/',
        ],
      })
    } finally {
      if (previous === undefined) delete process.env.NEXTAUTH_URL
      else process.env.NEXTAUTH_URL = previous
    }
  })
})

describe('a protected list', () => {
  let owner: Account
  let manager: Account
  let admin: Account
  let stranger: Account
  let list: Awaited<ReturnType<typeof listOf>>

  beforeAll(async () => {
    ;[owner, manager, admin, stranger] = [
      await account(),
      await account(),
      await account({ role: 'ADMIN' }),
      await account(),
    ]
    list = await listOf(owner, { visibility: 'PROTECTED', accessCode: CODE })
    await db().listManager.create({ data: { listId: list.id, userId: manager.id } })
  })

  it('asks for its code on GET /api/lists/{id} and /slug/{slug}: 403 LIST_CODE_REQUIRED, LIST_CODE_WRONG for a wrong one', async () => {
    await expectError(await readById(list.id), 403, 'LIST_CODE_REQUIRED')
    await expectError(await readById(list.id, { token: stranger.token }), 403, 'LIST_CODE_REQUIRED')
    await expectError(
      await call(getBySlug, `/api/lists/slug/${list.url}`, { params: { slug: list.url } }),
      403,
      'LIST_CODE_REQUIRED',
    )
    const wrong = await expectError(
      await readById(list.id, { headers: { 'X-List-Code': 'Zon-Maan-43' } }),
      403,
      'LIST_CODE_WRONG',
    )
    expect(wrong.error.message).toContain('code klopt niet')

    // The right code in the header, typed as a phone would: without hyphens, in lower case.
    const res = await readById(list.id, { headers: { 'X-List-Code': ' zon maan42 ' } })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ id: list.id, firstName: list.firstName, visibility: 'PROTECTED' })
    expect(body).not.toHaveProperty('accessCode')
    expect(body).not.toHaveProperty('userId')
  })

  it('its owner, a manager and an administrator read it without the code; only they see the code', async () => {
    for (const who of [owner, manager, admin]) {
      const res = await readById(list.id, { token: who.token })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ id: list.id, accessCode: CODE, userId: owner.id })
      expect((await readProducts(list.id, { token: who.token })).status).toBe(200)
    }
  })

  it('keeps its gifts behind the code: the list of gifts and one gift by id', async () => {
    await expectError(await readProducts(list.id), 403, 'LIST_CODE_REQUIRED')
    await expectError(
      await call(getProduct, `/api/products/${list.gift.id}`, { params: { id: String(list.gift.id) } }),
      403,
      'LIST_CODE_REQUIRED',
    )
    const res = await readProducts(list.id, { headers: { 'X-List-Code': CODE } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { id: number }[]).map((p) => p.id)).toEqual([list.gift.id])
  })

  it('takes an order only with its code, and the giver reads the confirmation by its reference alone', async () => {
    const before = await db().order.count({ where: { listId: list.id } })
    await expectError(await call(postOrder, '/api/orders', { body: orderBody(list) }), 403, 'LIST_CODE_REQUIRED')
    await expectError(
      await call(postOrder, '/api/orders', { body: orderBody(list), headers: { 'X-List-Code': 'fout' } }),
      403,
      'LIST_CODE_WRONG',
    )
    expect(await db().order.count({ where: { listId: list.id } })).toBe(before)
    expect(await db().product.findUniqueOrThrow({ where: { id: list.gift.id } })).toMatchObject({ sold: false })

    const placed = await call(postOrder, '/api/orders', { body: orderBody(list), headers: { 'X-List-Code': CODE } })
    expect(placed.status).toBe(201)
    const { reference } = (await placed.json()) as { reference: string }
    // The reference is as unguessable as a code, and the giver may open the mail's link on another device.
    const confirmation = await call(getOrderByReference, `/api/orders/reference/${reference}`, {
      params: { reference },
    })
    expect(confirmation.status).toBe(200)
  })

  it('opens for a browser session with the cookie of a right code, and closes again when the parents change the code', async () => {
    const other = await listOf(owner, { visibility: 'PROTECTED', accessCode: 'ander-geheim' })
    await expectError(await tryCode(list.id, 'Zon-Maan-41'), 403, 'LIST_CODE_WRONG')
    await expectError(await tryCode(list.id, ''), 422, 'VALIDATION')

    const opened = await tryCode(list.id, 'ZON-MAAN-42')
    expect(opened.status).toBe(204)
    const setCookie = opened.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^geboortelijst\\.lijstcode-${list.id}=[A-Za-z0-9_-]{43};`))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=lax/i)
    // A session cookie: no expiry, it ends with the browser session.
    expect(setCookie).not.toMatch(/Expires|Max-Age/i)
    expect(setCookie).not.toContain(CODE)
    const cookie = cookieOf(opened)

    expect((await readById(list.id, { headers: { cookie } })).status).toBe(200)
    expect((await readProducts(list.id, { headers: { cookie } })).status).toBe(200)
    expect(
      (
        await call(postOrder, '/api/orders', {
          body: orderBody({ ...list, gift: await createProduct(db(), list.id, { price: 1500 }) }),
          headers: { cookie },
        })
      ).status,
    ).toBe(201)
    // The cookie opens this list only: not another protected list, not under another list's name.
    await expectError(await readById(other.id, { headers: { cookie } }), 403, 'LIST_CODE_REQUIRED')
    await expectError(
      await readById(other.id, {
        headers: { cookie: cookie.replace(`lijstcode-${list.id}=`, `lijstcode-${other.id}=`) },
      }),
      403,
      'LIST_CODE_REQUIRED',
    )
    await expectError(
      await readById(list.id, { headers: { cookie: `${cookie.slice(0, -2)}xx` } }),
      403,
      'LIST_CODE_REQUIRED',
    )

    const changed = await call(patchList, `/api/lists/${list.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { accessCode: 'Nieuwe-Code-7' },
      params: { id: String(list.id) },
    })
    expect(changed.status).toBe(200)
    await expectError(await readById(list.id, { headers: { cookie } }), 403, 'LIST_CODE_REQUIRED')
    expect((await readById(list.id, { headers: { 'X-List-Code': 'nieuwe-code-7' } })).status).toBe(200)
    await db().list.update({ where: { id: list.id }, data: { accessCode: CODE } })
  })

  it('answers POST /api/lists/{id}/access of a list that is not protected with 204 and no cookie, and 404 for an unknown one', async () => {
    const open = await listOf(owner)
    const res = await tryCode(open.id, 'wat-dan-ook')
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toBeNull()
    await expectError(await tryCode(2_000_000_000, CODE), 404, 'NOT_FOUND')
    // A protected list of an owner who never confirmed the address is unknown to strangers, code or not.
    const inactive = await listOf(await account({ confirmed: false }), { visibility: 'PROTECTED', accessCode: CODE })
    await expectError(await tryCode(inactive.id, CODE), 404, 'NOT_FOUND')
  })
})

describe('guessing a list code', () => {
  let owner: Account

  beforeAll(async () => {
    owner = await account()
  })

  it(`stops a client after ${GUESSES_PER_CLIENT.points} wrong codes with a Dutch 429, also for the right code; others go on`, async () => {
    const list = await listOf(owner, { visibility: 'PROTECTED', accessCode: CODE })
    const ip = nextIp()
    // A family member's typos: the right code after a few wrong ones still opens, and is not counted.
    for (let i = 0; i < 3; i++) await expectError(await tryCode(list.id, `typo-${i}`, ip), 403, 'LIST_CODE_WRONG')
    for (let i = 0; i < 5; i++) expect((await tryCode(list.id, CODE, ip)).status).toBe(204)
    for (let i = 3; i < GUESSES_PER_CLIENT.points; i++) {
      // Wrong codes in the header count as tries as well.
      const res =
        i % 2
          ? await tryCode(list.id, `gok-${i}`, ip)
          : await readById(list.id, { ip, headers: { 'X-List-Code': `gok-${i}` } })
      await expectError(res, 403, 'LIST_CODE_WRONG')
    }
    const limited = await expectError(await tryCode(list.id, 'nog-een-gok', ip), 429, 'RATE_LIMITED')
    expect(limited.error.message).toMatch(/^Te veel foute codes geprobeerd\. Probeer het over \d+ minuten opnieuw\.$/)
    expect(limited.error.details?.retryAfter).toBeGreaterThan(0)
    await expectError(await tryCode(list.id, CODE, ip), 429, 'RATE_LIMITED')
    await expectError(await readById(list.id, { ip, headers: { 'X-List-Code': CODE } }), 429, 'RATE_LIMITED')
    // Another client is not held by it.
    expect((await tryCode(list.id, CODE)).status).toBe(204)
  })

  it(`stops guessing one list from many addresses after ${GUESSES_PER_LIST.points} wrong codes; other lists and opened browsers go on`, async () => {
    const list = await listOf(owner, { visibility: 'PROTECTED', accessCode: CODE })
    const other = await listOf(owner, { visibility: 'PROTECTED', accessCode: CODE })
    const cookie = cookieOf(await tryCode(list.id, CODE))
    for (let i = 0; i < GUESSES_PER_LIST.points; i++)
      await expectError(await tryCode(list.id, `gok-${i}`), 403, 'LIST_CODE_WRONG')
    const limited = await expectError(await tryCode(list.id, CODE), 429, 'RATE_LIMITED')
    expect(limited.error.message).toMatch(/^Te veel foute codes geprobeerd/)
    await expectError(
      await call(postOrder, '/api/orders', { body: orderBody(list), headers: { 'X-List-Code': CODE } }),
      429,
      'RATE_LIMITED',
    )
    // A browser that opened the list before keeps it; another list is not touched.
    expect((await readById(list.id, { headers: { cookie } })).status).toBe(200)
    expect((await tryCode(other.id, CODE)).status).toBe(204)
  })
})

describe('the IBAN only for who transfers', () => {
  let owner: Account

  beforeAll(async () => {
    owner = await account()
  })

  it('with ibanPublic off, strangers get no IBAN from the REST list; the owner does; a CASH order shows it and mails it', async () => {
    const list = await listOf(owner, { ibanPublic: false, iban: 'BE68539007547034' })
    const res = await readById(list.id)
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ ibanPublic: false })
    expect(body).not.toHaveProperty('iban')
    expect(JSON.stringify(body)).not.toContain('539007547034')
    const bySlug = await call(getBySlug, `/api/lists/slug/${list.url}`, { params: { slug: list.url } })
    expect(await bySlug.json()).not.toHaveProperty('iban')
    expect(await (await readById(list.id, { token: owner.token })).json()).toMatchObject({
      iban: 'BE68539007547034',
      ibanPublic: false,
    })

    const order = orderBody(list, 'CASH')
    const placed = await call(postOrder, '/api/orders', { body: order })
    expect(placed.status).toBe(201)
    const { reference } = (await placed.json()) as { reference: string }
    const confirmation = await call(getOrderByReference, `/api/orders/reference/${reference}`, {
      params: { reference },
    })
    expect(await confirmation.json()).toMatchObject({ payment: { iban: 'BE68539007547034' } })
    await waitForMails(order.email, /BE68 5390 0754 7034/)
  })

  it('the parents switch it in the settings: PATCH ibanPublic, and a protected list needs its code of 4 to 32 characters', async () => {
    const list = await listOf(owner)
    const patch = (body: unknown) =>
      call(patchList, `/api/lists/${list.id}`, {
        method: 'PATCH',
        token: owner.token,
        body,
        params: { id: String(list.id) },
      })
    const needsCode = await expectError(await patch({ visibility: 'PROTECTED' }), 422, 'VALIDATION')
    expect(needsCode.error.details?.fields?.accessCode).toBe('Kies een lijstcode, of klik op ‘Genereer een code’.')
    const short = await expectError(await patch({ visibility: 'PROTECTED', accessCode: 'abc' }), 422, 'VALIDATION')
    expect(short.error.details?.fields?.accessCode).toBe('Een lijstcode heeft 4 tot 32 tekens.')
    await expectError(await patch({ visibility: 'PROTECTED', accessCode: 'x'.repeat(33) }), 422, 'VALIDATION')
    await expectError(await patch({ visibility: 'GEHEIM' }), 422, 'VALIDATION')
    await expectError(await patch({ ibanPublic: 'nee' }), 422, 'VALIDATION')
    expect(await db().list.findUniqueOrThrow({ where: { id: list.id } })).toMatchObject({
      visibility: 'PUBLIC',
      accessCode: null,
      ibanPublic: true,
    })

    const saved = await patch({ visibility: 'PROTECTED', accessCode: '  Noor 2026 ', ibanPublic: false })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ visibility: 'PROTECTED', accessCode: 'Noor 2026', ibanPublic: false })
    // Back to public, the code is kept for a later switch, and the list is found again.
    expect(await (await patch({ visibility: 'PUBLIC' })).json()).toMatchObject({
      visibility: 'PUBLIC',
      accessCode: 'Noor 2026',
    })
    expect(await searchFor(list.firstName)).toEqual([list.url])
  })
})
