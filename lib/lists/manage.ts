import 'server-only'
import { randomBytes } from 'node:crypto'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { currentLocale, t, withLocale } from '@/lib/i18n'
import { Prisma } from '@/lib/generated/prisma/client'
import { assertCanManageList, assertOwnsList, requireActor, withManagers, type Actor } from '@/lib/auth/actor'
import { invalidateListPage } from '@/lib/cache/invalidate'
import { nudgeMailWorker } from '@/lib/mail'
import { listSchema, listSchemaFor, type ListValues } from '@/lib/validation/list'
import { parseInput } from '@/lib/validation/parse'
import { newShortCode } from '@/lib/share/short-code'
import { namesChanged } from './look-alike'
import { firstListPathOf } from './managers'
import { reviewLookAlikes } from './review'
import { searchColumns } from './search-columns'
import { baseSlug, firstFreeSlug } from './slug'
import { toListView, type ListView } from './view'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

/** Tries before a random suffix settles a slug that others keep taking at the same moment. */
const SLUG_ATTEMPTS = 8

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'
const isMissingRecord = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025'
const notFound = () => new DomainError('NOT_FOUND', t('errors.listNotFound'))

/**
 * The greeting a new list gets when the parents leave the introduction empty (in the current language, the brand
 * named; docs/rules.md#lists). Signed with the parents' first names.
 */
export function defaultIntroduction(
  values: Pick<ListValues, 'firstName' | 'parent1FirstName' | 'parent2FirstName'>,
): string {
  const parents = values.parent2FirstName
    ? `${values.parent1FirstName}${t('listForm.and')}${values.parent2FirstName}`
    : values.parent1FirstName
  // Before the baby has a name the greeting speaks of 'onze baby': it stays right when the name is filled in later.
  if (!values.firstName) return t('listForm.defaultIntroductionNameless', { parents, brand: t('layout.brand') })
  return t('listForm.defaultIntroduction', { firstName: values.firstName, parents, brand: t('layout.brand') })
}

/** The database columns of validated list fields: the date at UTC midnight, the folded search names beside the names. */
function listColumns(values: ListValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    parent1FirstName: values.parent1FirstName,
    parent1LastName: values.parent1LastName,
    parent2FirstName: values.parent2FirstName,
    parent2LastName: values.parent2LastName,
    iban: values.iban,
    accountHolder: values.accountHolder,
    birthDate: new Date(`${values.birthDate}T00:00:00Z`),
    city: values.city,
    introduction: values.introduction,
    visibility: values.visibility,
    accessCode: values.accessCode,
    ibanPublic: values.ibanPublic,
    thankPayers: values.thankPayers,
    ...searchColumns(values),
  }
}

/**
 * Creates a list for the logged-in user (/list/create, POST /api/lists: any logged-in user).
 * Its slug comes from the baby's name ('noor-peeters', then 'noor-peeters-2', …; docs/decisions/009); an empty
 * introduction becomes the default greeting, in the language of the parent's account. A list with the same names as
 * an older list of another account waits for an administrator before it appears in search, and the owner of that list
 * is mailed, in the same transaction (`reviewLookAlikes`, decision 033).
 * @param input the list form (`listSchema`: the birth date from 1 year back to 10 months ahead).
 * @returns the new list.
 * @throws DomainError UNAUTHORIZED (401) without an actor, VALIDATION (422) with the field messages.
 */
export async function createList(anyActor: Actor | null, input: unknown): Promise<ListView> {
  const actor = requireActor(anyActor)
  const values = parseInput(listSchema, input)
  const prisma = await getDb()
  // The default greeting speaks the parent's language: the account's.
  const owner = await prisma.user.findUnique({ where: { id: actor.id }, select: { locale: true } })
  const data = {
    ...listColumns(values),
    introduction:
      values.introduction || withLocale(owner?.locale ?? currentLocale(), () => defaultIntroduction(values)),
    userId: actor.id,
  }
  const base = baseSlug(values.firstName, values.lastName)

  // Another list may take the same slug between the look-up and the insert: the unique index refuses the second
  // one (P2002) and it looks again. After several lost races a random suffix ends it.
  for (let attempt = 0; ; attempt++) {
    const url =
      attempt < SLUG_ATTEMPTS
        ? firstFreeSlug(
            base,
            (await prisma.list.findMany({ where: { url: { startsWith: base } }, select: { url: true } })).map(
              (l) => l.url,
            ),
          )
        : `${base}-${randomBytes(3).toString('hex')}`
    try {
      const { list, mailed } = await prisma.$transaction(async (tx) => {
        // A fresh short code per try: a taken one (about 1 in 10^11) is refused by its unique index like a slug.
        const created = await tx.list.create({ data: { ...data, url, shortCode: newShortCode() } })
        const mailed = await reviewLookAlikes(tx, created, null)
        return { list: created, mailed }
      })
      if (mailed) nudgeMailWorker()
      await invalidateListPage(list.url)
      return toListView(list)
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS + 2) throw error
    }
  }
}

/**
 * The list of `id` for someone who may manage it (decision 038: owner, manager or ADMIN), or with `ownerOnly`
 * for someone who may do what only the owner may (owner or ADMIN).
 */
async function managedRow(anyActor: Actor | null, id: number, ownerOnly = false) {
  const actor = requireActor(anyActor)
  const prisma = await getDb()
  const row = await prisma.list.findUnique({ where: { id }, include: withManagers })
  if (!row) throw notFound()
  if (ownerOnly) assertOwnsList(actor, row)
  else assertCanManageList(actor, row)
  const { managers: _managers, ...list } = row
  return { actor, list, prisma }
}

/** A list as the form's input, so a partial change can be checked as a whole. */
function asInput(list: ListView): Record<string, unknown> {
  const { id: _id, url: _url, userId: _userId, ...fields } = list
  return fields
}

/**
 * Changes a list's settings (/list/{slug}/settings, PATCH /api/lists/{id}). Fields left out keep their value,
 * so the form sends everything and an API client only what changes; the whole is checked by `listSchema`, except that
 * the birth date the list has stays valid while it is not changed (the window applies to a date being entered). The
 * slug never changes, also when the names do: links already shared keep working (docs/decisions/009). The folded
 * search names follow the names; a change of names that makes the list look like an older list of another account is
 * reviewed as a new list is (`reviewLookAlikes`, decision 033), in the same transaction.
 * @returns the changed list.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id, FORBIDDEN (403) for
 *   someone else's list, VALIDATION (422) with the field messages. Nothing changes on any of them.
 */
export async function updateList(anyActor: Actor | null, id: number, input: unknown): Promise<ListView> {
  const { list, prisma } = await managedRow(anyActor, id)
  const stored = toListView(list)
  const merged =
    input !== null && typeof input === 'object' && !Array.isArray(input) ? { ...asInput(stored), ...input } : input
  const values = parseInput(listSchemaFor({ stored: stored.birthDate }), merged)
  try {
    const { updated, mailed } = await prisma.$transaction(async (tx) => {
      const updated = await tx.list.update({ where: { id }, data: listColumns(values) })
      const mailed = namesChanged(list, updated) ? await reviewLookAlikes(tx, updated, list) : false
      return { updated, mailed }
    })
    if (mailed) nudgeMailWorker()
    await invalidateListPage(updated.url)
    return toListView(updated)
  } catch (error) {
    // Deleted between the check and the update.
    if (isMissingRecord(error)) throw notFound()
    throw error
  }
}

/**
 * Deletes a list with everything on it (DELETE /api/lists/{id}): its orders and their lines, its products
 * and their parts, and the list itself in one transaction; then its uploaded images. Order lines keep products
 * from being deleted on their own (schema), which is why the orders go first, on purpose.
 * @returns the deleted list's id and slug.
 * Only the owner or an ADMIN: a manager may change everything on the list but not delete it (decision 038).
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id, FORBIDDEN (403) for
 *   someone else's list and for a manager. Nothing changes on any of them.
 */
export async function deleteList(anyActor: Actor | null, id: number): Promise<{ id: number; url: string }> {
  const { list, prisma } = await managedRow(anyActor, id, true)
  await prisma.$transaction(
    async (tx) => {
      // Lock the products first, in the order placeOrder locks them, then the list: an order being placed on this
      // list either commits before we delete or waits and then finds its gifts gone (404), never half a list.
      await tx.$queryRaw`SELECT id FROM "Product" WHERE "listId" = ${id} ORDER BY id FOR UPDATE`
      await tx.$queryRaw`SELECT id FROM "List" WHERE id = ${id} FOR UPDATE`
      await tx.orderLine.deleteMany({ where: { order: { listId: id } } })
      await tx.order.deleteMany({ where: { listId: id } })
      await tx.product.deleteMany({ where: { listId: id } })
      const { count } = await tx.list.deleteMany({ where: { id } })
      if (count === 0) throw notFound()
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  await invalidateListPage(list.url)
  // The list is gone for good; images left behind only cost storage, so a failure is logged, not reported.
  try {
    // Loaded here, not at the top: lib/images brings sharp (native libvips), which every page reading a list would
    // otherwise load too, and it imports lib/lists itself.
    const { deleteListImages } = await import('@/lib/images')
    await deleteListImages(list.url)
  } catch (error) {
    logger.error({ err: describeError(error) }, `[lists] deleting the images of deleted list ${list.id} failed`)
  }
  return { id: list.id, url: list.url }
}

/**
 * Where the settings page goes after its list was deleted: the actor's own first remaining list, else the first list
 * they manage, else the account page (an admin who deleted someone else's list included).
 */
export async function pathAfterListDeleted(actor: Actor | null): Promise<string> {
  if (!actor) return '/site/index'
  return (await firstListPathOf(actor.id)) ?? '/user/account'
}
