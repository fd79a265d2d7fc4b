// Durable mail (decision 025): each mail is in the outbox exactly when what caused it was committed: registering (with its
// confirmation token), an e-mail change, 'Wachtwoord vergeten?' (with its reset token), a password change, a contact
// message. The worker is off in this file, so the rows stay as the transactions wrote them.
import { describe, expect, it } from 'vitest'
import { changePassword, registerUser, updateAccount } from '@/lib/auth/accounts'
import { forgotPassword } from '@/lib/auth/recovery'
import { sendContactMessage } from '@/lib/contact'
import { settleMailTasks } from '@/lib/mail'
import { useTestDatabase } from '../support/db'

process.env.MAIL_WORKER = 'off'
const db = useTestDatabase()

const mailsTo = (recipient: string) => db().outboxMail.findMany({ where: { recipient }, orderBy: { id: 'asc' } })

describe('what writes a mail to the outbox', () => {
  it('registering writes the account, its confirmation token and the mail together; a refused registration writes none', async () => {
    const user = await registerUser({
      name: 'Els Peeters',
      email: 'els-outbox@example.be',
      password: 'een-lang-wachtwoord',
    })
    const [mail, ...more] = await mailsTo('els-outbox@example.be')
    expect(more).toHaveLength(0)
    expect(mail).toMatchObject({ kind: 'confirm-email', status: 'PENDING', subject: 'Bevestig je e-mailadres' })
    expect(mail!.raw).toContain('/user/confirm-email?token=3D')
    expect(await db().authToken.count({ where: { userId: user.id, kind: 'CONFIRM_EMAIL' } })).toBe(1)

    await expect(
      registerUser({ name: 'Els Peeters', email: 'els-outbox@example.be', password: 'een-lang-wachtwoord' }),
    ).rejects.toMatchObject({ code: 'EMAIL_TAKEN' })
    expect(await mailsTo('els-outbox@example.be')).toHaveLength(1)
  })

  it('an e-mail change mails the new address; a password change and a reset request mail the account', async () => {
    const user = await registerUser({
      name: 'Jan Maes',
      email: 'jan-outbox@example.be',
      password: 'Zandbak-Schommel-31',
    })
    const actor = { id: user.id, role: 'USER' as const }
    await updateAccount(actor, {
      name: 'Jan Maes',
      email: 'jan-nieuw@example.be',
      currentPassword: 'Zandbak-Schommel-31',
    })
    expect((await mailsTo('jan-nieuw@example.be')).map((m) => m.kind)).toEqual(['change-email'])

    // The address changes only through the link: until then the account's mails go to the old one.
    await changePassword(actor, 'Zandbak-Schommel-31', 'Glijbaan-Emmer-Schep-8')
    await forgotPassword('jan-outbox@example.be')
    await settleMailTasks()
    expect((await mailsTo('jan-outbox@example.be')).map((m) => m.kind)).toEqual([
      'confirm-email',
      'password-changed',
      'reset-password',
    ])
    // An unknown address gets nothing, and nothing says so.
    await forgotPassword('niemand-outbox@example.be')
    await settleMailTasks()
    expect(await mailsTo('niemand-outbox@example.be')).toHaveLength(0)
  })

  it('a contact message and its mail to the inbox are stored together', async () => {
    await sendContactMessage(
      { fromName: 'Grootvader Staf', fromEmail: 'staf-outbox@example.be', message: 'Kan ik ook later schenken?' },
      { ip: '203.0.113.77' },
    )
    const [mail] = await db().outboxMail.findMany({ where: { kind: 'contact' } })
    expect(mail).toMatchObject({ recipient: 'hallo@geboortelijst.be', status: 'PENDING' })
    expect(await db().contactMessage.count({ where: { fromEmail: 'staf-outbox@example.be' } })).toBe(1)
  })
})
