// POST /api/auth/register – creates an account (name, email, password) and answers it with a bearer token
import { handler, readJson } from '@/lib/http/handler'
import { issueToken } from '@/lib/auth'
import { accountView, registerUser } from '@/lib/auth/accounts'
import type { AccountWithTokenJson } from '@/lib/openapi/responses'

export const POST = handler(
  async ({ req }) => {
    const user = await registerUser(await readJson(req))
    // A token like POST /api/auth/login gives, so an app can continue at once (creating a list).
    return { ...accountView(user), token: await issueToken(user) } satisfies AccountWithTokenJson
  },
  { rateLimit: 'register', status: 201 },
)
