// The registry of the REST API: every path and method under app/api with its
// schemas, answers, auth level and rate limit. The OpenAPI document (lib/openapi/document.ts) and the reference page
// /api/docs are built from it; tests/integration/openapi-contract.test.ts fails when a route module and this list
// disagree or when a real answer does not match. Request bodies are the zod schemas the handlers parse with.
import { z } from 'zod'
import {
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateAccountSchema,
} from '@/lib/validation/account'
import { contactSchema, HONEYPOT_FIELD } from '@/lib/validation/contact'
import { faqPatchSchema, faqQuerySchema, faqSchema } from '@/lib/validation/faq'
import { listObject, listSchema } from '@/lib/validation/list'
import { listCodeSchema } from '@/lib/validation/listCode'
import { listSearchSchema } from '@/lib/validation/listSearch'
import { cardQuerySchema, shareSettingsSchema } from '@/lib/share/schema'
import { inviteManagerSchema } from '@/lib/validation/invitation'
import { orderExportQuerySchema, orderMarksSchema, orderRequestSchema } from '@/lib/validation/order'
import { productFields, productOrderSchema, productPreviewSchema, productSchema } from '@/lib/validation/product'
import { MAX_UPLOAD_BYTES } from '@/lib/images/process'
import { catalogSearchSchema } from '@/lib/validation/catalog'
import { accountExportResponse } from '@/lib/privacy/export-schema'
import { pagingSchema } from '@/lib/validation/paging'
import { failure, paged, pagingQuery, totalCountHeader, type ApiOperation } from './operation'
import {
  adminListResponse,
  adminOrderResponse,
  adminProductResponse,
  catalogResultResponse,
  statementReportResponse,
  accountWithTokenResponse,
  accountUpdateResponse,
  confirmedEmailResponse,
  undoEmailChangeResponse,
  faqItemResponse,
  faqSummaryResponse,
  healthResponse,
  healthUnavailableResponse,
  livenessResponse,
  invitationResponse,
  listManagersResponse,
  listResponse,
  listShareResponse,
  listReviewResponse,
  ownListResponse,
  listSearchResultResponse,
  messageResponse,
  orderResponse,
  ownerOrderResponse,
  passwordResetResponse,
  productPreviewResponse,
  productResponse,
  resendConfirmationResponse,
  uploadedImageResponse,
} from './responses'

const dbId = z.int().min(1).max(2_147_483_647)
const idPath = (description: string) => z.object({ id: dbId.meta({ description }) })

/**
 * A PATCH body: any field of `schema`, the ones left out keep their value. Defaults of the create body do not
 * apply (a left-out field is not reset), so they are dropped from the description.
 */
function patchOf(schema: z.ZodObject) {
  return schema.partial().meta({
    override: ({ jsonSchema }: { jsonSchema: { properties?: Record<string, { default?: unknown }> } }) => {
      for (const property of Object.values(jsonSchema.properties ?? {})) delete property.default
    },
  })
}

const ok = (schema: z.ZodType, description: string) => ({ status: 200 as const, schema, description })

/** The code of a protected list, sent by an API client with each request (decision 040). */
const listCodeHeader = z.object({
  'X-List-Code': z.string().max(256).optional().meta({
    description:
      'De lijstcode van een afgeschermde lijst (PROTECTED); telt als een poging. Of gebruik de cookie van `POST /api/lists/{id}/access`.',
    example: 'K7PM-Q4TZ',
  }),
})
/** The answers of a protected list's paths without, or with a wrong, code. */
const listCodeRefusals = [
  failure(
    403,
    'Een afgeschermde lijst (PROTECTED) zonder code (LIST_CODE_REQUIRED) of met een foute code (LIST_CODE_WRONG) in `X-List-Code`, en zonder de cookie van `POST /api/lists/{id}/access`; de eigenaar, medebeheerders en beheerders hebben geen code nodig.',
    ['LIST_CODE_REQUIRED', 'LIST_CODE_WRONG'],
  ),
  failure(
    429,
    'Ook na te veel foute lijstcodes: 10 per 15 minuten per client, 50 per uur per lijst (beslissing 040).',
    ['RATE_LIMITED'],
  ),
]
const created = (schema: z.ZodType, description: string) => ({ status: 201 as const, schema, description })
const noContent = (description: string) => ({ status: 204 as const, description })

const emailTaken = failure(409, 'Er bestaat al een account met dit e-mailadres (`details.fields.email`).', [
  'EMAIL_TAKEN',
])
const lastAdmin = failure(409, 'De enige beheerder van de site kan zijn account niet verwijderen.', ['LAST_ADMIN'])
const accountLocked = failure(429, 'Ook na te veel mislukte wachtwoorden voor dit account (`details.account`: true).')

const account: ApiOperation[] = [
  {
    operationId: 'login',
    method: 'post',
    path: '/api/auth/login',
    tag: 'Account',
    auth: 'public',
    rateLimit: 'login',
    summary: 'Inloggen: een bearer-token ophalen',
    description:
      'Geeft het account en een token voor `Authorization: Bearer <token>` (30 dagen geldig, tot `POST /api/auth/logout`, een wachtwoordwijziging of ‘overal uitloggen’), en zet een apparaatcookie: met dat cookie komt het juiste wachtwoord altijd door, ook wanneer mislukte pogingen van elders het account vergrendeld hebben.',
    body: { json: loginSchema },
    success: ok(accountWithTokenResponse, 'Ingelogd.'),
    errors: [failure(401, 'E-mailadres of wachtwoord niet correct.'), accountLocked],
  },
  {
    operationId: 'register',
    method: 'post',
    path: '/api/auth/register',
    tag: 'Account',
    auth: 'public',
    rateLimit: 'register',
    summary: 'Account aanmaken',
    description:
      'Maakt een account (e-mailadres nog niet bevestigd) en mailt een bevestigingslink. Het antwoord bevat meteen een token.',
    body: { json: registerSchema },
    success: created(accountWithTokenResponse, 'Account aangemaakt.'),
    errors: [emailTaken],
  },
  {
    operationId: 'confirmEmail',
    method: 'post',
    path: '/api/auth/confirm-email',
    tag: 'Account',
    auth: 'public',
    rateLimit: 'token',
    summary: 'E-mailadres bevestigen',
    description:
      'Met het token uit de gemailde link (één keer): de bevestiging van het adres van een account (7 dagen geldig), of van een nieuw adres na `update-account` (24 uur geldig; het account krijgt dan dat adres, elke sessie en elk token vervalt en het oude adres krijgt een link om het terug te zetten).',
    body: { json: confirmEmailSchema },
    success: ok(confirmedEmailResponse, 'Bevestigd: `emailConfirmed` is true.'),
    errors: [failure(400, 'Ongeldige, gebruikte, vervangen of verlopen link.', ['TOKEN_INVALID'])],
  },
  {
    operationId: 'resendConfirmation',
    method: 'post',
    path: '/api/auth/resend-confirmation',
    tag: 'Account',
    auth: 'user',
    rateLimit: 'mail',
    summary: 'Bevestigingslink opnieuw mailen',
    success: ok(
      resendConfirmationResponse,
      'Verstuurd, of niets te versturen (`sent`: false) omdat het adres al bevestigd is.',
    ),
  },
  {
    operationId: 'forgotPassword',
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Account',
    auth: 'public',
    rateLimit: 'mail',
    summary: 'Wachtwoord vergeten',
    description:
      'Mailt een link om het wachtwoord opnieuw in te stellen (1 uur geldig, één keer) als het adres een account heeft. Het antwoord is altijd hetzelfde.',
    body: { json: forgotPasswordSchema },
    success: { status: 202, schema: messageResponse, description: 'Aangenomen.' },
  },
  {
    operationId: 'resetPassword',
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Account',
    auth: 'public',
    rateLimit: 'token',
    summary: 'Nieuw wachtwoord via de gemailde link',
    description:
      'Alle bestaande sessies en tokens van het account vervallen; de client krijgt een apparaatcookie (zie `login`) en een vergrendeling van het account wordt opgeheven.',
    body: { json: resetPasswordSchema },
    success: ok(passwordResetResponse, 'Wachtwoord ingesteld.'),
    errors: [failure(400, 'Ongeldige, gebruikte, vervangen of verlopen link.', ['TOKEN_INVALID'])],
  },
  {
    operationId: 'updatePassword',
    method: 'post',
    path: '/api/auth/update-password',
    tag: 'Account',
    auth: 'user',
    rateLimit: 'password',
    summary: 'Wachtwoord wijzigen',
    description: 'Alle oudere sessies en tokens (ook dit) vervallen: het antwoord bevat het nieuwe token.',
    body: { json: changePasswordSchema },
    success: ok(accountWithTokenResponse, 'Gewijzigd.'),
    errors: [failure(422, 'Ook wanneer `currentPassword` niet klopt.'), accountLocked],
  },
  ...(['post', 'patch'] as const).map((method): ApiOperation => ({
    operationId: method === 'post' ? 'updateAccount' : 'patchAccount',
    method,
    path: '/api/auth/update-account',
    tag: 'Account',
    auth: 'user',
    rateLimit: 'mail',
    summary: method === 'post' ? 'Naam en e-mailadres wijzigen' : 'Naam en e-mailadres wijzigen (PATCH)',
    description:
      'De naam wijzigt meteen. Een nieuw e-mailadres vraagt `currentPassword` en wordt pas het adres van het account wanneer de link gebruikt wordt die ernaartoe gemaild wordt (`confirm-email`); tot dan staat het in `pendingEmail`. Een adres dat al een account heeft, krijgt een mail die dat zegt in plaats van een link; het antwoord is hetzelfde. Hoogstens 5 adreswijzigingen per uur per client en per dag per account.',
    body: { json: updateAccountSchema },
    success: ok(accountUpdateResponse, 'Gewijzigd.'),
    errors: [
      failure(422, 'Ook wanneer `currentPassword` ontbreekt of niet klopt bij een nieuw e-mailadres.'),
      failure(
        429,
        'De limiet telt enkel adreswijzigingen; ook na 5 per dag voor het account, of te veel mislukte wachtwoorden.',
      ),
    ],
  })),
  {
    operationId: 'undoEmailChange',
    method: 'post',
    path: '/api/auth/undo-email-change',
    tag: 'Account',
    auth: 'public',
    rateLimit: 'token',
    summary: 'Een e-mailwijziging ongedaan maken',
    description:
      'Met het token uit de link die na een adreswijziging naar het oude adres gemaild werd (7 dagen geldig, één keer): het account krijgt het oude adres terug, elke sessie, elk token en elke openstaande link vervalt, en het antwoord bevat een token om meteen een nieuw wachtwoord te kiezen.',
    body: { json: confirmEmailSchema },
    success: ok(undoEmailChangeResponse, 'Teruggezet.'),
    errors: [
      failure(400, 'Ongeldige, gebruikte of verlopen link, of het oude adres heeft intussen een eigen account.', [
        'TOKEN_INVALID',
      ]),
    ],
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Account',
    auth: 'user',
    summary: 'Uitloggen',
    description:
      'Beëindigt de sessie van dit token (of sessiecookie) op de server: het wordt overal geweigerd. De andere sessies van het account blijven.',
    success: noContent('Uitgelogd.'),
  },
  {
    operationId: 'logoutAll',
    method: 'post',
    path: '/api/auth/logout-all',
    tag: 'Account',
    auth: 'user',
    summary: 'Overal uitloggen',
    description: 'Alle sessies en tokens van het account vervallen, ook dit.',
    success: ok(messageResponse, 'Uitgelogd.'),
  },
  {
    operationId: 'deleteAccount',
    method: 'post',
    path: '/api/auth/delete-account',
    tag: 'Account',
    auth: 'user',
    rateLimit: 'password',
    summary: 'Account verwijderen',
    description:
      'Verwijdert het account met al zijn lijsten, producten, reservaties en afbeeldingen (zoals `DELETE /api/users/me`).',
    body: { json: deleteAccountSchema },
    success: ok(messageResponse, 'Verwijderd.'),
    errors: [failure(422, 'Ook wanneer het wachtwoord niet klopt.'), lastAdmin, accountLocked],
  },
  {
    operationId: 'deleteMe',
    method: 'delete',
    path: '/api/users/me',
    tag: 'Account',
    auth: 'user',
    rateLimit: 'password',
    summary: 'Mijn account verwijderen',
    description:
      'Met het wachtwoord ter bevestiging: in één transactie het account met al zijn lijsten, producten, delen en ontvangen reservaties (met de gegevens van de schenkers), daarna de afbeeldingen. Elke sessie en elk token van het account vervalt.',
    body: { json: deleteAccountSchema },
    success: noContent('Verwijderd.'),
    errors: [failure(422, 'Ook wanneer het wachtwoord niet klopt.'), lastAdmin, accountLocked],
  },
  {
    operationId: 'exportAccount',
    method: 'get',
    path: '/api/users/me/export',
    tag: 'Account',
    auth: 'user',
    rateLimit: 'read',
    summary: 'Mijn gegevens downloaden',
    description:
      'Alles wat de site over het account bewaart, als één JSON-bestand (`Content-Disposition: attachment`, nooit gecachet): het account zonder wachtwoord, elke lijst met al haar producten (ook verborgen en geschonken) en de ontvangen reservaties met de gegevens van de schenkers.',
    success: ok(accountExportResponse, 'De gegevens.'),
  },
]

/** The 403 of what only a list's owner may do (an administrator too): a manager of the list is refused as well. */
const ownerOnly = failure(403, 'Ook voor een medebeheerder: dit mag enkel de eigenaar (of een beheerder).')

const lists: ApiOperation[] = [
  {
    operationId: 'listLists',
    method: 'get',
    path: '/api/lists',
    tag: 'Lijsten',
    auth: 'user',
    summary: 'Mijn geboortelijsten (een beheerder: alle, of de te controleren lijsten)',
    description:
      'De lijsten van de ingelogde gebruiker (`OwnList`): de eigen lijsten nieuwste eerst, daarna de lijsten die hij of zij mee beheert (`role`: OWNER of MANAGER, beslissing 038). Een beheerder krijgt met `userId` iemands lijsten, en zonder `userId` alle lijsten van de site met eigenaar en aantallen (`AdminList`), per pagina (`take` 1–100, standaard 25, `skip`, `searchString`: elk woord in namen, slug of eigenaar) met het totaal in `X-Total-Count`. Met `review=pending` (enkel beheerders) de lijsten die wachten op een controle omdat ze lijken op een oudere lijst van een ander account, langst wachtende eerst, elk naast die oudere lijst (`ListReview`), per pagina zoals hierboven (beslissing 033).',
    params: {
      query: pagingSchema(25).extend({
        userId: dbId
          .optional()
          .meta({ description: 'De lijsten van deze gebruiker (de eigen, of iemands voor een beheerder).' }),
        review: z
          .enum(['pending'])
          .optional()
          .meta({ description: 'Enkel beheerders: de lijsten die op een controle wachten.' }),
      }),
    },
    success: {
      status: 200,
      schema: z.union([z.array(ownListResponse), z.array(adminListResponse), z.array(listReviewResponse)]),
      headers: z.object({ 'X-Total-Count': totalCountHeader.optional() }),
      description:
        'De lijsten; voor een beheerder zonder `userId`, en met `review=pending`, één pagina met `X-Total-Count`.',
    },
    errors: [
      failure(403, 'De lijsten van iemand anders, of `review=pending`, voor wie geen beheerder is.'),
      failure(404, '`userId` is geen geldig id.'),
      failure(422, 'Een beheerder: `take` of `skip` buiten het bereik, of een andere `review` dan `pending`.'),
    ],
  },
  {
    operationId: 'createList',
    method: 'post',
    path: '/api/lists',
    tag: 'Lijsten',
    auth: 'user',
    summary: 'Geboortelijst aanmaken',
    description:
      'De slug `url` volgt uit de naam van de baby; een lege introductie wordt de standaardtekst. De geboortedatum ligt tussen 1 jaar geleden en 10 maanden vooruit. Lijkt de lijst op een oudere lijst van een ander account (dezelfde voor- en achternaam van de baby en een zelfde voornaam van een ouder), dan verschijnt ze pas in de zoekresultaten nadat een beheerder ze goedkeurde, en krijgt de eigenaar van die oudere lijst een mail (beslissing 033).',
    body: { json: listSchema },
    success: created(listResponse, 'Aangemaakt.'),
  },
  {
    operationId: 'getList',
    method: 'get',
    path: '/api/lists/{id}',
    tag: 'Lijsten',
    auth: 'optional',
    rateLimit: 'search',
    summary: 'Eén geboortelijst',
    description:
      '`userId` en `accessCode` enkel voor de eigenaar en beheerders. Een lijst waarvan de eigenaar het e-mailadres nog niet bevestigde, is voor anderen onbekend (404). `iban` voor anderen enkel wanneer `ibanPublic` true is. Een afgeschermde lijst (PROTECTED) vraagt haar lijstcode: in `X-List-Code` of met de cookie van `POST /api/lists/{id}/access`. Beperkt zoals het zoeken (beslissingen 033 en 040).',
    params: { path: idPath('Id van de lijst.'), header: listCodeHeader },
    success: ok(listResponse, 'De lijst.'),
    errors: [
      failure(404, 'Onbekend, of (voor anderen dan de eigenaar en beheerders) nog niet actief.'),
      ...listCodeRefusals,
    ],
  },
  {
    operationId: 'updateList',
    method: 'patch',
    path: '/api/lists/{id}',
    tag: 'Lijsten',
    auth: 'owner',
    summary: 'Instellingen van een lijst wijzigen',
    description:
      'Weggelaten velden behouden hun waarde; de slug verandert nooit. Een geboortedatum die de lijst al heeft, blijft geldig zolang ze niet verandert; een nieuwe ligt tussen 1 jaar geleden en 10 maanden vooruit. Krijgt de lijst namen waarmee ze op een oudere lijst van een ander account lijkt, dan wacht ze op een beheerder zoals een nieuwe lijst (beslissing 033).',
    params: { path: idPath('Id van de lijst.') },
    body: { json: patchOf(listObject) },
    success: ok(listResponse, 'Gewijzigd.'),
  },
  {
    operationId: 'deleteList',
    method: 'delete',
    path: '/api/lists/{id}',
    tag: 'Lijsten',
    auth: 'owner',
    summary: 'Geboortelijst verwijderen',
    description:
      'Met haar producten, delen, reservaties en afbeeldingen. Enkel de eigenaar of een beheerder, geen medebeheerder (beslissing 038).',
    params: { path: idPath('Id van de lijst.') },
    success: noContent('Verwijderd.'),
    errors: [ownerOnly],
  },
  {
    operationId: 'listManagers',
    method: 'get',
    path: '/api/lists/{id}/managers',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'Medebeheerders en openstaande uitnodigingen van een lijst',
    description:
      'Wie de lijst naast de eigenaar beheert (langst beherende eerst) en de uitnodigingen die nog openstaan (nieuwste eerst). Enkel de eigenaar of een beheerder (beslissing 038).',
    params: { path: idPath('Id van de lijst.') },
    success: ok(listManagersResponse, 'De medebeheerders en uitnodigingen.'),
    errors: [ownerOnly],
  },
  {
    operationId: 'inviteManager',
    method: 'post',
    path: '/api/lists/{id}/managers',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'mail',
    summary: 'Iemand uitnodigen om een lijst mee te beheren',
    description:
      'Mailt een uitnodiging met een link die één keer werkt, 7 dagen lang (/user/invitation). Een adres met of zonder account krijgt hetzelfde antwoord en dezelfde mail. Een nieuwe uitnodiging voor een adres met een openstaande uitnodiging vervangt die (de oude link werkt niet meer). Enkel de eigenaar of een beheerder, met een bevestigd e-mailadres; hoogstens 10 uitnodigingen per account per dag, naast de limiet per adres (beslissing 038).',
    params: { path: idPath('Id van de lijst.') },
    body: { json: inviteManagerSchema },
    success: created(invitationResponse, 'Uitgenodigd.'),
    errors: [
      ownerOnly,
      failure(403, 'Je eigen e-mailadres is nog niet bevestigd.', ['EMAIL_NOT_CONFIRMED']),
      failure(409, 'Dit adres beheert de lijst al mee.', ['ALREADY_MANAGER']),
      failure(422, 'Ook voor het adres van de eigenaar (`details.fields.email`).'),
      failure(429, 'Of al 10 uitnodigingen van dit account vandaag.'),
    ],
  },
  {
    operationId: 'removeManager',
    method: 'delete',
    path: '/api/lists/{id}/managers/{userId}',
    tag: 'Lijsten',
    auth: 'owner',
    summary: 'Een medebeheerder verwijderen',
    description:
      'Vanaf de volgende aanvraag beheert die persoon de lijst niet meer. De eigenaar of een beheerder verwijdert eender wie; een medebeheerder mag zichzelf verwijderen (stoppen met beheren), niet iemand anders (beslissing 038).',
    params: {
      path: z.object({
        id: dbId.meta({ description: 'Id van de lijst.' }),
        userId: dbId.meta({ description: 'Id van de gebruiker die de lijst mee beheert.' }),
      }),
    },
    success: noContent('Verwijderd.'),
    errors: [
      failure(403, 'Ook voor een medebeheerder die iemand anders wil verwijderen.'),
      failure(404, 'Ook voor iemand die de lijst niet (meer) mee beheert.'),
    ],
  },
  {
    operationId: 'withdrawInvitation',
    method: 'delete',
    path: '/api/lists/{id}/invitations/{invitationId}',
    tag: 'Lijsten',
    auth: 'owner',
    summary: 'Een uitnodiging intrekken',
    description: 'De link in de mail werkt meteen niet meer. Enkel de eigenaar of een beheerder (beslissing 038).',
    params: {
      path: z.object({
        id: dbId.meta({ description: 'Id van de lijst.' }),
        invitationId: dbId.meta({ description: 'Id van de uitnodiging.' }),
      }),
    },
    success: noContent('Ingetrokken.'),
    errors: [
      ownerOnly,
      failure(404, 'Ook voor een uitnodiging die al aanvaard of ingetrokken werd, of van een andere lijst.'),
    ],
  },
  {
    operationId: 'acceptInvitation',
    method: 'post',
    path: '/api/invitations/{token}/accept',
    tag: 'Lijsten',
    auth: 'user',
    rateLimit: 'token',
    summary: 'Een uitnodiging om een lijst mee te beheren aanvaarden',
    description:
      'Het ingelogde account beheert de lijst voortaan mee. Enkel het account met het uitgenodigde adres, nadat het dat adres bevestigde; de link werkt één keer, 7 dagen lang. Een POST: een mailscanner die de link opent, aanvaardt niets (beslissing 038).',
    params: {
      path: z.object({
        token: z
          .string()
          .max(100)
          .meta({ description: 'Het geheim uit de link van de uitnodigingsmail (/user/invitation?token=…).' }),
      }),
    },
    success: ok(ownListResponse, 'Aanvaard: de lijst, met `role` MANAGER.'),
    errors: [
      failure(403, 'Het e-mailadres van het account is nog niet bevestigd, of het is niet het uitgenodigde adres.', [
        'EMAIL_NOT_CONFIRMED',
        'INVITATION_WRONG_ACCOUNT',
      ]),
      failure(404, 'Een link die al gebruikt, ingetrokken of verlopen is, of onbekend.'),
      failure(409, 'De eigenaar van de lijst aanvaardt een uitnodiging voor zijn eigen lijst.', ['ALREADY_MANAGER']),
    ],
  },
  {
    operationId: 'listProductsOfList',
    method: 'get',
    path: '/api/lists/{id}/products',
    tag: 'Lijsten',
    auth: 'optional',
    rateLimit: 'read',
    summary: 'Producten van een lijst',
    description:
      'Op volgorde (`weight`), met hun delen; verborgen producten enkel voor de eigenaar of een beheerder. Van een afgeschermde lijst enkel met haar lijstcode.',
    params: { path: idPath('Id van de lijst.'), header: listCodeHeader },
    success: ok(z.array(productResponse), 'De producten.'),
    errors: listCodeRefusals,
  },
  {
    operationId: 'reorderProducts',
    method: 'patch',
    path: '/api/lists/{id}/products/order',
    tag: 'Lijsten',
    auth: 'owner',
    summary: 'Volgorde van de producten opslaan',
    params: { path: idPath('Id van de lijst.') },
    body: { json: productOrderSchema },
    success: ok(z.array(productResponse), 'De producten van de lijst in hun nieuwe volgorde.'),
    errors: [
      failure(
        422,
        'Ook voor een product van een andere lijst of een onbekend product (`details.productIds`); er verandert niets.',
      ),
    ],
  },
  {
    operationId: 'listOrdersOfList',
    method: 'get',
    path: '/api/lists/{id}/orders',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'Reservaties (geschonken cadeaus) van een lijst',
    description: 'Nieuwste eerst.',
    params: { path: idPath('Id van de lijst.') },
    success: ok(z.array(ownerOrderResponse), 'De reservaties.'),
  },
  {
    operationId: 'exportOrdersOfList',
    method: 'get',
    path: '/api/lists/{id}/orders/export',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'Lijst van schenkers downloaden (CSV of XLSX)',
    description:
      'Alle reservaties van de lijst, nieuwste eerst: schenker, e-mailadres, boodschap, datum, geschenkjes, wijze, bedrag, gestructureerde mededeling, betaald, bedankt. Een tekstcel die met =, +, -, @ of een tab begint, krijgt een apostrof ervoor: een spreadsheet leest ze nooit als formule. Als download.',
    params: { path: idPath('Id van de lijst.'), query: orderExportQuerySchema },
    success: {
      status: 200,
      file: ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      description: 'De schenkers als CSV (of, met `format=xlsx`, als Excel-bestand).',
    },
    errors: [failure(422, 'Een ander formaat dan csv of xlsx.', ['VALIDATION'])],
  },
  {
    operationId: 'importStatement',
    method: 'post',
    path: '/api/lists/{id}/statements',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'upload',
    summary: 'Bankafschrift inlezen en overschrijvingen afpunten',
    description:
      'Een rekeningafschrift in CODA (Febelfin, versie 2) of camt.053 (ISO 20022), hoogstens 5 MB. Elke overschrijving naar de rekening wordt met de gestructureerde mededeling (controlecijfers nagekeken) en het bedrag bij een reservatie van de lijst gezocht: bereikt wat binnenkwam het bedrag van de overschrijving, dan is de reservatie betaald (`PAID`); minder is `PARTLY_PAID`; een reservatie die al betaald was blijft betaald (`ALREADY_PAID`). Andere overschrijvingen staan in het verslag met hun reden: `UNKNOWN_COMMUNICATION`, `BAD_CHECK_DIGITS`, `NO_COMMUNICATION`, `OTHER_ACCOUNT` (een afschrift van een andere rekening dan die van de lijst). Een afschrift is gekend aan rekening, volgnummer en datum: nog eens inlezen verandert niets (200, `duplicate`). Bedragen in euro (beslissing 056).',
    params: { path: idPath('Id van de lijst.') },
    // The upload is read by hand (app/api/lists/[id]/statements/route.ts): this object describes its one field.
    body: {
      multipart: z.object({
        file: z.string().meta({
          description: 'Het afschrift: een CODA-bestand (.cod) of een camt.053-bestand (.xml), hoogstens 5 MB.',
          override: { type: 'string', contentMediaType: 'application/octet-stream' },
        }),
      }),
    },
    success: created(statementReportResponse, 'Ingelezen: minstens één afschrift in het bestand was nieuw.'),
    otherAnswers: [
      {
        status: 200,
        description: 'Elk afschrift in het bestand was al ingelezen: er veranderde niets.',
        schema: statementReportResponse,
      },
    ],
    errors: [
      failure(400, 'De body is geen multipart/form-data met een `file`.', ['BAD_REQUEST']),
      failure(413, 'Groter dan 5 MB.'),
      failure(422, 'Geen CODA- of camt.053-afschrift, of niet leesbaar als een; de reden staat in `message`.', [
        'STATEMENT_FORMAT',
      ]),
    ],
  },
  {
    operationId: 'getListShare',
    method: 'get',
    path: '/api/lists/{id}/share',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'Delen: adres, korte link en geboortekaartje',
    description:
      'Voor de eigenaar, de medebeheerders en een beheerder: het adres van de lijst, de korte link /l/{code} (een oudere lijst krijgt hem bij de eerste vraag), de zin op het kaartje en de adressen van de QR-code en het kaartje (beslissing 039).',
    params: { path: idPath('Id van de lijst.') },
    success: ok(listShareResponse, 'Wat het deelpaneel toont.'),
  },
  {
    operationId: 'updateListShare',
    method: 'patch',
    path: '/api/lists/{id}/share',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'De zin op het geboortekaartje opslaan',
    description: 'Eén regel van hoogstens 120 tekens; `null` of leeg: geen zin. De openbare pagina toont hem niet.',
    params: { path: idPath('Id van de lijst.') },
    body: { json: shareSettingsSchema },
    success: ok(listShareResponse, 'Opgeslagen.'),
  },
  {
    operationId: 'getListQrSvg',
    method: 'get',
    path: '/api/lists/{id}/qr.svg',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'QR-code van de korte link (SVG)',
    description: 'Foutcorrectie Q, stille zone van 4 modules; als download (`Content-Disposition: attachment`).',
    params: { path: idPath('Id van de lijst.') },
    success: { status: 200, file: 'image/svg+xml', description: 'De QR-code als SVG.' },
  },
  {
    operationId: 'getListQrPng',
    method: 'get',
    path: '/api/lists/{id}/qr.png',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'QR-code van de korte link (PNG om te drukken)',
    description: 'Minstens 1200 pixels breed, elke module een geheel aantal pixels; foutcorrectie Q; als download.',
    params: { path: idPath('Id van de lijst.') },
    success: { status: 200, file: 'image/png', description: 'De QR-code als PNG.' },
  },
  {
    operationId: 'getListCard',
    method: 'get',
    path: '/api/lists/{id}/card.pdf',
    tag: 'Lijsten',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'Geboortekaartje om af te drukken (PDF)',
    description:
      'Met de QR-code, de korte link voluit, de naam van de baby, de voornamen van de ouders, de (verwachte) geboortedatum en de zin van de ouders. `format=a6`: één kaartje; `format=a4`: vier kaartjes op een A4-blad met snijlijnen. Als download.',
    params: { path: idPath('Id van de lijst.'), query: cardQuerySchema },
    success: { status: 200, file: 'application/pdf', description: 'Het kaartje als PDF.' },
    errors: [failure(422, 'Een ander formaat dan a6 of a4.', ['VALIDATION'])],
  },
  {
    operationId: 'searchLists',
    method: 'post',
    path: '/api/lists/search',
    tag: 'Lijsten',
    auth: 'public',
    rateLimit: 'search',
    summary: 'Geboortelijst zoeken',
    description:
      'Op de voornaam van een van de ouders, samen met de voornaam van de baby of met een achternaam (van die ouder of van de baby), of met beide: een baby die nog geen voornaam heeft, wordt zo gevonden (beslissing 041). Hele namen, hoofdletters en accenten tellen niet; nooit op één voornaam alleen (422 op `babyName` zonder `babyName` en zonder `lastName`); hoogstens 50. Enkel lijsten waarvan de eigenaar het e-mailadres bevestigde en die niet op een controle wachten (beslissing 033). `birthDate` is een verwachte datum zolang die na vandaag (Belgische datum) ligt.',
    body: { json: listSearchSchema },
    success: ok(
      z.array(listSearchResultResponse),
      'De gevonden lijsten, oudste lijst eerst, met geboortedatum, woonplaats en aanmaakdatum.',
    ),
  },
  {
    operationId: 'getListBySlug',
    method: 'get',
    path: '/api/lists/slug/{slug}',
    tag: 'Lijsten',
    auth: 'optional',
    rateLimit: 'search',
    summary: 'Eén geboortelijst op slug',
    description:
      'Zoals `GET /api/lists/{id}`: `userId` enkel voor de eigenaar en beheerders, een lijst die nog niet actief is enkel voor hen, `iban` enkel wanneer het publiek is, een afgeschermde lijst enkel met haar lijstcode.',
    params: {
      path: z.object({
        slug: z
          .string()
          .max(100)
          .meta({ description: 'De slug van de lijst (/list/{slug}).', example: 'noor-peeters' }),
      }),
      header: listCodeHeader,
    },
    success: ok(listResponse, 'De lijst.'),
    errors: [
      failure(404, 'Onbekend, of (voor anderen dan de eigenaar en beheerders) nog niet actief.'),
      ...listCodeRefusals,
    ],
  },
  {
    operationId: 'openList',
    method: 'post',
    path: '/api/lists/{id}/access',
    tag: 'Lijsten',
    auth: 'public',
    summary: 'Afgeschermde lijst openen met de lijstcode',
    description:
      'Met de juiste lijstcode (hoofdletters, spaties en streepjes tellen niet) zet het antwoord een sessiecookie `geboortelijst.lijstcode-{id}` (httpOnly, zonder vervaldatum; over https `__Host-`): daarmee openen de lijstpagina en de REST-paden van deze lijst zonder code, tot de browser sluit of de ouders de code veranderen. Een lijst die niet afgeschermd is: 204 zonder cookie. Foute codes zijn beperkt: 10 per 15 minuten per client en 50 per uur per lijst; een juiste code telt niet mee (beslissing 040).',
    params: { path: idPath('Id van de lijst.') },
    body: { json: listCodeSchema },
    success: noContent('Geopend: de cookie staat in `Set-Cookie`.'),
    errors: [
      failure(403, 'De code klopt niet.', ['LIST_CODE_WRONG']),
      failure(404, 'Onbekend, of nog niet actief.'),
      failure(
        429,
        'Te veel foute codes van deze client of voor deze lijst. Wacht zo veel seconden als Retry-After zegt; ook de juiste code wacht dan.',
        ['RATE_LIMITED'],
      ),
    ],
  },
  {
    operationId: 'approveList',
    method: 'post',
    path: '/api/lists/{id}/approve',
    tag: 'Beheer',
    auth: 'admin',
    summary: 'Een te controleren lijst goedkeuren',
    description:
      'Een lijst die lijkt op een oudere lijst van een ander account, wacht op een beheerder; goedgekeurd verschijnt ze in de zoekresultaten (zodra haar eigenaar het e-mailadres bevestigde). Wordt ze later hernoemd zodat ze op een andere lijst lijkt, dan wacht ze opnieuw (beslissing 033).',
    params: { path: idPath('Id van de lijst.') },
    success: ok(listReviewResponse, 'Goedgekeurd: `reviewStatus` is APPROVED.'),
    errors: [failure(409, 'De lijst wacht niet op een controle.', ['LIST_NOT_PENDING'])],
  },
]

const productGiven = (what: string) => failure(409, what, ['PRODUCT_GIVEN'])

const products: ApiOperation[] = [
  {
    operationId: 'searchCatalog',
    method: 'get',
    path: '/api/affiliate-products',
    tag: 'Producten',
    auth: 'optional',
    rateLimit: 'search',
    summary: 'Zoeken in de catalogi van de partnerwinkels (productfinder)',
    description:
      'Nederlandse vrije-tekstzoektocht: elk woord moet voorkomen, ook als begin van een woord (‘knuff’ vindt ‘knuffel’), binnen een samengesteld woord (‘beer’ vindt ‘knuffelbeer’) of met een tikfout (‘kinderwagn’); accenten tellen niet; exacte treffers eerst, dan op relevantie. Zonder zoekterm alles op titel. Eén resultaat per product, met het aanbod van elke winkel (`offers`). Enkel beschikbare producten. `category` en `priceBand` (op de laagste prijs) filteren. Met `listId` (een lijst die je beheert) zegt `onList` per resultaat of het al op die lijst staat.',
    params: {
      query: catalogSearchSchema.extend({
        listId: dbId.optional().meta({ description: 'Een lijst die je beheert: voegt `onList` toe.' }),
      }),
    },
    success: paged(catalogResultResponse, 'Eén pagina resultaten (standaard 20).'),
    errors: [
      failure(401, '`listId` zonder login.'),
      failure(403, '`listId` van een lijst die je niet beheert.'),
      failure(404, '`listId` van een lijst die niet bestaat.'),
      failure(422, 'Ook voor een `listId` dat geen id is.'),
    ],
  },
  {
    operationId: 'createProduct',
    method: 'post',
    path: '/api/products',
    tag: 'Producten',
    auth: 'owner',
    summary: 'Product toevoegen aan een lijst',
    description: 'Achteraan de lijst (`listId`). De server maakt de delen (`productParts` in de body wordt genegeerd).',
    body: { json: productSchema },
    success: created(productResponse, 'Toegevoegd.'),
    errors: [failure(404, 'Onbekende lijst.')],
  },
  {
    operationId: 'previewProduct',
    method: 'post',
    path: '/api/products/preview',
    tag: 'Producten',
    auth: 'user',
    summary: 'Productgegevens van een webshop lezen',
    description:
      'Leest de productpagina op `url` (JSON-LD, microdata, Open Graph) en geeft de velden van het productformulier: naam, prijs in euro, webshop en, met `listId`, de foto opgeslagen bij de lijst. Enkel openbare webservers (http of https; elk adres en elke doorverwijzing gecontroleerd), hoogstens 5 doorverwijzingen, 2 MB en 8 seconden. Een pagina die niet te lezen is, geeft `found: false` met een `message`. Hoogstens 30 per uur per account.',
    body: { json: productPreviewSchema },
    success: ok(productPreviewResponse, 'De gevonden velden.'),
    errors: [
      failure(403, '`listId` van een lijst die je niet beheert.'),
      failure(404, '`listId` van een lijst die niet bestaat.'),
      failure(
        422,
        'Geen http- of https-adres, of een adres dat niet op een openbare server staat (ook na een doorverwijzing).',
      ),
      failure(429, 'Meer dan 30 productpagina’s in een uur.'),
    ],
  },
  {
    operationId: 'getProduct',
    method: 'get',
    path: '/api/products/{id}',
    tag: 'Producten',
    auth: 'optional',
    rateLimit: 'read',
    summary: 'Eén product',
    description:
      'Een verborgen product enkel voor de eigenaar of een beheerder (anders 404). Van een afgeschermde lijst enkel met haar lijstcode.',
    params: { path: idPath('Id van het product.'), header: listCodeHeader },
    success: ok(productResponse, 'Het product met zijn delen.'),
    errors: listCodeRefusals,
  },
  {
    operationId: 'updateProduct',
    method: 'patch',
    path: '/api/products/{id}',
    tag: 'Producten',
    auth: 'owner',
    summary: 'Product wijzigen',
    description:
      'Weggelaten velden behouden hun waarde. Samen gecontroleerd met de regels van het formulier (methodes, splitsen).',
    params: { path: idPath('Id van het product.') },
    body: { json: patchOf(productFields) },
    success: ok(productResponse, 'Gewijzigd.'),
    errors: [
      productGiven(
        'Het product is geschonken, of er is al een deel geschonken en de prijs, het aantal delen of de methodes zouden wijzigen (`details.locked`).',
      ),
    ],
  },
  {
    operationId: 'deleteProduct',
    method: 'delete',
    path: '/api/products/{id}',
    tag: 'Producten',
    auth: 'owner',
    summary: 'Product verwijderen',
    params: { path: idPath('Id van het product.') },
    success: noContent('Verwijderd.'),
    errors: [productGiven('Het product of een deel ervan is al geschonken.')],
  },
  {
    operationId: 'uploadImage',
    method: 'post',
    path: '/api/images/upload',
    tag: 'Afbeeldingen',
    auth: 'owner',
    rateLimit: 'upload',
    summary: 'Productfoto opladen',
    description:
      'JPEG, PNG, WebP of GIF (herkend aan de inhoud), hoogstens 5 MB; verkleind tot hoogstens 1600 px, als WebP bewaard, zonder metadata. Telt mee voor het account van de lijst; een foto die een dag na het opladen bij geen product van de lijst hoort, wordt verwijderd.',
    // The upload is read by hand (lib/images/request.ts, uploadImage): this object describes those two fields.
    body: {
      multipart: z.object({
        image: z.string().meta({
          description: `Het bestand, hoogstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
          override: { type: 'string', contentMediaType: 'application/octet-stream' },
        }),
        folder: z.string().meta({ description: 'De slug van een lijst die je beheert.' }),
      }),
    },
    success: created(uploadedImageResponse, 'Opgeslagen.'),
    errors: [
      failure(400, 'De body is geen multipart/form-data.', ['BAD_REQUEST']),
      failure(404, 'Onbekende lijst (`folder`).'),
      failure(
        409,
        'Geen plaats meer op het account van de lijst (ook als een beheerder oplaadt): al `UPLOAD_UNUSED_LIMIT` (20) foto’s die nog bij geen product horen, of samen meer dan `UPLOAD_QUOTA_MB` (100 MB). `details`: `{ quota: "unused" | "bytes", limit, used }`; er werd niets bewaard.',
        ['UPLOAD_QUOTA_EXCEEDED'],
      ),
      failure(413, 'Groter dan 5 MB.'),
      failure(415, 'Geen JPEG, PNG, WebP of GIF.'),
      failure(422, '`image` of `folder` ontbreekt (`details.fields`).'),
    ],
  },
]

const orders: ApiOperation[] = [
  {
    operationId: 'placeOrder',
    method: 'post',
    path: '/api/orders',
    tag: 'Reservaties',
    auth: 'public',
    rateLimit: 'orders',
    summary: 'Reservatie plaatsen (afrekenen)',
    description:
      'Elk gekozen deel is een eigen lijn. De server controleert alles opnieuw en verkoopt elk geschenk of deel hoogstens één keer. Een afgeschermde lijst neemt enkel een reservatie aan met haar lijstcode (`X-List-Code` of de cookie van `POST /api/lists/{id}/access`); de bevestiging is daarna met de `reference` alleen te lezen.',
    params: { header: listCodeHeader },
    body: { json: orderRequestSchema },
    success: created(orderResponse, 'Geplaatst, met de `reference` en voor CASH-lijnen de betaalgegevens.'),
    errors: [
      failure(
        404,
        'Onbekende lijst, of een product dat niet (meer) bestaat of van een andere lijst is (`details.productIds`).',
      ),
      failure(
        409,
        'Een geschenk is intussen geschonken of verborgen (GIFT_UNAVAILABLE), de prijs verschilt (PRICE_CHANGED) of de methode of de delen passen niet meer (GIFT_CHANGED); `details.productIds`/`productPartIds` zeggen welke. Er verandert niets.',
        ['GIFT_UNAVAILABLE', 'PRICE_CHANGED', 'GIFT_CHANGED'],
      ),
      failure(
        409,
        'De eigenaar van de lijst heeft zijn e-mailadres nog niet bevestigd: de lijst neemt nog geen reservaties aan (LIST_NOT_ACTIVE).',
        ['LIST_NOT_ACTIVE'],
      ),
      ...listCodeRefusals,
      failure(
        429,
        'Ook voor een verder geldige reservatie voorbij de daglimiet van geschenkjes per lijst voor dit e-mailadres of deze client: altijd hetzelfde antwoord, met Retry-After van een volle dag.',
      ),
    ],
  },
  {
    operationId: 'getOrderByReference',
    method: 'get',
    path: '/api/orders/reference/{reference}',
    tag: 'Reservaties',
    auth: 'public',
    rateLimit: 'read',
    summary: 'Reservatie op referentie',
    description: 'Wie de referentie kent, ziet de reservatie (de bevestigingspagina).',
    params: {
      path: z.object({ reference: z.string().max(100).meta({ description: 'De referentie van de reservatie.' }) }),
    },
    success: ok(orderResponse, 'De reservatie.'),
  },
  {
    operationId: 'getOrder',
    method: 'get',
    path: '/api/orders/{id}',
    tag: 'Reservaties',
    auth: 'owner',
    rateLimit: 'read',
    summary: 'Eén reservatie (voor de ouders)',
    params: { path: idPath('Id van de reservatie.') },
    success: ok(ownerOrderResponse, 'De reservatie.'),
  },
  {
    operationId: 'setOrderPaid',
    method: 'patch',
    path: '/api/orders/{id}',
    tag: 'Reservaties',
    auth: 'owner',
    summary: 'CASH-bedrag als ontvangen markeren, de schenker als bedankt (of niet)',
    description:
      '`paid`: het CASH-bedrag is ontvangen; `thanked`: de ouders bedankten de schenker. Elk mag ontbreken, niet allebei. De eerste datum blijft behouden.',
    params: { path: idPath('Id van de reservatie.') },
    body: { json: orderMarksSchema },
    success: ok(ownerOrderResponse, 'De reservatie.'),
    errors: [failure(422, 'Ook voor `paid` bij een reservatie zonder CASH-lijnen; er veranderde dan niets.')],
  },
  {
    operationId: 'sendPaymentReminder',
    method: 'post',
    path: '/api/orders/{id}/reminder',
    tag: 'Reservaties',
    auth: 'owner',
    rateLimit: 'mail',
    summary: 'Schenker herinneren aan de overschrijving',
    description:
      'Een vriendelijke mail met de betaalgegevens en de QR-code, één keer per reservatie, ten vroegste 7 dagen na de reservatie en zolang de overschrijving niet als ontvangen gemarkeerd is.',
    params: { path: idPath('Id van de reservatie.') },
    success: ok(ownerOrderResponse, 'Verstuurd: de reservatie met `reminderSentAt`.'),
    errors: [
      failure(409, 'Al betaald, jonger dan 7 dagen, of er ging al een herinnering.', [
        'ORDER_PAID',
        'REMINDER_NOT_ALLOWED',
      ]),
      failure(422, 'Een reservatie zonder CASH-lijnen.', ['VALIDATION']),
    ],
  },
  {
    operationId: 'releaseOrder',
    method: 'post',
    path: '/api/orders/{id}/release',
    tag: 'Reservaties',
    auth: 'owner',
    summary: 'Reservatie vrijgeven',
    description:
      'Voor een reservatie die niet als betaald gemarkeerd is: in één transactie verdwijnt ze, haar delen en producten zijn weer beschikbaar en de schenker krijgt een e-mail; de lijstpagina wordt ververst.',
    params: { path: idPath('Id van de reservatie.') },
    success: noContent('Vrijgegeven.'),
    errors: [
      failure(
        409,
        'De reservatie is als betaald gemarkeerd (ORDER_PAID): maak dat eerst ongedaan. Er verandert niets.',
        ['ORDER_PAID'],
      ),
    ],
  },
]

const admin: ApiOperation[] = [
  {
    operationId: 'adminListOrders',
    method: 'get',
    path: '/api/orders',
    tag: 'Beheer',
    auth: 'admin',
    summary: 'Alle reservaties',
    description:
      'Nieuwste eerst, met hun lijst; zoeken (`searchString`, elk woord) in schenker, e-mailadres, referentie, gestructureerde mededeling en lijst.',
    params: { query: pagingQuery(25) },
    success: paged(adminOrderResponse, 'Eén pagina reservaties.'),
  },
  {
    operationId: 'cancelOrder',
    method: 'delete',
    path: '/api/orders/{id}',
    tag: 'Beheer',
    auth: 'admin',
    summary: 'Reservatie annuleren',
    description:
      'In één transactie: de reservatie en haar lijnen verdwijnen, haar delen en producten zijn weer beschikbaar, de lijstpagina wordt ververst. De schenker krijgt geen mail.',
    params: { path: idPath('Id van de reservatie.') },
    success: noContent('Geannuleerd.'),
  },
  {
    operationId: 'adminListProducts',
    method: 'get',
    path: '/api/products',
    tag: 'Beheer',
    auth: 'admin',
    summary: 'Alle producten',
    description:
      'Van alle lijsten, nieuwste eerst, met hun delen en lijst; zoeken (`searchString`, elk woord) in titel, winkel en lijst.',
    params: { query: pagingQuery(25) },
    success: paged(adminProductResponse, 'Eén pagina producten.'),
  },
]

const site: ApiOperation[] = [
  {
    operationId: 'listFaq',
    method: 'get',
    path: '/api/faq',
    tag: 'FAQ',
    auth: 'public',
    rateLimit: 'read',
    summary: 'Veelgestelde vragen',
    params: { query: faqQuerySchema },
    success: ok(z.array(faqSummaryResponse), 'De vragen van die taal, op volgorde.'),
  },
  {
    operationId: 'createFaq',
    method: 'post',
    path: '/api/faq',
    tag: 'FAQ',
    auth: 'admin',
    summary: 'Vraag toevoegen',
    body: { json: faqSchema },
    success: created(faqItemResponse, 'Toegevoegd.'),
  },
  {
    operationId: 'getFaq',
    method: 'get',
    path: '/api/faq/{id}',
    tag: 'FAQ',
    auth: 'public',
    rateLimit: 'read',
    summary: 'Eén vraag',
    params: { path: idPath('Id van de vraag.') },
    success: ok(faqItemResponse, 'De vraag.'),
  },
  {
    operationId: 'updateFaq',
    method: 'patch',
    path: '/api/faq/{id}',
    tag: 'FAQ',
    auth: 'admin',
    summary: 'Vraag wijzigen',
    description: 'Weggelaten velden behouden hun waarde.',
    params: { path: idPath('Id van de vraag.') },
    body: { json: faqPatchSchema },
    success: ok(faqItemResponse, 'Gewijzigd.'),
  },
  {
    operationId: 'deleteFaq',
    method: 'delete',
    path: '/api/faq/{id}',
    tag: 'FAQ',
    auth: 'admin',
    summary: 'Vraag verwijderen',
    params: { path: idPath('Id van de vraag.') },
    success: noContent('Verwijderd.'),
  },
  {
    operationId: 'sendContactMessage',
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    auth: 'public',
    rateLimit: 'contact',
    summary: 'Bericht via het contactformulier',
    description: 'Wordt bewaard en naar het adres van de site gemaild, met de afzender als antwoordadres.',
    body: { json: contactSchema.omit({ [HONEYPOT_FIELD]: true }) },
    success: created(messageResponse, 'Verzonden.'),
  },
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Documentatie',
    auth: 'public',
    summary: 'Deze API-beschrijving (OpenAPI 3.1)',
    description: 'Leesbaar op /api/docs.',
    success: ok(
      z
        .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
        .meta({ id: 'OpenApiDocument' }),
      'Het document.',
    ),
  },
]

// Probes of a load balancer or monitoring (decision 028): no login, no rate limit, no personal data, never cached.
const status: ApiOperation[] = [
  {
    operationId: 'getHealth',
    method: 'get',
    path: '/api/health',
    tag: 'Status',
    auth: 'public',
    summary: 'Gereedheid: database en Redis',
    description:
      'Voor de load balancer: 200 zolang de database antwoordt (SELECT 1 binnen 2 s), ook als Redis niet antwoordt (`degraded`: de instantie werkt dan met haar eigen cache en limieten, zoals elke andere, dus blijft ze in dienst); 503 als de database niet antwoordt. Antwoordt binnen ongeveer 2 s, met `Cache-Control: no-store`.',
    success: ok(healthResponse, 'Klaar voor verzoeken.'),
    otherAnswers: [
      {
        status: 503,
        description: 'De database antwoordt niet: haal deze instantie uit de load balancer.',
        schema: healthUnavailableResponse,
      },
    ],
  },
  {
    operationId: 'getLiveness',
    method: 'get',
    path: '/api/health/live',
    tag: 'Status',
    auth: 'public',
    summary: 'Leeft het proces?',
    description:
      'Altijd 200 zolang het proces verzoeken beantwoordt; controleert niets anders (herstart het proces pas als dit faalt).',
    success: ok(livenessResponse, 'Het proces leeft.'),
  },
]

/** Every operation of the REST API, in the order of the reference page. */
export const apiOperations: readonly ApiOperation[] = [
  ...account,
  ...lists,
  ...products,
  ...orders,
  ...admin,
  ...site,
  ...status,
]
