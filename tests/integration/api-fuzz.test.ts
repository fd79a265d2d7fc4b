// The API fuzz test: at least 10,000 generated bad requests over every /api path (derived from the zod schemas),
// and 0 × 5xx. For every operation of the OpenAPI document (which
// lib/openapi builds from the handlers' zod schemas) tests/support/fuzz.ts generates bad requests from its path,
// query and body schemas and its auth level; each is sent through the route module in-process on a real database,
// as anonymous, with a broken token or cookie, or as the owner, another parent or an admin, from its own client
// address (so the rate limits stay out of the way; a 429 would still count as a proper answer). Every answer must be
// below 500; a request with a fault the API must refuse gets a 4xx; every 4xx is `{"error":{"code","message"}}`
// with a Dutch message, or a French one for the quarter of the clients whose Accept-Language prefers French. The rows of the database are the same before and after.
//
// The generator is seeded: the seed is printed, and FUZZ_SEED=<seed> replays the same requests (FUZZ_RUNS sets the
// number of requests per operation). Without FUZZ_SEED a fixed seed is used, so a red CI is always reproducible and
// never caused by luck on an unrelated change; FUZZ_SEED=random draws a new one to explore (a failure prints the
// request that caused it and the seed to replay it with).
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { encode } from 'next-auth/jwt'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PrismaClient } from '@/lib/db'
import { openApiDocument } from '@/lib/openapi/document'
import { nextIp } from '../support/api'
import { useTestDatabase } from '../support/db'
import {
  bodyChecker,
  buildRequest,
  describe as describeRequest,
  fuzzArbitrary,
  opInfo,
  type Fuzz,
  type FuzzWorld,
  type OpInfo,
  type Who,
} from '../support/fuzz'
import { operationsOf, routeFileOf } from '../support/openapi'
import { makeWorld, type World } from './openapi-contract.cases'
import { ensureShortCode } from '@/lib/share/short-link'

const db = useTestDatabase()
const doc = openApiDocument()
const operations = operationsOf(doc).map(opInfo)
const isValid = bodyChecker(doc)

const SEED =
  process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261123)
/** Requests per operation: 41 operations × 250 = 10,250 requests. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 250)
const MINIMUM_TOTAL = 10_000

let w: World
let fw: FuzzWorld
let before: Record<string, string[]>

const sent = new Map<string, Map<number, number>>()

/** Every row the API could write (users, tokens, lists, products, parts, orders, lines, FAQ, contact, mails) and the uploaded files. */
async function snapshot(prisma: PrismaClient): Promise<Record<string, string[]>> {
  const order = { orderBy: { id: 'asc' as const } }
  const tables = {
    user: prisma.user.findMany(order),
    authToken: prisma.authToken.findMany(order),
    list: prisma.list.findMany(order),
    product: prisma.product.findMany(order),
    productPart: prisma.productPart.findMany(order),
    order: prisma.order.findMany(order),
    orderLine: prisma.orderLine.findMany(order),
    faqItem: prisma.faqItem.findMany(order),
    contactMessage: prisma.contactMessage.findMany(order),
  }
  const out: Record<string, string[]> = {}
  for (const [name, rows] of Object.entries(tables)) out[name] = (await rows).map((row) => JSON.stringify(row))
  // The outbox worker sends the world's own order mails meanwhile: a mail's delivery columns change, its row does not.
  out.outboxMail = (await prisma.outboxMail.findMany(order)).map(({ id, kind, recipient, subject }) =>
    JSON.stringify({ id, kind, recipient, subject }),
  )
  // Uploaded images are files under $DATA_DIR/uploads (tests/support/setup.ts: a temporary folder of this run).
  const uploads = path.join(process.env.DATA_DIR!, 'uploads')
  out.uploadedFiles = fs.existsSync(uploads) ? (fs.readdirSync(uploads, { recursive: true }) as string[]).sort() : []
  return out
}

beforeAll(async () => {
  console.log(
    `[api-fuzz] seed ${SEED} (replay: FUZZ_SEED=${SEED} npx vitest run tests/integration/api-fuzz.test.ts), ${RUNS} requests per operation`,
  )
  w = await makeWorld(db())
  const faq = await db().faqItem.create({
    data: { title: 'Wat is een geboortelijst?', text: 'Een lijst met geschenkjes.', weight: 1 },
  })
  fw = {
    listId: w.list.id,
    giftId: w.gift.id,
    orderId: w.order.id,
    faqId: faq.id,
    slug: w.list.url,
    reference: w.order.reference,
    png: w.png,
  }
  const secret = process.env.NEXTAUTH_SECRET!
  const claims = (id: number, role: 'USER' | 'ADMIN') => ({ sub: String(id), uid: id, role, ver: 0 })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  credentialsOf = {
    owner: bearer(w.owner.token),
    other: bearer(w.other.token),
    admin: bearer(w.admin.token),
    // A bearer token is a session cookie's value as well (next-auth's JWT, with its own session).
    ownerCookie: { cookie: `next-auth.session-token=${w.owner.token}` },
    forged: bearer(await encode({ token: claims(w.owner.id, 'ADMIN'), secret: 'een-ander-geheim' })),
    expired: bearer(await encode({ token: claims(w.admin.id, 'ADMIN'), secret, maxAge: -3600 })),
    ghost: bearer(await encode({ token: claims(2_147_483_647, 'ADMIN'), secret })),
  }
  // Every list has its short link's code (the migration gave the older ones theirs): reading the share info writes nothing.
  await ensureShortCode(w.list.id)
  before = await snapshot(db())
})

/** The Authorization or Cookie header of each login of the world (the junk ones are made per request). */
let credentialsOf: Partial<Record<Who, Record<string, string>>> = {}
const credentials = (who: Who) => credentialsOf[who] ?? {}

/** English words zod, Prisma or JavaScript would put in a message; a Dutch or French message has none of them. */
const NOT_DUTCH =
  /\b(invalid|expected|received|required|must|should|unrecognized|undefined|unexpected|cannot|failed|is not)\b|\[object|NaN/i

/** Why the answer to `f` is wrong, or null when it is right. */
async function verdict(info: OpInfo, f: Fuzz, res: Response): Promise<string | null> {
  const text = await res.text()
  const show = `${res.status} ${text.slice(0, 300)}`
  if (res.status >= 500) return `a ${show}`
  if (f.certain && res.status < 400) return `accepted a request it must refuse: ${show}`
  if (res.status < 400) return null
  if (!(res.headers.get('content-type') ?? '').includes('application/json'))
    return `a ${res.status} without a JSON content type: ${show}`
  let body: { error?: { code?: unknown; message?: unknown; details?: { fields?: Record<string, unknown> } } }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return `a ${res.status} whose body is not JSON: ${show}`
  }
  const error = body.error
  if (typeof error?.code !== 'string' || !/^[A-Z][A-Z_]+$/.test(error.code))
    return `a ${res.status} without an error code: ${show}`
  if (typeof error.message !== 'string' || error.message.trim().length < 5)
    return `a ${res.status} without a message: ${show}`
  for (const message of [error.message, ...Object.values(error.details?.fields ?? {})]) {
    if (typeof message !== 'string' || message.trim() === '')
      return `a ${res.status} with an empty field message: ${show}`
    if (NOT_DUTCH.test(message))
      notDutch.set(message, `${res.status} ${text.slice(0, 200)}\n    request: ${describeRequest(info, f)}`)
  }
  return null
}

/** Messages of 4xx answers that are not Dutch, each with the first answer and request that carried it. */
const notDutch = new Map<string, string>()

/** Sends the generated requests of one operation; returns the failures (at most 5 described). */
async function fuzz(info: OpInfo, index: number): Promise<string[]> {
  const mod = (await import(routeFileOf(info.op.path))) as Record<
    string,
    (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>
  >
  const route = mod[info.method]
  const requests = fc.sample(fuzzArbitrary(doc, info, fw, isValid), { seed: SEED + index, numRuns: RUNS })
  const statuses = new Map<number, number>()
  const failures: string[] = []
  for (const [n, f] of requests.entries()) {
    const req = await buildRequest(info, f, fw, nextIp(), credentials)
    // Every fourth client prefers French: its refusals come in French, through the same checks.
    const french = n % 4 === 3
    if (french) req.headers.set('accept-language', 'fr-BE,fr;q=0.9')
    let why: string | null
    try {
      const res = await route(req, { params: Promise.resolve(f.params) })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      why = await verdict(info, f, res)
      const language = res.headers.get('content-language')
      if (!why && res.status >= 400 && language !== (french ? 'fr' : 'nl'))
        why = `a ${res.status} in the language ${String(language)} for a ${french ? 'French' : 'Dutch'} client`
    } catch (error) {
      why = `the handler threw ${String(error)}`
    }
    if (why) failures.push(`${why}\n    request: ${describeRequest(info, f)}`)
  }
  sent.set(info.op.operationId, statuses)
  return failures
}

describe(`bad requests to every operation (seed ${SEED})`, () => {
  for (const [index, info] of operations.entries()) {
    it(`${info.method} ${info.op.path}: ${RUNS} bad requests, none answered 5xx, every refusal a 4xx with an error code and message`, async () => {
      const failures = await fuzz(info, index)
      expect(
        failures.length,
        `${failures.length} of ${RUNS} wrong (FUZZ_SEED=${SEED}):\n${failures.slice(0, 5).join('\n')}`,
      ).toBe(0)
    })
  }

  it('answers every refusal with a Dutch message (also per field in details.fields)', () => {
    const list = [...notDutch].map(([message, where]) => `${JSON.stringify(message)}, e.g. ${where}`)
    expect(list.length, `messages that are not Dutch (FUZZ_SEED=${SEED}):\n${list.slice(0, 10).join('\n')}`).toBe(0)
  })

  it(`sent at least ${MINIMUM_TOTAL} requests over every operation and left the database as it was`, async () => {
    expect([...sent.keys()].sort()).toEqual(operations.map((info) => info.op.operationId).sort())
    const total = [...sent.values()].reduce(
      (sum, byStatus) => sum + [...byStatus.values()].reduce((a, b) => a + b, 0),
      0,
    )
    console.log(
      `[api-fuzz] ${total} requests; statuses per operation: ${[...sent]
        .map(
          ([id, byStatus]) =>
            `${id} ${[...byStatus]
              .sort()
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}`,
        )
        .join('; ')}`,
    )
    expect(total).toBeGreaterThanOrEqual(process.env.FUZZ_RUNS ? 0 : MINIMUM_TOTAL)
    expect(await snapshot(db())).toEqual(before)
  })
})
