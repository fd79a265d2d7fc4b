// The text rules on product descriptions (docs/rules.md#texts, decision 024; lib/products/sanitize.ts): sanitize-html decodes
// character references, so `&#x202E;`, a run of `&#x301;` or `&#xD800;` become characters only after the zod schema
// ran. Through POST /api/products and PATCH /api/products/{id} as an API client sends them, and through the domain
// function the product form's server action calls, on a real database: refused ones are a 422 on the description
// field, the same answer as any other bad description, and nothing is stored.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postProduct } from '@/app/api/products/route'
import { PATCH as patchRoute } from '@/app/api/products/[id]/route'
import { actionError } from '@/lib/http/action'
import { createProduct } from '@/lib/products/manage'
import { call, expectError, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct as makeProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()

const INVALID = 'Dit veld bevat een ongeldig teken.'
const MARKS = 'Dit veld heeft te veel accenttekens na elkaar.'
const TOO_LONG = 'Dit veld is te lang (maximaal 20000 tekens).'
/** 1,500 combining marks on one letter, written as HTML references (each one passes the schema as plain ASCII). */
const ZALGO_HTML = `<p>Z${'&#x336;&#x317;&#x323;&#x300;&#x35B;'.repeat(300)}algo</p>`

let owner: { id: number; role: 'USER'; token: string }
beforeAll(async () => {
  const user = await createUser(db(), { password: 'geheim123' })
  owner = { id: user.id, role: 'USER', token: await tokenFor(user.email, 'geheim123') }
})

const payload = (listId: number, description: string) => ({
  listId,
  title: 'Babyfoon',
  price: 89.99,
  cashAllowed: true,
  shopAllowed: false,
  description,
})
const post = (body: unknown) => call(postProduct, '/api/products', { body, token: owner.token })
const patch = (id: number, body: unknown) =>
  call(patchRoute, `/api/products/${id}`, { method: 'PATCH', body, token: owner.token, params: { id: String(id) } })

/** The refusal of one field, exactly as parseInput reports a too long description. */
const refusal = (message: string) => ({ code: 'VALIDATION', message, details: { fields: { description: message } } })

describe('POST /api/products: the description after sanitizing', () => {
  it('answers 422 on the description for a control character, a lone surrogate or Zalgo text written as references, and stores nothing', async () => {
    const list = await createList(db(), owner.id)
    // The schema's own refusal of a description, to compare the shape with.
    const tooLong = await expectError(await post(payload(list.id, 'x'.repeat(20_001))), 422, 'VALIDATION')
    expect(tooLong.error).toEqual(refusal(TOO_LONG))

    for (const [description, message] of [
      ['<p>Dag&#x1B;[2J</p>', INVALID],
      ['<p>Zacht &#xD800; en warm</p>', INVALID],
      ['<p>&#55296;</p>', INVALID],
      ['<p>Wasbaar&#0;</p>', INVALID],
      ['<a href="https://shop.example.be" title="Kijk&#x7;">winkel</a>', INVALID],
      [ZALGO_HTML, MARKS],
    ] as const) {
      const res = await expectError(await post(payload(list.id, description)), 422, 'VALIDATION')
      expect(res.error, description.slice(0, 40)).toEqual(refusal(message))
    }
    expect(await db().product.count({ where: { listId: list.id } })).toBe(0)
  })

  it('strips a right-to-left override written as a reference and stores the HTML in NFC', async () => {
    const list = await createList(db(), owner.id)
    const res = await post(payload(list.id, '<p>Voor Zoe&#x308;&#x202E;exe.txt <b>en</b>&nbsp;Noor&#8207;</p>'))
    expect(res.status).toBe(201)
    const { id, description } = (await res.json()) as { id: number; description: string }
    expect(description).toBe('<p>Voor Zoëexe.txt <b>en</b>\u00a0Noor</p>')
    expect((await db().product.findUniqueOrThrow({ where: { id } })).description).toBe(description)
  })
})

describe('PATCH /api/products/{id}: the description after sanitizing', () => {
  it('answers 422 on the description and leaves the stored product as it was', async () => {
    const list = await createList(db(), owner.id)
    const product = await makeProduct(db(), list.id, { title: 'Wieg', price: 12000 })
    const before = await db().product.findUniqueOrThrow({ where: { id: product.id } })

    for (const [description, message] of [
      ['<p>&#xdfff</p>', INVALID],
      ['<p>a&#127;</p>', INVALID],
      [ZALGO_HTML, MARKS],
    ] as const) {
      const res = await expectError(await patch(product.id, { title: 'Nieuwe wieg', description }), 422, 'VALIDATION')
      expect(res.error).toEqual(refusal(message))
    }
    expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toEqual(before)
  })

  it('stores a changed description without the override', async () => {
    const list = await createList(db(), owner.id)
    const product = await makeProduct(db(), list.id, { title: 'Wieg', price: 12000 })
    const res = await patch(product.id, { description: '<p>&#x202E;Mooi&#x2069;</p>' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { description: string }).description).toBe('<p>Mooi</p>')
  })
})

describe('the product form (saveProductAction runs createProduct in the action wrapper)', () => {
  it('gets the refusal as a field error on description, as for any other bad description', async () => {
    const list = await createList(db(), owner.id)
    const refused = await createProduct(owner, payload(list.id, '<p>Zacht &#xD800;</p>')).catch(
      (error: unknown) => error,
    )
    expect(actionError(refused)).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        status: 422,
        message: INVALID,
        details: { fields: { description: INVALID } },
        fields: { description: INVALID },
      },
    })
    const zalgo = await createProduct(owner, payload(list.id, ZALGO_HTML)).catch((error: unknown) => error)
    expect(actionError(zalgo)).toMatchObject({ ok: false, error: { fields: { description: MARKS } } })
    expect(await db().product.count({ where: { listId: list.id } })).toBe(0)
  })
})
