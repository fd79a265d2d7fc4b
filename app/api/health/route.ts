// GET /api/health – readiness for a load balancer: the database and, when configured, Redis (no personal data)
import { readiness } from '@/lib/health'
import type { HealthJson } from '@/lib/openapi/responses'

// Every probe checks anew: never prerendered, never cached, and no rate limit (a balancer probes often, from one address).
export const dynamic = 'force-dynamic'

/**
 * 200 `{"status":"ok"|"degraded","checks":{…}}` while the database answers (`degraded`: Redis is configured but not
 * answering; the instance serves without it), 503 `{"status":"unavailable",…}` when the database does not.
 */
export async function GET(): Promise<Response> {
  const body: HealthJson = await readiness()
  return Response.json(body, {
    status: body.status === 'unavailable' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
