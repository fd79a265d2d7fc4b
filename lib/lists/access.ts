import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { authSecret } from '@/lib/auth/secret'
import { canManageList, type Actor } from '@/lib/auth/actor'
import { clientNetwork, rateLimited } from '@/lib/http/rate-limit'
import { sharedLimiter } from '@/lib/redis/limiter'
import { parseInput } from '@/lib/validation/parse'
import { listCodeSchema } from '@/lib/validation/listCode'
import type { ListVisibility } from '@/lib/generated/prisma/enums'
import { normalizeListCode } from './list-code'
import { asksForCode, servedTo } from './visibility'

// The code of a protected list (decision 040): a visitor enters it once per browser session and gets a signed,
// httpOnly session cookie for that list; an API client sends it in `X-List-Code` with each request, or asks the
// cookie with POST /api/lists/{id}/access. Every try of a code counts against a limit per client and one per list
// before it is compared; a right one is given back, so a family that opens the list never uses the limits up.

/** The request header an API client sends a protected list's code in. */
export const LIST_CODE_HEADER = 'x-list-code'

/** Wrong codes per client network (`clientNetwork`) in 15 minutes: a few typos are nothing, guessing is stopped. */
export const GUESSES_PER_CLIENT = { points: 10, duration: 15 * 60 } as const
/** Wrong codes per list in an hour, from all clients together: guessing from many addresses is stopped as well. */
export const GUESSES_PER_LIST = { points: 50, duration: 60 * 60 } as const

const perClient = sharedLimiter({ keyPrefix: 'list-code-client', ...GUESSES_PER_CLIENT })
const perList = sharedLimiter({ keyPrefix: 'list-code-list', ...GUESSES_PER_LIST })

/** Who manages a list beside its owner (decision 038): loaded with every list the gate reads. */
const managersSelect = { managers: { select: { userId: true } } } as const

/** What the rules read of a list to decide whether it asks for its code: its owner and managers pass. */
export interface GatedList {
  id: number
  userId: number
  managers: readonly { userId: number }[]
  visibility: ListVisibility
  accessCode: string | null
}

/** The cookies of a request: `NextRequest.cookies` or `cookies()` of next/headers. */
export interface CookieReader {
  get(name: string): { value: string } | undefined
}

/** What a request brings to open a protected list: the code it sends, its cookies and its client address. */
export interface ListKey {
  /** A code sent with this request (`X-List-Code`); counted as a try. */
  code?: string | null
  /** The request's cookies: a list-code cookie of the list opens it without a try. */
  cookies?: CookieReader
  /** The client address (`clientIp`) the tries count for. */
  ip?: string
}

/** Whether the site is served over https: then the cookie is `__Host-` and Secure. */
const secureCookies = () => (process.env.NEXTAUTH_URL ?? '').startsWith('https://')

/** The name of the cookie that opens list `listId`. */
export function listCodeCookieName(listId: number): string {
  return `${secureCookies() ? '__Host-' : ''}geboortelijst.lijstcode-${listId}`
}

/** The cookie's value: an HMAC of the list and its code, so a new code closes every browser the old one opened. */
function cookieValue(listId: number, code: string): string {
  return createHmac('sha256', authSecret())
    .update(`list-code:${listId}:${normalizeListCode(code)}`)
    .digest('base64url')
    .slice(0, 43)
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** True when `cookies` hold a valid list-code cookie of the list for its current code. */
function hasCodeCookie(list: GatedList, cookies: CookieReader | undefined): boolean {
  if (list.visibility !== 'PROTECTED' || !list.accessCode || !cookies) return false
  const value = cookies.get(listCodeCookieName(list.id))?.value
  return !!value && sameText(value, cookieValue(list.id, list.accessCode))
}

/** True when `code` is the list's code (compared normalised, in constant time over the keyed hashes). */
function isListCode(list: GatedList, code: string): boolean {
  return !!list.accessCode && sameText(cookieValue(list.id, code), cookieValue(list.id, list.accessCode))
}

const limitedMessage = (msBeforeNext: number) =>
  t('listCode.tooManyTries', { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) })

/**
 * Tries `code` on a protected list for the client at `ip`. The try is counted against both limits before the code is
 * compared (so many tries at once cannot slip past them), and given back when the code is right.
 * @returns true for the right code.
 * @throws DomainError RATE_LIMITED (429) with a Dutch message and `details.retryAfter` once the client or the list
 *   used up its wrong tries; the code is not compared then, also when it is right.
 */
async function tryCode(list: GatedList, code: string, ip: string): Promise<boolean> {
  const client = clientNetwork(ip)
  const listKey = String(list.id)
  try {
    await perClient.consume(client)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext, limitedMessage(error.msBeforeNext))
    throw error
  }
  try {
    await perList.consume(listKey)
  } catch (error) {
    await perClient.penalty(client, -1)
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext, limitedMessage(error.msBeforeNext))
    throw error
  }
  const right = isListCode(list, code)
  if (right) await Promise.all([perClient.penalty(client, -1), perList.penalty(listKey, -1)])
  return right
}

/**
 * Whether the list shows itself to `actor` with `key` without asking (no try is counted): it is not protected, the
 * actor manages it (owner, manager, administrator), or the request carries the list's cookie.
 */
export function listOpenWithout(list: GatedList, actor: Actor | null, key: Pick<ListKey, 'cookies'>): boolean {
  return !asksForCode(list, { manages: canManageList(actor, list), hasCode: hasCodeCookie(list, key.cookies) })
}

/**
 * Checks that a protected list may show its names, gifts and IBAN to `actor` or take their order: open without a
 * code (`listOpenWithout`), or with the right code in `key.code`, which counts as a try.
 * @throws DomainError LIST_CODE_REQUIRED (403) when no code came; LIST_CODE_WRONG (403) for a wrong code;
 *   RATE_LIMITED (429) past the limits of wrong tries (`GUESSES_PER_CLIENT`, `GUESSES_PER_LIST`).
 */
export async function assertListOpen(list: GatedList, actor: Actor | null, key: ListKey): Promise<void> {
  if (listOpenWithout(list, actor, key)) return
  const code = key.code?.trim()
  if (!code) throw new DomainError('LIST_CODE_REQUIRED', t('listCode.required'))
  if (!(await tryCode(list, code.slice(0, 256), key.ip ?? 'local')))
    throw new DomainError('LIST_CODE_WRONG', t('listCode.wrong'))
}

/**
 * `assertListOpen` for the list of `listId`: the REST paths of a list's gifts and of placing an order start here.
 * @throws DomainError NOT_FOUND (404) for an unknown list; LIST_CODE_REQUIRED, LIST_CODE_WRONG (403) and
 *   RATE_LIMITED (429) as `assertListOpen`.
 */
export async function assertListOpenById(listId: number, actor: Actor | null, key: ListKey): Promise<void> {
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { id: listId },
    select: { id: true, userId: true, visibility: true, accessCode: true, ...managersSelect },
  })
  if (!list) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  await assertListOpen(list, actor, key)
}

/** A protected list by slug with what `listOpenWithout` reads, or null when there is no such list. */
export async function loadGatedList(slug: string): Promise<(GatedList & { url: string }) | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return null
  const prisma = await getDb()
  return prisma.list.findUnique({
    where: { url: slug },
    select: { id: true, url: true, userId: true, visibility: true, accessCode: true, ...managersSelect },
  })
}

/** The cookie `openListWithCode` answers: set it with `cookies().set(name, value, options)` or on a response. */
export interface ListCodeCookie {
  name: string
  value: string
  options: { httpOnly: true; sameSite: 'lax'; path: '/'; secure: boolean }
}

/**
 * Opens a protected list for a browser session (POST /api/lists/{id}/access, the code form of the list page): checks
 * the code as a try (`assertListOpen`'s limits) and answers the session cookie that opens the list from then on, for
 * the page and the REST paths alike. It has no expiry (it ends with the browser session), is httpOnly and holds only a
 * keyed hash of the list and its code. A list that is not protected needs no cookie: null.
 * @param input `{ code }` (`listCodeSchema`).
 * @throws DomainError NOT_FOUND (404) for an unknown list or one not served to strangers (not active, `servedTo`);
 *   VALIDATION (422) without a code; LIST_CODE_WRONG (403); RATE_LIMITED (429).
 */
export async function openListWithCode(
  listId: number,
  input: unknown,
  client: { ip?: string } = {},
): Promise<ListCodeCookie | null> {
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { id: listId },
    include: { ...managersSelect, user: { select: { emailConfirmedAt: true } } },
  })
  if (!list || !servedTo(list, { manages: false })) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
  const { code } = parseInput(listCodeSchema, input)
  if (list.visibility !== 'PROTECTED' || !list.accessCode) return null
  if (!(await tryCode(list, code, client.ip ?? 'local'))) throw new DomainError('LIST_CODE_WRONG', t('listCode.wrong'))
  return {
    name: listCodeCookieName(list.id),
    value: cookieValue(list.id, list.accessCode),
    options: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies() },
  }
}

/** The list-code key of a REST request: its `X-List-Code` header, its cookies and its client address. */
export function listKeyOf(req: { headers: Headers; cookies: CookieReader }, ip: string): ListKey {
  return { code: req.headers.get(LIST_CODE_HEADER), cookies: req.cookies, ip }
}
