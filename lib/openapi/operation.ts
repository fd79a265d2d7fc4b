// The shape of one entry of the API registry (lib/openapi/paths.ts) and how it becomes an OpenAPI operation: the
// answers every entry shares (401/403 from its auth level, 404 from its path parameters, 400/422 from a JSON body,
// 429 from its rate limit, 422 for paging) are added here, so an entry lists only what is its own.
import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi'
import { errorStatus, type ErrorCode } from '@/lib/errors'
import { limits, type RateLimitName } from '@/lib/http/rate-limit'
import { pagingSchema } from '@/lib/validation/paging'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call an operation: `public` anyone, no login used; `optional` anyone, a login shows more (hidden products
 * to their owner); `user` any logged-in user; `owner` the list's owner, one of its managers (decision 038) or an
 * ADMIN; `admin` an ADMIN only.
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'owner' | 'admin'

export type ApiTag =
  | 'Account'
  | 'Lijsten'
  | 'Producten'
  | 'Afbeeldingen'
  | 'Reservaties'
  | 'FAQ'
  | 'Contact'
  | 'Beheer'
  | 'Documentatie'
  | 'Status'

type ErrorStatus = (typeof errorStatus)[ErrorCode]
/** The error codes whose status is S (lib/errors: the status follows from the code). */
type CodesOf<S extends number> = { [K in ErrorCode]: (typeof errorStatus)[K] extends S ? K : never }[ErrorCode]

export interface ErrorAnswer {
  status: ErrorStatus
  codes: readonly ErrorCode[]
  description: string
}

export interface SuccessAnswer {
  status: 200 | 201 | 202 | 204
  description: string
  /** The JSON body; none for 204. */
  schema?: z.ZodType
  /** Response headers the answer always carries (X-Total-Count of a paged list). */
  headers?: z.ZodObject
  /** A paged list: `take`/`skip` out of range is a 422. */
  paged?: boolean
  /** A file instead of JSON (a QR code, a PDF): its media type. */
  file?: FileType | readonly FileType[]
}

/** One path and method of the REST API, with everything the OpenAPI document and the reference page say about it. */
/** The media types of the files an operation answers (a QR code, a PDF, a spreadsheet). */
type FileType =
  | 'image/png'
  | 'image/svg+xml'
  | 'application/pdf'
  | 'text/csv; charset=utf-8'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export interface ApiOperation {
  operationId: string
  method: HttpMethod
  /** OpenAPI path template, e.g. '/api/lists/{id}' (app/api/lists/[id]/route.ts). */
  path: `/api/${string}`
  tag: ApiTag
  summary: string
  description?: string
  auth: AuthLevel
  /** The named per-address limit of lib/http/rate-limit.ts the handler (or its domain function) counts. */
  rateLimit?: RateLimitName
  params?: { path?: z.ZodObject; query?: z.ZodObject; header?: z.ZodObject }
  /** A JSON body (parsed with this schema), or a multipart form. */
  body?: { json: z.ZodType; description?: string } | { multipart: z.ZodObject; description?: string }
  success: SuccessAnswer
  /** Answers of this operation beyond the shared ones; an entry with the status of a shared one adds its codes. */
  errors?: readonly ErrorAnswer[]
  /**
   * Answers with a body of their own beside `success`: the health check's 503 says which check failed; a statement
   * imported before answers 200 where a new one answers 201.
   */
  otherAnswers?: readonly { status: 200 | 503; description: string; schema: z.ZodType }[]
}

/**
 * An error answer: `status` with the codes it may carry (all codes of that status when left out).
 * @example failure(409, 'Het adres heeft al een account.', ['EMAIL_TAKEN'])
 */
export function failure<S extends ErrorStatus>(
  status: S,
  description: string,
  codes?: readonly CodesOf<S>[],
): ErrorAnswer {
  const all = (Object.keys(errorStatus) as ErrorCode[]).filter((code) => errorStatus[code] === status)
  return { status, description, codes: codes ?? all }
}

/** `X-Total-Count` of a paged list: the number of all matches, so a client knows whether there is a next page. */
export const totalCountHeader = z
  .int()
  .min(0)
  .meta({ description: 'Het totaal aantal resultaten over alle pagina’s.', header: { id: 'XTotalCount' } })

/**
 * The answer of a paged list (docs/rules.md#rest-api): a JSON array of `item` for the page asked with
 * `take`/`skip`/`searchString`, and the number of all matches in `X-Total-Count`. Use with `pagingQuery`.
 */
export function paged(item: z.ZodType, description: string): SuccessAnswer {
  return {
    status: 200,
    description,
    schema: z.array(item),
    headers: z.object({ 'X-Total-Count': totalCountHeader }),
    paged: true,
  }
}

/** The query parameters of a paged list: `take` (1..100, default `defaultTake`), `skip` (default 0), `searchString`. */
export function pagingQuery(defaultTake: number): z.ZodObject {
  return pagingSchema(defaultTake)
}

/** `Retry-After` of a 429: the seconds to wait (also in `details.retryAfter`). */
const retryAfterHeader = z
  .int()
  .min(1)
  .meta({ description: 'Aantal seconden om te wachten.', header: { id: 'RetryAfter' } })

const errorDetails = z
  .looseObject({
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "422: de Nederlandse melding per veld ('products.0.price')." }),
    retryAfter: z
      .int()
      .min(1)
      .optional()
      .meta({ description: '429: aantal seconden om te wachten, zoals de Retry-After-header.' }),
    productIds: z
      .array(z.int())
      .optional()
      .meta({ description: '404/409/422 bij reservaties en volgorde: de betrokken producten.' }),
    productPartIds: z.array(z.int()).optional().meta({ description: '409 bij reservaties: de betrokken delen.' }),
    locked: z
      .array(z.enum(['price', 'parts', 'methods']))
      .optional()
      .meta({ description: '409 PRODUCT_GIVEN: wat niet meer mag wijzigen.' }),
  })
  .meta({ id: 'ErrorDetails', description: 'Extra gegevens bij de fout, afhankelijk van de code.' })

const errorBodies = new Map<string, z.ZodType>()

/** `{"error":{"code","message","details"?}}` with `code` one of `codes`; one schema instance per set of codes. */
function errorBody(codes: readonly ErrorCode[]): z.ZodType {
  const key = [...codes].sort().join(',')
  let schema = errorBodies.get(key)
  if (!schema) {
    schema = z
      .object({
        error: z.object({
          code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
          message: z.string().meta({ description: 'Nederlandse uitleg voor mensen.' }),
          details: errorDetails.optional(),
        }),
      })
      .meta({ id: `Error_${key.replaceAll(',', '_')}`, description: `De fout, met code ${codes.join(' of ')}.` })
    errorBodies.set(key, schema)
  }
  return schema
}

/** The answers an operation shares with the others of its kind, before its own (`errors`). */
function sharedErrors(op: ApiOperation): ErrorAnswer[] {
  const out: ErrorAnswer[] = []
  if (op.body && 'json' in op.body) out.push(failure(400, 'De body is geen geldige JSON.', ['BAD_JSON']))
  if (op.auth === 'user' || op.auth === 'owner' || op.auth === 'admin') {
    out.push(failure(401, 'Niet ingelogd: geen, een ongeldig, verlopen of ingetrokken token of sessie.'))
  }
  if (op.auth === 'owner')
    out.push(
      failure(403, 'Ingelogd, maar niet de eigenaar of een medebeheerder van deze geboortelijst, en geen beheerder.', [
        'FORBIDDEN',
      ]),
    )
  if (op.auth === 'admin') out.push(failure(403, 'Ingelogd, maar geen beheerder.', ['FORBIDDEN']))
  if (op.params?.path) out.push(failure(404, 'Bestaat niet (meer).'))
  if (op.body && 'json' in op.body)
    out.push(failure(413, 'De body is groter dan 64 KB: geweigerd voor hij gelezen wordt.', ['PAYLOAD_TOO_LARGE']))
  if (op.body && 'json' in op.body)
    out.push(
      failure(422, 'Ongeldige gegevens: `details.fields` geeft de Nederlandse melding per veld. Er verandert niets.'),
    )
  if (op.success.paged) out.push(failure(422, '`take` of `skip` buiten het bereik.'))
  if (op.rateLimit) {
    const { points, duration } = limits[op.rateLimit]
    out.push(
      failure(
        429,
        `Te veel aanvragen van dit adres (limiet ‘${op.rateLimit}’: ${points} per ${duration} s). Wacht zo veel seconden als Retry-After zegt.`,
      ),
    )
  }
  return out
}

/** Every error answer of `op` by status: the shared ones and its own, codes of the same status merged. */
export function errorAnswers(op: ApiOperation): ErrorAnswer[] {
  const byStatus = new Map<number, ErrorAnswer>()
  for (const answer of [...sharedErrors(op), ...(op.errors ?? [])]) {
    const seen = byStatus.get(answer.status)
    byStatus.set(
      answer.status,
      seen
        ? {
            status: answer.status,
            codes: [...new Set([...seen.codes, ...answer.codes])],
            description: `${seen.description} ${answer.description}`,
          }
        : answer,
    )
  }
  return [...byStatus.values()].sort((a, b) => a.status - b.status)
}

const securityOf: Record<AuthLevel, ZodOpenApiOperationObject['security']> = {
  public: [],
  optional: [{}, { bearerAuth: [] }, { sessionCookie: [] }],
  user: [{ bearerAuth: [] }, { sessionCookie: [] }],
  owner: [{ bearerAuth: [] }, { sessionCookie: [] }],
  admin: [{ bearerAuth: [] }, { sessionCookie: [] }],
}

/** Who may call an operation, in words: `x-auth` is for programs, this line is for people reading any renderer. */
const accessText: Record<AuthLevel, string> = {
  public: 'iedereen, zonder inloggen',
  optional: 'iedereen; ingelogd als eigenaar, medebeheerder of beheerder zie je meer',
  user: 'elke ingelogde gebruiker',
  owner: 'de eigenaar of een medebeheerder van de geboortelijst, of een beheerder',
  admin: 'enkel beheerders',
}

/** The operation's description followed by who may call it and its limit per address (Markdown). */
function describe(op: ApiOperation): string {
  const limit = op.rateLimit
    ? `${limits[op.rateLimit].points} per ${limits[op.rateLimit].duration} seconden per adres (‘${op.rateLimit}’)`
    : 'geen'
  return [op.description, `**Toegang:** ${accessText[op.auth]}. **Limiet:** ${limit}.`].filter(Boolean).join('\n\n')
}

/** The OpenAPI operation object (zod-openapi form) of a registry entry. */
export function toOperationObject(op: ApiOperation): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [op.success.status]: {
      description: op.success.description,
      ...(op.success.headers ? { headers: op.success.headers } : {}),
      ...(op.success.schema ? { content: { 'application/json': { schema: op.success.schema } } } : {}),
      ...(op.success.file
        ? {
            content: Object.fromEntries(
              [op.success.file].flat().map((type) => [type, { schema: z.string().meta({ contentMediaType: type }) }]),
            ),
          }
        : {}),
    },
  }
  for (const answer of errorAnswers(op)) {
    responses[answer.status] = {
      description: answer.description,
      ...(answer.status === 429 ? { headers: z.object({ 'Retry-After': retryAfterHeader }) } : {}),
      content: { 'application/json': { schema: errorBody(answer.codes) } },
    }
  }
  for (const answer of op.otherAnswers ?? []) {
    responses[answer.status] = {
      description: answer.description,
      content: { 'application/json': { schema: answer.schema } },
    }
  }
  const body = op.body
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: describe(op),
    tags: [op.tag],
    security: securityOf[op.auth],
    'x-auth': op.auth,
    ...(op.rateLimit ? { 'x-rate-limit': { name: op.rateLimit, ...limits[op.rateLimit] } } : {}),
    ...(op.params ? { requestParams: op.params } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            ...(body.description ? { description: body.description } : {}),
            content:
              'json' in body
                ? { 'application/json': { schema: body.json } }
                : { 'multipart/form-data': { schema: body.multipart } },
          },
        }
      : {}),
    responses,
  }
}
