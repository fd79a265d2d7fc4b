import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { requireActor, type Actor } from '@/lib/auth/actor'
import { ownerOrderJson, productJson } from '@/lib/http/json'
import { toListView } from '@/lib/lists/view'
import { orderInclude, toOwnerView } from '@/lib/orders/overview'
import { productInclude, toProductView } from '@/lib/products'
import type { Expect, Same } from '@/lib/openapi/responses'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { AccountExportJson } from './export-schema'

/**
 * 'Mijn gegevens downloaden' (docs/rules.md#privacy; GDPR art. 15 and 20): everything the site keeps about the actor's
 * account, as one JSON document: the account (never the password hash or token version), every list it owns (with
 * who manages it beside the account and the open invitations) and every list it manages (decision 038), each with
 * `role`, all its products (hidden and given ones too) and the orders received, with the givers' name, e-mail address
 * and message, in the shapes the REST API answers them (prices in euros). Read in one transaction, so the parts agree.
 * @returns the document (`AccountExport` in the API description).
 * @throws DomainError UNAUTHORIZED (401) without an actor or when the account is gone.
 */
export async function exportAccountData(actor: Actor | null, now: Date = new Date()): Promise<AccountExportJson> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const listInclude = {
    products: { include: productInclude, orderBy: [{ weight: 'asc' as const }, { id: 'asc' as const }] },
    orders: { include: orderInclude, orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] },
  }
  const { user, lists, managed } = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: who.id } })
    const lists = await tx.list.findMany({
      where: { userId: who.id },
      orderBy: { id: 'asc' },
      include: {
        ...listInclude,
        managers: {
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { createdAt: true, user: { select: { name: true, email: true } } },
        },
        invitations: {
          where: { acceptedAt: null },
          orderBy: { id: 'asc' },
          select: { email: true, createdAt: true, expiresAt: true },
        },
      },
    })
    const managed = await tx.listManager.findMany({
      where: { userId: who.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { list: { include: listInclude } },
    })
    return { user, lists, managed }
  })
  if (!user) throw new DomainError('UNAUTHORIZED', t('errors.unauthorized'))
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailConfirmed: !!user.emailConfirmedAt,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    lists: [
      ...lists.map((list) => ({
        ...listJson(list),
        role: 'OWNER' as const,
        managers: list.managers.map((m) => ({
          name: m.user.name,
          email: m.user.email,
          since: m.createdAt.toISOString(),
        })),
        invitations: list.invitations.map((i) => ({
          email: i.email,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        })),
      })),
      ...managed.map(({ list }) => ({ ...listJson(list), role: 'MANAGER' as const })),
    ],
  }
}

type ExportedList = Prisma.ListGetPayload<{
  include: { products: { include: typeof productInclude }; orders: { include: typeof orderInclude } }
}>

/** A list with its products and orders, in the shapes the REST API answers them. */
function listJson(list: ExportedList) {
  return {
    ...toListView(list),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    products: list.products.map((product) => productJson(toProductView(product))),
    orders: list.orders.map((order) => ownerOrderJson(toOwnerView(order))),
  }
}

/** The file name the download gets: 'geboortelijst-mijn-gegevens-2026-11-23.json'. */
export function exportFileName(now: Date = new Date()): string {
  return `geboortelijst-mijn-gegevens-${now.toISOString().slice(0, 10)}.json`
}

export type ExportMatchesItsSchema = Expect<Same<Awaited<ReturnType<typeof exportAccountData>>, AccountExportJson>>
