// The calls of the OpenAPI contract test (openapi-contract.test.ts), per operationId: one success case each, and the
// error cases the shared derivation cannot make (a wrong password, a given gift, a bad body …). 401, 403, 404,
// 400 BAD_JSON and 429 are derived from the success case by the test itself, from what the document lists.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { PrismaClient } from '@/lib/db'
import { createAuthToken, hashToken } from '@/lib/auth/tokens'
import { placeOrder } from '@/lib/orders'
import { previewProductFromLink, PREVIEWS_PER_HOUR } from '@/lib/products/link'
import { tokenFor } from '../support/api'
import { withUnreachableDatabase } from '../support/unreachable-db'
import { createList, createProduct, createUser } from '../fixtures/factories'
import { camt053File, codaFile, type FixtureStatement } from '../fixtures/statements'

export type Who = 'anonymous' | 'owner' | 'other' | 'admin' | { token: string }

/** One call of an operation and the status (and code) it must answer. */
export interface Case {
  name: string
  as?: Who
  params?: Record<string, string>
  query?: Record<string, string>
  /** JSON; a string is sent as it is. */
  body?: unknown
  form?: () => FormData
  ip?: string
  /** Runs the call inside a changed world (the health check with its database unreachable) and restores it after. */
  around?: <T>(call: () => Promise<T>) => Promise<T>
  status: number
  code?: string
}

export interface Plan {
  success: () => Promise<Case>
  more?: () => Promise<Case[]>
}

const PASSWORD = 'geheim123'

export interface User {
  id: number
  email: string
  token: string
}

/** The data every plan starts from: three users, a list with a plain, a hidden, a sold and a split gift, an order. */
export async function makeWorld(db: PrismaClient) {
  const user = async (role: 'USER' | 'ADMIN' = 'USER'): Promise<User> => {
    const u = await createUser(db, { role, password: PASSWORD })
    return { id: u.id, email: u.email, token: await tokenFor(u.email, PASSWORD) }
  }
  const [owner, other, admin] = [await user(), await user(), await user('ADMIN')]
  const list = await createList(db, owner.id, { firstName: 'Contractia', parent1FirstName: 'Tessa' })
  const otherList = await createList(db, other.id)
  const gift = await createProduct(db, list.id, { title: 'Knuffel', price: 2450 })
  const hidden = await createProduct(db, list.id, { title: 'Verrassing', hidden: true })
  const sold = await createProduct(db, list.id, { title: 'Bedje', sold: true })
  const cashOnly = await createProduct(db, list.id, { title: 'Spaarpot', shopAllowed: false })
  const split = await createProduct(db, list.id, { title: 'Kinderwagen', price: 9000, parts: 3 })
  const foreign = await createProduct(db, otherList.id, { title: 'Van een ander' })
  const placed = await placeOrder({
    listId: list.id,
    name: 'Oma Lutgarde',
    email: 'lutgarde@example.be',
    message: 'Proficiat!',
    products: [{ productId: split.id, productPartId: split.productParts[0].id, price: 30, giftMethod: 'CASH' }],
  })
  const order = await db.order.findUniqueOrThrow({ where: { reference: placed.reference } })
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f4c2c2' } })
    .png()
    .toBuffer()
  return { db, user, owner, other, admin, list, otherList, gift, hidden, sold, cashOnly, split, foreign, order, png }
}
export type World = Awaited<ReturnType<typeof makeWorld>>

/** A protected list of the world's owner (decision 040) with one gift; its code is 'Contract-Code'. */
async function protectedList(w: World) {
  const list = await createList(w.db, w.owner.id, { visibility: 'PROTECTED', accessCode: 'Contract-Code' })
  return { list, gift: await createProduct(w.db, list.id, { price: 1000 }) }
}

const id = (n: number) => ({ id: String(n) })
/** A birth date `days` from today (UTC), inside the window a new list's date must lie in (decision 033). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const listBody = {
  firstName: 'Mila',
  lastName: 'Claes',
  parent1FirstName: 'Lotte',
  parent1LastName: 'Claes',
  iban: 'BE71 0961 2345 6769',
  birthDate: daysFromToday(30),
}
const linkTokenFor = (w: World, user: User, kind: 'CONFIRM_EMAIL' | 'RESET_PASSWORD') =>
  w.db.$transaction((tx) => createAuthToken(tx, user.id, kind, user.email))

function imageForm(bytes: Uint8Array, folder?: string, type = 'image/png') {
  return () => {
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(bytes)], { type }), 'foto.png')
    if (folder !== undefined) form.set('folder', folder)
    return form
  }
}

function statementForm(content: string | Uint8Array) {
  return () => {
    const form = new FormData()
    form.set('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), 'afschrift')
    return form
  }
}

let statementSequence = 0
let reminded = 0
/** A statement of `account` with one transfer no order matches. */
const statementOf = (account: string, sequence: string): FixtureStatement => ({
  account,
  sequence,
  date: '2026-11-20',
  movements: [{ amount: 1000, text: 'Proficiat', counterparty: 'OPA' }],
})

/** Runs a call with `UPLOAD_QUOTA_MB` set to `mb`, then puts the setting back. */
function withUploadQuotaMb(mb: string) {
  return async <T>(call: () => Promise<T>): Promise<T> => {
    const before = process.env.UPLOAD_QUOTA_MB
    process.env.UPLOAD_QUOTA_MB = mb
    try {
      return await call()
    } finally {
      if (before === undefined) delete process.env.UPLOAD_QUOTA_MB
      else process.env.UPLOAD_QUOTA_MB = before
    }
  }
}

/** The plan of every operationId of the document. */
export function plans(w: World): Record<string, Plan> {
  const owner = 'owner' as const
  /** A new user who manages `listId` beside its owner (decision 038). */
  const managerOf = async (listId: number) => {
    const manager = await w.user()
    await w.db.listManager.create({ data: { listId, userId: manager.id } })
    return manager
  }
  /** An invitation to manage w.list for `email`, with the secret of its link; open for a day unless said otherwise. */
  const invitationFor = async (email: string, data: { acceptedAt?: Date; expiresAt?: Date } = {}) => {
    const secret = randomBytes(32).toString('base64url')
    const row = await w.db.listInvitation.create({
      data: {
        listId: w.list.id,
        email,
        tokenHash: hashToken(secret),
        invitedById: w.owner.id,
        expiresAt: data.expiresAt ?? new Date(Date.now() + 86_400_000),
        acceptedAt: data.acceptedAt ?? null,
      },
    })
    return { id: row.id, secret }
  }
  const faq = () =>
    w.db.faqItem.create({ data: { title: 'Hoe werkt CASH?', text: 'Je schrijft het bedrag over.', weight: 999 } })
  const order = (products: unknown[], listId = w.list.id) => ({
    listId,
    name: 'Tante Els',
    email: 'els@example.be',
    message: '',
    products,
  })
  return {
    login: {
      success: async () => ({
        name: 'juist wachtwoord',
        body: { username: w.owner.email, password: PASSWORD },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'fout wachtwoord',
          body: { username: w.owner.email, password: 'verkeerd!' },
          status: 401,
          code: 'UNAUTHORIZED',
        },
        { name: 'zonder velden', body: {}, status: 422, code: 'VALIDATION' },
      ],
    },
    register: {
      success: async () => ({
        name: 'nieuw adres',
        body: { name: 'Nieuwe Ouder', email: `nieuw-${Date.now()}@example.be`, password: 'lang-genoeg-en-sterk' },
        status: 201,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'adres met account',
          body: { name: 'Dubbel', email: w.owner.email, password: 'lang-genoeg-en-sterk' },
          status: 409,
          code: 'EMAIL_TAKEN',
        },
        {
          name: 'te kort wachtwoord',
          body: { name: 'Kort', email: 'kort@example.be', password: 'kort' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    confirmEmail: {
      success: async () => ({
        name: 'gemailde link',
        body: { token: await linkTokenFor(w, await w.user(), 'CONFIRM_EMAIL') },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'onbekende link', body: { token: 'x'.repeat(43) }, status: 400, code: 'TOKEN_INVALID' },
        { name: 'zonder token', body: {}, status: 422, code: 'VALIDATION' },
      ],
    },
    resendConfirmation: {
      success: async () => ({ name: 'onbevestigd', as: { token: (await w.user()).token }, status: 200 }),
    },
    forgotPassword: {
      success: async () => ({ name: 'adres', body: { email: w.other.email }, status: 202 }),
      more: async (): Promise<Case[]> => [
        { name: 'geen adres', body: { email: 'geen-adres' }, status: 422, code: 'VALIDATION' },
      ],
    },
    resetPassword: {
      success: async () => ({
        name: 'gemailde link',
        body: { token: await linkTokenFor(w, await w.user(), 'RESET_PASSWORD'), password: 'nieuw-wachtwoord' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'onbekende link',
          body: { token: 'y'.repeat(43), password: 'nieuw-wachtwoord' },
          status: 400,
          code: 'TOKEN_INVALID',
        },
        {
          name: 'te kort wachtwoord',
          body: { token: 'y'.repeat(43), password: 'kort' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    updatePassword: {
      success: async () => ({
        name: 'juist huidig wachtwoord',
        as: { token: (await w.user()).token },
        body: { currentPassword: PASSWORD, newPassword: 'nieuw-wachtwoord' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'fout huidig wachtwoord',
          as: { token: (await w.user()).token },
          body: { currentPassword: 'verkeerd!', newPassword: 'nieuw-wachtwoord' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    ...Object.fromEntries(
      ['updateAccount', 'patchAccount'].map((operationId) => [
        operationId,
        {
          success: async () => ({
            name: 'nieuw adres met wachtwoord',
            as: { token: (await w.user()).token },
            body: { name: 'Andere Naam', email: `ander-${operationId}@example.be`, currentPassword: PASSWORD },
            status: 200,
          }),
          more: async () => [
            {
              name: 'nieuw adres zonder wachtwoord',
              as: { token: (await w.user()).token },
              body: { name: 'X', email: `zonder-${operationId}@example.be` },
              status: 422,
              code: 'VALIDATION',
            },
            { name: 'zonder naam', as: owner, body: { email: w.owner.email }, status: 422, code: 'VALIDATION' },
          ],
        } satisfies Plan,
      ]),
    ),
    logoutAll: { success: async () => ({ name: 'eigen sessies', as: { token: (await w.user()).token }, status: 200 }) },
    logout: { success: async () => ({ name: 'deze sessie', as: { token: (await w.user()).token }, status: 204 }) },
    undoEmailChange: {
      success: async () => {
        const user = await w.user()
        const token = await w.db.$transaction((tx) =>
          createAuthToken(tx, user.id, 'UNDO_EMAIL_CHANGE', `terug-${user.id}@example.be`),
        )
        return { name: 'gemailde link', body: { token }, status: 200 }
      },
      more: async (): Promise<Case[]> => [
        { name: 'onbekende link', body: { token: 'z'.repeat(43) }, status: 400, code: 'TOKEN_INVALID' },
      ],
    },
    deleteAccount: {
      success: async () => ({
        name: 'juist wachtwoord',
        as: { token: (await w.user()).token },
        body: { password: PASSWORD },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'fout wachtwoord', as: owner, body: { password: 'verkeerd!' }, status: 422, code: 'VALIDATION' },
        { name: 'de enige beheerder', as: 'admin', body: { password: PASSWORD }, status: 409, code: 'LAST_ADMIN' },
      ],
    },
    deleteMe: {
      success: async () => ({
        name: 'juist wachtwoord',
        as: { token: (await w.user()).token },
        body: { password: PASSWORD },
        status: 204,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'fout wachtwoord', as: owner, body: { password: 'verkeerd!' }, status: 422, code: 'VALIDATION' },
        { name: 'de enige beheerder', as: 'admin', body: { password: PASSWORD }, status: 409, code: 'LAST_ADMIN' },
      ],
    },
    exportAccount: { success: async () => ({ name: 'eigen gegevens', as: owner, status: 200 }) },

    listLists: {
      success: async () => ({ name: 'eigen lijsten', as: owner, status: 200 }),
      more: async (): Promise<Case[]> => [
        {
          name: 'lijsten van een ander',
          as: 'other',
          query: { userId: String(w.owner.id) },
          status: 403,
          code: 'FORBIDDEN',
        },
        {
          name: 'een beheerder, lijsten van een ander',
          as: 'admin',
          query: { userId: String(w.owner.id) },
          status: 200,
        },
        { name: 'userId geen getal', as: owner, query: { userId: 'abc' }, status: 404, code: 'NOT_FOUND' },
        {
          name: 'een beheerder: alle lijsten, per pagina',
          as: 'admin',
          query: { searchString: 'contractia', take: '5' },
          status: 200,
        },
        {
          name: 'een beheerder: take buiten bereik',
          as: 'admin',
          query: { take: '0' },
          status: 422,
          code: 'VALIDATION',
        },
        { name: 'een beheerder: de te controleren lijsten', as: 'admin', query: { review: 'pending' }, status: 200 },
        {
          name: 'te controleren lijsten, geen beheerder',
          as: owner,
          query: { review: 'pending' },
          status: 403,
          code: 'FORBIDDEN',
        },
        {
          name: 'een beheerder: review is geen pending',
          as: 'admin',
          query: { review: 'alle' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    createList: {
      success: async () => ({ name: 'lijstformulier', as: owner, body: listBody, status: 201 }),
      more: async (): Promise<Case[]> => [
        { name: 'zonder velden', as: owner, body: {}, status: 422, code: 'VALIDATION' },
        {
          name: 'geboortedatum in 1924',
          as: owner,
          body: { ...listBody, birthDate: '1924-03-01' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    getList: {
      success: async () => ({ name: 'bestaande lijst', params: id(w.list.id), status: 200 }),
      more: async (): Promise<Case[]> => {
        const inactive = await createList(w.db, (await createUser(w.db, { confirmed: false })).id)
        return [
          { name: 'eigenaar ziet zijn id', as: owner, params: id(w.list.id), status: 200 },
          { name: 'eigenaar niet bevestigd, bezoeker', params: id(inactive.id), status: 404, code: 'NOT_FOUND' },
          { name: 'eigenaar niet bevestigd, beheerder', as: 'admin', params: id(inactive.id), status: 200 },
          {
            name: 'afgeschermd, zonder code',
            params: id((await protectedList(w)).list.id),
            status: 403,
            code: 'LIST_CODE_REQUIRED',
          },
        ]
      },
    },
    updateList: {
      success: async () => ({
        name: 'nieuwe introductie',
        as: owner,
        params: id(w.list.id),
        body: { introduction: 'Welkom!' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'fout rekeningnummer',
          as: owner,
          params: id(w.list.id),
          body: { iban: 'BE00 0000' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    deleteList: {
      success: async () => ({
        name: 'eigen lijst',
        as: owner,
        params: id((await createList(w.db, w.owner.id)).id),
        status: 204,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'medebeheerder',
          as: { token: (await managerOf(w.list.id)).token },
          params: id(w.list.id),
          status: 403,
          code: 'FORBIDDEN',
        },
      ],
    },
    listManagers: {
      success: async () => ({ name: 'eigenaar', as: owner, params: id(w.list.id), status: 200 }),
      more: async (): Promise<Case[]> => [
        {
          name: 'medebeheerder',
          as: { token: (await managerOf(w.list.id)).token },
          params: id(w.list.id),
          status: 403,
          code: 'FORBIDDEN',
        },
      ],
    },
    inviteManager: {
      success: async () => ({
        name: 'nieuw adres',
        as: owner,
        params: id(w.list.id),
        body: { email: `mede-${randomBytes(3).toString('hex')}@example.be` },
        status: 201,
      }),
      more: async (): Promise<Case[]> => {
        const manager = await managerOf(w.list.id)
        const unconfirmed = await createUser(w.db, { confirmed: false, password: PASSWORD })
        const unconfirmedList = await createList(w.db, unconfirmed.id)
        return [
          {
            name: 'medebeheerder nodigt uit',
            as: { token: manager.token },
            params: id(w.list.id),
            body: { email: 'iemand@example.be' },
            status: 403,
            code: 'FORBIDDEN',
          },
          {
            name: 'eigenaar zonder bevestigd adres',
            as: { token: await tokenFor(unconfirmed.email, PASSWORD) },
            params: id(unconfirmedList.id),
            body: { email: 'iemand@example.be' },
            status: 403,
            code: 'EMAIL_NOT_CONFIRMED',
          },
          {
            name: 'beheert al mee',
            as: owner,
            params: id(w.list.id),
            body: { email: manager.email },
            status: 409,
            code: 'ALREADY_MANAGER',
          },
          {
            name: 'adres van de eigenaar',
            as: owner,
            params: id(w.list.id),
            body: { email: w.owner.email },
            status: 422,
            code: 'VALIDATION',
          },
        ]
      },
    },
    removeManager: {
      success: async () => ({
        name: 'eigenaar verwijdert',
        as: owner,
        params: { id: String(w.list.id), userId: String((await managerOf(w.list.id)).id) },
        status: 204,
      }),
      more: async (): Promise<Case[]> => {
        const [one, two] = [await managerOf(w.list.id), await managerOf(w.list.id)]
        return [
          {
            name: 'medebeheerder verwijdert een ander',
            as: { token: one.token },
            params: { id: String(w.list.id), userId: String(two.id) },
            status: 403,
            code: 'FORBIDDEN',
          },
          {
            name: 'medebeheerder stopt zelf',
            as: { token: one.token },
            params: { id: String(w.list.id), userId: String(one.id) },
            status: 204,
          },
          {
            name: 'beheert niet mee',
            as: owner,
            params: { id: String(w.list.id), userId: String(w.other.id) },
            status: 404,
            code: 'NOT_FOUND',
          },
        ]
      },
    },
    withdrawInvitation: {
      success: async () => ({
        name: 'open uitnodiging',
        as: owner,
        params: { id: String(w.list.id), invitationId: String((await invitationFor('open@example.be')).id) },
        status: 204,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'al aanvaard',
          as: owner,
          params: {
            id: String(w.list.id),
            invitationId: String((await invitationFor('aanvaard@example.be', { acceptedAt: new Date() })).id),
          },
          status: 404,
          code: 'NOT_FOUND',
        },
      ],
    },
    acceptInvitation: {
      success: async () => {
        const invitee = await w.user()
        return {
          name: 'uitgenodigd adres',
          as: { token: invitee.token },
          params: { token: (await invitationFor(invitee.email)).secret },
          status: 200,
        }
      },
      more: async (): Promise<Case[]> => {
        const unconfirmed = await createUser(w.db, { confirmed: false, password: PASSWORD })
        const stranger = await w.user()
        const used = await invitationFor(stranger.email, { acceptedAt: new Date() })
        const expired = await invitationFor(stranger.email, { expiresAt: new Date(Date.now() - 1000) })
        return [
          {
            name: 'adres niet bevestigd',
            as: { token: await tokenFor(unconfirmed.email, PASSWORD) },
            params: { token: (await invitationFor(unconfirmed.email)).secret },
            status: 403,
            code: 'EMAIL_NOT_CONFIRMED',
          },
          {
            name: 'ander account',
            as: { token: stranger.token },
            params: { token: (await invitationFor('iemand-anders@example.be')).secret },
            status: 403,
            code: 'INVITATION_WRONG_ACCOUNT',
          },
          {
            name: 'eigenaar',
            as: owner,
            params: { token: (await invitationFor(w.owner.email)).secret },
            status: 409,
            code: 'ALREADY_MANAGER',
          },
          {
            name: 'al gebruikt',
            as: { token: stranger.token },
            params: { token: used.secret },
            status: 404,
            code: 'NOT_FOUND',
          },
          {
            name: 'verlopen',
            as: { token: stranger.token },
            params: { token: expired.secret },
            status: 404,
            code: 'NOT_FOUND',
          },
        ]
      },
    },
    listProductsOfList: {
      success: async () => ({ name: 'bezoeker', params: id(w.list.id), status: 200 }),
      more: async (): Promise<Case[]> => [
        { name: 'eigenaar (ook verborgen)', as: owner, params: id(w.list.id), status: 200 },
        {
          name: 'afgeschermd, zonder code',
          params: id((await protectedList(w)).list.id),
          status: 403,
          code: 'LIST_CODE_REQUIRED',
        },
      ],
    },
    reorderProducts: {
      success: async () => ({
        name: 'nieuwe volgorde',
        as: owner,
        params: id(w.list.id),
        body: [{ productId: w.gift.id, weight: 7 }],
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'product van een andere lijst',
          as: owner,
          params: id(w.list.id),
          body: [{ productId: w.foreign.id, weight: 1 }],
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    listOrdersOfList: { success: async () => ({ name: 'eigenaar', as: owner, params: id(w.list.id), status: 200 }) },
    sendPaymentReminder: {
      success: async () => {
        const gift = await createProduct(w.db, w.list.id, { price: 2500, shopAllowed: false })
        const placed = await placeOrder(order([{ productId: gift.id, price: 25, giftMethod: 'CASH' }]))
        const row = await w.db.order.update({
          where: { reference: placed.reference },
          data: { createdAt: new Date(Date.now() - 8 * 86_400_000) },
        })
        reminded = row.id
        return { name: 'na 8 dagen', as: owner, params: id(row.id), status: 200 }
      },
      more: async (): Promise<Case[]> => {
        const shop = await createProduct(w.db, w.list.id, { price: 500 })
        const placed = await placeOrder(order([{ productId: shop.id, price: 5, giftMethod: 'SHOP' }]))
        const row = await w.db.order.findUniqueOrThrow({ where: { reference: placed.reference } })
        return [
          { name: 'tweede keer', as: owner, params: id(reminded), status: 409, code: 'REMINDER_NOT_ALLOWED' },
          { name: 'zonder CASH-lijnen', as: owner, params: id(row.id), status: 422, code: 'VALIDATION' },
        ]
      },
    },
    exportOrdersOfList: {
      success: async () => ({ name: 'csv', as: owner, params: id(w.list.id), status: 200 }),
      more: async (): Promise<Case[]> => [
        { name: 'xlsx', as: owner, params: id(w.list.id), query: { format: 'xlsx' }, status: 200 },
        {
          name: 'ander formaat',
          as: owner,
          params: id(w.list.id),
          query: { format: 'pdf' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    importStatement: {
      success: async () => ({
        name: 'nieuw camt.053-afschrift',
        as: owner,
        params: id(w.list.id),
        form: statementForm(camt053File([statementOf(w.list.iban, String(++statementSequence))])),
        status: 201,
      }),
      more: async (): Promise<Case[]> => {
        const coda = codaFile([statementOf(w.list.iban, String(++statementSequence))])
        return [
          { name: 'nieuw CODA-afschrift', as: owner, params: id(w.list.id), form: statementForm(coda), status: 201 },
          { name: 'hetzelfde nog eens', as: owner, params: id(w.list.id), form: statementForm(coda), status: 200 },
          { name: 'geen multipart', as: owner, params: id(w.list.id), body: {}, status: 400, code: 'BAD_REQUEST' },
          {
            name: 'groter dan 5 MB',
            as: owner,
            params: id(w.list.id),
            form: statementForm(new Uint8Array(5 * 1024 * 1024 + 1)),
            status: 413,
            code: 'PAYLOAD_TOO_LARGE',
          },
          {
            name: 'geen afschrift',
            as: owner,
            params: id(w.list.id),
            form: statementForm('geen afschrift'),
            status: 422,
            code: 'STATEMENT_FORMAT',
          },
        ]
      },
    },
    getListShare: { success: async () => ({ name: 'eigenaar', as: owner, params: id(w.list.id), status: 200 }) },
    updateListShare: {
      success: async () => ({
        name: 'zin op het kaartje',
        as: owner,
        params: id(w.list.id),
        body: { cardLine: 'Welkom, kleine Contractia!' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'zin te lang',
          as: owner,
          params: id(w.list.id),
          body: { cardLine: 'x'.repeat(121) },
          status: 422,
          code: 'VALIDATION',
        },
        { name: 'zonder cardLine', as: owner, params: id(w.list.id), body: {}, status: 422, code: 'VALIDATION' },
      ],
    },
    getListQrSvg: { success: async () => ({ name: 'eigenaar', as: owner, params: id(w.list.id), status: 200 }) },
    getListQrPng: { success: async () => ({ name: 'eigenaar', as: owner, params: id(w.list.id), status: 200 }) },
    getListCard: {
      success: async () => ({
        name: 'vier op A4',
        as: owner,
        params: id(w.list.id),
        query: { format: 'a4' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'zonder formaat (A6)', as: owner, params: id(w.list.id), status: 200 },
        {
          name: 'formaat a5',
          as: owner,
          params: id(w.list.id),
          query: { format: 'a5' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    searchLists: {
      success: async () => ({
        name: 'baby en ouder',
        body: { babyName: 'contractia', parentName: 'TESSA' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'zonder ouder', body: { babyName: 'Contractia' }, status: 422, code: 'VALIDATION' },
        { name: 'ouder en achternaam, zonder baby', body: { parentName: 'Tessa', lastName: 'Peeters' }, status: 200 },
        { name: 'enkel de voornaam van een ouder', body: { parentName: 'Tessa' }, status: 422, code: 'VALIDATION' },
      ],
    },
    getListBySlug: {
      success: async () => ({ name: 'bestaande slug', params: { slug: w.list.url }, status: 200 }),
      more: async (): Promise<Case[]> => {
        const inactive = await createList(w.db, (await createUser(w.db, { confirmed: false })).id)
        return [
          { name: 'eigenaar niet bevestigd, bezoeker', params: { slug: inactive.url }, status: 404, code: 'NOT_FOUND' },
          {
            name: 'afgeschermd, zonder code',
            params: { slug: (await protectedList(w)).list.url },
            status: 403,
            code: 'LIST_CODE_REQUIRED',
          },
        ]
      },
    },
    openList: {
      success: async () => ({
        name: 'juiste code',
        params: id((await protectedList(w)).list.id),
        body: { code: 'contract code' },
        status: 204,
      }),
      more: async (): Promise<Case[]> => {
        const { list } = await protectedList(w)
        const ip = '192.0.2.40'
        const wrong = (i: number): Case => ({
          name: `foute code ${i + 1}`,
          params: id(list.id),
          body: { code: `gok-${i}` },
          ip,
          status: 403,
          code: 'LIST_CODE_WRONG',
        })
        return [
          ...Array.from({ length: 10 }, (_, i) => wrong(i)),
          {
            name: 'na 10 foute codes',
            params: id(list.id),
            body: { code: 'Contract-Code' },
            ip,
            status: 429,
            code: 'RATE_LIMITED',
          },
        ]
      },
    },
    approveList: {
      success: async () => {
        const lookAlike = await createList(w.db, w.other.id, {
          firstName: 'Contractia',
          parent1FirstName: 'Tessa',
          reviewStatus: 'PENDING',
          similarToListId: w.list.id,
        })
        return { name: 'wacht op controle', as: 'admin', params: id(lookAlike.id), status: 200 }
      },
      more: async (): Promise<Case[]> => [
        { name: 'wacht niet op controle', as: 'admin', params: id(w.list.id), status: 409, code: 'LIST_NOT_PENDING' },
      ],
    },

    searchCatalog: {
      success: async () => ({
        name: 'met listId van de eigenaar',
        as: owner,
        query: { searchString: 'knuff', listId: String(w.list.id) },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'zonder listId, anoniem', as: 'anonymous', query: { searchString: 'knuffel' }, status: 200 },
        {
          name: 'listId van een ander',
          as: 'other',
          query: { listId: String(w.list.id) },
          status: 403,
          code: 'FORBIDDEN',
        },
        { name: 'onbekende lijst', as: owner, query: { listId: '2147483647' }, status: 404, code: 'NOT_FOUND' },
        { name: 'listId geen id', as: owner, query: { listId: 'abc' }, status: 422, code: 'VALIDATION' },
        { name: 'take buiten bereik', query: { take: '101' }, status: 422, code: 'VALIDATION' },
      ],
    },
    createProduct: {
      success: async () => ({
        name: 'prijs met komma',
        as: owner,
        body: { listId: w.list.id, title: 'Babyfoon', price: '89,99', shopName: 'Baby-Dump' },
        status: 201,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'onbekende lijst',
          as: owner,
          body: { listId: 2_147_483_647, title: 'X', price: 1, shopName: 'Y' },
          status: 404,
          code: 'NOT_FOUND',
        },
        {
          name: 'zonder titel',
          as: owner,
          body: { listId: w.list.id, title: '', price: 'gratis' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    previewProduct: {
      // No shop is reachable from the test (a `.invalid` host never resolves): the page cannot be read, still a 200.
      success: async () => ({
        name: 'onleesbare pagina',
        as: owner,
        body: { url: 'http://winkel.invalid/p/1' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => {
        const busy = await w.user()
        for (let i = 0; i < PREVIEWS_PER_HOUR; i++) {
          await previewProductFromLink({ id: busy.id, role: 'USER' }, { url: 'http://winkel.invalid/p/1' })
        }
        const url = 'http://winkel.invalid/p/1'
        return [
          {
            name: 'lijst van een ander',
            as: 'other',
            body: { url, listId: w.list.id },
            status: 403,
            code: 'FORBIDDEN',
          },
          { name: 'onbekende lijst', as: owner, body: { url, listId: 2_147_483_647 }, status: 404, code: 'NOT_FOUND' },
          { name: 'intern adres', as: owner, body: { url: 'http://10.0.0.1/' }, status: 422, code: 'VALIDATION' },
          {
            name: 'limiet per account op',
            as: { token: busy.token },
            body: { url },
            status: 429,
            code: 'RATE_LIMITED',
          },
        ]
      },
    },
    getProduct: {
      success: async () => ({ name: 'bezoeker', params: id(w.gift.id), status: 200 }),
      more: async (): Promise<Case[]> => [
        { name: 'verborgen, bezoeker', params: id(w.hidden.id), status: 404, code: 'NOT_FOUND' },
        { name: 'verborgen, eigenaar', as: owner, params: id(w.hidden.id), status: 200 },
        {
          name: 'van een afgeschermde lijst, zonder code',
          params: id((await protectedList(w)).gift.id),
          status: 403,
          code: 'LIST_CODE_REQUIRED',
        },
      ],
    },
    updateProduct: {
      success: async () => ({
        name: 'nieuwe titel',
        as: owner,
        params: id(w.gift.id),
        body: { title: 'Grote knuffel' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'geschonken product',
          as: owner,
          params: id(w.sold.id),
          body: { title: 'Ander bedje' },
          status: 409,
          code: 'PRODUCT_GIVEN',
        },
        {
          name: 'nieuwe prijs na een geschonken deel',
          as: owner,
          params: id(w.split.id),
          body: { price: 120 },
          status: 409,
          code: 'PRODUCT_GIVEN',
        },
        {
          name: 'prijs geen getal',
          as: owner,
          params: id(w.gift.id),
          body: { price: 'gratis' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    deleteProduct: {
      success: async () => ({
        name: 'eigen product',
        as: owner,
        params: id((await createProduct(w.db, w.list.id)).id),
        status: 204,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'deel geschonken', as: owner, params: id(w.split.id), status: 409, code: 'PRODUCT_GIVEN' },
      ],
    },
    uploadImage: {
      success: async () => ({ name: 'png', as: owner, form: imageForm(w.png, w.list.url), status: 201 }),
      more: async (): Promise<Case[]> => [
        { name: 'geen multipart', as: owner, body: { folder: w.list.url }, status: 400, code: 'BAD_REQUEST' },
        { name: 'onbekende lijst', as: owner, form: imageForm(w.png, 'bestaat-niet'), status: 404, code: 'NOT_FOUND' },
        {
          name: 'opslag van het account vol',
          as: owner,
          form: imageForm(w.png, w.list.url),
          around: withUploadQuotaMb('0.000001'),
          status: 409,
          code: 'UPLOAD_QUOTA_EXCEEDED',
        },
        {
          name: 'groter dan 5 MB',
          as: owner,
          form: imageForm(new Uint8Array(5 * 1024 * 1024 + 1), w.list.url),
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
        },
        {
          name: 'tekst als afbeelding',
          as: owner,
          form: imageForm(new TextEncoder().encode('geen foto'), w.list.url, 'image/jpeg'),
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
        { name: 'zonder map', as: owner, form: imageForm(w.png), status: 422, code: 'VALIDATION' },
      ],
    },

    placeOrder: {
      success: async () => {
        const gift = await createProduct(w.db, w.list.id, { price: 1999 })
        return {
          name: 'shopgeschenk',
          body: order([{ productId: gift.id, price: 19.99, giftMethod: 'SHOP' }]),
          status: 201,
        }
      },
      more: async (): Promise<Case[]> => [
        {
          name: 'onbekende lijst',
          body: order([{ productId: w.gift.id, price: 24.5, giftMethod: 'SHOP' }], 2_147_483_647),
          status: 404,
          code: 'NOT_FOUND',
        },
        {
          name: 'al geschonken',
          body: order([{ productId: w.sold.id, price: 50, giftMethod: 'SHOP' }]),
          status: 409,
          code: 'GIFT_UNAVAILABLE',
        },
        {
          name: 'andere prijs',
          body: order([{ productId: w.cashOnly.id, price: 1, giftMethod: 'CASH' }]),
          status: 409,
          code: 'PRICE_CHANGED',
        },
        {
          name: 'methode niet toegelaten',
          body: order([{ productId: w.cashOnly.id, price: 50, giftMethod: 'SHOP' }]),
          status: 409,
          code: 'GIFT_CHANGED',
        },
        { name: 'leeg mandje', body: order([]), status: 422, code: 'VALIDATION' },
        await (async (): Promise<Case> => {
          const unconfirmed = await createUser(w.db, { confirmed: false })
          const list = await createList(w.db, unconfirmed.id)
          const gift = await createProduct(w.db, list.id, { price: 1000 })
          return {
            name: 'lijst van onbevestigde eigenaar',
            body: order([{ productId: gift.id, price: 10, giftMethod: 'SHOP' }], list.id),
            status: 409,
            code: 'LIST_NOT_ACTIVE',
          }
        })(),
        await (async (): Promise<Case> => {
          const { list, gift } = await protectedList(w)
          return {
            name: 'afgeschermde lijst, zonder code',
            body: order([{ productId: gift.id, price: 10, giftMethod: 'SHOP' }], list.id),
            status: 403,
            code: 'LIST_CODE_REQUIRED',
          }
        })(),
      ],
    },
    getOrderByReference: {
      success: async () => ({ name: 'referentie', params: { reference: w.order.reference }, status: 200 }),
    },
    getOrder: { success: async () => ({ name: 'eigenaar', as: owner, params: id(w.order.id), status: 200 }) },
    setOrderPaid: {
      success: async () => ({ name: 'betaald', as: owner, params: id(w.order.id), body: { paid: true }, status: 200 }),
      more: async () => {
        const shopOnly = await placeOrder(
          order([
            { productId: (await createProduct(w.db, w.list.id, { price: 500 })).id, price: 5, giftMethod: 'SHOP' },
          ]),
        )
        const row = await w.db.order.findUniqueOrThrow({ where: { reference: shopOnly.reference } })
        return [
          {
            name: 'paid geen boolean',
            as: owner,
            params: id(w.order.id),
            body: { paid: 'ja' },
            status: 422,
            code: 'VALIDATION',
          },
          {
            name: 'zonder CASH-lijnen',
            as: owner,
            params: id(row.id),
            body: { paid: true },
            status: 422,
            code: 'VALIDATION',
          },
          { name: 'bedankt', as: owner, params: id(row.id), body: { thanked: true }, status: 200 },
          { name: 'niets', as: owner, params: id(row.id), body: {}, status: 422, code: 'VALIDATION' },
        ]
      },
    },

    releaseOrder: {
      success: async () => {
        const gift = await createProduct(w.db, w.list.id, { price: 1200 })
        const placed = await placeOrder({
          ...order([{ productId: gift.id, price: 12, giftMethod: 'SHOP' }]),
          email: 'vrijgeven@example.be',
        })
        return {
          name: 'eigenaar',
          as: owner,
          params: id((await w.db.order.findUniqueOrThrow({ where: { reference: placed.reference } })).id),
          status: 204,
        }
      },
      more: async (): Promise<Case[]> => {
        const gift = await createProduct(w.db, w.list.id, { price: 1300 })
        const placed = await placeOrder({
          ...order([{ productId: gift.id, price: 13, giftMethod: 'CASH' }]),
          email: 'betaald@example.be',
        })
        const row = await w.db.order.update({ where: { reference: placed.reference }, data: { paidAt: new Date() } })
        return [{ name: 'als betaald gemarkeerd', as: owner, params: id(row.id), status: 409, code: 'ORDER_PAID' }]
      },
    },

    adminListOrders: {
      success: async () => ({ name: 'beheerder', as: 'admin', query: { searchString: 'Lutgarde' }, status: 200 }),
      more: async (): Promise<Case[]> => [
        { name: 'skip negatief', as: 'admin', query: { skip: '-1' }, status: 422, code: 'VALIDATION' },
      ],
    },
    cancelOrder: {
      success: async () => {
        const gift = await createProduct(w.db, w.list.id, { price: 1500 })
        const placed = await placeOrder(order([{ productId: gift.id, price: 15, giftMethod: 'SHOP' }]))
        return {
          name: 'beheerder',
          as: 'admin',
          params: id((await w.db.order.findUniqueOrThrow({ where: { reference: placed.reference } })).id),
          status: 204,
        }
      },
    },
    adminListProducts: {
      success: async () => ({
        name: 'beheerder',
        as: 'admin',
        query: { searchString: w.list.url, take: '2' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'take geen getal', as: 'admin', query: { take: 'veel' }, status: 422, code: 'VALIDATION' },
      ],
    },

    listFaq: { success: async () => ({ name: 'iedereen', status: 200 }) },
    createFaq: {
      success: async () => ({
        name: 'nieuwe vraag',
        as: 'admin',
        body: { title: 'Wat is een OGM?', text: 'Een gestructureerde mededeling.' },
        status: 201,
      }),
      more: async (): Promise<Case[]> => [
        { name: 'zonder tekst', as: 'admin', body: { title: 'Vraag' }, status: 422, code: 'VALIDATION' },
      ],
    },
    getFaq: { success: async () => ({ name: 'bestaande vraag', params: id((await faq()).id), status: 200 }) },
    updateFaq: {
      success: async () => ({
        name: 'nieuwe titel',
        as: 'admin',
        params: id((await faq()).id),
        body: { title: 'Hoe werkt overschrijven?' },
        status: 200,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'lege titel',
          as: 'admin',
          params: id((await faq()).id),
          body: { title: ' ' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    deleteFaq: {
      success: async () => ({ name: 'bestaande vraag', as: 'admin', params: id((await faq()).id), status: 204 }),
    },
    sendContactMessage: {
      success: async () => ({
        name: 'bericht',
        body: { fromName: 'Jan', fromEmail: 'jan@example.be', message: 'Hallo!' },
        status: 201,
      }),
      more: async (): Promise<Case[]> => [
        {
          name: 'zonder bericht',
          body: { fromName: 'Jan', fromEmail: 'jan@example.be' },
          status: 422,
          code: 'VALIDATION',
        },
      ],
    },
    getOpenApiDocument: { success: async () => ({ name: 'document', status: 200 }) },
    getHealth: {
      success: async () => ({ name: 'database antwoordt', status: 200 }),
      more: async () => [{ name: 'database onbereikbaar', around: withUnreachableDatabase, status: 503 }],
    },
    getLiveness: { success: async () => ({ name: 'leeft', status: 200 }) },
  }
}
