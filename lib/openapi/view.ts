// The reference page /api/docs reads the OpenAPI document through these helpers (pure: no React, no database), so the
// page shows exactly what /api/openapi.json says.
import type { AuthLevel } from './operation'
import type { OpenApiDocument } from './document'

/** A JSON Schema object of the document (OpenAPI 3.1 = JSON Schema 2020-12), loosely typed for reading. */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  format?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  additionalProperties?: boolean | JsonSchema
  [keyword: string]: unknown
}

export interface ParameterView { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required: boolean; description?: string; schema: JsonSchema }
export interface HeaderView { name: string; description?: string; required: boolean; schema: JsonSchema }
/** An answer; an error answer has `errorCodes` instead of a schema (its shape is the one of `errorShape`). */
export interface ResponseView { status: string; description: string; headers: HeaderView[]; schema?: JsonSchema; errorCodes?: string[] }
export interface OperationView {
  id: string
  method: string
  path: string
  summary: string
  description?: string
  auth: AuthLevel
  rateLimit?: { name: string; points: number; duration: number }
  parameters: ParameterView[]
  body?: { contentType: string; description?: string; schema: JsonSchema }
  responses: ResponseView[]
}
export interface TagView { name: string; description?: string; operations: OperationView[] }

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** The component name of a `#/components/schemas/Name` reference, or null. */
export function schemaName(ref: string | undefined): string | null {
  return ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1] ?? null
}

/** The value at a local reference of the document ('#/components/headers/RetryAfter'). */
function resolve<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  if (!value || typeof value !== 'object' || !('$ref' in value) || typeof value.$ref !== 'string') return value as T
  return value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as T
}

/** The operations of the document grouped by their tag, in the order of the document's tags and paths. */
export function operationsByTag(doc: OpenApiDocument): TagView[] {
  const tags: TagView[] = (doc.tags ?? []).map((tag) => ({ name: tag.name, description: tag.description, operations: [] }))
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const view: OperationView = {
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description,
        auth: (op as { 'x-auth'?: AuthLevel })['x-auth'] ?? 'public',
        rateLimit: (op as { 'x-rate-limit'?: OperationView['rateLimit'] })['x-rate-limit'],
        parameters: (op.parameters ?? []).map((p) => {
          const param = resolve(doc, p) as { name: string; in: ParameterView['in']; required?: boolean; description?: string; schema?: JsonSchema }
          return { name: param.name, in: param.in, required: !!param.required, description: param.description, schema: param.schema ?? {} }
        }),
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => {
          const response = resolve(doc, r) as { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: JsonSchema }> }
          const schema = response.content?.['application/json']?.schema
          const errorCodes = errorCodesOf(doc, schema)
          return {
            status,
            description: response.description,
            ...(errorCodes ? { errorCodes } : { schema }),
            headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
              const header = resolve(doc, h) as { description?: string; required?: boolean; schema?: JsonSchema }
              return { name, description: header.description, required: !!header.required, schema: header.schema ?? {} }
            }),
          }
        }),
      }
      const body = op.requestBody && (resolve(doc, op.requestBody) as { description?: string; content: Record<string, { schema?: JsonSchema }> })
      if (body) {
        const [contentType, media] = Object.entries(body.content)[0]
        view.body = { contentType, description: body.description, schema: media.schema ?? {} }
      }
      const tagName = op.tags?.[0] ?? ''
      let tag = tags.find((t) => t.name === tagName)
      if (!tag) tags.push((tag = { name: tagName, operations: [] }))
      tag.operations.push(view)
    }
  }
  return tags.filter((tag) => tag.operations.length > 0)
}

/** The codes of an error body (`#/components/schemas/Error_…`), or null for any other schema. */
function errorCodesOf(doc: OpenApiDocument, schema: JsonSchema | undefined): string[] | null {
  if (!schemaName(schema?.$ref)?.startsWith('Error_')) return null
  const body = resolve<JsonSchema>(doc, schema as { $ref: string })
  return ((body.properties?.error?.properties?.code?.enum ?? []) as unknown[]).map(String)
}

/** The one shape of every error body, with every code any answer of the document may carry. */
export function errorShape(doc: OpenApiDocument): JsonSchema | null {
  const bodies = Object.entries((doc.components?.schemas ?? {}) as Record<string, JsonSchema>).filter(([name]) => name.startsWith('Error_'))
  if (bodies.length === 0) return null
  const codes = [...new Set(bodies.flatMap(([, body]) => (body.properties?.error?.properties?.code?.enum ?? []) as string[]))].sort()
  const [, first] = bodies[0]
  const error = first.properties!.error
  return { ...first, description: undefined, properties: { error: { ...error, properties: { ...error.properties, code: { type: 'string', enum: codes } } } } }
}

/** The alternatives of a schema without its `null` one, and whether null is allowed. */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const rest = schema.type.filter((t) => t !== 'null')
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true }
  }
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.some((alt) => alt.type === 'null')) {
    const rest = alternatives.filter((alt) => alt.type !== 'null')
    const { anyOf: _a, oneOf: _o, ...outer } = schema
    return { schema: rest.length === 1 ? { ...outer, ...rest[0] } : { ...outer, anyOf: rest }, nullable: true }
  }
  return { schema, nullable: false }
}

/** Keywords shown as constraints, in this order, with their value as text. */
const CONSTRAINTS = ['minLength', 'maxLength', 'exclusiveMinimum', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern', 'format', 'enum', 'default', 'example'] as const
export type Constraint = (typeof CONSTRAINTS)[number]

/** The constraints of a schema worth telling a reader, e.g. `[['maxLength', '100'], ['format', 'email']]`. */
export function constraintsOf(schema: JsonSchema): [Constraint, string][] {
  const out: [Constraint, string][] = []
  for (const key of CONSTRAINTS) {
    const value = schema[key]
    if (value === undefined) continue
    // zod's integer bounds (±2^53) say nothing a reader needs.
    if ((key === 'minimum' || key === 'maximum') && typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER) continue
    out.push([key, Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : typeof value === 'string' ? value : JSON.stringify(value)])
  }
  return out
}

/** 'string', 'integer', 'string | number' … for a schema without a reference. */
export function typeName(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (schema.type) return schema.type
  if (schema.properties) return 'object'
  return ''
}
