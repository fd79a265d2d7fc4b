// Reading the OpenAPI document as a client would: its operations, the route module each one lives in, and a check
// of a real answer against what the document says (status listed, JSON body and headers valid under JSON Schema
// 2020-12 with ajv). Used by tests/integration/openapi-contract.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { OpenApiDocument } from '@/lib/openapi/document'

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const
export type Method = (typeof HTTP_METHODS)[number]

type Json = Record<string, unknown>
interface ResponseObject {
  description: string
  headers?: Record<string, Json>
  content?: Record<string, { schema: Json }>
}
export interface DocumentedOperation {
  method: Method
  path: string
  operationId: string
  operation: Json & { responses: Record<string, ResponseObject>; parameters?: Json[]; requestBody?: Json }
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  const out: DocumentedOperation[] = []
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = (item as Record<string, unknown>)[method] as DocumentedOperation['operation'] | undefined
      if (operation) out.push({ method, path: p, operationId: String(operation.operationId), operation })
    }
  }
  return out
}

const API_DIR = path.resolve(__dirname, '../../app/api')

/** Route modules that are not part of the REST API, with the reason. */
export const UNDOCUMENTED_ROUTES: Record<string, string> = {
  '/api/auth/[...nextauth]':
    "next-auth's own endpoints for the website (session, csrf, providers, credentials callback, sign-out): CSRF-protected form posts, not an API for clients; the document's introduction says so and points clients to POST /api/auth/login",
}

/** Every `app/api/**\/route.ts` as its URL path in Next's folder notation ('/api/lists/[id]') and file. */
export function routeFiles(): { route: string; file: string }[] {
  return (fs.readdirSync(API_DIR, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === 'route.ts')
    .map((f) => ({ route: '/api/' + path.dirname(f).split(path.sep).join('/'), file: path.join(API_DIR, f) }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** '/api/lists/{id}/products' → '/api/lists/[id]/products'. */
export const routeOf = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, '[$1]')

export const routeFileOf = (openApiPath: string) =>
  path.join(API_DIR, routeOf(openApiPath).replace(/^\/api\//, ''), 'route.ts')

/** The HTTP methods a route module exports, lower case. */
export function exportedMethods(mod: Record<string, unknown>): Method[] {
  return HTTP_METHODS.filter((m) => typeof mod[m.toUpperCase()] === 'function')
}

const BASE = 'https://geboortelijst.test/openapi'

/**
 * Ajv (JSON Schema 2020-12, strict, with formats) holding every schema of the document's components under its own
 * address, so `#/components/schemas/...` references resolve from any schema compiled on its own.
 */
export function documentValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false })
  addFormats(ajv)
  // OpenAPI 3.1's dialect adds these annotation keywords to JSON Schema.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs'])
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    ajv.addSchema(rewriteRefs(schema), `${BASE}/components/schemas/${name}`)
  const compiled = new Map<string, ValidateFunction>()

  /** The validator of `schema`, compiled once per `key`. */
  function at(schema: unknown, key: string): ValidateFunction {
    let fn = compiled.get(key)
    if (!fn) {
      fn = ajv.compile(rewriteRefs(schema))
      compiled.set(key, fn)
    }
    return fn
  }
  /** A response header object, following a `#/components/headers/...` reference. */
  function header(spec: Json): { required?: boolean; schema: Json } {
    const ref = typeof spec.$ref === 'string' ? spec.$ref : null
    const found = ref ? resolvePointer(doc, ref) : spec
    if (!found) throw new Error(`unresolved header reference ${ref}`)
    return found as { required?: boolean; schema: Json }
  }
  return { ajv, at, header }
}

/** `#/components/schemas/X` → the address the schema was added under. */
function rewriteRefs(value: unknown): Json {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === '$ref' && typeof v === 'string' && v.startsWith('#/components/') ? `${BASE}${v.slice(1)}` : v,
  ) as Json
}

export interface Answer {
  status: number
  body: unknown
  headers: Headers
}

/**
 * Checks a real answer of `op` against the document: the status must be listed, a body must be JSON valid against
 * the listed schema (none for 204), and every required response header must be present and valid.
 * @returns the answer with its parsed body.
 * @throws Error naming the operation and what does not match.
 */
export async function checkAnswer(
  validator: ReturnType<typeof documentValidator>,
  op: DocumentedOperation,
  res: Response,
): Promise<Answer> {
  const name = `${op.method.toUpperCase()} ${op.path} answered ${res.status}`
  const text = await res.text()
  const documented = op.operation.responses[String(res.status)]
  if (!documented)
    throw new Error(
      `${name}, a status the document does not list (${Object.keys(op.operation.responses).join(', ')}): ${text.slice(0, 300)}`,
    )
  const schema = documented.content?.['application/json']?.schema
  // A file answer (a QR code, a PDF): its media type and a body.
  const fileTypes = Object.keys(documented.content ?? {}).filter((type) => type !== 'application/json')
  const fileType = fileTypes.join(' or ')
  let body: unknown = undefined
  if (schema) {
    if (!(res.headers.get('content-type') ?? '').includes('application/json'))
      throw new Error(`${name} without a JSON content type`)
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error(`${name} with a body that is not JSON: ${text.slice(0, 300)}`)
    }
    const validate = validator.at(schema, `${op.operationId}/${res.status}`)
    if (!validate(body))
      throw new Error(
        `${name} with a body that does not match its schema: ${validator.ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`,
      )
  } else if (fileTypes.length) {
    if (!fileTypes.some((type) => (res.headers.get('content-type') ?? '').startsWith(type)))
      throw new Error(`${name} without its ${fileType} content type`)
    if (text === '') throw new Error(`${name} with an empty ${fileType} body`)
  } else if (text !== '') {
    throw new Error(`${name} with a body where the document describes none: ${text.slice(0, 300)}`)
  }
  for (const [header, spec] of Object.entries(documented.headers ?? {})) {
    const resolved = validator.header(spec)
    const value = res.headers.get(header)
    if (value === null) {
      if (resolved.required) throw new Error(`${name} without its ${header} header`)
      continue
    }
    const headerSchema = resolved.schema as Json
    const typed =
      headerSchema.type === 'integer' || headerSchema.type === 'number'
        ? /^\d+$/.test(value)
          ? Number(value)
          : value
        : value
    const validate = validator.at(headerSchema, `${op.operationId}/${res.status}/${header}`)
    if (!validate(typed)) throw new Error(`${name} with a ${header} header that does not match: ${value}`)
  }
  return { status: res.status, body, headers: res.headers }
}

/** Every `$ref` anywhere in `value`, with where it was found. */
export function refsIn(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ ref: inner, at }] : refsIn(inner, `${at}/${key}`),
  )
}

/** The value at a local JSON pointer ('#/components/schemas/List') of the document, or undefined. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined), doc)
}
