// The OpenAPI 3.1 document of the REST API, generated with zod-openapi from the
// registry of lib/openapi/paths.ts. Served as JSON at GET /api/openapi.json and rendered by the page /api/docs.
import { createDocument, type oas31, type ZodOpenApiPathsObject } from 'zod-openapi'
import { errorStatus } from '@/lib/errors'
import pkg from '@/package.json'
import type { ApiOperation, ApiTag } from './operation'
import { toOperationObject } from './operation'
import { apiOperations } from './paths'

export type OpenApiDocument = oas31.OpenAPIObject

/** The session cookie of next-auth: `__Secure-next-auth.session-token` over https. */
export const SESSION_COOKIE = 'next-auth.session-token'

const tags: { name: ApiTag; description: string }[] = [
  { name: 'Account', description: 'Inloggen, registreren, bevestigen, wachtwoord en account.' },
  { name: 'Lijsten', description: 'Geboortelijsten: aanmaken, wijzigen, zoeken, hun producten en reservaties.' },
  { name: 'Producten', description: 'De geschenken op een lijst.' },
  { name: 'Afbeeldingen', description: 'Productfoto’s opladen.' },
  { name: 'Reservaties', description: 'Geschenken schenken (afrekenen) en reservaties opvolgen.' },
  { name: 'FAQ', description: 'Veelgestelde vragen.' },
  { name: 'Contact', description: 'Het contactformulier.' },
  { name: 'Beheer', description: 'Voor beheerders: alle lijsten, producten en reservaties, en reservaties annuleren.' },
  { name: 'Documentatie', description: 'Deze beschrijving.' },
  { name: 'Status', description: 'Werkt deze instantie? Voor de load balancer en de monitoring.' },
]

const description = [
  'De REST-API van Geboortelijst: JSON in en uit, prijzen als getallen in euro met hoogstens 2 decimalen, teksten voor mensen in het Nederlands of het Frans.',
  'Taal: de `message` van een fout volgt de header `Accept-Language` van de aanvraag (RFC 9110): Frans wie Frans verkiest (`fr`, `fr-BE`), anders Nederlands. Het antwoord noemt de taal in `Content-Language`; de `code` is in elke taal dezelfde.',
  'Inloggen: `POST /api/auth/login` geeft een token; stuur het mee als `Authorization: Bearer <token>`. De sessiecookie van de website (next-auth, `' +
    SESSION_COOKIE +
    '`) werkt ook. Een token of sessie vervalt na 30 dagen, na een wachtwoordwijziging of reset en na ‘overal uitloggen’.',
  'Fouten: altijd `{"error":{"code","message","details"?}}` met een 4xx-status; de status volgt uit de code (' +
    Object.entries(errorStatus)
      .filter(([, status]) => status < 500)
      .map(([code, status]) => `${code} ${status}`)
      .join(', ') +
    '). Een 500 (INTERNAL) is altijd een fout van onze kant. Een methode die een pad niet kent, krijgt 405 zonder body.',
  'Limieten: aanvragen worden per clientadres geteld; boven de limiet volgt 429 met de header `Retry-After` (seconden).',
  'De andere paden onder `/api/auth/` (session, csrf, providers, callback, signin, signout) zijn die van next-auth voor de website zelf en horen niet bij deze API.',
].join('\n\n')

/**
 * Builds the OpenAPI 3.1 document of `operations` (every path and method of the registry by default).
 * Request bodies and parameters are rendered from the input side of their zod schemas, answers from the output side.
 */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {}
  for (const op of operations) paths[op.path] = { ...paths[op.path], [op.method]: toOperationObject(op) }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Geboortelijst API', version: pkg.version, description },
      externalDocs: { description: 'Leesbare versie', url: '/api/docs' },
      tags,
      paths,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Het token van `POST /api/auth/login` (of register, update-password): `Authorization: Bearer <token>`.',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'De sessiecookie van de website na inloggen (over https: `__Secure-' + SESSION_COOKIE + '`).',
          },
        },
      },
    },
    {
      // An e-mail field trims and lower-cases before it checks (`z.string()…pipe(z.email())`): a client still sends an address.
      override: ({ jsonSchema, zodSchema, io }) => {
        const def = zodSchema._zod.def as { type: string; out?: { _zod: { def: { format?: string } } } }
        if (io === 'input' && def.type === 'pipe' && def.out?._zod.def.format === 'email') jsonSchema.format = 'email'
      },
    },
  )
  return withExplicitTypes(document)
}

type JsonSchema = { [key: string]: unknown }

/**
 * Says outright what the document only implies, for renderers that read schemas strictly (Scalar refuses a schema
 * without `type`, decision 047): an `anyOf`/`oneOf` whose members all have a type (a `$ref` counts with its target's)
 * gets their types as its own `type`, e.g. `['integer', 'null']` for a nullable id; `additionalProperties: {}` (any
 * value) becomes `true`. The same instances validate as before. Changes `doc` in place.
 */
function withExplicitTypes(doc: OpenApiDocument): OpenApiDocument {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>
  const typesOf = (member: JsonSchema): string[] | null => {
    if (typeof member.$ref === 'string') {
      const target = schemas[member.$ref.replace('#/components/schemas/', '')]
      return target ? typesOf(target) : null
    }
    if (typeof member.type === 'string') return [member.type]
    return Array.isArray(member.type) ? (member.type as string[]) : null
  }
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const schema = node as JsonSchema
    for (const value of Object.values(schema)) visit(value)
    const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
    if (Array.isArray(members) && schema.type === undefined) {
      const types = members.map(typesOf)
      if (types.every((t) => t !== null)) {
        const all = [...new Set(types.flat())]
        schema.type = all.length === 1 ? all[0] : all
      }
    }
    const extra = schema.additionalProperties
    if (extra && typeof extra === 'object' && Object.keys(extra).length === 0) schema.additionalProperties = true
  }
  visit(doc)
  return doc
}

let cached: OpenApiDocument | undefined

/** The document of the whole API, built once per process. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument()
  return cached
}
