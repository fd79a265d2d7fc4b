// POST /api/auth/login – exchanges e-mail (or username) and password for the user and a bearer token
import { handler, readJson } from '@/lib/http/handler'
import { authenticate, issueToken } from '@/lib/auth'
import { accountView } from '@/lib/auth/accounts'
import { DomainError } from '@/lib/errors'
import type { AccountWithTokenJson } from '@/lib/openapi/responses'
import { loginSchema } from '@/lib/validation/account'
import { parseInput } from '@/lib/validation/parse'
import messages from '@/messages/nl.json'

export const POST = handler(async ({ req }) => {
  const body = (await readJson(req)) as Record<string, unknown> | null
  // Spec §7 sends `username`; accept `email` as well.
  const input = parseInput(loginSchema, body && typeof body === 'object' ? { ...body, username: body.username ?? body.email } : body)
  const user = await authenticate(input.username, input.password)
  if (!user) throw new DomainError('UNAUTHORIZED', messages.errors.invalidLogin)
  return { ...accountView(user), token: await issueToken(user) } satisfies AccountWithTokenJson
}, { rateLimit: 'login' })
