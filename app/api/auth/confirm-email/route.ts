// POST /api/auth/confirm-email – confirms the e-mail address (token) of a mailed confirmation link, once
import { handler, readJson } from '@/lib/http/handler'
import { accountView } from '@/lib/auth/accounts'
import { confirmEmail } from '@/lib/auth/recovery'

/**
 * The account's address confirmed, or (a link of an e-mail change) the new address taken: then `changed` is true and
 * every session and token of the account has ended, this one too.
 */
export const POST = handler(
  async ({ req }) => {
    const body = (await readJson(req)) as { token?: unknown } | null
    const { user, changed } = await confirmEmail(body && typeof body === 'object' ? body.token : undefined)
    return { ...accountView(user), changed }
  },
  { rateLimit: 'token' },
)
