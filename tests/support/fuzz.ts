// Generators of bad API requests for tests/integration/api-fuzz.test.ts (at least 10,000 generated
// bad requests over every /api path), derived from the OpenAPI document, which is itself generated
// from the handlers' zod schemas (lib/openapi). Each request carries one *fault* that must make the API refuse it
// (a malformed body, a body that breaks its schema, a malformed path id, a missing or wrong login …) and *noise* on
// top (extra fields, control and bidi characters, odd headers, another user) that the API may accept or ignore.
// Whether a body breaks its schema is decided by the document's own JSON Schema (ajv), so a field the handlers take
// more liberally than the document says shows up as an accepted "bad" request.
import zlib from 'node:zlib'
import fc from 'fast-check'
import { Ajv2020 } from 'ajv/dist/2020'
import { NextRequest } from 'next/server'
import type { OpenApiDocument } from '@/lib/openapi/document'
import { resolvePointer, type DocumentedOperation } from './openapi'
import { birthDateDaysAgo } from '../fixtures/dates'

type Json = Record<string, unknown>
type Schema = Json
export type Path = (string | number)[]

/**
 * Who sends the request: a user of the test world by bearer token (owner, other parent, admin) or by session cookie
 * (ownerCookie), nobody, or a login that is not one: junk in the Authorization header or the session cookie, a token
 * signed with another secret that claims ADMIN (forged), an expired one, one of a user that does not exist (ghost).
 */
export type Who =
  'anonymous' | 'owner' | 'ownerCookie' | 'other' | 'admin' | 'badToken' | 'badCookie' | 'forged' | 'expired' | 'ghost'
export const EVERYONE: readonly Who[] = [
  'anonymous',
  'owner',
  'ownerCookie',
  'other',
  'admin',
  'badToken',
  'badCookie',
  'forged',
  'expired',
  'ghost',
]
/** The logins that are none. */
const NO_LOGIN: readonly Who[] = ['anonymous', 'badToken', 'badCookie', 'forged', 'expired', 'ghost']

/** The body as it goes over the wire; kept small and printable, so a failing case can be shown and replayed. */
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Sent as it is (malformed JSON, raw number tokens, deep nesting). */
  | { kind: 'text'; text: string }
  /** UTF-8 of `before`, then the raw bytes `bytes` (not valid UTF-8), then UTF-8 of `after`. */
  | { kind: 'bytes'; before: string; bytes: number[]; after: string }
  /** `value` as JSON with a field `pad` of `size` characters: over the 64 KB limit. */
  | { kind: 'padded'; value: unknown; size: number }
  | { kind: 'multipart'; parts: FormPart[] }

export interface FormPart {
  name: string
  /** A file part of this kind, or a plain text field with this value. */
  file?: 'png' | 'text' | 'empty' | 'truncatedPng' | 'hugePng'
  type?: string
  value?: string
}

/** One generated request. */
export interface Fuzz {
  who: Who
  params: Record<string, string>
  /** Appended to the path after '?', as it is (may hold malformed percent-encodings). */
  query: string
  body: Body
  /** The Content-Type header: undefined = the body's own, null = none. */
  contentType?: string | null
  headers: Record<string, string>
  /** What makes this request bad. */
  fault: string
  /** True when the fault must make the API refuse it (4xx); false for a fault the API may accept (a query it ignores). */
  certain: boolean
  noise: string[]
}

/** What the generator needs of the test world: the ids a valid request would use. */
export interface FuzzWorld {
  listId: number
  giftId: number
  orderId: number
  faqId: number
  slug: string
  reference: string
  png: Uint8Array
}

// ---- values -------------------------------------------------------------------------------------------------------

/** Pieces of nasty text: lone surrogates, NUL, C0/C1 controls, bidi overrides, zero-width, combining marks, markup. */
const TEXT_PIECES = [
  '\ud800',
  '\udfff',
  '\udc00x\ud83d',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202e',
  '\u2066',
  '\u200f',
  '\u061c',
  '\ufeff',
  '\u200b',
  '\u2028',
  '\u2029',
  '\r\n',
  '\r',
  '\t',
  '\n',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0336\u0337\u0338\u0339\u033a',
  '😀',
  '👨‍👩‍👧',
  '\ufffd',
  '\uffff',
  '<script>alert(1)</script>',
  '\'; DROP TABLE "List";--',
  '%FF',
  '%00',
  '${x}',
  '{0}',
  '{count, plural}',
  '../../etc/passwd',
  'a',
  'Noor',
  ' ',
  '\u00a0',
  'ß',
  'İ',
  'ﬁ',
  '１２',
  '١٢٣',
]
const nastyText = fc
  .array(fc.constantFrom(...TEXT_PIECES), { minLength: 1, maxLength: 8 })
  .map((pieces) => pieces.join(''))

/** Strings that look like numbers to a lenient parser. */
const NUMBERISH = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1e3',
  '1E400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b1',
  '1_000',
  '1,5',
  '1.5.3',
  '+1',
  ' 12 ',
  '١٢',
  '１',
  '99999999999',
  '2147483648',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
]

const BAD_SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  -0.5,
  0.1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  5e-324,
  ...NUMBERISH,
  'cash',
  'BOTH',
  'SHOP ',
  'Shop',
  '2026-02-30',
  '31/12/2026',
  '0000-00-00',
  'BE00 0000',
  'geen-adres',
  '@',
  'a@b',
  [],
  [null],
  [[]],
  ['CASH'],
  [1, 2, 3],
  {},
  { $gt: '' },
  { length: 1 },
  { toString: 'x' },
  { __proto__x: { isAdmin: true } },
]

/** Nested arrays (or objects) `depth` deep, built without recursion. */
export function nested(depth: number, objects: boolean): unknown {
  let value: unknown = objects ? {} : []
  for (let i = 0; i < depth; i++) value = objects ? { a: value } : [value]
  return value
}

/** A value that does not fit most schemas: wrong types, edge numbers, number-like strings, nasty or long text, nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...BAD_SCALARS) },
  { weight: 2, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.integer({ min: 101, max: 6000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 400 }), fc.boolean()).map(([d, o]) => nested(d, o)) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/** Extra fields a client should not be able to set (mass assignment), and odd keys. */
const EXTRA_KEYS = [
  'isAdmin',
  'role',
  'userId',
  'ownerId',
  'emailConfirmed',
  'tokenVersion',
  'paidAt',
  'sold',
  'constructor',
  'toString',
  'hasOwnProperty',
  '__proto__',
  '',
  ' ',
  '\u202e',
  'a'.repeat(300),
  '$where',
  'x.y',
  '0',
]

/** Path segments that are no id: zero, negative, exponent, too big, letters, what `%FF` decodes to, very long … */
const BAD_IDS = [
  '0',
  '-1',
  '1e3',
  '1.0',
  '01',
  '+1',
  ' 1',
  '1 ',
  '0x10',
  '99999999999',
  '2147483648',
  '2147483647',
  '9'.repeat(400),
  'abc',
  'NaN',
  'Infinity',
  'null',
  '%FF',
  '%',
  '%E0%A4%A',
  '\ufffd',
  'ÿ',
  '\u00ff\u00fe',
  '\ud800',
  '\u0000',
  '',
  ' ',
  '..',
  '../1',
  '1/2',
  '1;2',
  '1%2F2',
  '١',
  '１',
  '${id}',
  'x'.repeat(5000),
]
/** Path segments that are no slug or reference of anything. */
const BAD_STRINGS = [
  ...BAD_IDS,
  'bestaat-niet',
  'zz-1',
  'ZZ-ZZ',
  'a'.repeat(101),
  '-'.repeat(50),
  '\u202eevil',
  'Noor Peeters',
  'noor%20peeters',
  '<script>',
]

/** Bad values for the paging and filter query parameters (take, skip, searchString, userId, listId). */
const BAD_QUERY_VALUES = [
  ...NUMBERISH,
  '101',
  '100000001',
  '-5',
  '1.5',
  '%FF',
  '%',
  '%00',
  '%u0041',
  'x'.repeat(201),
  'x'.repeat(5000),
  '\ud800',
  '\u202e',
  '\u0007',
]

// ---- schemas ------------------------------------------------------------------------------------------------------

/** The operation's facts the generator uses. */
export interface OpInfo {
  op: DocumentedOperation
  method: string
  auth: 'public' | 'optional' | 'user' | 'owner' | 'admin'
  pathParams: string[]
  queryParams: string[]
  json?: Schema
  multipart: boolean
  /** POST, PUT, PATCH or DELETE: a request that gets through changes something. */
  mutating: boolean
}

export function opInfo(op: DocumentedOperation): OpInfo {
  const params = (op.operation.parameters ?? []) as { in: string; name: string }[]
  const content =
    (op.operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content ?? {}
  return {
    op,
    method: op.method.toUpperCase(),
    auth: op.operation['x-auth'] as OpInfo['auth'],
    pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
    queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
    json: content['application/json']?.schema,
    multipart: !!content['multipart/form-data'],
    mutating: op.method !== 'get',
  }
}

/** Follows `$ref`s into the document. */
function deref(doc: OpenApiDocument, schema: Schema): Schema {
  let s = schema
  while (typeof s.$ref === 'string') s = resolvePointer(doc, s.$ref) as Schema
  return s
}

/** The first branch of an `anyOf` that is not `null`, or the schema itself. */
function mainBranch(doc: OpenApiDocument, schema: Schema): Schema {
  const s = deref(doc, schema)
  const anyOf = s.anyOf as Schema[] | undefined
  if (!anyOf) return s
  return deref(doc, anyOf.find((b) => deref(doc, b).type !== 'null') ?? anyOf[0])
}

/**
 * A value valid under `schema` that points at the test world (listId → the owner's list, productId → a free gift), so
 * a single fault is what makes the request bad. Objects get their required fields (or the first two when none is).
 */
export function validValue(doc: OpenApiDocument, schema: Schema, w: FuzzWorld, name = ''): unknown {
  const s = mainBranch(doc, schema)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (Array.isArray(s.enum)) return s.enum[0]
  if (type === 'object') {
    const props = (s.properties ?? {}) as Record<string, Schema>
    const required = (s.required as string[] | undefined) ?? Object.keys(props).slice(0, 2)
    return Object.fromEntries(required.map((key) => [key, validValue(doc, props[key], w, key)]))
  }
  if (type === 'array') return [validValue(doc, (s.items ?? {}) as Schema, w, name)]
  if (type === 'boolean') return true
  if (type === 'integer' || type === 'number') {
    if (name === 'listId') return w.listId
    if (name === 'productId') return w.giftId
    if (name === 'price') return 24.5
    return 1
  }
  if (s.format === 'email') return 'fuzz@example.be'
  if (s.format === 'date') return birthDateDaysAgo()
  if (name === 'iban') return 'BE71 0961 2345 6769'
  if (s.pattern) return '12,50'
  if (typeof s.minLength === 'number' && s.minLength > 4) return 'fuzz-geheim-123'
  return 'Fuzz'
}

/** Every place in `value` (under `schema`) a fault can go: each property (present or optional) and array item. */
export function fieldPaths(doc: OpenApiDocument, schema: Schema, value: unknown, at: Path = []): Path[] {
  const s = mainBranch(doc, schema)
  const out: Path[] = []
  if (s.type === 'object' || s.properties) {
    for (const [key, inner] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      out.push([...at, key])
      const present = value !== null && typeof value === 'object' ? (value as Json)[key] : undefined
      if (present !== undefined)
        out.push(...fieldPaths(doc, inner, present, [...at, key]).filter((p) => p.length > at.length + 1))
    }
  } else if (s.type === 'array' && Array.isArray(value) && value.length > 0) {
    out.push([...at, 0])
    out.push(
      ...fieldPaths(doc, (s.items ?? {}) as Schema, value[0], [...at, 0]).filter((p) => p.length > at.length + 1),
    )
  }
  return out
}

/** A copy of `value` with `path` set to `replacement` (or removed for `undefined`). */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  const copy: Json | unknown[] = Array.isArray(value) ? [...value] : { ...((value ?? {}) as Json) }
  const inner = setAt((copy as Record<string | number, unknown>)[head], rest, replacement)
  if (inner === undefined && rest.length === 0) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1)
    else delete copy[head]
  } else (copy as Record<string | number, unknown>)[head] = inner
  return copy
}

/** A copy of `value` with the white space around every string trimmed (keys left as they are). */
export function trimmed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.trim()
  if (depth > 50 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => trimmed(v, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, depth + 1)]))
}

/** U+0000 or a lone surrogate in any string or key up to 20 levels deep: parseInput refuses these in every field. */
export function hasRefusedText(value: unknown, depth = 0): boolean {
  const bad = /[\u0000\p{Cs}]/u
  if (typeof value === 'string') return bad.test(value)
  if (depth > 20 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, inner]) => bad.test(key) || hasRefusedText(inner, depth + 1))
}

/**
 * Checks bodies against the document's request schemas. Formats (email, date) are left out: the handlers' own checks
 * of those are stricter or laxer in places, so a wrong format counts as noise, not as a fault the API must refuse.
 */
export function bodyChecker(doc: OpenApiDocument) {
  // strict off: the document's annotation keywords (example, contentMediaType …) are ignored, as OpenAPI 3.1 says.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false })
  const compiled = new Map<Schema, (v: unknown) => boolean>()
  /** Inlines every `$ref`, so each request schema compiles on its own. */
  const inline = (s: unknown): unknown => {
    if (Array.isArray(s)) return s.map(inline)
    if (s === null || typeof s !== 'object') return s
    const o = s as Json
    if (typeof o.$ref === 'string') return inline(resolvePointer(doc, o.$ref))
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inline(v)]))
  }
  return (schema: Schema, value: unknown): boolean => {
    let fn = compiled.get(schema)
    if (!fn) {
      const v = ajv.compile(inline(schema) as Schema)
      fn = (x) => v(x) as boolean
      compiled.set(schema, fn)
    }
    return fn(value)
  }
}

// ---- requests -----------------------------------------------------------------------------------------------------

const junkHeaderText = fc
  .array(
    fc.constantFrom('a', 'Z', '0', '.', '-', '_', '=', '/', '+', ' ', '%', '"', ';', ',', '\u00ff', '\u00e9', '\u0080'),
    { minLength: 0, maxLength: 60 },
  )
  .map((c) => c.join('').trim())

const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/xml',
  '*/*',
  'application/json;;;',
  'ÿ',
]

/** A made-up PNG of 100,000 × 100,000 pixels (a decompression bomb by its header): signature, IHDR, IEND. */
function hugePngHeader(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(100_000, 0)
  ihdr.writeUInt32BE(100_000, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** Builds the request of `f` for `info`; `credentials` gives the Authorization or Cookie header of a world login. */
export async function buildRequest(
  info: OpInfo,
  f: Fuzz,
  w: FuzzWorld,
  ip: string,
  credentials: (who: Who) => Record<string, string>,
): Promise<NextRequest> {
  const headers = new Headers({ 'x-forwarded-for': ip, ...credentials(f.who) })
  const junk = f.headers['x-fuzz-token'] ?? 'x'
  if (f.who === 'badToken') headers.set('authorization', junk)
  if (f.who === 'badCookie')
    headers.set('cookie', `next-auth.session-token=${junk}; __Secure-next-auth.session-token=${junk}`)
  for (const [k, v] of Object.entries(f.headers)) if (k !== 'x-fuzz-token') headers.set(k, v)
  let body: Uint8Array<ArrayBuffer> | string | undefined
  let type: string | undefined
  const b = f.body
  if (b.kind === 'json') [body, type] = [JSON.stringify(b.value) ?? 'null', 'application/json']
  else if (b.kind === 'text') [body, type] = [b.text, 'application/json']
  else if (b.kind === 'bytes') {
    const enc = new TextEncoder()
    body = new Uint8Array([...enc.encode(b.before), ...b.bytes, ...enc.encode(b.after)])
    type = 'application/json'
  } else if (b.kind === 'padded') {
    const value =
      typeof b.value === 'object' && b.value !== null && !Array.isArray(b.value) ? b.value : { value: b.value }
    body = JSON.stringify({ ...value, pad: 'x'.repeat(b.size) })
    type = 'application/json'
  } else if (b.kind === 'multipart') {
    const form = new FormData()
    for (const part of b.parts) {
      if (!part.file) {
        form.append(part.name, part.value ?? '')
        continue
      }
      const bytes = {
        png: w.png,
        truncatedPng: w.png.slice(0, Math.max(8, w.png.length >> 1)),
        empty: new Uint8Array(0),
        text: new TextEncoder().encode('geen foto <svg onload=alert(1)>'),
        hugePng: hugePngHeader(),
      }[part.file]
      form.append(part.name, new Blob([new Uint8Array(bytes)], { type: part.type ?? 'image/png' }), 'foto.png')
    }
    // Serialised here, so a fault can replace or drop the Content-Type with its boundary.
    const encoded = new Response(form)
    body = new Uint8Array(await encoded.arrayBuffer())
    type = encoded.headers.get('content-type') ?? undefined
  }
  if (f.contentType === null) headers.delete('content-type')
  else if (f.contentType !== undefined) headers.set('content-type', f.contentType)
  else if (type) headers.set('content-type', type)
  const path = info.op.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeSegment(f.params[key] ?? ''))
  return new NextRequest(`http://localhost${path}${f.query ? `?${f.query}` : ''}`, {
    method: info.method,
    headers,
    body,
  })
}

/** A path segment or query value percent-encoded; a lone surrogate (which encodeURIComponent refuses) as its raw bytes. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return '%ED%A0%80'
  }
}

/** A short, printable description of a generated request, for failure messages (escapes lone surrogates). */
export function describe(info: OpInfo, f: Fuzz): string {
  const clip = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s)
  const body =
    f.body.kind === 'padded'
      ? `{…, "pad": "x" × ${f.body.size}}`
      : clip(JSON.stringify(f.body, (_, v: unknown) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v)) ?? '')
  return `${info.method} ${info.op.path} as ${f.who} params=${clip(JSON.stringify(f.params))} query=${clip(JSON.stringify(f.query))} contentType=${JSON.stringify(f.contentType)} headers=${clip(JSON.stringify(f.headers))} body=${body} fault=${f.fault} noise=[${f.noise.join(', ')}]`
}

// ---- the arbitrary of one operation -------------------------------------------------------------------------------

/** The valid path parameter of `name` for operation `info`: the world's own list, gift, order, FAQ item, slug, reference. */
function validParam(info: OpInfo, name: string, w: FuzzWorld): string {
  if (name === 'slug') return w.slug
  if (name === 'reference') return w.reference
  // Shaped as an invitation link's secret, but no invitation's: the fuzz must never accept one (nothing may change).
  if (name === 'token') return 'f'.repeat(43)
  const p = info.op.path
  if (p.startsWith('/api/lists')) return String(w.listId)
  if (p.startsWith('/api/products')) return String(w.giftId)
  if (p.startsWith('/api/orders')) return String(w.orderId)
  if (p.startsWith('/api/faq')) return String(w.faqId)
  throw new Error(`no valid value for path parameter ${name} of ${p}`)
}

type FaultPart = Pick<Fuzz, 'fault' | 'certain'> & {
  who?: Who
  params?: Record<string, string>
  body?: Body
  query?: string
  contentType?: string | null
}

/**
 * The arbitrary of bad requests for one operation: a fault drawn from what applies to it (auth, path, body, form,
 * query), then noise. For an operation that changes something, only faults it must refuse are drawn.
 */
export function fuzzArbitrary(
  doc: OpenApiDocument,
  info: OpInfo,
  w: FuzzWorld,
  isValid: (schema: Schema, v: unknown) => boolean,
): fc.Arbitrary<Fuzz> {
  const validParams = Object.fromEntries(info.pathParams.map((name) => [name, validParam(info, name, w)]))
  const base = info.json ? validValue(doc, info.json, w) : undefined
  const paths = info.json ? fieldPaths(doc, info.json, base) : []
  const top = info.json ? mainBranch(doc, info.json) : undefined
  const validBody: Body = info.json
    ? { kind: 'json', value: base }
    : info.multipart
      ? {
          kind: 'multipart',
          parts: [
            { name: 'image', file: 'png' },
            { name: 'folder', value: w.slug },
          ],
        }
      : { kind: 'none' }
  /**
   * A body that breaks the schema, also with the white space around its texts trimmed as the handlers do (a price
   * ' 12 ' is taken as 12), or that holds text every field refuses: the API must refuse it.
   */
  const breaks = (value: unknown) => {
    // Judged as it travels: JSON turns NaN and ±Infinity into null and drops undefined.
    const v = value === undefined ? value : (JSON.parse(JSON.stringify(value) ?? 'null') as unknown)
    return (!isValid(info.json!, v) && !isValid(info.json!, trimmed(v))) || hasRefusedText(v)
  }

  /** Fault families with their weights: the body's fields get the most, the 64 KB limit a few. */
  const faults: fc.WeightedArbitrary<FaultPart>[] = []
  const add = (weight: number, arbitrary: fc.Arbitrary<FaultPart>) => faults.push({ weight, arbitrary })
  const wrongLogin: Who[] =
    info.auth === 'owner'
      ? [...NO_LOGIN, 'other']
      : info.auth === 'admin'
        ? [...NO_LOGIN, 'owner', 'ownerCookie', 'other']
        : [...NO_LOGIN]
  /** The logins that may call the operation: the noise mostly picks one of these, so the other faults are reached. */
  const allowed: Who[] =
    info.auth === 'admin'
      ? ['admin']
      : info.auth === 'owner'
        ? ['owner', 'ownerCookie', 'admin']
        : info.auth === 'user'
          ? ['owner', 'ownerCookie', 'other', 'admin']
          : [...EVERYONE]
  if (info.auth === 'user' || info.auth === 'owner' || info.auth === 'admin') {
    add(
      4,
      fc.constantFrom(...wrongLogin).map((who) => ({ fault: `login: ${who}`, certain: true, who })),
    )
  }
  for (const name of info.pathParams) {
    const bad = name === 'id' ? BAD_IDS : BAD_STRINGS
    add(
      4,
      fc
        .constantFrom(...bad)
        .map((value) => ({ fault: `path ${name}`, certain: true, params: { ...validParams, [name]: value } })),
    )
  }
  if (info.json) {
    const text = JSON.stringify(base)
    add(
      2,
      fc
        .oneof(
          fc.constantFrom(
            '',
            ' ',
            '{',
            '[',
            '{"a":',
            '[1,]',
            "{'a':1}",
            'undefined',
            'NaN',
            '{"a":1}}',
            '\u0000',
            '{"a":1,}',
            '{a:1}',
            '"\\x41"',
            '"\\ud800',
            '01',
            '{"a":0x10}',
            '\ufeff',
          ),
          fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((n) => text.slice(0, n)),
          fc.integer({ min: 2000, max: 30000 }).map((n) => '['.repeat(n)),
        )
        .map((t) => ({ fault: 'invalid JSON', certain: true, body: { kind: 'text', text: t } as Body })),
    )
    add(
      2,
      fc
        .tuple(
          fc.constantFrom<number[]>(
            [0xff],
            [0xc3, 0x28],
            [0xed, 0xa0, 0x80],
            [0xc0, 0xaf],
            [0xf8, 0x88, 0x80, 0x80, 0x80],
            [0xe2, 0x82],
            [0x80],
          ),
          fc.integer({ min: 0, max: text.length }),
        )
        .map(([bytes, at]) => ({
          fault: 'invalid UTF-8',
          certain: true,
          body: { kind: 'bytes', before: text.slice(0, at), bytes, after: text.slice(at) } as Body,
        })),
    )
    add(
      2,
      fc
        .oneof(
          fc
            .constantFrom<unknown>(
              null,
              42,
              -1,
              'tekst',
              true,
              {},
              [],
              [base],
              { ...(base as object) },
              { 0: (base as unknown[])?.[0] },
              Array.isArray(base) ? Array(1001).fill(base[0]) : [],
            )
            .filter((v) => breaks(v))
            .map((v) => ({ kind: 'json', value: v }) as Body),
          fc
            .integer({ min: 2000, max: 30000 })
            .map((n) => ({ kind: 'text', text: `${'['.repeat(n)}${']'.repeat(n)}` }) as Body),
          // Objects nested 1,000+ deep under an unknown key: a schema without required fields takes it as `{}`.
          ...(((top?.required as string[] | undefined) ?? []).length > 0
            ? [
                fc
                  .integer({ min: 1000, max: 12000 })
                  .map((n) => ({ kind: 'text', text: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` }) as Body),
              ]
            : []),
        )
        .map((body) => ({ fault: 'not the body the schema describes', certain: true, body })),
    )
    add(
      1,
      fc.constantFrom(1, 8, 400).map((extra) => ({
        fault: 'over 64 KB',
        certain: true,
        body: { kind: 'padded', value: base, size: 64 * 1024 + extra } as Body,
      })),
    )
    const required = (top?.required as string[] | undefined) ?? []
    if (required.length > 0) {
      add(
        3,
        fc.subarray(required, { minLength: 1 }).map((missing) => ({
          fault: `missing ${missing.join(', ')}`,
          certain: true,
          body: { kind: 'json', value: missing.reduce<unknown>((v, key) => setAt(v, [key], undefined), base) } as Body,
        })),
      )
    }
    if (paths.length > 0) {
      add(
        12,
        fc
          .constantFrom(...paths)
          .chain((path) => {
            // Besides a bad value: the field's own value repeated 21 to 1,200 times (over an order's 20 lines).
            const own = path.reduce<unknown>(
              (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
              base,
            )
            const many = fc
              .integer({ min: 21, max: 1200 })
              .map((n) => Array.from({ length: n }, () => (Array.isArray(own) ? own[0] : (own ?? 1))))
            return fc.tuple(
              fc.constant(path),
              fc.oneof({ weight: 9, arbitrary: badValue }, { weight: 1, arbitrary: many }),
            )
          })
          .map(([path, value]) => ({ path, value: setAt(base, path, value) }))
          .filter(({ value }) => breaks(value))
          .map(({ path, value }) => ({
            fault: `bad ${path.join('.')}`,
            certain: true,
            body: { kind: 'json', value } as Body,
          })),
      )
      add(
        3,
        // Number tokens JSON.parse reads as Infinity, -0 or a rounded value, spliced in as raw text.
        fc
          .tuple(
            fc.constantFrom(...paths),
            fc.constantFrom(
              '1e999',
              '-1e999',
              '1E400',
              '-0',
              '0.0000000000000000000001',
              '123456789012345678901234567890',
              '2147483648',
              '-2147483649',
              '1.0000000000000001',
            ),
          )
          .map(([path, token]) => {
            const marker = '\u0001RAW\u0001'
            const text = JSON.stringify(setAt(base, path, marker)).replace(JSON.stringify(marker), token)
            return { path, token, text }
          })
          .filter(({ text }) => breaks(JSON.parse(text)))
          .map(({ path, token, text }) => ({
            fault: `raw number ${token} at ${path.join('.')}`,
            certain: true,
            body: { kind: 'text', text } as Body,
          })),
      )
    }
  }
  if (info.multipart) {
    const image = fc.constantFrom<FormPart | null>(
      null,
      { name: 'image', value: 'geen bestand' },
      { name: 'image', file: 'text', type: 'image/jpeg' },
      { name: 'image', file: 'text', type: 'image/png' },
      { name: 'image', file: 'empty' },
      { name: 'image', file: 'truncatedPng' },
      { name: 'image', file: 'hugePng' },
      { name: 'image', file: 'png', type: 'text/html' },
      { name: 'image', file: 'png' },
    )
    const folder = fc.constantFrom<FormPart | null>(null, ...BAD_STRINGS.map((value) => ({ name: 'folder', value })), {
      name: 'folder',
      value: w.slug,
    })
    add(
      6,
      fc
        .tuple(image, folder, fc.boolean())
        // A real PNG is taken whatever type the part claims (the bytes decide), so with the right folder it is no fault.
        .filter(([i, f]) => !(i?.file === 'png' && f?.value === w.slug))
        .map(([i, f, twice]) => ({
          fault: `form image=${i?.file ?? i?.value ?? 'none'} folder=${f ? JSON.stringify(f.value) : 'none'}`,
          certain: true,
          body: { kind: 'multipart', parts: [i, f, twice ? i : null].filter((p): p is FormPart => p !== null) } as Body,
        })),
    )
    add(
      3,
      fc
        .oneof(
          fc.constant({
            body: { kind: 'json', value: { folder: w.slug, image: 'data:image/png;base64,iVBORw0KGgo=' } } as Body,
            contentType: undefined as string | null | undefined,
          }),
          fc
            .constantFrom<string | null>(
              null,
              'multipart/form-data',
              'multipart/form-data; boundary=',
              'multipart/form-data; boundary=nergens',
              'multipart/mixed; boundary=x',
              'text/plain',
              'image/png',
            )
            .map((contentType) => ({ body: validBody, contentType })),
          fc
            .constantFrom(
              '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
              '--x--',
              '',
              '\u0000\u0000',
              '--x\r\nContent-Disposition: form-data; name="folder"\r\n\r\n' + 'a'.repeat(3000),
            )
            .map((text) => ({
              body: { kind: 'text', text } as Body,
              contentType: 'multipart/form-data; boundary=x' as string | null | undefined,
            })),
        )
        .map((x) => ({ fault: 'not a multipart form', certain: true, ...x })),
    )
  }
  if (info.queryParams.length > 0) {
    add(
      6,
      fc
        .array(
          fc.tuple(
            fc.constantFrom(...info.queryParams, 'take', 'skip', 'unknown', ''),
            fc.constantFrom(...BAD_QUERY_VALUES),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((pairs) => ({
          fault: 'bad query',
          certain: false,
          query: pairs.map(([k, v]) => `${k}=${rawQuery(v)}`).join('&'),
        })),
    )
  }
  if (info.method === 'GET' || faults.length === 0) {
    // A read with valid parameters and only noise (junk logins, queries, headers): it may answer 200, never 5xx.
    add(1, fc.constant({ fault: 'none (noise only)', certain: false }))
  }

  const noise = fc.record({
    who: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...allowed) },
      { weight: 1, arbitrary: fc.constantFrom(...EVERYONE) },
    ),
    token: junkHeaderText,
    extra: fc.option(fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), badValue), { minLength: 1, maxLength: 3 }), {
      nil: undefined,
    }),
    mark: fc.option(
      fc.tuple(
        fc.constantFrom(...(paths.length ? paths : [['_']])),
        fc.array(
          fc.constantFrom(
            '\u202e',
            '\u2066',
            '\u200f',
            '\ufeff',
            '\u0007',
            '\u001b',
            '\u0085',
            '\u2028',
            '\r\n',
            '\t',
            '\u0301\u0301\u0301\u0301\u0301\u0301',
            '😀',
          ),
          { minLength: 1, maxLength: 4 },
        ),
      ),
      { nil: undefined },
    ),
    contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined, freq: 4 }),
    query: fc.option(
      fc.constantFrom('x=1', 'take=1&take=abc', '%FF=%FF', 'a=%', '__proto__[x]=1', 'searchString=' + 'x'.repeat(3000)),
      { nil: undefined, freq: 5 },
    ),
    header: fc.option(
      fc.constantFrom<[string, string]>(
        ['content-length', 'abc'],
        ['content-length', '-1'],
        ['accept', 'text/html'],
        ['accept-language', 'xx;q=9'],
        ['origin', 'https://evil.example'],
        ['x-http-method-override', 'DELETE'],
      ),
      { nil: undefined, freq: 5 },
    ),
  })

  return fc.tuple(fc.oneof(...faults), noise).map(([fault, n]): Fuzz => {
    const notes: string[] = []
    const who = fault.who ?? n.who
    let body = fault.body ?? validBody
    if (
      body.kind === 'json' &&
      n.extra &&
      body.value !== null &&
      typeof body.value === 'object' &&
      !Array.isArray(body.value)
    ) {
      const props = Object.keys((top?.properties ?? {}) as Json)
      const value = { ...(body.value as Json) }
      for (const [key, v] of n.extra)
        if (!props.includes(key))
          Object.defineProperty(value, key, { value: v, enumerable: true, configurable: true, writable: true })
      body = { kind: 'json', value }
      notes.push(`extra ${n.extra.map(([k]) => JSON.stringify(k)).join(' ')}`)
    }
    if (body.kind === 'json' && n.mark) {
      const [path, marks] = n.mark
      const at = path.reduce<unknown>(
        (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
        body.value,
      )
      // Only in a field that is still a string: the fault (a different field) stays what makes the body bad.
      if (typeof at === 'string' && !fault.fault.includes(path.join('.'))) {
        body = { kind: 'json', value: setAt(body.value, path, `${marks.join('')}${at}${marks.join('')}`) }
        notes.push(`controls in ${path.join('.')}`)
      }
    }
    let contentType = fault.contentType
    if (contentType === undefined && n.contentType !== undefined && body.kind !== 'multipart' && body.kind !== 'none') {
      contentType = n.contentType
      notes.push(`content-type ${JSON.stringify(n.contentType)}`)
    }
    const headers: Record<string, string> = {}
    if (who === 'badToken' || who === 'badCookie')
      headers['x-fuzz-token'] = who === 'badToken' ? `Bearer ${n.token}` : n.token || 'x'
    if (n.header && !(n.header[0] === 'content-length' && body.kind !== 'none' && !info.json)) {
      headers[n.header[0]] = n.header[1]
      notes.push(`header ${n.header[0]}`)
    }
    const query = [fault.query, n.query].filter(Boolean).join('&')
    if (n.query) notes.push('query')
    // A body on GET is not allowed by fetch; a DELETE without a JSON body sends none.
    if (info.method === 'GET') body = { kind: 'none' }
    return {
      who,
      params: fault.params ?? validParams,
      query,
      body,
      contentType: body.kind === 'none' ? undefined : contentType,
      headers,
      fault: fault.fault,
      certain: fault.certain,
      noise: notes,
    }
  })
}

/** A query value as it goes on the wire: percent-encoded, except the deliberately malformed ones. */
function rawQuery(v: string): string {
  return v.startsWith('%') ? v : encodeSegment(v)
}
