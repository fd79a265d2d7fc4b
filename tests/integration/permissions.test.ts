// The permission matrix (docs/rules.md#permissions): every REST endpoint that reads owner data or changes
// anything, called as an API client would, for anonymous, another user, the list's owner, one of its managers
// (decision 038: the owner's rights except deleting the list and managing managers) and an ADMIN, on a real
// database. A refusal is 401 UNAUTHORIZED (no token), 403 FORBIDDEN (someone else's list) or, where the endpoint hides
// that something exists (a hidden product, README and lib/products/manage.ts `getProduct`), 404 NOT_FOUND; after every
// refusal the whole database and the uploads folder are exactly as before. Bad tokens (tampered, expired, revoked)
// are 401 on every mutating endpoint.
import fs from 'node:fs'
import path from 'node:path'
import { decode, encode } from 'next-auth/jwt'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getLists, POST as postList } from '@/app/api/lists/route'
import { DELETE as deleteList, PATCH as patchList } from '@/app/api/lists/[id]/route'
import { GET as getListOrders } from '@/app/api/lists/[id]/orders/route'
import { GET as getListProducts } from '@/app/api/lists/[id]/products/route'
import { PATCH as reorder } from '@/app/api/lists/[id]/products/order/route'
import { POST as postProduct } from '@/app/api/products/route'
import { DELETE as deleteProduct, GET as getProduct, PATCH as patchProduct } from '@/app/api/products/[id]/route'
import { POST as upload } from '@/app/api/images/upload/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/orders/[id]/route'
import { POST as releaseOrder } from '@/app/api/orders/[id]/release/route'
import { POST as logoutAll } from '@/app/api/auth/logout-all/route'
import { GET as getManagers, POST as inviteManager } from '@/app/api/lists/[id]/managers/route'
import { DELETE as removeManager } from '@/app/api/lists/[id]/managers/[userId]/route'
import { DELETE as withdrawInvitation } from '@/app/api/lists/[id]/invitations/[invitationId]/route'
import { POST as acceptInvitation } from '@/app/api/invitations/[token]/accept/route'
import { hashToken } from '@/lib/auth/tokens'
import { GET as getShare, PATCH as patchShare } from '@/app/api/lists/[id]/share/route'
import { GET as getQrSvg } from '@/app/api/lists/[id]/qr.svg/route'
import { GET as getQrPng } from '@/app/api/lists/[id]/qr.png/route'
import { GET as getCard } from '@/app/api/lists/[id]/card.pdf/route'
import { claimsFor, toSessionUser } from '@/lib/auth/claims'
import { dataDir } from '@/lib/db'
import { uploadImage } from '@/lib/images'
import { placeOrder } from '@/lib/orders'
import { call, tokenFor } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { birthDateDaysAgo } from '../fixtures/dates'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

type Who = 'anonymous' | 'another user' | 'owner' | 'manager' | 'admin'
interface User {
  id: number
  role: 'USER' | 'ADMIN'
  email: string
  token: string
}

async function loggedIn(role: 'USER' | 'ADMIN' = 'USER'): Promise<User> {
  const user = await createUser(db(), { role, password: PASSWORD })
  return { id: user.id, role, email: user.email, token: await tokenFor(user.email, PASSWORD) }
}

let users: Record<Exclude<Who, 'anonymous'>, User>
let png: Buffer

beforeAll(async () => {
  users = {
    'another user': await loggedIn(),
    owner: await loggedIn(),
    manager: await loggedIn(),
    admin: await loggedIn('ADMIN'),
  }
  // The other user keeps a list of their own: owning *a* list must not be enough.
  await createList(db(), users['another user'].id)
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f4c2c2' } })
    .png()
    .toBuffer()
})

const imageForm = (folder: string) => {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png')
  form.set('folder', folder)
  return form
}

/**
 * A fresh list of `owner`, managed beside them by the matrix's manager and by a second manager: a split cash gift
 * (3 parts, one given in a CASH order), a gift with an uploaded image and a hidden gift, at weights 0, 1, 2; and an
 * open invitation to manage it, with the secret of its link.
 */
async function world(owner: User) {
  const list = await createList(db(), owner.id)
  const helper = await createUser(db())
  await db().listManager.createMany({
    data: [
      { listId: list.id, userId: users.manager.id },
      { listId: list.id, userId: helper.id },
    ],
  })
  const secret = `${list.id}`.padStart(43, 'u')
  const invitation = await db().listInvitation.create({
    data: {
      listId: list.id,
      email: `uitgenodigd-${list.id}@example.be`,
      tokenHash: hashToken(secret),
      invitedById: owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  })
  const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3, weight: 0 })
  const { secure_url: image } = await uploadImage(owner, { image: imageForm(list.url).get('image'), folder: list.url })
  const bath = await createProduct(db(), list.id, { title: 'Badje', price: 2450, weight: 1 })
  await db().product.update({ where: { id: bath.id }, data: { imageUrl: image } })
  const hidden = await createProduct(db(), list.id, { title: 'Verrassing', hidden: true, weight: 2 })
  const placed = await placeOrder({
    listId: list.id,
    name: 'Oma Lutgarde',
    email: 'lutgarde@example.be',
    message: 'Proficiat!',
    products: [{ productId: pram.id, productPartId: pram.productParts[0].id, price: 100, giftMethod: 'CASH' }],
  })
  const order = await db().order.findUniqueOrThrow({ where: { reference: placed.reference } })
  return { owner, list, pram, bath, secret: hidden, order, image, helper, invitation, invitationSecret: secret }
}
type World = Awaited<ReturnType<typeof world>>

const uploadsRoot = () => path.join(dataDir(), 'uploads')
const fileOf = (url: string) => path.join(uploadsRoot(), url.replace(/^\/uploads\//, ''))
const uploadedFiles = () =>
  fs.existsSync(uploadsRoot()) ? fs.readdirSync(uploadsRoot(), { recursive: true }).map(String).sort() : []

/** Everything a refused request could have touched: every list, product with its parts and weight, order and file. */
async function everything() {
  return {
    lists: await db().list.findMany({ orderBy: { id: 'asc' } }),
    products: await db().product.findMany({
      orderBy: { id: 'asc' },
      include: { productParts: { orderBy: { position: 'asc' } } },
    }),
    orders: await db().order.findMany({ orderBy: { id: 'asc' }, include: { lines: { orderBy: { id: 'asc' } } } }),
    managers: await db().listManager.findMany({ orderBy: { id: 'asc' } }),
    invitations: await db().listInvitation.findMany({ orderBy: { id: 'asc' } }),
    uploads: await db().upload.findMany({ orderBy: { id: 'asc' } }),
    files: uploadedFiles(),
  }
}

const listForm = {
  firstName: 'Mila',
  lastName: 'Claes',
  parent1FirstName: 'Lotte',
  parent1LastName: 'Claes',
  parent2FirstName: null,
  parent2LastName: null,
  iban: 'BE71 0961 2345 6769',
  birthDate: birthDateDaysAgo(),
  introduction: '',
}
const productForm = (listId: number) => ({
  listId,
  title: 'Babyfoon',
  price: 89.99,
  cashAllowed: true,
  shopAllowed: true,
  shopName: 'Baby-Dump',
})
const id = (n: number) => ({ id: String(n) })

interface Outcome {
  status: number
  code?: string
}
interface Endpoint {
  name: string
  mutates: boolean
  send: (w: World, token?: string) => Promise<Response>
  outcomes: Record<Who, Outcome>
  /** What a success must have done or answered. */
  check: (w: World, res: Response, caller: User | undefined) => Promise<void>
}

const refusedBy = (ok: number): Record<Who, Outcome> => ({
  anonymous: { status: 401, code: 'UNAUTHORIZED' },
  'another user': { status: 403, code: 'FORBIDDEN' },
  owner: { status: ok },
  manager: { status: ok },
  admin: { status: ok },
})
/** What only the owner (and an ADMIN) may do: a manager of the list is refused like anyone else. */
const ownerOnly = (ok: number): Record<Who, Outcome> => ({
  ...refusedBy(ok),
  manager: { status: 403, code: 'FORBIDDEN' },
})

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/lists',
    mutates: true,
    send: (_w, token) => call(postList, '/api/lists', { body: listForm, token }),
    outcomes: { ...refusedBy(201), 'another user': { status: 201 } },
    check: async (_w, res, caller) => {
      const created = await db().list.findUniqueOrThrow({ where: { id: (await json<{ id: number }>(res)).id } })
      expect(created.userId, 'the new list belongs to its caller').toBe(caller?.id)
    },
  },
  {
    name: 'PATCH /api/lists/{id}',
    mutates: true,
    send: (w, token) =>
      call(patchList, `/api/lists/${w.list.id}`, {
        method: 'PATCH',
        body: { lastName: 'Janssens', introduction: 'Gewijzigd' },
        token,
        params: id(w.list.id),
      }),
    outcomes: refusedBy(200),
    check: async (w) => {
      expect(await db().list.findUniqueOrThrow({ where: { id: w.list.id } })).toMatchObject({
        lastName: 'Janssens',
        introduction: 'Gewijzigd',
        url: w.list.url,
      })
    },
  },
  {
    name: 'GET /api/lists/{id}/orders',
    mutates: false,
    send: (w, token) => call(getListOrders, `/api/lists/${w.list.id}/orders`, { token, params: id(w.list.id) }),
    outcomes: refusedBy(200),
    check: async (w, res) => expect((await json<{ id: number }[]>(res)).map((o) => o.id)).toEqual([w.order.id]),
  },
  {
    name: 'GET /api/lists/{id}/products',
    mutates: false,
    send: (w, token) => call(getListProducts, `/api/lists/${w.list.id}/products`, { token, params: id(w.list.id) }),
    outcomes: {
      anonymous: { status: 200 },
      'another user': { status: 200 },
      owner: { status: 200 },
      manager: { status: 200 },
      admin: { status: 200 },
    },
    check: async (w, res, caller) => {
      const ids = (await json<{ id: number }[]>(res)).map((p) => p.id)
      const manages =
        !!caller && (caller.role === 'ADMIN' || caller.id === w.owner.id || caller.id === users.manager.id)
      expect(ids, 'the hidden gift only for the owner, a manager or an admin').toEqual(
        manages ? [w.pram.id, w.bath.id, w.secret.id] : [w.pram.id, w.bath.id],
      )
    },
  },
  {
    name: 'PATCH /api/lists/{id}/products/order',
    mutates: true,
    send: (w, token) =>
      call(reorder, `/api/lists/${w.list.id}/products/order`, {
        method: 'PATCH',
        token,
        params: id(w.list.id),
        body: [
          { productId: w.secret.id, weight: 0 },
          { productId: w.bath.id, weight: 1 },
          { productId: w.pram.id, weight: 2 },
        ],
      }),
    outcomes: refusedBy(200),
    check: async (w, res) => {
      expect((await json<{ id: number }[]>(res)).map((p) => p.id)).toEqual([w.secret.id, w.bath.id, w.pram.id])
      const weights = await db().product.findMany({
        where: { listId: w.list.id },
        orderBy: { weight: 'asc' },
        select: { id: true },
      })
      expect(weights.map((p) => p.id)).toEqual([w.secret.id, w.bath.id, w.pram.id])
    },
  },
  {
    name: 'POST /api/products',
    mutates: true,
    send: (w, token) => call(postProduct, '/api/products', { body: productForm(w.list.id), token }),
    outcomes: refusedBy(201),
    check: async (w, res) => {
      const created = await db().product.findUniqueOrThrow({ where: { id: (await json<{ id: number }>(res)).id } })
      expect(created).toMatchObject({ listId: w.list.id, title: 'Babyfoon', weight: 3 })
    },
  },
  {
    name: 'GET /api/products/{id} (hidden)',
    mutates: false,
    send: (w, token) => call(getProduct, `/api/products/${w.secret.id}`, { token, params: id(w.secret.id) }),
    // Hidden means not there for anyone else, logged in or not (README, getProduct): no 401/403 that would tell.
    outcomes: {
      ...refusedBy(200),
      anonymous: { status: 404, code: 'NOT_FOUND' },
      'another user': { status: 404, code: 'NOT_FOUND' },
    },
    check: async (w, res) =>
      expect(await json(res)).toMatchObject({ id: w.secret.id, hidden: true, title: 'Verrassing' }),
  },
  {
    name: 'PATCH /api/products/{id}',
    mutates: true,
    send: (w, token) =>
      call(patchProduct, `/api/products/${w.bath.id}`, {
        method: 'PATCH',
        body: { title: 'Badje met standaard', hidden: true },
        token,
        params: id(w.bath.id),
      }),
    outcomes: refusedBy(200),
    check: async (w) => {
      expect(await db().product.findUniqueOrThrow({ where: { id: w.bath.id } })).toMatchObject({
        title: 'Badje met standaard',
        hidden: true,
      })
    },
  },
  {
    name: 'DELETE /api/products/{id}',
    mutates: true,
    send: (w, token) =>
      call(deleteProduct, `/api/products/${w.bath.id}`, { method: 'DELETE', token, params: id(w.bath.id) }),
    outcomes: refusedBy(204),
    check: async (w) => {
      expect(await db().product.findUnique({ where: { id: w.bath.id } })).toBeNull()
      expect(fs.existsSync(fileOf(w.image)), 'its uploaded image is deleted with it').toBe(false)
    },
  },
  {
    name: 'POST /api/images/upload',
    mutates: true,
    send: (w, token) => call(upload, '/api/images/upload', { form: imageForm(w.list.url), token }),
    outcomes: refusedBy(201),
    check: async (w, res) => {
      const { secure_url } = await json<{ secure_url: string }>(res)
      expect(secure_url.startsWith(`/uploads/${w.list.url}/`), secure_url).toBe(true)
      expect(fs.existsSync(fileOf(secure_url))).toBe(true)
      // Whoever uploads, the image counts for the list owner's account (decision 035).
      expect((await db().upload.findUniqueOrThrow({ where: { url: secure_url } })).userId).toBe(w.owner.id)
    },
  },
  {
    name: 'GET /api/orders/{id}',
    mutates: false,
    send: (w, token) => call(getOrder, `/api/orders/${w.order.id}`, { token, params: id(w.order.id) }),
    outcomes: refusedBy(200),
    check: async (w, res) =>
      expect(await json(res)).toMatchObject({ id: w.order.id, name: 'Oma Lutgarde', paid: false }),
  },
  {
    name: 'PATCH /api/orders/{id}',
    mutates: true,
    send: (w, token) =>
      call(patchOrder, `/api/orders/${w.order.id}`, {
        method: 'PATCH',
        body: { paid: true },
        token,
        params: id(w.order.id),
      }),
    outcomes: refusedBy(200),
    check: async (w, res) => {
      expect(await json(res)).toMatchObject({ id: w.order.id, paid: true })
      expect((await db().order.findUniqueOrThrow({ where: { id: w.order.id } })).paidAt).toBeInstanceOf(Date)
    },
  },
  {
    name: 'POST /api/orders/{id}/release',
    mutates: true,
    send: (w, token) =>
      call(releaseOrder, `/api/orders/${w.order.id}/release`, { method: 'POST', token, params: id(w.order.id) }),
    outcomes: refusedBy(204),
    check: async (w) => {
      expect(await db().order.findUnique({ where: { id: w.order.id } })).toBeNull()
      expect((await db().productPart.findUniqueOrThrow({ where: { id: w.pram.productParts[0].id } })).sold).toBe(false)
    },
  },
  // The share panel's reads make the short code of an older list (decision 039): counted as changing something.
  {
    name: 'GET /api/lists/{id}/share',
    mutates: true,
    send: (w, token) => call(getShare, `/api/lists/${w.list.id}/share`, { token, params: id(w.list.id) }),
    outcomes: refusedBy(200),
    check: async (w, res) => {
      const { shortCode } = await db().list.findUniqueOrThrow({ where: { id: w.list.id } })
      expect(shortCode).toMatch(/^[2-9a-hjkmnp-tv-z]{8}$/)
      expect(await json(res)).toMatchObject({ listId: w.list.id, slug: w.list.url, shortCode })
    },
  },
  {
    name: 'PATCH /api/lists/{id}/share',
    mutates: true,
    send: (w, token) =>
      call(patchShare, `/api/lists/${w.list.id}/share`, {
        method: 'PATCH',
        body: { cardLine: 'Welkom, kleintje!' },
        token,
        params: id(w.list.id),
      }),
    outcomes: refusedBy(200),
    check: async (w) =>
      expect((await db().list.findUniqueOrThrow({ where: { id: w.list.id } })).cardLine).toBe('Welkom, kleintje!'),
  },
  ...(
    [
      ['qr.svg', getQrSvg, 'image/svg+xml'],
      ['qr.png', getQrPng, 'image/png'],
      ['card.pdf', getCard, 'application/pdf'],
    ] as const
  ).map(([file, route, type]): Endpoint => ({
    name: `GET /api/lists/{id}/${file}`,
    mutates: true,
    send: (w, token) => call(route, `/api/lists/${w.list.id}/${file}`, { token, params: id(w.list.id) }),
    outcomes: refusedBy(200),
    check: async (_w, res) => {
      expect(res.headers.get('content-type')).toBe(type)
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100)
    },
  })),
  {
    name: 'GET /api/lists?userId={owner}',
    mutates: false,
    send: (w, token) => call(getLists, `/api/lists?userId=${w.owner.id}`, { token }),
    // Someone else's lists, also for a manager of one of them.
    outcomes: ownerOnly(200),
    check: async (w, res) => {
      const lists = await json<{ id: number; userId: number }[]>(res)
      expect(lists.map((l) => l.id)).toContain(w.list.id)
      expect(new Set(lists.map((l) => l.userId))).toEqual(new Set([w.owner.id]))
    },
  },
  {
    name: 'GET /api/lists/{id}/managers',
    mutates: false,
    send: (w, token) => call(getManagers, `/api/lists/${w.list.id}/managers`, { token, params: id(w.list.id) }),
    outcomes: ownerOnly(200),
    check: async (w, res) => {
      const body = await json<{ managers: { userId: number }[]; invitations: { id: number }[] }>(res)
      expect(body.managers.map((m) => m.userId)).toEqual([users.manager.id, w.helper.id])
      expect(body.invitations.map((i) => i.id)).toEqual([w.invitation.id])
    },
  },
  {
    name: 'POST /api/lists/{id}/managers',
    mutates: true,
    send: (w, token) =>
      call(inviteManager, `/api/lists/${w.list.id}/managers`, {
        body: { email: 'nieuwe-helper@example.be' },
        token,
        params: id(w.list.id),
      }),
    outcomes: ownerOnly(201),
    check: async (w) => {
      expect(await db().listInvitation.count({ where: { listId: w.list.id, email: 'nieuwe-helper@example.be' } })).toBe(
        1,
      )
      expect(
        await db().outboxMail.count({ where: { kind: 'list-invitation', recipient: 'nieuwe-helper@example.be' } }),
      ).toBeGreaterThan(0)
    },
  },
  {
    name: 'DELETE /api/lists/{id}/managers/{userId} (another manager)',
    mutates: true,
    send: (w, token) =>
      call(removeManager, `/api/lists/${w.list.id}/managers/${w.helper.id}`, {
        method: 'DELETE',
        token,
        params: { id: String(w.list.id), userId: String(w.helper.id) },
      }),
    // A manager may remove themselves (tests/integration/managers.test.ts), not someone else.
    outcomes: ownerOnly(204),
    check: async (w) => {
      expect(await db().listManager.findMany({ where: { listId: w.list.id }, select: { userId: true } })).toEqual([
        { userId: users.manager.id },
      ])
    },
  },
  {
    name: 'DELETE /api/lists/{id}/invitations/{invitationId}',
    mutates: true,
    send: (w, token) =>
      call(withdrawInvitation, `/api/lists/${w.list.id}/invitations/${w.invitation.id}`, {
        method: 'DELETE',
        token,
        params: { id: String(w.list.id), invitationId: String(w.invitation.id) },
      }),
    outcomes: ownerOnly(204),
    check: async (w) => expect(await db().listInvitation.findUnique({ where: { id: w.invitation.id } })).toBeNull(),
  },
  {
    name: 'POST /api/invitations/{token}/accept (for another address)',
    mutates: true,
    send: (w, token) =>
      call(acceptInvitation, `/api/invitations/${w.invitationSecret}/accept`, {
        method: 'POST',
        token,
        params: { token: w.invitationSecret },
      }),
    // Only the account of the invited address accepts (managers.test.ts): for everyone here it is someone else's.
    outcomes: {
      anonymous: { status: 401, code: 'UNAUTHORIZED' },
      'another user': { status: 403, code: 'INVITATION_WRONG_ACCOUNT' },
      owner: { status: 403, code: 'INVITATION_WRONG_ACCOUNT' },
      manager: { status: 403, code: 'INVITATION_WRONG_ACCOUNT' },
      admin: { status: 403, code: 'INVITATION_WRONG_ACCOUNT' },
    },
    check: async () => {},
  },
  // Last, so nothing after it needs what it deletes (each case has its own list anyway).
  {
    name: 'DELETE /api/lists/{id}',
    mutates: true,
    send: (w, token) => call(deleteList, `/api/lists/${w.list.id}`, { method: 'DELETE', token, params: id(w.list.id) }),
    outcomes: ownerOnly(204),
    check: async (w) => {
      expect(await db().list.findUnique({ where: { id: w.list.id } })).toBeNull()
      expect(await db().product.count({ where: { listId: w.list.id } })).toBe(0)
      expect(await db().order.count({ where: { listId: w.list.id } })).toBe(0)
      expect(fs.existsSync(path.join(uploadsRoot(), w.list.url)), 'its uploads folder is deleted').toBe(false)
    },
  },
]

/** The status and error code of an answer, as one value, so a failure shows both. */
async function outcomeOf(res: Response): Promise<Outcome> {
  if (res.status < 300) return { status: res.status }
  const body = await json<{ error?: { code?: string; message?: string } }>(res)
  expect(body.error?.message?.length ?? 0, 'a Dutch message for people').toBeGreaterThan(5)
  return { status: res.status, code: body.error?.code }
}

/** Sends the request; a refusal must leave everything as it was, a success must have done its work. */
async function expectOutcome(
  endpoint: Endpoint,
  w: World,
  token: string | undefined,
  expected: Outcome,
  actor: string,
  caller?: User,
) {
  const label = `${endpoint.name} as ${actor}`
  const before = await everything()
  const res = await endpoint.send(w, token)
  if (expected.status >= 300) {
    expect(await outcomeOf(res), label).toEqual(expected)
    expect(await everything(), `${label}: nothing changed`).toEqual(before)
  } else {
    expect(await outcomeOf(res.clone()), label).toEqual(expected)
    await endpoint.check(w, res, caller)
  }
}

const whos: Who[] = ['anonymous', 'another user', 'owner', 'manager', 'admin']
const matrix = endpoints.flatMap((endpoint) =>
  whos.map((who) => ({
    endpoint,
    who,
    expected: endpoint.outcomes[who],
    name: `${endpoint.name} as ${who} → ${endpoint.outcomes[who].status} ${endpoint.outcomes[who].code ?? ''}`.trim(),
  })),
)

describe('permission matrix: endpoint × actor', () => {
  for (const { endpoint, who, expected, name } of matrix) {
    it(name, async () => {
      const w = await world(users.owner)
      const caller = who === 'anonymous' ? undefined : users[who]
      await expectOutcome(endpoint, w, caller?.token, expected, who, caller)
    })
  }
})

/** One character in the middle of the ciphertext changed (a middle base64url character always changes bits). */
function tamper(token: string): string {
  const parts = token.split('.')
  const c = parts[3]
  const at = Math.floor(c.length / 2)
  parts[3] = c.slice(0, at) + (c[at] === 'A' ? 'B' : 'A') + c.slice(at + 1)
  return parts.join('.')
}

/** The owner's current claims (with `ver` and the session of their token) as a token valid for `maxAge` seconds; negative is expired. */
async function tokenWithAge(owner: User, maxAge: number): Promise<string> {
  const row = await db().user.findUniqueOrThrow({ where: { id: owner.id } })
  const { sid } = (await decode({ token: owner.token, secret: process.env.NEXTAUTH_SECRET! })) as { sid: string }
  return encode({ token: claimsFor(toSessionUser(row), sid), secret: process.env.NEXTAUTH_SECRET!, maxAge })
}

/** A fresh owner whose bad token is made by `make`; after the refusals, a good token of theirs is accepted. */
const badTokens: { kind: string; make: (owner: User) => Promise<{ bad: string; good: () => Promise<string> }> }[] = [
  {
    kind: 'tampered (one character changed)',
    make: async (owner) => ({ bad: tamper(owner.token), good: async () => owner.token }),
  },
  {
    kind: 'expired (maxAge -60, current ver)',
    make: async (owner) => ({ bad: await tokenWithAge(owner, -60), good: () => tokenWithAge(owner, 60) }),
  },
  {
    kind: 'revoked (after POST /api/auth/logout-all)',
    make: async (owner) => {
      const res = await call(logoutAll, '/api/auth/logout-all', { method: 'POST', token: owner.token })
      expect(res.status, 'POST /api/auth/logout-all').toBe(200)
      return { bad: owner.token, good: () => tokenFor(owner.email, PASSWORD) }
    },
  },
]

for (const { kind, make } of badTokens)
  describe(`the owner's bearer token, ${kind}`, () => {
    let owner: User
    let tokens: { bad: string; good: () => Promise<string> }
    beforeAll(async () => {
      owner = await loggedIn()
      tokens = await make(owner)
    })

    for (const endpoint of endpoints.filter((e) => e.mutates)) {
      it(`${endpoint.name} → 401 UNAUTHORIZED`, async () => {
        await expectOutcome(
          endpoint,
          await world(owner),
          tokens.bad,
          { status: 401, code: 'UNAUTHORIZED' },
          `the owner with a ${kind} token`,
        )
      })
    }

    it('while a good token of the same owner is accepted (PATCH /api/lists/{id} → 200)', async () => {
      const patch = endpoints.find((e) => e.name === 'PATCH /api/lists/{id}')!
      await expectOutcome(
        patch,
        await world(owner),
        await tokens.good(),
        { status: 200 },
        'the owner with a good token',
        owner,
      )
    })
  })
