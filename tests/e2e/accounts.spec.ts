// A new parent's account from start to end (docs/rules.md#accounts), in Dutch, with axe on every account page:
// register from the create wizard, confirm the e-mail from the outbox, change the password, forget it and reset it,
// download the account's data and delete the account. Mails are read from the server's outbox ($E2E_DATA_DIR/outbox, .data/e2e by default).
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { expectNoA11yViolations } from './support/axe'

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox')

/** The newest mail to `address` whose subject is `subject`, once it has arrived (mails go out after the response). */
async function latestMail(address: string, subject: string, after: number): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => path.join(outbox, f)) : []
        found = files
          .filter((f) => fs.statSync(f).mtimeMs >= after)
          .sort()
          .map((f) =>
            Buffer.from(
              fs
                .readFileSync(f, 'latin1')
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8'),
          )
          .filter((m) => m.includes(`<${address}>`) && m.includes(`Subject: ${subject}`))
          .at(-1)
        return !!found
      },
      { message: `a mail '${subject}' to ${address}` },
    )
    .toBe(true)
  return found!
}

/** The path and query of the link to `page` in a mail. */
function linkIn(mail: string, page: string): string {
  const match = new RegExp(`https?://[^/\\s"]+(${page}\\?token=[A-Za-z0-9_-]+)`).exec(mail)
  expect(match, `a ${page} link in the mail`).not.toBeNull()
  return match![1]
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
}

test('a new parent registers, confirms the address, changes and resets the password, and deletes the account', async ({
  page,
}) => {
  const email = `e2e-account-${Date.now()}@example.be`
  const since = Date.now() - 1000

  // The create wizard sends a visitor to registration, and the new parent continues to creating a list.
  await page.goto('/list/tempcreate')
  await expect(page).toHaveURL(/\/user\/register\?callbackUrl=%2Flist%2Ftempcreate/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible()
  await expectNoA11yViolations(page, 'registration')
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(page.getByText('Je naam is verplicht')).toBeVisible()
  await fill(page, {
    'Je naam': 'Lotte Claes',
    'E-mailadres': email,
    Wachtwoord: 'kort',
    'Herhaal je wachtwoord': 'anders',
  })
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(page.getByText('Je wachtwoord moet minstens 10 tekens lang zijn.')).toBeVisible()
  await fill(page, { Wachtwoord: 'eerste-wachtwoord', 'Herhaal je wachtwoord': 'eerste-wachtwoord' })
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(page).toHaveURL(/\/list\/tempcreate$/)

  // The account page: the reminder, 'send again', the lists section.
  await page.goto('/user/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible()
  const reminder = page.getByRole('region', { name: 'Bevestig je e-mailadres' })
  await expect(reminder).toContainText(email)
  await expect(page.getByText('Je hebt nog geen geboortelijst.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nieuwe lijst aanmaken' })).toHaveAttribute('href', '/list/tempcreate')
  await expectNoA11yViolations(page, 'account, unconfirmed')
  const first = await latestMail(email, 'Bevestig je e-mailadres', since)
  const beforeResend = Date.now()
  await reminder.getByRole('button', { name: 'Opnieuw versturen' }).click()
  await expect(reminder).toContainText('Verstuurd!')
  const second = await latestMail(email, 'Bevestig je e-mailadres', beforeResend)
  expect(linkIn(second, '/user/confirm-email')).not.toBe(linkIn(first, '/user/confirm-email'))

  // The older link was replaced; the newer one confirms once.
  await page.goto(linkIn(first, '/user/confirm-email'))
  await expect(
    page.getByRole('alert').filter({ hasText: 'Deze bevestigingslink is ongeldig, werd al gebruikt of is verlopen.' }),
  ).toContainText('Vraag hieronder een nieuwe bevestigingslink aan.')
  await expectNoA11yViolations(page, 'confirm e-mail, dead link')
  await page.goto(linkIn(second, '/user/confirm-email'))
  await expect(page.getByText(`Je e-mailadres ${email} is bevestigd. Bedankt!`)).toBeVisible()
  await expectNoA11yViolations(page, 'confirm e-mail, confirmed')
  await page.getByRole('link', { name: 'Naar mijn account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Bevestig je e-mailadres' })).toHaveCount(0)

  // Password change: a wrong current password is said under the field; afterwards this browser stays logged in.
  await fill(page, {
    'Huidig wachtwoord': 'fout-wachtwoord',
    'Nieuw wachtwoord': 'tweede-wachtwoord',
    'Herhaal je nieuwe wachtwoord': 'tweede-wachtwoord',
  })
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(page.getByText('Dit wachtwoord is niet correct.')).toBeVisible()
  await fill(page, { 'Huidig wachtwoord': 'eerste-wachtwoord' })
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
  await expect(page.getByText('Je wachtwoord is gewijzigd. Op je andere toestellen ben je uitgelogd.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible()

  // 'Uitloggen op alle toestellen' ends this session too.
  await page.getByRole('button', { name: 'Uitloggen op alle toestellen' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Overal uitloggen' }).click()
  await expect(page).toHaveURL(/\/user\/login/)

  // Forgotten: the same answer whatever the address; the mailed link sets a new password once.
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible()
  await expectNoA11yViolations(page, 'forgot password')
  const beforeReset = Date.now()
  await fill(page, { 'E-mailadres': email })
  await page.getByRole('button', { name: 'Link versturen' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Als er een account bestaat met dit e-mailadres' }),
  ).toBeVisible()
  const reset = linkIn(await latestMail(email, 'Kies een nieuw wachtwoord', beforeReset), '/user/reset-password')
  await page.goto(reset)
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord kiezen' })).toBeVisible()
  await expectNoA11yViolations(page, 'reset password')
  await fill(page, { 'Nieuw wachtwoord': 'derde-wachtwoord', 'Herhaal je nieuwe wachtwoord': 'derde-wachtwoord' })
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('Je wachtwoord is gewijzigd. Je kan nu inloggen met je nieuwe wachtwoord.')).toBeVisible()
  await page.goto(reset)
  await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
    'href',
    '/user/forgot-password',
  )
  await expectNoA11yViolations(page, 'reset password, used link')

  // Log in with the new password, then delete the account (password and the 'Opgelet!' confirmation).
  await page.goto('/user/login?callbackUrl=%2Fuser%2Faccount')
  await expect(page.getByRole('link', { name: 'Nog geen account? Registreer je' })).toHaveAttribute(
    'href',
    '/user/register?callbackUrl=%2Fuser%2Faccount',
  )
  await expectNoA11yViolations(page, 'login')
  await fill(page, { 'E-mailadres': email, Wachtwoord: 'derde-wachtwoord' })
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/user\/account$/)
  // 'Mijn gegevens downloaden' (docs/rules.md#privacy): the browser saves everything about the account as one JSON file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^geboortelijst-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
  expect(data).toMatchObject({ account: { email, emailConfirmed: true }, lists: [] })
  expect(JSON.stringify(data)).not.toMatch(/password/i)
  await fill(page, { 'Je wachtwoord': 'derde-wachtwoord' })
  await page.getByRole('button', { name: 'Account verwijderen' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Opgelet!')
  await expect(dialog).toContainText(
    'Ben je zeker dat je je account wil verwijderen? Dit kan niet ongedaan gemaakt worden.',
  )
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click()
  await expect(page).toHaveURL(/\/site\/index$/)
  await page.goto('/user/login')
  await fill(page, { 'E-mailadres': email, Wachtwoord: 'derde-wachtwoord' })
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByText('Dit e-mailadres of wachtwoord is niet correct.')).toBeVisible()
})
