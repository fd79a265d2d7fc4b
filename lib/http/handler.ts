import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { DomainError, isDomainError } from '@/lib/errors'
import { currentLocale, t, withLocale } from '@/lib/i18n'
import { localeFromAcceptLanguage } from '@/lib/i18n/negotiate'
import { actorFromRequest, type Actor } from '@/lib/auth'
import type { Page } from '@/lib/validation/paging'
import { readBodyAtMost } from './body'
import { clientIp, enforceRateLimit, type RateLimitName } from './rate-limit'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

export interface HandlerContext<P> {
  req: NextRequest
  params: P
  /** The logged-in user (session cookie or bearer token), or null. */
  actor: Actor | null
}

/**
 * `{"error":{"code","message","details"}}` with the error's status, its message in the current language (named in
 * `Content-Language`); anything unexpected is logged and becomes a 500.
 */
export function errorResponse(error: unknown): NextResponse {
  if (isDomainError(error)) {
    const headers: Record<string, string> = { 'Content-Language': currentLocale(), Vary: 'Accept-Language' }
    if ((error.status === 429 || error.status === 503) && error.details?.retryAfter)
      headers['Retry-After'] = String(error.details.retryAfter)
    return NextResponse.json(
      { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } },
      { status: error.status, headers },
    )
  }
  logger.error({ err: describeError(error) }, '[api] unexpected error')
  return NextResponse.json(
    { error: { code: 'INTERNAL', message: t('errors.internal') } },
    { status: 500, headers: { 'Content-Language': currentLocale(), Vary: 'Accept-Language' } },
  )
}

/**
 * Wraps a REST route handler: resolves the actor, applies an optional rate limit,
 * turns the returned value into JSON (or passes a Response through) and every DomainError into its JSON error. It
 * runs in the language of the request's `Accept-Language` (`withLocale`; Dutch by default), so error messages come in
 * Dutch or French; their codes do not change.
 */
export function handler<P = Record<string, string>>(
  fn: (ctx: HandlerContext<P>) => Promise<unknown>,
  options: { rateLimit?: RateLimitName; status?: number } = {},
) {
  return (req: NextRequest, context: { params: Promise<P> }): Promise<Response> =>
    withLocale(localeFromAcceptLanguage(req.headers.get('accept-language')), () => answer(req, context))
  async function answer(req: NextRequest, context: { params: Promise<P> }): Promise<Response> {
    try {
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, clientIp(req.headers))
      const [params, actor] = await Promise.all([context.params, actorFromRequest(req)])
      const result = await fn({ req, params, actor })
      if (result instanceof Response) return result
      return NextResponse.json(result, { status: options.status ?? 200 })
    } catch (error) {
      return errorResponse(error)
    }
  }
}

/** The largest JSON body a REST handler reads: the biggest real one, an order of 20 lines, is ~2 KB. */
export const JSON_BODY_LIMIT = 64 * 1024

/**
 * The JSON body of a request, read up to `JSON_BODY_LIMIT` bytes: a larger body is refused before it is parsed, since
 * parsing a huge body holds the whole server (decision 021), also when it comes without Content-Length.
 * @throws DomainError PAYLOAD_TOO_LARGE (413) beyond the limit; BAD_JSON (400) when the body is not UTF-8 JSON.
 */
export async function readJson(req: Request): Promise<unknown> {
  const bytes = await readBodyAtMost(req, JSON_BODY_LIMIT, tooLarge)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new DomainError('BAD_JSON', t('errors.badJson'))
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new DomainError('BAD_JSON', t('errors.badJson'))
  }
}

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', t('errors.bodyTooLarge', { kb: JSON_BODY_LIMIT / 1024 }))

/**
 * A numeric id from a path segment.
 * @throws DomainError NOT_FOUND (404) for anything but a positive 32-bit integer: such an id cannot exist.
 */
export function parseId(value: string, notFoundMessage: string = t('errors.listNotFound')): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new DomainError('NOT_FOUND', notFoundMessage)
  return Number(value)
}

/**
 * One page of a paged REST list (docs/rules.md#rest-api): the JSON array of its items, each mapped
 * by `toJson`, with the number of all matches in `X-Total-Count`, so a client knows whether there is a next page.
 */
export function pagedResponse<T, J>(page: Page<T>, toJson: (item: T) => J): NextResponse {
  return NextResponse.json(page.items.map(toJson), { headers: { 'X-Total-Count': String(page.total) } })
}
