// The server's own copies of the pages Next serves from its page cache (decision 051). A page Next answers from the
// cache (`x-nextjs-cache: HIT`) is the same for every visitor, yet Next routes, prepares and renders the answer again
// for each of them. The server keeps such an answer for a second and sends it again itself, with this answer's nonce
// and headers, as long as the page cache has not changed since the request that produced it began: a page stored or a
// path revalidated in this process (lib/cache/page-generation.mjs) ends every copy at once, so an order's 201 is never
// followed by the old page. Only without REDIS_URL: with the shared cache another instance may change a page, and only
// a round trip to Redis (which Next's request makes) can tell.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { pageCacheGeneration } from '../lib/cache/page-generation.mjs'

/** How long a copy is served without asking Next: a page older than its lifetime is at most this much older. */
export const ANSWER_TTL_MS = 1000

// Requests whose answer is not the cached HTML page: navigations and prefetches of the client router, server actions,
// Next's own revalidation requests, and draft mode.
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'x-prerender-revalidate',
]
const BYPASS_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
// Headers of an answer that belong to its connection or its bytes, not to the page; the body's own are set again when
// it is sent (server/prepared-bodies.ts).
const CONNECTION_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
])

interface Answer {
  /** The headers Next set, as [name, value]. */
  headers: [string, number | string | string[]][]
  /** The HTML as Next sent it (the prepared-body cache turns it into bytes with each answer's nonce). */
  text: string
  /** The page cache's generation when the request that produced it began. */
  generation: number
  storedAt: number
}

/** The server's copies of cached pages, see createCachedAnswers. */
export interface CachedAnswers {
  /**
   * Answers `req` from a copy when there is a current one (headers Next gave it, status 200, the body through
   * `res.end` so the prepared-body wrapper puts this answer's nonce in). True when it did.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  /** Keeps the answer Next is about to give `req` when it is a page from the cache. Call just before Next's handler. */
  keep(req: IncomingMessage, res: ServerResponse): void
  /** How many copies are kept. */
  readonly size: number
}

/** Whether Next would answer `req` with the page's cached HTML (a plain GET or HEAD of a document). */
export function asksForCachedHtml(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (!req.url?.startsWith('/') || req.url.startsWith('/_next/') || req.url.startsWith('/api/')) return false
  for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return false
  const cookie = req.headers.cookie
  return !(cookie && BYPASS_COOKIE.test(cookie))
}

/**
 * Copies of cached pages by their address (path and query), at most `maxChars` characters of HTML in all.
 * `generation` and `now` are for tests.
 */
export function createCachedAnswers({
  maxChars = 32 * 1024 * 1024,
  ttlMs = ANSWER_TTL_MS,
  generation = pageCacheGeneration,
  now = Date.now,
}: {
  maxChars?: number
  ttlMs?: number
  generation?: () => number
  now?: () => number
} = {}): CachedAnswers {
  const answers = new LRUCache<string, Answer>({
    max: 1000,
    maxSize: maxChars,
    sizeCalculation: (answer) => Math.max(1, answer.text.length),
  })

  return {
    serve(req, res) {
      if (!asksForCachedHtml(req)) return false
      const url = req.url as string
      const answer = answers.get(url)
      if (!answer) return false
      if (answer.generation !== generation() || now() - answer.storedAt > ttlMs) {
        answers.delete(url)
        return false
      }
      for (const [name, value] of answer.headers) res.setHeader(name, value)
      res.statusCode = 200
      res.end(answer.text)
      return true
    },

    keep(req, res) {
      if (req.method !== 'GET' || !asksForCachedHtml(req)) return
      const url = req.url as string
      const startedAt = generation()
      const before = new Set(res.getHeaderNames())
      const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse
      res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        if (
          typeof chunk === 'string' &&
          !res.headersSent &&
          res.statusCode === 200 &&
          res.getHeader('x-nextjs-cache') === 'HIT' &&
          !res.hasHeader('set-cookie') &&
          String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
          startedAt === generation()
        ) {
          const headers = res
            .getHeaderNames()
            .filter((name) => !before.has(name) && !CONNECTION_HEADERS.has(name))
            .map((name): [string, number | string | string[]] => [name, res.getHeader(name) as string])
          answers.set(url, { headers, text: chunk, generation: startedAt, storedAt: now() })
        }
        return end.call(this, chunk, ...rest)
      } as ServerResponse['end']
    },

    get size() {
      return answers.size
    },
  }
}
