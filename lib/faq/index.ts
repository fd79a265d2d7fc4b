import 'server-only'
import { invalidatePage } from '@/lib/cache/invalidate'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t, type Locale } from '@/lib/i18n'
import { requireAdmin } from '@/lib/admin'
import type { Actor } from '@/lib/auth/actor'
import { parseInput } from '@/lib/validation/parse'
import { faqPatchSchema, faqSchema } from '@/lib/validation/faq'

// The FAQ (/site/faq, /api/faq): everyone reads it, only an ADMIN changes it.

/** One question and its answer (plain text, line breaks kept); `weight` orders them, smallest first. */
export interface FaqItemView {
  id: number
  locale: Locale
  title: string
  text: string
  weight: number
}

/** The gap a new item without a weight leaves after the last one, so an admin can slide one in between. */
const WEIGHT_STEP = 10

const select = { id: true, locale: true, title: true, text: true, weight: true } as const

const notFound = () => new DomainError('NOT_FOUND', t('faq.notFound'))

/** /site/faq (a cached page, in both languages) shows the change at once. */
function invalidateFaqPage(): void {
  invalidatePage('/site/faq')
}

/**
 * The FAQ items of one language, or of every language (for /admin/faq), by weight then id (/site/faq, GET /api/faq).
 * Public.
 * @param locale the language of the page; left out, all items, language by language.
 * @returns the items with their plain-text answers.
 */
export async function listFaqItems(locale?: Locale): Promise<FaqItemView[]> {
  const prisma = await getDb()
  return prisma.faqItem.findMany({
    where: locale ? { locale } : undefined,
    select,
    orderBy: [{ locale: 'asc' }, { weight: 'asc' }, { id: 'asc' }],
  })
}

/**
 * One FAQ item (GET /api/faq/{id}). Public.
 * @throws DomainError NOT_FOUND (404) for an unknown id.
 */
export async function getFaqItem(id: number): Promise<FaqItemView> {
  const prisma = await getDb()
  const item = await prisma.faqItem.findUnique({ where: { id }, select })
  if (!item) throw notFound()
  return item
}

/**
 * Adds a FAQ item (POST /api/faq); without a `weight` it goes after the last one of its language. /site/faq shows it
 * at once.
 * @param input `{ title, text, weight?, locale? }` (see `faqSchema`; Dutch without a `locale`).
 * @throws DomainError UNAUTHORIZED (401) without an actor, FORBIDDEN (403) for anyone but an ADMIN (whatever the
 *   input), VALIDATION (422) with `details.fields`. Nothing is stored then.
 */
export async function createFaqItem(actor: Actor | null, input: unknown): Promise<FaqItemView> {
  requireAdmin(actor)
  const values = parseInput(faqSchema, input)
  const prisma = await getDb()
  const locale = values.locale ?? 'nl'
  let weight = values.weight
  if (weight === undefined) {
    const last = await prisma.faqItem.aggregate({ where: { locale }, _max: { weight: true } })
    weight = (last._max.weight ?? 0) + WEIGHT_STEP
  }
  const item = await prisma.faqItem.create({
    data: { locale, title: values.title, text: values.text, weight },
    select,
  })
  invalidateFaqPage()
  return item
}

/**
 * Changes a FAQ item (PATCH /api/faq/{id}): the fields given, the others keep their value.
 * @param input any of `{ title, text, weight, locale }` (see `faqPatchSchema`).
 * @throws DomainError 401/403 as `createFaqItem`, NOT_FOUND (404) for an unknown id, VALIDATION (422).
 */
export async function updateFaqItem(actor: Actor | null, id: number, input: unknown): Promise<FaqItemView> {
  requireAdmin(actor)
  const prisma = await getDb()
  if (!(await prisma.faqItem.findUnique({ where: { id }, select: { id: true } }))) throw notFound()
  const values = parseInput(faqPatchSchema, input)
  const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
  if (Object.keys(data).length === 0) return getFaqItem(id)
  // updateMany counts rows: an item deleted meanwhile is a 404, not a Prisma error.
  const { count } = await prisma.faqItem.updateMany({ where: { id }, data })
  if (count === 0) throw notFound()
  invalidateFaqPage()
  return getFaqItem(id)
}

/**
 * Deletes a FAQ item (DELETE /api/faq/{id}).
 * @throws DomainError 401/403 as `createFaqItem`, NOT_FOUND (404) for an unknown id.
 */
export async function deleteFaqItem(actor: Actor | null, id: number): Promise<void> {
  requireAdmin(actor)
  const prisma = await getDb()
  const { count } = await prisma.faqItem.deleteMany({ where: { id } })
  if (count === 0) throw notFound()
  invalidateFaqPage()
}
