import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { Prisma } from '@/lib/generated/prisma/client'
import { getManagedListById, type ListView } from '@/lib/lists'
import { childName, parentFirstNames } from '@/lib/lists/display'
import { dateLabel } from '@/lib/lists/date-label'
import { parseInput } from '@/lib/validation/parse'
import type { Actor } from '@/lib/auth/actor'
import { cardPdf } from './card-pdf'
import { qrPng, qrSvg } from './qr'
import { cardQuerySchema, shareSettingsSchema, type CardFormat } from './schema'
import { ensureShortCode, listPageUrl, shortLinkUrl } from './short-link'

// Sharing a list (decision 039): what the parents' share panel shows, the line of their birth card, and the files
// made from the short link (QR code as SVG and PNG, the printable card). Everything here is for the people who manage
// the list (its owner, its managers and the administrators: `getManagedListById`); the short link itself is public.

export { ensureShortCode, listPageUrl, resolveShortLink, shortLinkUrl } from './short-link'

/** What the share panel and GET /api/lists/{id}/share give the people who manage a list. */
export interface ShareInfo {
  listId: number
  /** The list's slug: its page is /list/{slug}. */
  slug: string
  /** The absolute address of the list's page. */
  listUrl: string
  /** The 8 characters of the short link. */
  shortCode: string
  /** The absolute short link /l/{code}, which the QR code holds. */
  shortUrl: string
  /** The child as the list names it: 'Noor Peeters', or 'Baby van Sofie en Jonas'. */
  child: string
  /** The line the parents chose for their birth card, or null. */
  cardLine: string | null
  /** Where the files are, relative to the site. */
  files: { qrSvg: string; qrPng: string; cardA6: string; cardA4: string }
}

const isMissingRecord = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025'
const notFound = () => new DomainError('NOT_FOUND', t('errors.listNotFound'))

/** The list of `listId` with its short code (made now for an older list) and card line, for someone who manages it. */
async function sharedList(
  actor: Actor | null,
  listId: number,
): Promise<{ list: ListView; shortCode: string; cardLine: string | null }> {
  const list = await getManagedListById(actor, listId)
  const prisma = await getDb()
  const row = await prisma.list.findUnique({ where: { id: listId }, select: { shortCode: true, cardLine: true } })
  if (!row) throw notFound()
  return { list, shortCode: row.shortCode ?? (await ensureShortCode(listId)), cardLine: row.cardLine }
}

function toShareInfo(list: ListView, shortCode: string, cardLine: string | null): ShareInfo {
  const api = `/api/lists/${list.id}`
  return {
    listId: list.id,
    slug: list.url,
    listUrl: listPageUrl(list.url),
    shortCode,
    shortUrl: shortLinkUrl(shortCode),
    child: childName(list),
    cardLine,
    files: {
      qrSvg: `${api}/qr.svg`,
      qrPng: `${api}/qr.png`,
      cardA6: `${api}/card.pdf?format=a6`,
      cardA4: `${api}/card.pdf?format=a4`,
    },
  }
}

/**
 * What the share panel shows (GET /api/lists/{id}/share): the list's address, its short link (made now for a list
 * that has none yet), the child's name for the messages, the card's line and where the files are.
 * @throws DomainError UNAUTHORIZED (401) without an actor, NOT_FOUND (404) for an unknown id, FORBIDDEN (403) for
 *   someone who does not manage the list.
 */
export async function getShareInfo(actor: Actor | null, listId: number): Promise<ShareInfo> {
  const { list, shortCode, cardLine } = await sharedList(actor, listId)
  return toShareInfo(list, shortCode, cardLine)
}

/**
 * Sets the line the parents chose for their birth card (PATCH /api/lists/{id}/share): `{ cardLine }`, one line of at
 * most 120 characters by the text rules, '' or null for none. The public list page does not show it, so no page is
 * refreshed.
 * @returns the share information with the new line.
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403) as `getShareInfo`; VALIDATION (422) with
 *   `details.fields.cardLine`. Nothing changes on any of them.
 */
export async function updateShareSettings(actor: Actor | null, listId: number, input: unknown): Promise<ShareInfo> {
  const list = await getManagedListById(actor, listId)
  const { cardLine } = parseInput(shareSettingsSchema, input)
  const prisma = await getDb()
  try {
    await prisma.list.update({ where: { id: listId }, data: { cardLine: cardLine || null } })
  } catch (error) {
    // Deleted between the check and the update.
    if (isMissingRecord(error)) throw notFound()
    throw error
  }
  return toShareInfo(list, await ensureShortCode(listId), cardLine || null)
}

/** A file made for a list: its bytes, its media type and the name a download gets. */
export interface ShareFile {
  body: Uint8Array | string
  type: string
  filename: string
}

/**
 * The list's QR code (GET /api/lists/{id}/qr.svg and qr.png): the absolute short link, error correction Q; the PNG
 * at least 1200 pixels a side.
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403) as `getShareInfo`.
 */
export async function listQrCode(actor: Actor | null, listId: number, kind: 'svg' | 'png'): Promise<ShareFile> {
  const { list, shortCode } = await sharedList(actor, listId)
  const url = shortLinkUrl(shortCode)
  return kind === 'svg'
    ? { body: await qrSvg(url), type: 'image/svg+xml', filename: `qr-${list.url}.svg` }
    : { body: new Uint8Array(await qrPng(url)), type: 'image/png', filename: `qr-${list.url}.png` }
}

/**
 * The printable birth card (GET /api/lists/{id}/card.pdf?format=a6|a4): the QR code, the short link written out
 * (with the list code under it for a protected list), the child's name, the parents' first names, the birth or due
 * date and the parents' line.
 * @param query `{ format?: 'a6' | 'a4' }` (default a6).
 * @throws DomainError UNAUTHORIZED (401), NOT_FOUND (404), FORBIDDEN (403) as `getShareInfo`; VALIDATION (422) for
 *   another format.
 */
export async function listBirthCard(actor: Actor | null, listId: number, query: unknown): Promise<ShareFile> {
  const { list, shortCode, cardLine } = await sharedList(actor, listId)
  const { format } = parseInput(cardQuerySchema, query) as { format: CardFormat }
  const shortUrl = shortLinkUrl(shortCode)
  const child = childName(list)
  const pdf = await cardPdf(
    {
      eyebrow: t('list.eyebrow'),
      child,
      parents: list.firstName.trim() ? t('list.parents', { parents: parentFirstNames(list) }) : null,
      date: dateLabel(list.birthDate).text,
      line: cardLine,
      hint: t('shareFiles.cardHint'),
      shortUrl,
      shortText: shortUrl.replace(/^https?:\/\//, ''),
      // The code of a protected list goes with its link, as its settings suggest: the card is for those who may see it.
      code:
        list.visibility === 'PROTECTED' && list.accessCode ? t('shareFiles.cardCode', { code: list.accessCode }) : null,
      title: t('shareFiles.cardTitle', { child }),
    },
    format,
  )
  return { body: pdf, type: 'application/pdf', filename: `geboortekaartje-${list.url}-${format}.pdf` }
}
