// POST /api/auth/login – exchanges e-mail (or username) and password for the user and a bearer token
import { z } from 'zod'
import { handler, readJson } from '@/lib/http/handler'
import { authenticate, issueToken } from '@/lib/auth'
import { DomainError } from '@/lib/errors'
import { parseInput } from '@/lib/validation/parse'
import messages from '@/messages/nl.json'

const loginSchema = z.object({
  username: z.string({ error: messages.validation.required }).trim().min(1, { error: messages.validation.required }).max(254),
  password: z.string({ error: messages.validation.required }).min(1, { error: messages.validation.required }).max(200),
})

export const POST = handler(async ({ req }) => {
  const body = (await readJson(req)) as Record<string, unknown> | null
  // Spec §7 sends `username`; accept `email` as well.
  const input = parseInput(loginSchema, body && typeof body === 'object' ? { ...body, username: body.username ?? body.email } : body)
  const user = await authenticate(input.username, input.password)
  if (!user) throw new DomainError('UNAUTHORIZED', messages.errors.invalidLogin)
  return { id: user.id, name: user.name, email: user.email, role: user.role, emailConfirmed: user.emailConfirmed, token: await issueToken(user) }
}, { rateLimit: 'login' })
