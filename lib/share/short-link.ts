import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { Prisma } from '@/lib/generated/prisma/client'
import { canManageList, listAccessSelect, type Actor } from '@/lib/auth/actor'
import { siteUrl } from '@/lib/mail/html'
import { servedTo } from '@/lib/lists/visibility'
import { newShortCode, normalizeShortCode, shortLinkPath } from './short-code'

// The short link /l/{code} of a list (decision 039): made with the list, or for an older list the first time the
// share panel, its QR code or its card needs it.

/** Draws before a short code is given up on: two random codes colliding is already about 1 in 10^11. */
const CODE_ATTEMPTS = 5

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'
const notFound = () => new DomainError('NOT_FOUND', t('errors.listNotFound'))

/** The absolute short link of a code: 'https://geboortelijst.be/l/abcd2345' (`APP_URL`, else `NEXTAUTH_URL`). */
export function shortLinkUrl(code: string): string {
  return `${siteUrl()}${shortLinkPath(code)}`
}

/** The absolute address of a list's page: 'https://geboortelijst.be/list/noor-peeters'. */
export function listPageUrl(slug: string): string {
  return `${siteUrl()}/list/${slug}`
}

/**
 * The short code of list `listId`, made now when the list has none (lists made before short links existed). Safe
 * when several requests ask at once: the code is only written where none is stored yet, so every caller gets the one
 * code that won; a drawn code that another list already has is drawn again. No permission check: callers check.
 * @returns the list's short code.
 * @throws DomainError NOT_FOUND (404) when the list does not exist (or was deleted meanwhile).
 */
export async function ensureShortCode(listId: number): Promise<string> {
  const prisma = await getDb()
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const row = await prisma.list.findUnique({ where: { id: listId }, select: { shortCode: true } })
    if (!row) throw notFound()
    if (row.shortCode) return row.shortCode
    const code = newShortCode()
    try {
      const { count } = await prisma.list.updateMany({
        where: { id: listId, shortCode: null },
        data: { shortCode: code },
      })
      if (count === 1) return code
      // Another request gave the list its code first (or the list is gone): read again.
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error(`no free short code for list ${listId} after ${CODE_ATTEMPTS} draws`)
}

/**
 * Where the short link `/l/{code}` leads: the slug of its list, case-insensitive ('ABCD2345' is 'abcd2345'). A list
 * whose owner has not confirmed the e-mail address is not active (decision 033) and is found only by the people who
 * manage it, exactly as `GET /api/lists/{id}` (`servedTo`). A protected list is found: its page asks for the code.
 * @param rawCode the code as it came in the address.
 * @param whoAsks the logged-in user, or null; asked only for a list that is not active (reading the session costs a
 *   database read, which nearly every visit can do without).
 * @throws DomainError NOT_FOUND (404) for anything that is not the code of a list served to the one who asks.
 */
export async function resolveShortLink(rawCode: string, whoAsks: () => Promise<Actor | null>): Promise<string> {
  const code = normalizeShortCode(rawCode)
  if (!code) throw notFound()
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { shortCode: code },
    select: { url: true, ...listAccessSelect, user: { select: { emailConfirmedAt: true } } },
  })
  if (!list) throw notFound()
  // Not served looks exactly like unknown.
  if (!servedTo(list, { manages: false }) && !servedTo(list, { manages: canManageList(await whoAsks(), list) }))
    throw notFound()
  return list.url
}
