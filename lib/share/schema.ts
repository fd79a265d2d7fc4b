import { z } from 'zod'
import { t } from '@/lib/i18n'
import { safeText } from '@/lib/validation/text'
import { CARD_LINE_MAX } from './constants'

export { CARD_LINE_MAX }

/**
 * The body of PATCH /api/lists/{id}/share: the card's line, one line of text by the text rules (`safeText`), or
 * null or '' for none.
 */
export const shareSettingsSchema = z
  .object({
    cardLine: safeText({ max: CARD_LINE_MAX })
      .nullable()
      .meta({ description: 'De zin op het geboortekaartje; null of leeg voor geen.', example: 'Welkom, kleine Noor!' }),
  })
  .meta({ id: 'ShareSettings' })

export type ShareSettings = z.output<typeof shareSettingsSchema>

/** The layouts of the printable card: one A6 card, or four A6 cards on an A4 sheet with cut lines. */
export const CARD_FORMATS = ['a6', 'a4'] as const
export type CardFormat = (typeof CARD_FORMATS)[number]

/** The query of GET /api/lists/{id}/card.pdf. */
export const cardQuerySchema = z.object({
  format: z
    .enum(CARD_FORMATS, { error: () => t('shareFiles.formatInvalid') })
    .default('a6')
    .meta({ description: '`a6`: één kaartje van 105 × 148 mm; `a4`: vier kaartjes op een A4-blad, met snijlijnen.' }),
})
