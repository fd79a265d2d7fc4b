// The JSON of 'Mijn gegevens downloaden' (GDPR right of access), as a zod schema: the OpenAPI document
// describes GET /api/users/me/export with it and the contract test checks real answers against it. It is built from
// the schemas of the answers the API already gives (a list, a product, an order as the parents see it), so the
// download says the same things in the same shape.
import { z } from 'zod'
import { accountResponse, listResponse, ownerOrderResponse, productResponse } from '@/lib/openapi/responses'

const dateTime = z.iso.datetime().meta({ description: 'Tijdstip in ISO 8601 (UTC).' })

export const accountExportResponse = z
  .object({
    exportedAt: dateTime,
    account: accountResponse.extend({ createdAt: dateTime, updatedAt: dateTime }),
    lists: z.array(
      listResponse.extend({
        createdAt: dateTime,
        updatedAt: dateTime,
        role: z.enum(['OWNER', 'MANAGER']).meta({
          description: 'OWNER: de eigen lijst. MANAGER: een lijst die het account mee beheert (beslissing 038).',
        }),
        products: z
          .array(productResponse)
          .meta({ description: 'Alle producten van de lijst, ook verborgen en geschonken, op volgorde.' }),
        orders: z
          .array(ownerOrderResponse)
          .meta({ description: 'De ontvangen reservaties met de gegevens van de schenkers, nieuwste eerst.' }),
        managers: z
          .array(z.object({ name: z.string(), email: z.string(), since: dateTime }))
          .optional()
          .meta({ description: 'Enkel bij een eigen lijst: wie ze mee beheert, sinds wanneer.' }),
        invitations: z
          .array(z.object({ email: z.string(), createdAt: dateTime, expiresAt: dateTime }))
          .optional()
          .meta({ description: 'Enkel bij een eigen lijst: de uitnodigingen om mee te beheren die nog openstaan.' }),
      }),
    ),
  })
  .meta({
    id: 'AccountExport',
    description:
      'Alle gegevens van een account: het account (zonder wachtwoord), de eigen lijsten en de lijsten die het mee beheert, hun producten en de ontvangen reservaties.',
  })

export type AccountExportJson = z.input<typeof accountExportResponse>
