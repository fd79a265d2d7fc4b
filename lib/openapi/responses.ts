import { LOCALES } from '@/lib/i18n/locales'
// The JSON bodies the REST API answers, as zod schemas the OpenAPI document is
// generated from. The helpers of lib/http/json.ts and the domain views handlers return as they are are tied to these
// types at compile time (`Same` below and in lib/http/json.ts), and the contract test validates every real answer
// against the generated JSON Schema, so neither side can change alone.
import { z } from 'zod'
import { GIFT_METHODS } from '@/lib/gifts/rules'
import { GIFT_CATEGORIES } from '@/lib/gifts/categories'
import type { AccountView } from '@/lib/auth/accounts'
import type { FaqItemView } from '@/lib/faq'
import type { uploadImage } from '@/lib/images'
import type { ListAnswer, ListSearchResult } from '@/lib/lists/view'
import type { InvitationView, ListManagers, OwnListView } from '@/lib/lists/managers'
import type { ListReview } from '@/lib/admin/reviews'
import type { sendContactMessage } from '@/lib/contact'
import type { AdminListRow } from '@/lib/admin'
import type { Readiness } from '@/lib/health'
import type { ShareInfo } from '@/lib/share'

/** True when A and B are assignable both ways: a field added to, dropped from or retyped in either side fails. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Compile-time assertion: `Expect<Same<A, B>>` fails `npm run typecheck` unless A and B are the same shape. */
export type Expect<T extends true> = T

const id = z.int().min(1).max(2_147_483_647)
const euros = z.number().min(0).meta({ description: 'Bedrag in euro, hoogstens 2 decimalen.', example: 24.5 })
const dateTime = z.iso.datetime().meta({ description: 'Tijdstip in ISO 8601 (UTC).' })
const giftMethod = z.enum(GIFT_METHODS).meta({
  id: 'GiftMethod',
  description:
    'CASH: het bedrag wordt nu overgeschreven naar de ouders. SHOP: de schenker koopt het zelf en geeft het persoonlijk af.',
})

/**
 * A list (`ListView`, `ListAnswer`): `url` is the slug of its public page /list/{url}; `userId` only
 * for the owner and the administrators (decision 033).
 */
export const listResponse = z
  .object({
    id,
    url: z.string().meta({ description: 'De slug: de publieke pagina is /list/{url}.', example: 'noor-peeters' }),
    userId: id
      .optional()
      .meta({ description: 'De eigenaar (ouder) van de lijst: enkel voor de eigenaar zelf en voor beheerders.' }),
    firstName: z.string().meta({ description: 'Voornaam van de baby.' }),
    lastName: z.string().meta({ description: 'Achternaam van de baby.' }),
    parent1FirstName: z.string(),
    parent1LastName: z.string(),
    parent2FirstName: z.string().nullable(),
    parent2LastName: z.string().nullable(),
    iban: z.string().optional().meta({
      description:
        'Rekeningnummer zonder spaties; voor anderen dan de eigenaar en beheerders enkel wanneer `ibanPublic` true is (beslissing 040).',
      example: 'BE71096123456769',
    }),
    birthDate: z.iso.date().meta({ description: 'Geboortedatum (of verwachte datum), jjjj-mm-dd.' }),
    city: z
      .string()
      .nullable()
      .meta({ description: 'De woonplaats die de ouders in de zoekresultaten tonen, of null.', example: 'Gent' }),
    introduction: z.string().meta({ description: 'Welkomsttekst; regeleinden blijven behouden.' }),
    visibility: z.enum(['PUBLIC', 'UNLISTED', 'PROTECTED']).meta({
      description:
        'PUBLIC: te vinden via zoeken. UNLISTED: enkel via de link. PROTECTED: via de link en met de lijstcode (beslissing 040).',
    }),
    ibanPublic: z.boolean().meta({
      description: 'Of het rekeningnummer bovenaan de lijst staat; anders zien enkel schenkers die overschrijven het.',
    }),
    accessCode: z.string().nullable().optional().meta({
      description: 'De lijstcode van een PROTECTED lijst (anders null): enkel voor de eigenaar en beheerders.',
    }),
    accountHolder: z.string().nullable().optional().meta({
      description:
        'Naam van de rekeninghouder (begunstigde van overschrijvingen), null: de namen van de ouders. Enkel voor de eigenaar en beheerders.',
    }),
    thankPayers: z.boolean().optional().meta({
      description:
        'Of schenkers een bedankmailtje krijgen zodra hun overschrijving binnen is. Enkel voor de eigenaar en beheerders.',
    }),
  })
  .meta({ id: 'List', description: 'Een geboortelijst.' })

/**
 * One of the logged-in user's lists (`GET /api/lists`; `OwnListView`): a list they own or one they manage beside its
 * owner (decision 038), said by `role`.
 */
export const ownListResponse = listResponse
  .extend({
    userId: id.meta({ description: 'De eigenaar van de lijst (bij een lijst die je mee beheert: iemand anders).' }),
    role: z.enum(['OWNER', 'MANAGER']).meta({
      description:
        'OWNER: je eigen lijst. MANAGER: een lijst die je mee beheert (alles behalve verwijderen en medebeheerders beheren).',
    }),
  })
  .meta({ id: 'OwnList', description: 'Een geboortelijst die je bezit of mee beheert.' })

/** An open invitation to manage a list (`InvitationView`, decision 038): its link is only in the mail. */
export const invitationResponse = z
  .object({
    id,
    email: z.string().meta({ description: 'Het uitgenodigde adres.', example: 'jonas@example.be' }),
    createdAt: dateTime,
    expiresAt: dateTime.meta({ description: 'Tot wanneer de link werkt: 7 dagen na het versturen.' }),
  })
  .meta({ id: 'ListInvitation', description: 'Een uitnodiging om een lijst mee te beheren die nog openstaat.' })

/** Who manages a list beside its owner, and the open invitations (`ListManagers`, decision 038). */
export const listManagersResponse = z
  .object({
    managers: z.array(
      z
        .object({
          userId: id,
          name: z.string(),
          email: z.string(),
          since: dateTime.meta({
            description:
              'Wanneer de uitnodiging aanvaard werd: de langst beherende neemt de lijst over als de eigenaar zijn account verwijdert.',
          }),
        })
        .meta({ id: 'ListManager', description: 'Iemand die de lijst mee beheert.' }),
    ),
    invitations: z.array(invitationResponse),
  })
  .meta({
    id: 'ListManagers',
    description: 'De medebeheerders (langst beherende eerst) en de openstaande uitnodigingen (nieuwste eerst).',
  })

/** A search result card (decision 033): no IBAN, introduction or owner; when it was made. */
export const listSearchResultResponse = listResponse
  .omit({ iban: true, introduction: true, userId: true, visibility: true, ibanPublic: true, accessCode: true })
  .extend({
    createdAt: dateTime.meta({
      description: 'Wanneer de lijst aangemaakt werd: zo zijn twee lijsten met dezelfde namen uit elkaar te houden.',
    }),
  })
  .meta({
    id: 'ListSearchResult',
    description: 'Een gevonden geboortelijst, zonder rekeningnummer, introductie of eigenaar.',
  })

export const productPartResponse = z
  .object({
    id,
    title: z.string().meta({ example: 'Deel 1' }),
    price: euros,
    sold: z.boolean(),
  })
  .meta({
    id: 'ProductPart',
    description: 'Een deel van een opgesplitst geschenk; de delen tellen exact op tot de prijs.',
  })

/** A product (`productJson`). */
/** What a shop's product page gave for the product form (`productPreviewJson`). */
export const productPreviewResponse = z
  .object({
    found: z.boolean().meta({ description: 'True wanneer de pagina een product noemde.' }),
    productUrl: z.string().meta({ description: 'Het geplakte adres, voor `productUrl` van het product.' }),
    title: z.string().optional(),
    price: euros.optional().meta({ description: 'Enkel wanneer de pagina een prijs in euro gaf.' }),
    shopName: z.string().optional().meta({ description: 'De naam van de webshop, anders de domeinnaam.' }),
    imageUrl: z.string().optional().meta({
      description: 'De foto, opgeslagen bij de foto’s van de lijst (`listId`), zoals na POST /api/images/upload.',
    }),
    message: z.string().optional().meta({ description: 'Wat niet ingevuld kon worden, voor mensen.' }),
  })
  .meta({ id: 'ProductPreview' })
export type ProductPreviewJson = z.infer<typeof productPreviewResponse>

export const productResponse = z
  .object({
    id,
    listId: id,
    title: z.string(),
    price: euros,
    imageUrl: z.string().nullable(),
    description: z.string().meta({ description: 'Opgeschoonde HTML.' }),
    cashAllowed: z.boolean(),
    shopAllowed: z.boolean(),
    shopName: z.string().nullable(),
    productUrl: z.string().nullable(),
    affiliateUrl: z.string().nullable(),
    affiliateId: id.nullable(),
    affiliateProductId: id.nullable(),
    hidden: z.boolean(),
    sold: z.boolean().meta({ description: 'Gegeven: niets meer te geven (alle gewenste stuks of delen).' }),
    quantity: z
      .int()
      .min(1)
      .nullable()
      .meta({ description: 'Hoeveel stuks de ouders wensen; null: zonder limiet (luiers). Een geschenk in delen: 1.' }),
    givenQuantity: z.int().min(0).meta({ description: 'Hoeveel stuks al gegeven zijn.' }),
    fund: z.boolean().meta({
      description:
        'Een spaarpot: de schenker kiest het bedrag (€ 5 tot € 1000 per regel); `price` is het doel, 0 zonder doel.',
    }),
    givenAmount: euros.meta({
      description: 'Wat al aan de spaarpot gegeven werd, in euro (0 voor andere geschenken).',
    }),
    topper: z
      .boolean()
      .meta({ description: "'Topper': een geschenk dat de ouders het liefst krijgen; eerst op de lijst." }),
    category: z
      .enum(GIFT_CATEGORIES)
      .nullable()
      .meta({ description: 'Soort geschenk, waarop schenkers de lijst filteren; null wanneer niet gekozen.' }),
    weight: z
      .int()
      .meta({ description: 'Sorteerpositie, kleinste eerst (toppers staan op de publieke lijst vooraan).' }),
    productParts: z.array(productPartResponse).meta({ description: 'Leeg wanneer het geschenk niet opgesplitst is.' }),
  })
  .meta({ id: 'Product', description: 'Een geschenk op een geboortelijst.' })

const orderLineResponse = z
  .object({
    price: euros.meta({ description: 'Wat de regel kost: de stukprijs maal `quantity`, in euro.' }),
    quantity: z.int().min(1).meta({ description: 'Hoeveel stuks van het geschenk (1 voor een deel).' }),
    giftMethod,
    productPartId: id.nullable(),
    productPartTitle: z
      .string()
      .nullable()
      .meta({ description: "'Deel 2' voor een deel, null voor een heel geschenk." }),
    product: z.object({
      id,
      title: z.string(),
      imageUrl: z.string().nullable(),
      affiliateUrl: z.string().nullable(),
      shopName: z.string().nullable(),
      productUrl: z.string().nullable(),
    }),
  })
  .meta({ id: 'OrderLine', description: 'Een lijn van een reservatie: een geschenk of een deel ervan.' })

const totals = z
  .object({ CASH: euros, SHOP: euros })
  .meta({ id: 'OrderTotals', description: 'Totaal per manier van schenken, in euro.' })
const structuredCommunication = z
  .string()
  .meta({ description: 'Gestructureerde mededeling.', example: '+++123/4567/89002+++' })

/** An order by its reference (`orderJson`): what the giver sees, with payment instructions. */
export const orderResponse = z
  .object({
    reference: z
      .string()
      .meta({ description: 'Onraadbare referentie; de bevestigingspagina is /list/{slug}/order/{reference}.' }),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: dateTime,
    listId: id,
    products: z.array(orderLineResponse),
    totals,
    payment: z
      .object({
        iban: z.string(),
        beneficiary: z
          .string()
          .meta({ description: 'De begunstigde: de naam van de rekeninghouder, anders de namen van de ouders.' }),
        amount: euros,
        structuredCommunication,
        epcPayload: z
          .string()
          .nullable()
          .meta({ description: 'De inhoud van de EPC-QR-code voor een bankapp (EPC069-12).' }),
      })
      .nullable()
      .meta({ description: 'Betaalgegevens voor de CASH-lijnen; null zonder CASH-lijnen.' }),
  })
  .meta({ id: 'Order', description: 'Een reservatie zoals de schenker ze ziet.' })

/** An order as its list's owner sees it (`ownerOrderJson`). */
export const ownerOrderResponse = z
  .object({
    id,
    reference: z.string(),
    listId: id,
    name: z.string().meta({ description: 'Naam van de schenker.' }),
    email: z.string(),
    message: z.string(),
    createdAt: dateTime,
    products: z.array(orderLineResponse),
    totals,
    structuredCommunication: structuredCommunication.nullable().meta({ description: 'Null zonder CASH-lijnen.' }),
    paidAt: dateTime
      .nullable()
      .meta({ description: 'Wanneer de ouders het CASH-bedrag als ontvangen markeerden; anders null.' }),
    paid: z.boolean(),
    received: euros.meta({
      description: 'Wat ingelezen bankafschriften voor deze reservatie zagen binnenkomen, in euro (beslissing 056).',
    }),
    thankedAt: dateTime.nullable().meta({ description: 'Wanneer de ouders ‘Bedankt’ aanvinkten; anders null.' }),
    reminderSentAt: dateTime.nullable().meta({
      description: 'Wanneer de ouders de schenker een herinnering voor de overschrijving stuurden; anders null.',
    }),
    thanked: z.boolean(),
  })
  .meta({ id: 'OwnerOrder', description: 'Een reservatie zoals de ouders (of een beheerder) ze zien.' })

/** An account (`accountView`): no password hash, no token version. */
export const accountResponse = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    role: z.enum(['USER', 'ADMIN']),
    emailConfirmed: z.boolean(),
    locale: z.enum(LOCALES).meta({
      description: 'De taal van het account: `nl` of `fr`. Zijn e-mails komen in die taal.',
    }),
  })
  .meta({ id: 'Account', description: 'Een account.' })

export const accountWithTokenResponse = accountResponse
  .extend({ token: z.string().meta({ description: 'Bearer-token voor `Authorization: Bearer …`, 30 dagen geldig.' }) })
  .meta({ id: 'AccountWithToken', description: 'Een account met een nieuw bearer-token.' })

export const faqItemResponse = z
  .object({
    id,
    locale: z.enum(LOCALES).meta({ description: 'De taal van de vraag: `nl` of `fr`.' }),
    title: z.string().meta({ description: 'De vraag.' }),
    text: z.string().meta({ description: 'Het antwoord, platte tekst met regeleinden.' }),
    weight: z.int().meta({ description: 'Sorteerpositie, kleinste eerst.' }),
  })
  .meta({ id: 'FaqItem', description: 'Een veelgestelde vraag.' })

export const faqSummaryResponse = faqItemResponse
  .omit({ weight: true, locale: true })
  .meta({ id: 'FaqItemSummary', description: 'Een veelgestelde vraag (id, title, text).' })

export const messageResponse = z
  .object({ message: z.string().meta({ description: 'Nederlandse tekst voor mensen.' }) })
  .meta({ id: 'Message' })

export const resendConfirmationResponse = z
  .object({ sent: z.boolean().meta({ description: 'false wanneer het adres al bevestigd is.' }), message: z.string() })
  .meta({ id: 'ResendConfirmation' })

export const passwordResetResponse = z.object({ email: z.string(), message: z.string() }).meta({ id: 'PasswordReset' })

export const accountUpdateResponse = accountResponse
  .extend({
    pendingEmail: z.string().nullable().meta({
      description:
        'Een nieuw e-mailadres dat wacht op de link die ernaartoe gemaild werd (24 uur geldig); `email` blijft tot dan het oude.',
    }),
  })
  .meta({ id: 'AccountUpdate', description: 'Het account na een wijziging, met het adres dat op bevestiging wacht.' })

export const confirmedEmailResponse = accountResponse
  .extend({
    changed: z.boolean().meta({
      description:
        'True voor de link van een adreswijziging: het account heeft het nieuwe adres en elke sessie en elk token ervan is vervallen.',
    }),
  })
  .meta({ id: 'ConfirmedEmail' })

export const undoEmailChangeResponse = z
  .object({
    email: z.string().meta({ description: 'Het teruggezette e-mailadres.' }),
    resetToken: z.string().meta({ description: 'Eenmalig token voor `POST /api/auth/reset-password` (1 uur geldig).' }),
    message: z.string(),
  })
  .meta({ id: 'UndoEmailChange' })

export const uploadedImageResponse = z
  .object({
    secure_url: z.string().meta({
      description: 'Bewaar dit als `imageUrl` van het product.',
      example: '/uploads/noor-peeters/3f2a9c.webp',
    }),
  })
  .meta({ id: 'UploadedImage' })

const listRef = z
  .object({
    id,
    url: z.string(),
    child: z.string().meta({
      description: "Voor- en achternaam van de baby, of 'Baby van Sofie en Jonas' zolang de baby geen voornaam heeft.",
    }),
  })
  .meta({ id: 'ListRef', description: 'De lijst waarop iets staat.' })

/** A list in the admin overview (`GET /api/lists` for an ADMIN; `AdminListRow`): the list, its owner and counts. */
export const adminListResponse = listResponse
  .extend({
    userId: id.meta({ description: 'De eigenaar (ouder) van de lijst.' }),
    iban: z.string().meta({ description: 'Rekeningnummer zonder spaties.' }),
    accessCode: z.string().nullable().meta({ description: 'De lijstcode van een PROTECTED lijst, anders null.' }),
    accountHolder: z
      .string()
      .nullable()
      .meta({ description: 'Naam van de rekeninghouder, null: de namen van de ouders.' }),
    thankPayers: z
      .boolean()
      .meta({ description: 'Of schenkers een bedankmailtje krijgen zodra hun overschrijving binnen is.' }),
    owner: z.object({ id, name: z.string(), email: z.string() }),
    products: z.int().min(0).meta({ description: 'Aantal producten op de lijst.' }),
    orders: z.int().min(0).meta({ description: 'Aantal reservaties.' }),
    createdAt: dateTime,
  })
  .meta({ id: 'AdminList', description: 'Een geboortelijst met haar eigenaar en aantallen (beheer).' })

/** One side of a look-alike review (`ReviewedList`): what an administrator compares, the IBAN masked. */
const reviewedListResponse = z
  .object({
    id,
    url: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    parent1FirstName: z.string(),
    parent1LastName: z.string(),
    parent2FirstName: z.string().nullable(),
    parent2LastName: z.string().nullable(),
    birthDate: z.iso.date(),
    city: z.string().nullable(),
    ibanMasked: z.string().meta({
      description: 'Het rekeningnummer met enkel de laatste 4 tekens zichtbaar.',
      example: '•••• •••• •••• 6769',
    }),
    visibility: z.enum(['PUBLIC', 'UNLISTED', 'PROTECTED']),
    ibanPublic: z.boolean(),
    reviewStatus: z.enum(['NOT_NEEDED', 'PENDING', 'APPROVED']),
    createdAt: dateTime,
    owner: z.object({
      id,
      name: z.string(),
      email: z.string(),
      createdAt: dateTime.meta({ description: 'Wanneer het account aangemaakt werd.' }),
      emailConfirmed: z.boolean().meta({ description: 'Of de eigenaar het e-mailadres bevestigde.' }),
    }),
  })
  .meta({ id: 'ReviewedList', description: 'Een geboortelijst zoals een beheerder ze naast een andere legt.' })

/** A list waiting for review beside the older list it resembles (`GET /api/lists?review=pending`; `ListReview`). */
export const listReviewResponse = reviewedListResponse
  .extend({
    similarTo: reviewedListResponse.nullable().meta({
      description: 'De oudere lijst van een ander account waarop ze lijkt; null wanneer die intussen verwijderd werd.',
    }),
    sameIban: z.boolean().meta({ description: 'Of beide lijsten hetzelfde rekeningnummer hebben.' }),
  })
  .meta({
    id: 'ListReview',
    description: 'Een lijst die wacht op een beheerder, met de lijst waarop ze lijkt (beslissing 033).',
  })

/** A product of any list (`GET /api/products`, ADMIN). */
export const adminProductResponse = productResponse
  .extend({ list: listRef })
  .meta({ id: 'AdminProduct', description: 'Een product met de lijst waarop het staat (beheer).' })

/** An order of any list (`GET /api/orders`, ADMIN). */
export const adminOrderResponse = ownerOrderResponse
  .extend({ list: listRef })
  .meta({ id: 'AdminOrder', description: 'Een reservatie met haar lijst (beheer).' })

/** One partner's offer of a catalog product (`CatalogOffer`). */
const catalogOfferFields = {
  id: id.meta({ description: 'Ons id van dit aanbod (AffiliateProduct): stuur het mee om het toe te voegen.' }),
  price: euros,
  url: z
    .string()
    .meta({ description: 'De link voor een schenker: de affiliate-link van de partner, anders de productpagina.' }),
  productUrl: z.string(),
  affiliateUrl: z.string().nullable(),
  originalProductId: z.string().meta({ description: 'Het id in de feed van de partner.' }),
  affiliateId: id,
  affiliate: z.object({ name: z.string() }),
  onList: z.boolean().optional().meta({ description: 'Enkel met `listId`: staat het al op die lijst.' }),
}

/** A product of the finder with the offers of every partner that sells it (`CatalogResult`, decision 055). */
export const catalogResultResponse = z
  .object({
    ...catalogOfferFields,
    id: id.meta({ description: 'Het id van het goedkoopste aanbod: stuur het mee om het toe te voegen.' }),
    price: euros.meta({ description: 'De laagste prijs, in euro.' }),
    onList: z
      .boolean()
      .optional()
      .meta({ description: 'Enkel met `listId`: staat een aanbod van dit product al op die lijst.' }),
    catalogProductId: id.meta({ description: 'Ons id van het product (alle aanbiedingen samen).' }),
    title: z.string(),
    image: z.string().nullable(),
    description: z.string().meta({ description: 'Opgeschoonde HTML.' }),
    brand: z.string().nullable(),
    category: z.enum(GIFT_CATEGORIES).nullable().meta({ description: 'Soort geschenk volgens de feed.' }),
    maxPrice: euros.meta({ description: 'De hoogste prijs van de aanbiedingen, in euro.' }),
    offers: z
      .array(
        z.object(catalogOfferFields).meta({ id: 'CatalogOffer', description: 'Het aanbod van één partnerwinkel.' }),
      )
      .meta({ description: 'Elke winkel die het product verkoopt, goedkoopste eerst.' }),
  })
  .meta({
    id: 'AffiliateProduct',
    description:
      'Een product uit de catalogi van de partnerwinkels: één per product (zelfde GTIN, of zelfde merk en titel), met het aanbod van elke winkel.',
  })

const transferOutcome = z
  .enum([
    'PAID',
    'PARTLY_PAID',
    'ALREADY_PAID',
    'UNKNOWN_COMMUNICATION',
    'BAD_CHECK_DIGITS',
    'NO_COMMUNICATION',
    'OTHER_ACCOUNT',
  ])
  .meta({
    description:
      'PAID: de reservatie is nu volledig betaald. PARTLY_PAID: minder dan het bedrag kwam binnen. ALREADY_PAID: was al betaald, er veranderde niets. UNKNOWN_COMMUNICATION: geldige mededeling van geen reservatie van deze lijst. BAD_CHECK_DIGITS: de controlecijfers kloppen niet. NO_COMMUNICATION: geen gestructureerde mededeling. OTHER_ACCOUNT: op het afschrift van een andere rekening.',
  })

/** What a bank statement upload did (`StatementReport`, decision 056), amounts in euros. */
export const statementReportResponse = z
  .object({
    statements: z.array(
      z.object({
        format: z.enum(['CODA', 'CAMT053']),
        account: z.string().meta({ description: 'IBAN van het afschrift.' }),
        sequence: z.string().meta({ description: 'Volgnummer van het afschrift.' }),
        date: z.iso.date(),
        duplicate: z.boolean().meta({ description: 'Al eerder ingelezen: er veranderde niets.' }),
      }),
    ),
    transfers: z.array(
      z.object({
        amount: euros,
        date: z.iso.date(),
        communication: z.string().meta({ description: 'De gestructureerde mededeling, anders de vrije mededeling.' }),
        counterparty: z.string().meta({ description: 'Naam van wie overschreef, zoals de bank hem geeft.' }),
        outcome: transferOutcome,
        order: z
          .object({ id, name: z.string(), expected: euros, received: euros })
          .nullable()
          .meta({ description: 'De reservatie waarbij de overschrijving hoort, met wat verwacht en ontvangen is.' }),
      }),
    ),
    unpaid: z
      .array(
        z.object({
          id,
          name: z.string(),
          structuredCommunication: z.string(),
          expected: euros,
          received: euros,
        }),
      )
      .meta({ description: 'Reservaties van de lijst met een overschrijving die nog niet (volledig) binnen is.' }),
  })
  .meta({ id: 'StatementReport', description: 'Wat het inlezen van een bankafschrift deed.' })

export type ListJson = z.input<typeof listResponse>
export type ListSearchResultJson = z.input<typeof listSearchResultResponse>
export type ProductJson = z.input<typeof productResponse>
const redisCheck = z.enum(['ok', 'unavailable', 'not-configured']).meta({
  description:
    'Redis (gedeelde paginacache en limieten): not-configured zonder REDIS_URL; unavailable: ingesteld maar geen antwoord binnen 1 s.',
})

/** The readiness check answered 200 (`Readiness` of lib/health). */
export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']).meta({
      description:
        'ok: alles antwoordt. degraded: Redis antwoordt niet; deze instantie werkt verder met haar eigen cache en limieten en blijft in dienst.',
    }),
    checks: z.object({
      database: z.literal('ok').meta({ description: 'De database antwoordde op SELECT 1 binnen 2 s.' }),
      redis: redisCheck,
    }),
  })
  .meta({ id: 'Health', description: 'Deze instantie kan verzoeken behandelen.' })

/** The readiness check answered 503: the database does not answer. */
export const healthUnavailableResponse = z
  .object({
    status: z.literal('unavailable'),
    checks: z.object({
      database: z.literal('unavailable').meta({ description: 'Geen antwoord op SELECT 1 binnen 2 s.' }),
      redis: redisCheck,
    }),
  })
  .meta({
    id: 'HealthUnavailable',
    description: 'Deze instantie kan geen verzoeken behandelen: haal ze uit de load balancer.',
  })

/** What the parents' share panel reads (`GET /api/lists/{id}/share`; `ShareInfo`, decision 039). */
export const listShareResponse = z
  .object({
    listId: id,
    slug: z.string().meta({ description: 'De slug: de lijst staat op /list/{slug}.' }),
    listUrl: z.url().meta({
      description: 'Het volledige adres van de lijst.',
      example: 'https://geboortelijst.be/list/noor-peeters',
    }),
    shortCode: z
      .string()
      .regex(/^[2-9a-hjkmnp-tv-z]{8}$/)
      .meta({
        description: 'De 8 tekens van de korte link: cijfers 2–9 en kleine letters zonder i, l, o en u.',
        example: 'k7m2xq9d',
      }),
    shortUrl: z.url().meta({
      description: 'De korte link /l/{shortCode}, die de QR-code bevat; hij leidt naar de lijst.',
      example: 'https://geboortelijst.be/l/k7m2xq9d',
    }),
    child: z
      .string()
      .meta({ description: "De baby zoals de lijst hem noemt: 'Noor Peeters', of 'Baby van Sofie en Jonas'." }),
    cardLine: z.string().nullable().meta({ description: 'De zin op het geboortekaartje, of null.' }),
    files: z.object({ qrSvg: z.string(), qrPng: z.string(), cardA6: z.string(), cardA4: z.string() }).meta({
      description:
        'Waar de QR-code (SVG, PNG) en het kaartje (A6, vier op A4) te downloaden zijn, relatief aan de site.',
    }),
  })
  .meta({ id: 'ListShare', description: 'Het adres, de korte link en de deelbestanden van een lijst.' })

/** The liveness check. */
export const livenessResponse = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Liveness', description: 'Het proces leeft en antwoordt.' })

export type OrderJson = z.input<typeof orderResponse>
export type OwnerOrderJson = z.input<typeof ownerOrderResponse>
export type AccountJson = z.input<typeof accountResponse>
export type AccountWithTokenJson = z.input<typeof accountWithTokenResponse>
export type FaqItemJson = z.input<typeof faqItemResponse>
export type FaqSummaryJson = z.input<typeof faqSummaryResponse>
export type MessageJson = z.input<typeof messageResponse>
export type ResendConfirmationJson = z.input<typeof resendConfirmationResponse>
export type PasswordResetJson = z.input<typeof passwordResetResponse>
export type HealthJson = z.input<typeof healthResponse> | z.input<typeof healthUnavailableResponse>
export type LivenessJson = z.input<typeof livenessResponse>

// Domain views that handlers answer as they are: each must be exactly its schema's shape.
export type DomainViewsMatchTheirSchemas = [
  Expect<Same<ListAnswer, ListJson>>,
  Expect<Same<ListReview, z.input<typeof listReviewResponse>>>,
  Expect<Same<AdminListRow, z.input<typeof adminListResponse>>>,
  Expect<Same<ListSearchResult, ListSearchResultJson>>,
  Expect<Same<AccountView, AccountJson>>,
  Expect<Same<FaqItemView, FaqItemJson>>,
  Expect<Same<Awaited<ReturnType<typeof uploadImage>>, z.input<typeof uploadedImageResponse>>>,
  Expect<Same<Awaited<ReturnType<typeof sendContactMessage>>, MessageJson>>,
  Expect<Same<Readiness, HealthJson>>,
  Expect<Same<ListManagers, z.input<typeof listManagersResponse>>>,
  Expect<Same<InvitationView, z.input<typeof invitationResponse>>>,
  Expect<Same<ShareInfo, z.input<typeof listShareResponse>>>,
  // One way only: whatever the list fields are, every list of GET /api/lists must be valid against its schema.
  Expect<OwnListView extends z.input<typeof ownListResponse> ? true : false>,
]
