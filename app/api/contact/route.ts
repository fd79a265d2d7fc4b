// POST /api/contact – a message of the contact form ({ fromName, fromEmail, message }) → 201 { message }; 422, 429
import { handler, readJson } from '@/lib/http/handler'
import { clientIp } from '@/lib/http/rate-limit'
import { sendContactMessage } from '@/lib/contact'

export const POST = handler(async ({ req }) => sendContactMessage(await readJson(req), { ip: clientIp(req.headers) }), {
  status: 201,
})
