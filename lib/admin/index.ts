import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { toCents } from '@/lib/money'
import { requireActor, type Actor } from '@/lib/auth/actor'
import { totalsByMethod } from '@/lib/orders/lines'

/** How many rows an overview shows: newest first; search and paging come with the full admin area (issue 6). */
export const ADMIN_PAGE_SIZE = 200

/**
 * The actor when it is an administrator (spec §6: the admin area is for role ADMIN only).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone else.
 */
export function requireAdmin(actor: Actor | null | undefined): Actor {
  const who = requireActor(actor)
  if (who.role !== 'ADMIN') throw new DomainError('FORBIDDEN', t('errors.adminOnly'))
  return who
}

/** One row of /admin/list. */
export interface AdminListRow {
  id: number
  url: string
  child: string
  owner: { name: string; email: string }
  products: number
  orders: number
  createdAt: string
}

/**
 * Every list with its owner and counts, newest first (spec §2 /admin/list).
 * @throws DomainError 401/403 for anyone but an ADMIN.
 */
export async function adminLists(actor: Actor | null): Promise<AdminListRow[]> {
  requireAdmin(actor)
  const prisma = await getDb()
  const lists = await prisma.list.findMany({
    orderBy: { id: 'desc' },
    take: ADMIN_PAGE_SIZE,
    include: { user: { select: { name: true, email: true } }, _count: { select: { products: true, orders: true } } },
  })
  return lists.map((l) => ({
    id: l.id,
    url: l.url,
    child: `${l.firstName} ${l.lastName}`,
    owner: l.user,
    products: l._count.products,
    orders: l._count.orders,
    createdAt: l.createdAt.toISOString(),
  }))
}

/** One row of /admin/product. Price in euro cents. */
export interface AdminProductRow {
  id: number
  title: string
  price: number
  list: { url: string; child: string }
  status: 'HIDDEN' | 'SOLD' | 'AVAILABLE'
  parts: number
  soldParts: number
}

/**
 * The most recently added products of every list (spec §2 /admin/product), with their status of spec §4.
 * @throws DomainError 401/403 for anyone but an ADMIN.
 */
export async function adminProducts(actor: Actor | null): Promise<AdminProductRow[]> {
  requireAdmin(actor)
  const prisma = await getDb()
  const products = await prisma.product.findMany({
    orderBy: { id: 'desc' },
    take: ADMIN_PAGE_SIZE,
    include: { list: { select: { url: true, firstName: true, lastName: true } }, productParts: { select: { sold: true } } },
  })
  return products.map((p) => ({
    id: p.id,
    title: p.title,
    price: toCents(p.price),
    list: { url: p.list.url, child: `${p.list.firstName} ${p.list.lastName}` },
    status: p.hidden ? 'HIDDEN' : p.sold ? 'SOLD' : 'AVAILABLE',
    parts: p.productParts.length,
    soldParts: p.productParts.filter((part) => part.sold).length,
  }))
}

/** One row of /admin/user. */
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
 * Every account, newest first (spec §2 /admin/user); never the password hash.
 * @throws DomainError 401/403 for anyone but an ADMIN.
 */
export async function adminUsers(actor: Actor | null): Promise<AdminUserRow[]> {
  requireAdmin(actor)
  const prisma = await getDb()
  const users = await prisma.user.findMany({
    orderBy: { id: 'desc' },
    take: ADMIN_PAGE_SIZE,
    select: { id: true, name: true, email: true, role: true, emailConfirmedAt: true, createdAt: true, _count: { select: { lists: true } } },
  })
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    emailConfirmed: !!u.emailConfirmedAt,
    lists: u._count.lists,
    createdAt: u.createdAt.toISOString(),
  }))
}

/** One row of /admin/order. Totals in euro cents. */
export interface AdminOrderRow {
  id: number
  reference: string
  createdAt: string
  giver: string
  list: { url: string; child: string }
  totals: { CASH: number; SHOP: number }
  paid: boolean
}

/**
 * The most recent orders of every list (spec §2 /admin/order).
 * @throws DomainError 401/403 for anyone but an ADMIN.
 */
export async function adminOrders(actor: Actor | null): Promise<AdminOrderRow[]> {
  requireAdmin(actor)
  const prisma = await getDb()
  const orders = await prisma.order.findMany({
    orderBy: { id: 'desc' },
    take: ADMIN_PAGE_SIZE,
    include: { list: { select: { url: true, firstName: true, lastName: true } }, lines: { select: { price: true, giftMethod: true } } },
  })
  return orders.map((o) => ({
    id: o.id,
    reference: o.reference,
    createdAt: o.createdAt.toISOString(),
    giver: o.name,
    list: { url: o.list.url, child: `${o.list.firstName} ${o.list.lastName}` },
    totals: totalsByMethod(o.lines.map((l) => ({ price: toCents(l.price), giftMethod: l.giftMethod }))),
    paid: !!o.paidAt,
  }))
}
