// POST /api/auth/update-account – changes the account's name and language, and asks for a new e-mail address (with the password)
import { handler, readJson } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { requireActor } from '@/lib/auth'
import { updateAccount } from '@/lib/auth/accounts'

const update = handler(async ({ req, actor }) => {
  requireActor(actor) // 401 before anything is read
  return updateAccount(actor, await readJson(req), { ip: clientIp(req.headers) })
})

export const POST = update
// PATCH as well: it changes a resource in place, as REST clients may expect.
export const PATCH = update
