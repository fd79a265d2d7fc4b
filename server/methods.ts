// The methods each path serves, decided before Next from what the build wrote (decision 034): a method a path does
// not serve gets 405 with `Allow` (Next answered 500 for POST to a public file, 405 without `Allow` for a method a
// route handler lacks, and rendered pages for PUT or DELETE), OPTIONS gets 204 with `Allow`.
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { messages, refuse } from './refusal'

/** Upper-case HTTP methods, without OPTIONS. */
export type Methods = readonly string[]
/** The methods a path serves, or undefined for a path Next decides alone. */
export type ServedMethods = (pathname: string) => Methods | undefined

const READ: Methods = ['GET', 'HEAD']
const PAGE: Methods = ['GET', 'HEAD', 'POST']

/**
 * next-auth 4's actions (`/api/auth/<action>/…`) and the methods each answers (next-auth/core/index.js); any other
 * method it answers 400, and GET on the credentials callback 500. `callback` takes GET only for OAuth and e-mail
 * providers, and this site has the credentials provider alone (lib/auth/options.ts).
 */
const NEXT_AUTH_ACTIONS: Record<string, Methods> = {
  providers: ['GET'],
  session: ['GET', 'POST'],
  csrf: ['GET'],
  signin: ['GET', 'POST'],
  signout: ['GET', 'POST'],
  callback: ['POST'],
  'verify-request': ['GET'],
  error: ['GET'],
  _log: ['POST'],
}

interface RoutesManifest {
  staticRoutes?: { page: string }[]
  dynamicRoutes?: { page: string; regex: string }[]
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Every file under `dir` as its URL path ('/images/logo.svg'). */
export function publicPaths(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? publicPaths(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  )
}

const withHead = (methods: Methods): Methods =>
  methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods

/**
 * The methods each path serves, from what the build wrote into `dir` (the checkout or the standalone folder): files
 * under public/ and Next's build files serve GET and HEAD; the routes of .next/routes-manifest.json are pages (GET,
 * HEAD, and POST for server actions) or route handlers: prerendered ones (icons, the API description) serve GET and
 * HEAD, the REST paths what the prerendered API description lists for them (tests/integration/openapi-contract.test.ts
 * holds it to the route modules' exports), next-auth's what it answers, any other route handler GET and HEAD
 * (tests/integration/http-edge.test.ts holds those to it). Without a build every path goes to Next.
 */
export function servedMethods(dir: string): ServedMethods {
  const next = path.join(dir, '.next')
  const manifest = readJson<RoutesManifest>(path.join(next, 'routes-manifest.json'))
  const kinds = readJson<Record<string, string>>(path.join(next, 'app-path-routes-manifest.json')) ?? {}
  const prerendered =
    readJson<{ routes?: Record<string, unknown> }>(path.join(next, 'prerender-manifest.json'))?.routes ?? {}
  const api =
    readJson<{ paths?: Record<string, Record<string, unknown>> }>(
      path.join(next, 'server', 'app', 'api', 'openapi.json.body'),
    )?.paths ?? {}
  const files = new Set(publicPaths(path.join(dir, 'public')))
  const handlers = new Set(
    Object.entries(kinds)
      .filter(([entry]) => entry.endsWith('/route'))
      .map(([, route]) => route),
  )
  const statics = new Set((manifest?.staticRoutes ?? []).map((r) => r.page))
  const dynamics = (manifest?.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }))

  /** The methods of the route handler `page` ('/api/lists/[id]'), for `pathname`. */
  function handlerMethods(page: string, pathname: string): Methods | undefined {
    if (prerendered[page]) return READ
    if (page === '/api/auth/[...nextauth]') {
      const methods = NEXT_AUTH_ACTIONS[pathname.split('/')[3] ?? '']
      return methods && withHead(methods)
    }
    if (page.startsWith('/api/')) {
      const item = api[page.replace(/\[([^\]]+)\]/g, '{$1}')]
      return item && withHead(Object.keys(item).map((m) => m.toUpperCase()))
    }
    return READ
  }

  return (pathname) => {
    let decoded = pathname
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      // Left as it is: refuseBadRequest answers such an address first.
    }
    if (files.has(decoded) || pathname.startsWith('/_next/static/') || pathname === '/_next/image') return READ
    // Static routes first, then the dynamic ones in the manifest's order, as Next matches them.
    const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
    const page = statics.has(bare) ? bare : dynamics.find((r) => r.regex.test(pathname))?.page
    if (!page) return undefined
    return handlers.has(page) ? handlerMethods(page, pathname) : PAGE
  }
}

/**
 * Answers a method the path does not serve with 405 and `Allow` (JSON `METHOD_NOT_ALLOWED` under /api), and OPTIONS
 * with 204 and `Allow`. HEAD on next-auth's paths goes on as GET, which Node answers without the body (next-auth
 * refuses HEAD with 400). Anything else goes on to Next.
 * @param methods what servedMethods() made
 * @returns true when the request was answered here
 */
export function refuseUnservedMethod(req: IncomingMessage, res: ServerResponse, methods: ServedMethods): boolean {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  const served = methods(pathname)
  const method = req.method ?? 'GET'
  if (!served || served.includes(method)) {
    if (method === 'HEAD' && served && pathname.startsWith('/api/auth/')) req.method = 'GET'
    return false
  }
  res.setHeader('Allow', [...served, 'OPTIONS'].sort().join(', '))
  if (method === 'OPTIONS') {
    res.statusCode = 204
    res.end()
    return true
  }
  refuse(req, res, 405, 'METHOD_NOT_ALLOWED', messages.httpMethodNotAllowed)
  return true
}
