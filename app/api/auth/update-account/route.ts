// POST /api/auth/update-account – changes the account's name and e-mail address; answers the updated user
import { handler, readJson } from '@/lib/http/handler'
import { requireActor } from '@/lib/auth'
import { accountView, updateAccount } from '@/lib/auth/accounts'

const update = handler(async ({ req, actor }) => {
  requireActor(actor) // 401 before anything is read
  return accountView(await updateAccount(actor, await readJson(req)))
})

export const POST = update
// PATCH as well: it changes a resource in place, as REST clients may expect.
export const PATCH = update
