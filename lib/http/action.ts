import 'server-only'
import { headers } from 'next/headers'
import { currentActor, type Actor } from '@/lib/auth'
import { isDomainError, type ErrorCode } from '@/lib/errors'
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, t, withLocale, type Locale } from '@/lib/i18n'
import { clientIp, enforceRateLimit, type RateLimitName } from './rate-limit'
import { describeError } from '@/lib/privacy/log'
import { logger } from '@/lib/log'

/** What every server action answers: its data, or the DomainError as plain data (server actions cannot throw it). */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError }

/** A DomainError made serialisable: `fields` holds the Dutch message per form field for validation errors. */
export interface ActionError {
  code: ErrorCode
  status: number
  message: string
  details: Record<string, unknown> | null
  fields?: Record<string, string>
}

export interface ActionContext {
  /** The logged-in user (session cookie, checked against the database), or null. */
  actor: Actor | null
  /** The client address, as the rate limits count it. */
  ip: string
}

/** Turns anything thrown into the `{ ok: false }` answer; an unexpected error is logged and said as a server error. */
export function actionError(error: unknown): { ok: false; error: ActionError } {
  if (isDomainError(error)) {
    const fields = error.details?.fields as Record<string, string> | undefined
    return {
      ok: false,
      error: {
        code: error.code,
        status: error.status,
        message: error.message,
        details: error.details ?? null,
        ...(fields ? { fields } : {}),
      },
    }
  }
  logger.error({ err: describeError(error) }, '[action] unexpected error')
  return { ok: false, error: { code: 'INTERNAL', status: 500, message: t('errors.internal'), details: null } }
}

/**
 * The language of the page a server action was called from: our server names it from the page's address (French
 * under /fr); Dutch when nothing says.
 */
function actionLocale(requestHeaders: Headers): Locale {
  const locale = requestHeaders.get(LOCALE_HEADER)
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/**
 * The one server action wrapper, beside the REST `handler()` (conventions: formbricks' action client): applies an
 * optional rate limit per client address, resolves the actor, runs the domain function and answers
 * `{ ok: true, data }` or `{ ok: false, error }` with the DomainError's code, status and message, in the language of
 * the page the action was called from (its messages, the order's and the new account's language).
 * Input is validated by the domain function it calls (the same zod schema as the form and the REST handler).
 */
export function action<I, O>(
  fn: (input: I, ctx: ActionContext) => Promise<O>,
  options: { rateLimit?: RateLimitName } = {},
) {
  return async (input: I): Promise<ActionResult<O>> => {
    const requestHeaders = await headers()
    return withLocale(actionLocale(requestHeaders), async () => {
      try {
        const ip = clientIp(requestHeaders)
        if (options.rateLimit) await enforceRateLimit(options.rateLimit, ip)
        const actor = await currentActor()
        return { ok: true, data: await fn(input, { actor, ip }) }
      } catch (error) {
        return actionError(error)
      }
    })
  }
}
