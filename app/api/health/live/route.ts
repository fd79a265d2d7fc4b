// GET /api/health/live – liveness: 200 as long as this process serves requests; checks nothing else
import type { LivenessJson } from '@/lib/openapi/responses'

export const dynamic = 'force-dynamic'

/** Always `{"status":"ok"}`: a process that can answer this is alive, whatever the state of the database or Redis. */
export function GET(): Response {
  const body: LivenessJson = { status: 'ok' }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}
