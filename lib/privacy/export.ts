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
import type { AccountExportJson } from './export-schema'

/**
 * 'Mijn gegevens downloaden' (issue 8 Privacy; GDPR art. 15 and 20): everything the site keeps about the actor's
 * account, as one JSON document: the account (never the password hash or token version), every list with all its
 * products (hidden and given ones too) and the orders received, with the givers' name, e-mail address and message,
 * in the shapes the REST API answers them (prices in euros). Read in one transaction, so the parts agree.
 * @returns the document (`AccountExport` in the API description).
 * @throws DomainError UNAUTHORIZED (401) without an actor or when the account is gone.
 */
export async function exportAccountData(actor: Actor | null, now: Date = new Date()): Promise<AccountExportJson> {
  const who = requireActor(actor)
  const prisma = await getDb()
  const { user, lists } = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: who.id } })
    const lists = await tx.list.findMany({
      where: { userId: who.id },
      orderBy: { id: 'asc' },
      include: {
        products: { include: productInclude, orderBy: [{ weight: 'asc' }, { id: 'asc' }] },
        orders: { include: orderInclude, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
      },
    })
    return { user, lists }
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
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    lists: lists.map((list) => ({
      ...toListView(list),
      createdAt: list.createdAt.toISOString(),
      updatedAt: list.updatedAt.toISOString(),
      products: list.products.map((product) => productJson(toProductView(product))),
      orders: list.orders.map((order) => ownerOrderJson(toOwnerView(order))),
    })),
  }
}

/** The file name the download gets: 'geboortelijst-mijn-gegevens-2026-11-23.json'. */
export function exportFileName(now: Date = new Date()): string {
  return `geboortelijst-mijn-gegevens-${now.toISOString().slice(0, 10)}.json`
}

export type ExportMatchesItsSchema = Expect<Same<Awaited<ReturnType<typeof exportAccountData>>, AccountExportJson>>
