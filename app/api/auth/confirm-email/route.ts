// POST /api/auth/confirm-email – confirms the e-mail address (token) of a mailed confirmation link, once
import { handler, readJson } from '@/lib/http/handler'
import { accountView } from '@/lib/auth/accounts'
import { confirmEmail } from '@/lib/auth/recovery'

export const POST = handler(async ({ req }) => {
  const body = (await readJson(req)) as { token?: unknown } | null
  return accountView(await confirmEmail(body && typeof body === 'object' ? body.token : undefined))
}, { rateLimit: 'token' })
