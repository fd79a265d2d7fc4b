import { z } from 'zod'
import { currentLocale, intlLocale, t } from '@/lib/i18n'
import { isValidIban, normalizeIban } from '@/lib/payments/iban'
import { PAYEE_NAME_MAX } from '@/lib/payments/payee'
import { birthDateWindow, inBirthDateWindow } from '@/lib/lists/birth-date'
import { safeText } from './text'
import { LIST_CODE_MAX, LIST_CODE_MIN } from '@/lib/lists/list-code'

const NAME_MAX = 100
const INTRODUCTION_MAX = 5000
/** Long enough for the longest IBAN (34) typed with spaces or dashes between every group. */
const IBAN_INPUT_MAX = 64
/** The place the parents show in search results: a town's name, not an address. */
const CITY_MAX = 100

/** A name by the text rules (`safeText`): trimmed, NFC, at most NAME_MAX characters. */
const requiredName = safeText({ max: NAME_MAX, required: () => t('validation.required') })

/**
 * The baby's first name: the same rules, but it may stay empty until the birth; stored as '' then, and the
 * list is called 'Baby van Sofie en Jonas' (lib/lists/display.ts `childName`).
 */
const babyFirstName = safeText({ max: NAME_MAX })
  .nullish()
  .transform((value) => value ?? '')
  .meta({
    description:
      "Voornaam van de baby; mag leeg blijven tot de geboorte (de lijst heet dan 'Baby van Sofie en Jonas').",
    example: 'Noor',
  })

/** An optional name: the same rules, and stored as null when left empty. */
const optionalName = safeText({ max: NAME_MAX })
  .nullish()
  .transform((value) => value || null)

/**
 * The parents' account: required ('Je rekeningnummer is verplicht'), valid by mod 97 and, for Belgian IBANs, the
 * national check (docs/rules.md#payments), and stored normalised: no spaces, upper case.
 */
export const ibanField = z
  .string({ error: () => t('validation.ibanRequired') })
  .trim()
  .min(1, { error: () => t('validation.ibanRequired'), abort: true })
  .max(IBAN_INPUT_MAX, { error: () => t('validation.ibanInvalid'), abort: true })
  .refine(isValidIban, { error: () => t('validation.ibanInvalid') })
  .transform(normalizeIban)
  .meta({
    description: 'IBAN, met of zonder spaties (mod 97 en de Belgische controle); bewaard zonder spaties.',
    example: 'BE71 0961 2345 6769',
  })

/**
 * True when `value` is a real calendar day written exactly as yyyy-MM-dd: it must parse and format back to the same
 * text, so 2026-02-30 (would roll over to March) and 2026-2-3 (not zero-padded) are refused.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

// In the language `t` speaks (the request's on the server, the page's in a browser).
const spelled = (isoDate: string) =>
  new Intl.DateTimeFormat(intlLocale(currentLocale()), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))

/** What decides whether a birth date is accepted besides its form. */
export interface BirthDateRule {
  /** Today's Belgian date (yyyy-MM-dd); default: the moment the value is checked. The form gets the server's. */
  today?: string
  /** The date the list has now: it stays valid when it is sent back unchanged, even outside the window. */
  stored?: string
}

/**
 * The birth or due date as yyyy-MM-dd (accepted only if it parses and re-formats identically), from one year
 * back to ten months ahead of today's Belgian date (decision 033): the givers' names are erased two years
 * after the birth date, so a typo such as 1924 must not be saved. A list keeps a date it already has (`stored`).
 */
export function birthDateField(rule: BirthDateRule = {}) {
  return z
    .string({ error: () => t('validation.required') })
    .trim()
    .min(1, { error: () => t('validation.required'), abort: true })
    .refine(isIsoDate, { error: () => t('validation.date'), abort: true })
    .superRefine((value, ctx) => {
      if (value === rule.stored || inBirthDateWindow(value, rule.today)) return
      const { min, max } = birthDateWindow(rule.today)
      ctx.addIssue({
        code: 'custom',
        message: t('validation.birthDateWindow', { min: spelled(min), max: spelled(max) }),
      })
    })
    .meta({
      format: 'date',
      description:
        'Geboortedatum (of verwachte datum) als jjjj-mm-dd, van 1 jaar geleden tot 10 maanden vooruit (Belgische datum van vandaag); een lijst behoudt een datum die ze al heeft zolang die niet verandert.',
      example: '2026-10-14',
    })
}

/**
 * The list form and the list payload of POST /api/lists and PATCH /api/lists/{id} (docs/rules.md#lists): one schema for the
 * form (zodResolver), the server actions and the REST handlers. The baby's last name, the first parent's names, the
 * IBAN and the birth date are required ('Dit veld is verplicht'; 'Je rekeningnummer is verplicht'); the baby's first
 * name (until the birth), the second parent, the city and the introduction are optional. Every name is trimmed (the
 * spec names the first names; last names too, since a stray space is never meant). The introduction keeps its line breaks; an empty one gets the default greeting when
 * the list is created (`createList`). Unknown keys (such as `url` or `userId`) are dropped: they cannot be set.
 * @param rule today's date and the list's stored birth date, for the birth date's window (`birthDateField`).
 */
export function listSchemaFor(rule: BirthDateRule = {}) {
  return listObjectFor(rule).refine((values) => values?.visibility !== 'PROTECTED' || !!values.accessCode, {
    path: ['accessCode'],
    error: () => t('listCode.codeNeeded'),
    // Also beside other fields' errors, so the form shows every error at once.
    when: () => true,
  })
}

/**
 * Who finds the list and whether its IBAN stands on its public page (decision 040): PUBLIC (search), UNLISTED (its
 * link only) or PROTECTED (its link and `accessCode`, 4 to 32 characters, required then; kept when the list becomes
 * public again, so switching back needs no new code).
 */
const privacyFields = {
  visibility: z
    .enum(['PUBLIC', 'UNLISTED', 'PROTECTED'], { error: () => t('listCode.visibilityInvalid') })
    .default('PUBLIC')
    .meta({
      description:
        'PUBLIC: te vinden via zoeken en zoekmachines. UNLISTED: enkel via de link, QR-code of korte link. PROTECTED: via de link en met de lijstcode.',
    }),
  accessCode: safeText({ max: LIST_CODE_MAX })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || value.length >= LIST_CODE_MIN, {
      error: () => t('listCode.codeLength', { min: LIST_CODE_MIN, max: LIST_CODE_MAX }),
    })
    .meta({
      description:
        'De lijstcode van een PROTECTED lijst (4 tot 32 tekens; hoofdletters, spaties en streepjes tellen niet bij het invullen).',
      example: 'K7PM-Q4TZ',
    }),
  thankPayers: z
    .boolean({ error: () => t('listCode.thankPayersInvalid') })
    .default(false)
    .meta({
      description:
        'true: een schenker krijgt een kort bedankmailtje zodra de overschrijving als ontvangen gemarkeerd is (met de hand of via een bankafschrift).',
    }),
  ibanPublic: z
    .boolean({ error: () => t('listCode.ibanPublicInvalid') })
    .default(true)
    .meta({
      description:
        'true: het rekeningnummer staat bovenaan de lijst. false: enkel wie een geschenkje overschrijft, ziet het (bevestiging en mail).',
    }),
}

/** The list's fields without the rule across them (a protected list needs its code): the PATCH body's description. */
export function listObjectFor(rule: BirthDateRule = {}) {
  return z.object({
    firstName: babyFirstName,
    lastName: requiredName,
    parent1FirstName: requiredName,
    parent1LastName: requiredName,
    parent2FirstName: optionalName,
    parent2LastName: optionalName,
    iban: ibanField,
    accountHolder: safeText({ max: PAYEE_NAME_MAX })
      .nullish()
      .transform((value) => value || null)
      .meta({
        description:
          'Naam van de rekeninghouder zoals de bank ze kent (hoogstens 70 tekens): de begunstigde in de QR-code en de betaalgegevens. Leeg of null: de namen van de ouders.',
        example: 'Sofie Peeters',
      }),
    birthDate: birthDateField(rule),
    // Shown in search results beside the names, so that two lists with the same names can be told apart.
    city: safeText({ max: CITY_MAX })
      .nullish()
      .transform((value) => value || null)
      .meta({ description: 'Woonplaats die de ouders in de zoekresultaten tonen (optioneel).', example: 'Gent' }),
    // Multi-line: trailing spaces and blank lines at the ends are trimmed (never meant); inner line breaks are the parents' layout.
    introduction: safeText({ max: INTRODUCTION_MAX, multiline: true })
      .nullish()
      .transform((value) => value ?? ''),
    ...privacyFields,
  })
}

/** `listSchemaFor()` with today's date read at each check: a new list, the REST description. */
export const listSchema = listSchemaFor()
/** `listObjectFor()`: the fields alone, whose `.partial()` describes PATCH /api/lists/{id}. */
export const listObject = listObjectFor()

/** What the form holds and an API client sends. */
export type ListInput = z.input<typeof listSchema>
/** Validated list fields: trimmed names (second parent null when absent), IBAN without spaces, yyyy-MM-dd date. */
export type ListValues = z.output<typeof listSchema>

/** The names of the form fields, in the order the form shows them (server field errors are mapped onto these). */
export const listFields = [
  'firstName',
  'lastName',
  'birthDate',
  'city',
  'parent1FirstName',
  'parent1LastName',
  'parent2FirstName',
  'parent2LastName',
  'iban',
  'accountHolder',
  'introduction',
  'visibility',
  'accessCode',
  'ibanPublic',
  'thankPayers',
] as const
