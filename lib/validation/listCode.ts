import { z } from 'zod'
import { t } from '@/lib/i18n'

/** The body of POST /api/lists/{id}/access (decision 040): the code as a visitor types it; it is compared normalised. */
export const listCodeSchema = z
  .object({
    code: z
      .string({ error: () => t('listCode.required') })
      .trim()
      .min(1, { error: () => t('listCode.required') })
      .max(256, { error: () => t('listCode.wrong') })
      .meta({
        description: 'De lijstcode zoals de ouders ze deelden; hoofdletters, spaties en streepjes tellen niet.',
        example: 'K7PM-Q4TZ',
      }),
  })
  .meta({ id: 'ListCode' })
