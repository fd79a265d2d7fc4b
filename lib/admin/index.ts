import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { requireActor, type Actor } from '@/lib/auth/actor'
import type { Prisma } from '@/lib/generated/prisma/client'
import { toListView, type ListView } from '@/lib/lists/view'
import { childName } from '@/lib/lists/display'
import { productInclude, toProductView } from '@/lib/products'
import type { ProductView } from '@/lib/products/types'
import { orderInclude, toOwnerView, type OwnerOrderView } from '@/lib/orders/overview'
import { everyWord } from '@/lib/text/like'
import { pagingSchema, type Page, type Paging } from '@/lib/validation/paging'
import { parseInput } from '@/lib/validation/parse'

// The overviews of the admin area (docs/rules.md#admin): every list, product, account and order of the site,
// searched and paged on the server. The pages and the admin REST endpoints read them alike.

/** Rows per page in the admin overviews and the admin REST lists (25 a page). */
export const ADMIN_PAGE_SIZE = 25

/**
 * The actor when it is an administrator (the admin area is for role ADMIN only).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone else.
 */
export function requireAdmin(actor: Actor | null | undefined): Actor {
  const who = requireActor(actor)
  if (who.role !== 'ADMIN') throw new DomainError('FORBIDDEN', t('errors.adminOnly'))
  return who
}

/** The role check, then the paging (`take` 25 by default, `skip`, `searchString`) as the caller gave it. */
export function adminPaging(actor: Actor | null, paging: unknown): Paging {
  requireAdmin(actor)
  return parseInput(pagingSchema(ADMIN_PAGE_SIZE), paging ?? {})
}

/**
 * The admin search box over lists: every word in the baby's or a parent's name, the slug, or the owner's name or
 * e-mail address. Shared by the lists table and the review queue.
 */
export function listSearchWhere(searchString: string): Prisma.ListWhereInput {
  return everyWord(searchString, (c) => [
    { firstName: c },
    { lastName: c },
    { url: c },
    { parent1FirstName: c },
    { parent1LastName: c },
    { parent2FirstName: c },
    { parent2LastName: c },
    { user: { name: c } },
    { user: { email: c } },
  ])
}

/** The child as the admin tables name a list: 'Noor Peeters', or 'Baby van Sofie en Jonas' before it has a name. */
const childOf = childName
/** What `childOf` reads of a list, beside its id and slug. */
const listRefSelect = {
  id: true,
  url: true,
  firstName: true,
  lastName: true,
  parent1FirstName: true,
  parent2FirstName: true,
} as const

/** One list in the admin area: the list itself, its owner, and how many products and orders it has. */
export interface AdminListRow extends ListView {
  owner: { id: number; name: string; email: string }
  products: number
  orders: number
  createdAt: string
}

/**
 * Every list, newest first (/admin/list, GET /api/lists for an ADMIN), searched (every word) in the baby's and
 * parents' names, the slug and the owner's name and e-mail address.
 * @param paging `{ take?, skip?, searchString? }` (query strings or numbers).
 * @throws DomainError 401/403 for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function adminLists(actor: Actor | null, paging?: unknown): Promise<Page<AdminListRow>> {
  const { take, skip, searchString } = adminPaging(actor, paging)
  const where: Prisma.ListWhereInput = listSearchWhere(searchString)
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.list.findMany({
      where,
      orderBy: { id: 'desc' },
      take,
      skip,
      include: {
        user: { select: { id: true, name: true, email: true } },
        _count: { select: { products: true, orders: true } },
      },
    }),
    prisma.list.count({ where }),
  ])
  const items = rows.map((l) => ({
    ...toListView(l),
    owner: l.user,
    products: l._count.products,
    orders: l._count.orders,
    createdAt: l.createdAt.toISOString(),
  }))
  return { items, total, take, skip }
}

/** One product in the admin area: the product (prices in cents, with its parts) and the list it is on. */
export interface AdminProductRow extends ProductView {
  list: { id: number; url: string; child: string }
}

/** The status of a gift (docs/rules.md#gifts) as the admin table shows it: hidden wins, then sold. */
export function productStatus(p: { hidden: boolean; sold: boolean }): 'HIDDEN' | 'SOLD' | 'AVAILABLE' {
  return p.hidden ? 'HIDDEN' : p.sold ? 'SOLD' : 'AVAILABLE'
}

/**
 * Every product of every list, the most recently added first (/admin/product, GET /api/products for an
 * ADMIN), searched in the title, the shop and the list's slug and baby's name.
 * @throws DomainError 401/403 for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function adminProducts(actor: Actor | null, paging?: unknown): Promise<Page<AdminProductRow>> {
  const { take, skip, searchString } = adminPaging(actor, paging)
  const where: Prisma.ProductWhereInput = everyWord(searchString, (c) => [
    { title: c },
    { shopName: c },
    { list: { url: c } },
    { list: { firstName: c } },
    { list: { lastName: c } },
  ])
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.product.findMany({
      where,
      orderBy: { id: 'desc' },
      take,
      skip,
      include: { ...productInclude, list: { select: listRefSelect } },
    }),
    prisma.product.count({ where }),
  ])
  const items = rows.map((p) => ({
    ...toProductView(p),
    list: { id: p.list.id, url: p.list.url, child: childOf(p.list) },
  }))
  return { items, total, take, skip }
}

/** One account in the admin area; never the password hash. */
export interface AdminUserRow {
  id: number
  name: string
  email: string
  role: 'USER' | 'ADMIN'
  emailConfirmed: boolean
  lists: number
  createdAt: string
}

/**
 * Every account, newest first (/admin/user), searched in name and e-mail address.
 * @throws DomainError 401/403 for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function adminUsers(actor: Actor | null, paging?: unknown): Promise<Page<AdminUserRow>> {
  const { take, skip, searchString } = adminPaging(actor, paging)
  const where: Prisma.UserWhereInput = everyWord(searchString, (c) => [{ name: c }, { email: c }])
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: { id: 'desc' },
      take,
      skip,
      select: {
        id: true,
        name: true,
        email: true,
        role: true,
        emailConfirmedAt: true,
        createdAt: true,
        _count: { select: { lists: true } },
      },
    }),
    prisma.user.count({ where }),
  ])
  const items = rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    emailConfirmed: !!u.emailConfirmedAt,
    lists: u._count.lists,
    createdAt: u.createdAt.toISOString(),
  }))
  return { items, total, take, skip }
}

/** One order in the admin area: the order as its list's owner sees it, and the list. */
export interface AdminOrderRow extends OwnerOrderView {
  list: { id: number; url: string; child: string }
}

/**
 * Every order of every list, newest first (/admin/order, GET /api/orders), searched in the giver's name and
 * e-mail address, the reference, the structured communication (to find a bank transfer) and the list.
 * @throws DomainError 401/403 for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function adminOrders(actor: Actor | null, paging?: unknown): Promise<Page<AdminOrderRow>> {
  const { take, skip, searchString } = adminPaging(actor, paging)
  const where: Prisma.OrderWhereInput = everyWord(searchString, (c) => [
    { name: c },
    { email: c },
    { reference: c },
    { structuredCommunication: c },
    { list: { url: c } },
    { list: { firstName: c } },
    { list: { lastName: c } },
  ])
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      skip,
      include: { ...orderInclude, list: { select: listRefSelect } },
    }),
    prisma.order.count({ where }),
  ])
  const items = rows.map((o) => ({
    ...toOwnerView(o),
    list: { id: o.list.id, url: o.list.url, child: childOf(o.list) },
  }))
  return { items, total, take, skip }
}
