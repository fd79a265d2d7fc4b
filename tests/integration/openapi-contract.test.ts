// The OpenAPI contract: the document at /api/openapi.json cannot drift from the
// handlers. (a) Every exported method of app/api/**/route.ts is documented and every documented operation has its
// route module; (b) every operation is called through its route module on a real database, as an API client would,
// and every answer must have a documented status, a body valid against its schema (ajv, JSON Schema 2020-12) and
// its required headers; every status the document lists for an operation must be reached; (c) the document itself
// is well-formed OpenAPI 3.1 (every $ref resolves, every operation answers, operationIds are unique, path
// parameters match the template, every schema compiles).
import { beforeAll, describe, expect, it } from 'vitest'
import { enforceRateLimit, limits, type RateLimitName } from '@/lib/http/rate-limit'
import { openApiDocument } from '@/lib/openapi/document'
import { buildOpenApiDocument } from '@/lib/openapi/document'
import { failure, paged, pagingQuery, type ApiOperation } from '@/lib/openapi/operation'
import { productResponse } from '@/lib/openapi/responses'
import { call, nextIp } from '../support/api'
import { useTestDatabase } from '../support/db'
import {
  checkAnswer,
  documentValidator,
  exportedMethods,
  operationsOf,
  refsIn,
  resolvePointer,
  routeFileOf,
  routeFiles,
  routeOf,
  UNDOCUMENTED_ROUTES,
  type DocumentedOperation,
} from '../support/openapi'
import { makeWorld, plans, type Case, type Plan, type World } from './openapi-contract.cases'

const db = useTestDatabase()
const doc = openApiDocument()
const validator = documentValidator(doc)
const operations = operationsOf(doc)

let ipCounter = 0
/** A client address of its own (TEST-NET-3), apart from the addresses `call()` hands out. */
const freshIp = () => `203.0.113.${++ipCounter}`

/** Uses up the named limit for a new address and returns it: its next request of that kind is a 429. */
async function exhausted(names: RateLimitName[]): Promise<string> {
  const ip = freshIp()
  for (const name of names) for (let i = 0; i < limits[name].points; i++) await enforceRateLimit(name, ip)
  return ip
}

let w: World
let cases: Record<string, Plan>
/** An address that has used up every limit: an operation the document lists without a limit is called from it. */
let everyLimitUsed: string

beforeAll(async () => {
  w = await makeWorld(db())
  cases = plans(w)
  everyLimitUsed = await exhausted(Object.keys(limits) as RateLimitName[])
})

const tokenOf = (c: Case) =>
  c.as === undefined || c.as === 'anonymous'
    ? undefined
    : typeof c.as === 'object'
      ? c.as.token
      : { owner: w.owner, other: w.other, admin: w.admin }[c.as].token

/** Calls `op` through its route module as `c` says; checks the answer against the document and the case. */
async function send(op: DocumentedOperation, c: Case): Promise<number> {
  const mod = (await import(routeFileOf(op.path))) as Record<string, Parameters<typeof call>[0]>
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(c.params?.[key] ?? '')) +
    (c.query ? `?${new URLSearchParams(c.query)}` : '')
  const request = () =>
    call(mod[op.method.toUpperCase()], url, {
      method: op.method.toUpperCase(),
      body: c.body,
      form: c.form?.(),
      token: tokenOf(c),
      ip: c.ip ?? (op.operation['x-rate-limit'] ? nextIp() : everyLimitUsed),
      params: c.params,
    })
  const res = c.around ? await c.around(request) : await request()
  const answer = await checkAnswer(validator, op, res)
  const code = (answer.body as { error?: { code?: string } } | undefined)?.error?.code
  expect({ case: c.name, status: answer.status, code }).toEqual({ case: c.name, status: c.status, code: c.code })
  return answer.status
}

/** The refusals the document promises for every operation of its kind, made from the success case. */
async function derivedCases(op: DocumentedOperation, success: Case): Promise<Case[]> {
  const listed = (status: number) => String(status) in op.operation.responses
  const auth = op.operation['x-auth']
  const out: Case[] = []
  if (listed(401) && auth !== 'public')
    out.push({ ...success, name: 'zonder login', as: 'anonymous', status: 401, code: 'UNAUTHORIZED' })
  if (listed(403) && auth === 'owner')
    out.push({ ...success, name: 'iemand anders', as: 'other', status: 403, code: 'FORBIDDEN' })
  if (listed(403) && auth === 'admin')
    out.push({ ...success, name: 'geen beheerder', as: 'owner', status: 403, code: 'FORBIDDEN' })
  if (success.params && listed(404)) {
    const missing = Object.fromEntries(
      Object.entries(success.params).map(([key, value]) => [key, /^\d+$/.test(value) ? '2147483647' : 'bestaat-niet']),
    )
    out.push({ ...success, name: 'onbekend', params: missing, status: 404, code: 'NOT_FOUND' })
  }
  if ((op.operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json']) {
    out.push({ ...success, name: 'kapotte JSON', body: '{"kapot', status: 400, code: 'BAD_JSON' })
    out.push({
      ...success,
      name: 'body over 64 KB',
      body: JSON.stringify({ x: 'a'.repeat(64 * 1024) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    })
    // JSON, but not the object the body schema describes: bad input is a 422, never a 500.
    for (const body of ['null', '42', '"tekst"'])
      out.push({ ...success, name: `body ${body}`, body, status: 422, code: 'VALIDATION' })
  }
  const limit = op.operation['x-rate-limit'] as { name: RateLimitName } | undefined
  if (limit)
    out.push({
      ...success,
      name: `limiet ${limit.name} op`,
      ip: await exhausted([limit.name]),
      status: 429,
      code: 'RATE_LIMITED',
    })
  return out
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with an info block, unique operationIds and at least one answer per operation', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBeTruthy()
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/)
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length)
    for (const op of operations) {
      expect(op.path, op.operationId).toMatch(/^\/api\//)
      expect(op.operation.summary, op.operationId).toBeTruthy()
      expect(Object.keys(op.operation.responses).length, op.operationId).toBeGreaterThan(0)
      for (const [status, response] of Object.entries(op.operation.responses)) {
        expect(status, op.operationId).toMatch(/^[1-5]\d\d$/)
        expect(response.description, `${op.operationId} ${status}`).toBeTruthy()
      }
    }
  })

  it('declares every path template parameter as a required path parameter, and no other', () => {
    for (const op of operations) {
      const template = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const declared = (op.operation.parameters ?? []).filter((p) => p.in === 'path')
      expect(declared.map((p) => p.name).sort(), op.operationId).toEqual(template)
      for (const p of declared) expect(p.required, `${op.operationId} ${String(p.name)}`).toBe(true)
    }
  })

  it('resolves every $ref, names only declared security schemes and tags, and every schema compiles under JSON Schema 2020-12', () => {
    const refs = refsIn(doc)
    expect(refs.length).toBeGreaterThan(20)
    for (const { ref, at } of refs) expect(resolvePointer(doc, ref), `${ref} at ${at}`).toBeDefined()
    const schemes = Object.keys(doc.components?.securitySchemes ?? {})
    const tags = (doc.tags ?? []).map((tag) => tag.name)
    for (const op of operations) {
      for (const requirement of (op.operation.security ?? []) as Record<string, unknown>[])
        for (const name of Object.keys(requirement)) expect(schemes).toContain(name)
      for (const tag of (op.operation.tags ?? []) as string[]) expect(tags).toContain(tag)
      for (const [status, response] of Object.entries(op.operation.responses)) {
        for (const media of Object.values(response.content ?? {}))
          validator.at(media.schema, `${op.operationId}/${status}`)
      }
      const body = (op.operation.requestBody ?? {}) as { content?: Record<string, { schema: unknown }> }
      for (const [type, media] of Object.entries(body.content ?? {}))
        validator.at(media.schema, `${op.operationId}/request/${type}`)
      for (const p of op.operation.parameters ?? []) validator.at(p.schema, `${op.operationId}/param/${String(p.name)}`)
    }
  })
})

describe('route modules and the document', () => {
  it('documents every exported method of app/api/**/route.ts, and every documented operation has its route module export', async () => {
    const documented = operations.map((op) => `${op.method.toUpperCase()} ${routeOf(op.path)}`).sort()
    const exported: string[] = []
    for (const { route, file } of routeFiles()) {
      if (route in UNDOCUMENTED_ROUTES) continue
      const mod = (await import(file)) as Record<string, unknown>
      exported.push(...exportedMethods(mod).map((m) => `${m.toUpperCase()} ${route}`))
    }
    expect(exported.sort()).toEqual(documented)
  })
})

describe('the contract check', () => {
  const getList = operations.find((op) => op.operationId === 'getList')!

  it('fails an answer with a status the document does not list for the operation', async () => {
    await expect(
      checkAnswer(
        validator,
        getList,
        Response.json({ error: { code: 'EMAIL_TAKEN', message: 'Nee' } }, { status: 409 }),
      ),
    ).rejects.toThrow(/does not list/)
  })

  it('fails a body that does not match the schema, and a documented field of another type', async () => {
    await expect(checkAnswer(validator, getList, Response.json({ id: 1 }))).rejects.toThrow(/does not match/)
    await expect(
      checkAnswer(
        validator,
        getList,
        Response.json({ error: { code: 'NOT_FOUND', message: 'Weg', extra: 1 } }, { status: 404 }),
      ),
    ).rejects.toThrow(/does not match/)
  })

  it('fails a 429 without Retry-After and a paged list without X-Total-Count', async () => {
    const limited = { error: { code: 'RATE_LIMITED', message: 'Te veel', details: { retryAfter: 5 } } }
    await expect(checkAnswer(validator, getList, Response.json(limited, { status: 429 }))).rejects.toThrow(
      /without its Retry-After header/,
    )
    await checkAnswer(validator, getList, Response.json(limited, { status: 429, headers: { 'Retry-After': '5' } }))

    // The paged-list piece, as the admin lists will use it: one registry entry.
    const entry: ApiOperation = {
      operationId: 'adminProducts',
      method: 'get',
      path: '/api/products',
      tag: 'Producten',
      auth: 'admin',
      summary: 'Alle producten',
      params: { query: pagingQuery(25) },
      success: paged(productResponse, 'Eén pagina producten.'),
      errors: [failure(404, 'Nooit.')],
    }
    const pagedDoc = buildOpenApiDocument([entry])
    const op = operationsOf(pagedDoc)[0]
    expect((op.operation.parameters ?? []).map((p) => [p.name, (p.schema as { default?: unknown }).default])).toEqual([
      ['take', 25],
      ['skip', 0],
      ['searchString', undefined],
    ])
    expect(Object.keys(op.operation.responses)).toEqual(['200', '401', '403', '404', '422'])
    const pagedValidator = documentValidator(pagedDoc)
    await expect(checkAnswer(pagedValidator, op, Response.json([]))).rejects.toThrow(/without its X-Total-Count header/)
    await checkAnswer(pagedValidator, op, Response.json([], { headers: { 'X-Total-Count': '0' } }))
  })
})

describe('every operation answers as the document says', () => {
  it('has a plan for every documented operation', () => {
    expect(Object.keys(cases).sort()).toEqual(operations.map((op) => op.operationId).sort())
  })

  for (const op of operations) {
    const statuses = Object.keys(op.operation.responses).join(', ')
    it(`${op.method.toUpperCase()} ${op.path} answers ${statuses}`, async () => {
      const plan = cases[op.operationId]
      expect(plan, `a plan for ${op.operationId}`).toBeDefined()
      const success = await plan.success()
      const reached = new Set<number>()
      // Refusals first: a success may delete what they are about.
      for (const c of await derivedCases(op, success)) reached.add(await send(op, c))
      reached.add(await send(op, success))
      for (const c of (await plan.more?.()) ?? []) reached.add(await send(op, c))
      expect([...reached].sort(), 'every documented status is reached').toEqual(
        Object.keys(op.operation.responses).map(Number).sort(),
      )
    })
  }
})
