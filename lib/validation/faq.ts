import { z } from 'zod'
import { t } from '@/lib/i18n'
import { LOCALES } from '@/lib/i18n/locales'
import { safeText } from './text'

export const FAQ_TITLE_MAX = 200
export const FAQ_TEXT_MAX = 5000
export const FAQ_WEIGHT_MAX = 1_000_000

const requiredText = (max: number, multiline = false) =>
  safeText({ max, multiline, required: () => t('validation.required') })

/**
 * The position of an item on /site/faq: a whole number 0..1,000,000, as a JSON number or as the text of a form
 * field; '' and absent mean "not given" (a new item then goes last, a change keeps the old position).
 */
const weightField = z
  .union([z.number(), z.string(), z.null()], { error: () => t('faq.weight') })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined
    const n = typeof value === 'number' ? value : /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : NaN
    if (!Number.isInteger(n) || n < 0 || n > FAQ_WEIGHT_MAX) {
      ctx.addIssue({ code: 'custom', message: t('faq.weight') })
      return z.NEVER
    }
    return n
  })
  .meta({
    description: `Sorteerpositie, een geheel getal 0..${FAQ_WEIGHT_MAX} (ook als tekst); weggelaten: achteraan.`,
    override: { type: ['integer', 'string', 'null'] },
  })

/**
 * A FAQ item (POST /api/faq): the question (`title`, at most 200 characters),
 * the answer (`text`, plain text with its line breaks, at most 5000 characters), an optional `weight` (sort
 * position) and its language (`locale`, Dutch when left out). Used by the admin form, its server actions and the REST handlers.
 */
export const faqSchema = z.object(
  {
    title: requiredText(FAQ_TITLE_MAX),
    text: requiredText(FAQ_TEXT_MAX, true),
    weight: weightField,
    locale: z
      .enum(LOCALES, { error: () => t('validation.locale') })
      .optional()
      .meta({ description: 'De taal van de vraag: `nl` (weggelaten bij een nieuwe vraag) of `fr`.' }),
  },
  { error: () => t('errors.validation') },
)

/** PATCH /api/faq/{id}: any of the fields; the ones left out keep their value. */
export const faqPatchSchema = faqSchema.partial()

export type FaqInput = z.input<typeof faqSchema>
export type FaqValues = z.output<typeof faqSchema>

/** `?locale=` of GET /api/faq: the language of the items; Dutch when left out. */
export const faqQuerySchema = z.object({
  locale: z
    .enum(LOCALES, { error: () => t('validation.locale') })
    .default('nl')
    .meta({ description: 'De taal van de vragen: `nl` (standaard) of `fr`.' }),
})
