// Helpers for handler tests that call a route's exported functions as an API client would (conventions: dub's
// tests/utils/http.ts). Each request gets its own client address, so the per-address rate limits never interfere
// unless a test passes the same `ip` on purpose.
import { NextRequest } from 'next/server'
import { expect } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'

type RouteFn<P> = (req: NextRequest, context: { params: Promise<P> }) => Promise<Response>

let ipCounter = 0
/** A distinct client address per call (TEST-NET-2 range, distinct from the other test files' ranges). */
export const nextIp = () => `198.51.${100 + (Math.floor(ipCounter / 250) % 150)}.${(ipCounter++ % 250) + 1}`

export const params = <P>(p: P) => ({ params: Promise.resolve(p) })

export interface ApiError {
  error: {
    code: string
    message: string
    details?: { fields?: Record<string, string>; retryAfter?: number } & Record<string, unknown>
  }
}

export interface CallOptions<P> {
  method?: string
  /** Sent as JSON; a string is sent as it is (malformed JSON). Omitted for undefined. */
  body?: unknown
  /** Sent as multipart/form-data (the boundary set by the request itself); takes the place of `body`. */
  form?: FormData
  token?: string
  ip?: string
  headers?: Record<string, string>
  params?: P
}

/** Calls a route handler at `path` with a JSON body, an optional bearer token and its own client address. */
export function call<P = Record<string, string>>(
  route: RouteFn<P>,
  path: string,
  options: CallOptions<P> = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const json =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body)
  const req = new NextRequest(`http://localhost${path}`, {
    method: options.method ?? (options.body === undefined && !options.form ? 'GET' : 'POST'),
    headers,
    body: options.form ?? json,
  })
  return route(req, params((options.params ?? {}) as P))
}

/** Asserts a JSON error answer with the status and code, and a Dutch message; returns the body. */
export async function expectError(res: Response, status: number, code: string): Promise<ApiError> {
  const body = (await res.json()) as ApiError
  expect({ status: res.status, code: body.error?.code }).toEqual({ status, code })
  expect(res.headers.get('content-type')).toContain('application/json')
  expect(body.error.message.length).toBeGreaterThan(5)
  return body
}

/** Logs in through POST /api/auth/login and returns the bearer token. */
export async function tokenFor(email: string, password: string): Promise<string> {
  const res = await call(login, '/api/auth/login', { body: { username: email, password } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}
