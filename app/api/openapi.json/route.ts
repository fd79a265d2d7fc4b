// GET /api/openapi.json – the OpenAPI 3.1 description of this REST API, generated from the handlers' zod schemas
import { openApiDocument } from '@/lib/openapi/document'

// The document only changes with the code: built once at build time and served as a static file.
export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
