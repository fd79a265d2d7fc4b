// POST /api/auth/logout – ends the session of the bearer token (or session cookie) the request carries
import { getToken } from 'next-auth/jwt'
import { handler } from '@/lib/http/handler'
import { requireActor } from '@/lib/auth'
import { authSecret } from '@/lib/auth/secret'
import { endSession } from '@/lib/auth/sessions'

/** → 204: the token (or cookie) is refused from now on; the account's other sessions go on. 401 without one. */
export const POST = handler(async ({ req, actor }) => {
  requireActor(actor)
  const token = await getToken({ req, secret: authSecret() })
  await endSession(token?.sid)
  return new Response(null, { status: 204 })
})
