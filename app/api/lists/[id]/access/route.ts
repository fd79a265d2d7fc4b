// POST /api/lists/{id}/access – opens a protected list with its code for this browser session (a cookie)
import { NextResponse } from 'next/server'
import { handler, parseId, readJson } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { openListWithCode } from '@/lib/lists/access'

/**
 * `{ code }` → 204 with the list's session cookie (httpOnly, no expiry): from then on the list page and the list's
 * REST paths open without the code. A list that is not protected answers 204 without a cookie. Wrong codes are
 * limited per client and per list (429); decision 040.
 */
export const POST = handler<{ id: string }>(async ({ req, params }) => {
  const cookie = await openListWithCode(parseId(params.id), await readJson(req), { ip: clientIp(req.headers) })
  const res = new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  if (cookie) res.cookies.set(cookie.name, cookie.value, cookie.options)
  return res
})
