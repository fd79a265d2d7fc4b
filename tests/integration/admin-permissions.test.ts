// The admin permission matrix (docs/rules.md#permissions): every admin domain function and admin
// REST endpoint for anonymous, a parent, the owner of the list concerned, one of its managers (decision 038) and an
// ADMIN, on a real database. A refusal is 401 UNAUTHORIZED (nobody logged in) or 403 FORBIDDEN (anyone but an ADMIN,
// the list's owner and managers included), with a
// Dutch message, and leaves every list, product, part, order and account exactly as it was.
// Also: a cancel racing orders for the same part on PostgreSQL never leaves a part sold without a line or the reverse.
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as getLists } from '@/app/api/lists/route'
import { GET as getOrders } from '@/app/api/orders/route'
import { DELETE as deleteOrder } from '@/app/api/orders/[id]/route'
import { GET as getProducts } from '@/app/api/products/route'
import { POST as approveListRoute } from '@/app/api/lists/[id]/approve/route'
import { adminLists, adminOrders, adminProducts, adminUsers } from '@/lib/admin'
import { approveList, pendingListReviews } from '@/lib/admin/reviews'
import type { Actor } from '@/lib/auth/actor'
import { setUserRole } from '@/lib/auth/accounts'
import { placeOrder } from '@/lib/orders'
import { cancelOrder } from '@/lib/orders/cancel'
import { setProductHidden } from '@/lib/products/visibility'
import { call, tokenFor } from '../support/api'
import { onPostgres, useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const PASSWORD = 'geheim123'

type Who = 'anonymous' | 'parent' | 'owner' | 'manager' | 'admin'
const WHO: Who[] = ['anonymous', 'parent', 'owner', 'manager', 'admin']
interface User {
  actor: Actor
  token: string
}

let users: Record<Exclude<Who, 'anonymous'>, User>

async function loggedIn(role: 'USER' | 'ADMIN' = 'USER'): Promise<User> {
  const user = await createUser(db(), { role, password: PASSWORD })
  return { actor: { id: user.id, role }, token: await tokenFor(user.email, PASSWORD) }
}

beforeAll(async () => {
  users = {
    parent: await loggedIn(),
    owner: await loggedIn(),
    manager: await loggedIn(),
    admin: await loggedIn('ADMIN'),
  }
  // The parent has a list of their own: owning a list is not enough for the admin area.
  await createList(db(), users.parent.actor.id)
})

/** A fresh list of the owner with a split gift of which one part was given, that order, and an account to promote. */
async function world() {
  const target = await createUser(db())
  const list = await createList(db(), users.owner.actor.id)
  await db().listManager.create({ data: { listId: list.id, userId: users.manager.actor.id } })
  const pram = await createProduct(db(), list.id, { title: 'Kinderwagen', price: 30000, parts: 3 })
  const placed = await placeOrder({
    listId: list.id,
    name: 'Oma Lutgarde',
    email: 'lutgarde@example.be',
    message: '',
    products: [{ productId: pram.id, productPartId: pram.productParts[0].id, price: 100, giftMethod: 'CASH' }],
  })
  const order = await db().order.findUniqueOrThrow({ where: { reference: placed.reference } })
  // A look-alike of the owner's list by another account, waiting for review (decision 033).
  const pending = await createList(db(), target.id, { reviewStatus: 'PENDING', similarToListId: list.id })
  return { list, pram, order, target, pending }
}
type World = Awaited<ReturnType<typeof world>>

/** Everything a refused call could have changed. */
async function everything() {
  return {
    lists: await db().list.findMany({ orderBy: { id: 'asc' } }),
    products: await db().product.findMany({
      orderBy: { id: 'asc' },
      include: { productParts: { orderBy: { position: 'asc' } } },
    }),
    orders: await db().order.findMany({ orderBy: { id: 'asc' }, include: { lines: { orderBy: { id: 'asc' } } } }),
    users: await db().user.findMany({ orderBy: { id: 'asc' }, select: { id: true, role: true, tokenVersion: true } }),
  }
}

const actorOf = (who: Who) => (who === 'anonymous' ? null : users[who].actor)
const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : users[who].token)

interface Case {
  name: string
  /** Runs the call as `who`; a domain call resolves to its value, a REST call to its Response. */
  run: (w: World, who: Who) => Promise<unknown>
  rest?: boolean
  /** What an administrator's success must show. */
  check: (w: World, result: unknown) => Promise<void>
}

const cases: Case[] = [
  {
    name: 'adminLists',
    run: (_w, who) => adminLists(actorOf(who)),
    check: async (w, page) =>
      expect((page as Awaited<ReturnType<typeof adminLists>>).items.map((l) => l.id)).toContain(w.list.id),
  },
  {
    name: 'adminProducts',
    run: (_w, who) => adminProducts(actorOf(who)),
    check: async (w, page) =>
      expect((page as Awaited<ReturnType<typeof adminProducts>>).items.map((p) => p.id)).toContain(w.pram.id),
  },
  {
    name: 'adminUsers',
    run: (_w, who) => adminUsers(actorOf(who)),
    check: async (_w, page) => expect((page as Awaited<ReturnType<typeof adminUsers>>).total).toBeGreaterThanOrEqual(3),
  },
  {
    name: 'adminOrders',
    run: (_w, who) => adminOrders(actorOf(who)),
    check: async (w, page) =>
      expect((page as Awaited<ReturnType<typeof adminOrders>>).items.map((o) => o.id)).toContain(w.order.id),
  },
  {
    name: 'setProductHidden',
    run: (w, who) => setProductHidden(actorOf(who), w.pram.id, true),
    check: async (w) => expect((await db().product.findUniqueOrThrow({ where: { id: w.pram.id } })).hidden).toBe(true),
  },
  {
    name: 'setUserRole',
    run: (w, who) => setUserRole(actorOf(who), w.target.id, 'ADMIN'),
    check: async (w, user) => expect(user).toMatchObject({ id: w.target.id, role: 'ADMIN' }),
  },
  {
    name: 'cancelOrder',
    run: (w, who) => cancelOrder(actorOf(who), w.order.id),
    check: async (w) => expect(await db().order.findUnique({ where: { id: w.order.id } })).toBeNull(),
  },
  {
    name: 'GET /api/orders',
    rest: true,
    run: (_w, who) => call(getOrders, '/api/orders', { token: tokenOf(who) }),
    check: async (w, res) =>
      expect(((await (res as Response).json()) as { id: number }[]).map((o) => o.id)).toContain(w.order.id),
  },
  {
    name: 'DELETE /api/orders/{id}',
    rest: true,
    run: (w, who) =>
      call(deleteOrder, `/api/orders/${w.order.id}`, {
        method: 'DELETE',
        token: tokenOf(who),
        params: { id: String(w.order.id) },
      }),
    check: async (w, res) => {
      expect((res as Response).status).toBe(204)
      expect((await db().productPart.findUniqueOrThrow({ where: { id: w.pram.productParts[0].id } })).sold).toBe(false)
    },
  },
  {
    name: 'pendingListReviews',
    run: (w, who) => pendingListReviews(actorOf(who), { searchString: w.pending.url }),
    check: async (w, page) =>
      expect(
        (page as Awaited<ReturnType<typeof pendingListReviews>>).items.find((r) => r.id === w.pending.id)?.similarTo
          ?.id,
      ).toBe(w.list.id),
  },
  {
    name: 'approveList',
    run: (w, who) => approveList(actorOf(who), w.pending.id),
    check: async (w) =>
      expect((await db().list.findUniqueOrThrow({ where: { id: w.pending.id } })).reviewStatus).toBe('APPROVED'),
  },
  {
    name: 'GET /api/lists?review=pending',
    rest: true,
    run: (w, who) => call(getLists, `/api/lists?review=pending&searchString=${w.pending.url}`, { token: tokenOf(who) }),
    check: async (w, res) =>
      expect(((await (res as Response).json()) as { id: number }[]).map((r) => r.id)).toContain(w.pending.id),
  },
  {
    name: 'POST /api/lists/{id}/approve',
    rest: true,
    run: (w, who) =>
      call(approveListRoute, `/api/lists/${w.pending.id}/approve`, {
        method: 'POST',
        token: tokenOf(who),
        params: { id: String(w.pending.id) },
      }),
    check: async (w, res) => {
      expect((res as Response).status).toBe(200)
      expect((await db().list.findUniqueOrThrow({ where: { id: w.pending.id } })).reviewStatus).toBe('APPROVED')
    },
  },
  {
    name: 'GET /api/products',
    rest: true,
    run: (_w, who) => call(getProducts, '/api/products', { token: tokenOf(who) }),
    check: async (w, res) =>
      expect(((await (res as Response).json()) as { id: number }[]).map((p) => p.id)).toContain(w.pram.id),
  },
]

/** The status, code and message of a refusal, whether thrown by a domain function or answered by a handler. */
async function refusal(
  result: PromiseSettledResult<unknown>,
  rest: boolean,
): Promise<{ status: number; code: string; message: string } | null> {
  if (rest) {
    const res = (result as PromiseFulfilledResult<Response>).value
    if (res.status < 400) return null
    const body = (await res.json()) as { error: { code: string; message: string } }
    return { status: res.status, code: body.error.code, message: body.error.message }
  }
  if (result.status === 'fulfilled') return null
  const error = result.reason as { status: number; code: string; message: string }
  return { status: error.status, code: error.code, message: error.message }
}

describe('admin permission matrix', () => {
  for (const c of cases) {
    for (const who of WHO) {
      const expected =
        who === 'anonymous'
          ? { status: 401, code: 'UNAUTHORIZED' }
          : who === 'admin'
            ? null
            : { status: 403, code: 'FORBIDDEN' }
      it(`${c.name} as ${who}: ${expected ? `${expected.status} ${expected.code}, nothing changed` : 'allowed'}`, async () => {
        const w = await world()
        const before = await everything()
        const [settled] = await Promise.allSettled([c.run(w, who)])
        const refused = await refusal(settled!, !!c.rest)
        if (!expected) {
          expect(refused).toBeNull()
          await c.check(w, (settled as PromiseFulfilledResult<unknown>).value)
          return
        }
        expect(refused && { status: refused.status, code: refused.code }).toEqual(expected)
        expect(refused!.message).toMatch(who === 'anonymous' ? /ingelogd/ : /beheerders/)
        expect(await everything()).toEqual(before)
      })
    }
  }

  it('GET /api/lists: 401 for anonymous; a parent and an owner get only their own lists, a manager also the lists they manage (marked); an admin every list, paged', async () => {
    const w = await world()
    expect((await call(getLists, '/api/lists')).status).toBe(401)
    const own = (await (await call(getLists, '/api/lists', { token: users.owner.token })).json()) as {
      id: number
      userId: number
    }[]
    expect(own.map((l) => l.userId)).toEqual(own.map(() => users.owner.actor.id))
    expect(own.map((l) => l.id)).toContain(w.list.id)
    const parents = (await (await call(getLists, '/api/lists', { token: users.parent.token })).json()) as {
      userId: number
    }[]
    expect(parents.every((l) => l.userId === users.parent.actor.id)).toBe(true)
    const managed = (await (await call(getLists, '/api/lists', { token: users.manager.token })).json()) as {
      id: number
      userId: number
      role: string
    }[]
    expect(managed.find((l) => l.id === w.list.id)).toMatchObject({ userId: users.owner.actor.id, role: 'MANAGER' })
    expect(managed.every((l) => l.role === 'MANAGER' && l.userId !== users.manager.actor.id)).toBe(true)
    const res = await call(getLists, '/api/lists', { token: users.admin.token })
    expect(Number(res.headers.get('x-total-count'))).toBe(await db().list.count())
  })
})

describe.runIf(onPostgres)('cancelling while orders are placed (PostgreSQL)', () => {
  it('ten orders racing a cancel for the same part: the part is sold exactly when one order holds it', async () => {
    const { list, pram, order } = await world()
    const part = pram.productParts[0]
    const attempts = Array.from({ length: 10 }, (_, i) =>
      placeOrder({
        listId: list.id,
        name: `Schenker ${i}`,
        email: `s${i}@example.be`,
        message: '',
        products: [{ productId: pram.id, productPartId: part.id, price: 100, giftMethod: 'CASH' }],
      }),
    )
    const results = await Promise.allSettled([cancelOrder(users.admin.actor, order.id), ...attempts])
    expect(results[0]!.status).toBe('fulfilled')
    const placed = results.slice(1).filter((r) => r.status === 'fulfilled').length
    for (const r of results.slice(1)) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 })
    expect(placed).toBeLessThanOrEqual(1)
    const lines = await db().orderLine.count({ where: { productPartId: part.id } })
    const sold = (await db().productPart.findUniqueOrThrow({ where: { id: part.id } })).sold
    expect({ lines, sold }).toEqual({ lines: placed, sold: placed === 1 })
  })
})

if (!onPostgres) {
  console.info(
    '[admin-permissions.test] the cancel-versus-order race is skipped: it needs PostgreSQL (set TEST_DATABASE_URL); PGlite has a single connection and cannot race',
  )
}
