// A list managed together (decision 038): the owner invites someone by e-mail, the invitation's link works once within
// 7 days for the account with the invited, confirmed address, and a manager then has the owner's rights on that list
// except deleting it and managing its managers. Called through the REST handlers as an API client would, on a real
// database; the outbox is read as the mail worker would send it (the worker is off in this file).
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { GET as getLists } from '@/app/api/lists/route'
import { DELETE as deleteListRoute, PATCH as patchList } from '@/app/api/lists/[id]/route'
import { GET as getManagers, POST as invite } from '@/app/api/lists/[id]/managers/route'
import { DELETE as removeManagerRoute } from '@/app/api/lists/[id]/managers/[userId]/route'
import { DELETE as withdraw } from '@/app/api/lists/[id]/invitations/[invitationId]/route'
import { POST as accept } from '@/app/api/invitations/[token]/accept/route'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route'
import { GET as listOrders } from '@/app/api/lists/[id]/orders/route'
import { homePathFor } from '@/lib/lists'
import { describeInvitation, INVITATIONS_PER_DAY } from '@/lib/lists/invitations'
import { placeOrder } from '@/lib/orders'
import { call, expectError, nextIp, tokenFor } from '../support/api'
import { onPostgres, useTestDatabase } from '../support/db'
import { createList, createProduct, createUser } from '../fixtures/factories'

process.env.MAIL_WORKER = 'off'
const db = useTestDatabase()
const PASSWORD = 'geheim123'
const DAY = 24 * 60 * 60 * 1000

interface Person {
  id: number
  role: 'USER'
  email: string
  token: string
}

async function person(data: { email?: string; confirmed?: boolean; name?: string } = {}): Promise<Person> {
  const user = await createUser(db(), { password: PASSWORD, ...data })
  return { id: user.id, role: 'USER', email: user.email, token: await tokenFor(user.email, PASSWORD) }
}

const params = (listId: number) => ({ id: String(listId) })
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T

/** A raw mail as a mail client reads it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
const invitationMails = (to: string) =>
  db().outboxMail.findMany({ where: { kind: 'list-invitation', recipient: to }, orderBy: { id: 'asc' } })

/** The secret of the newest invitation mailed to `to`, read from the mail's link. */
async function mailedToken(to: string): Promise<string> {
  const mail = (await invitationMails(to)).at(-1)
  expect(mail, `an invitation mail to ${to}`).toBeDefined()
  const match = /\/user\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(decoded(mail!.raw))
  expect(match, 'the mail links to /user/invitation with the token').not.toBeNull()
  return match![1]
}

/** The owner invites `email` to `listId` through the REST API; answers the response. */
const inviteAs = (owner: Person, listId: number, email: string, ip?: string) =>
  call(invite, `/api/lists/${listId}/managers`, { body: { email }, token: owner.token, params: params(listId), ip })
const acceptAs = (who: Person | undefined, token: string) =>
  call(accept, `/api/invitations/${token}/accept`, { method: 'POST', token: who?.token, params: { token } })

/** Everything an invitation or acceptance could change. */
async function everything() {
  return {
    managers: await db().listManager.findMany({ orderBy: { id: 'asc' } }),
    invitations: await db().listInvitation.findMany({ orderBy: { id: 'asc' } }),
    mails: await db().outboxMail.count(),
    lists: await db().list.findMany({ orderBy: { id: 'asc' } }),
  }
}

// A new owner for every test: each may send only so many invitations a day.
let owner: Person
beforeEach(async () => {
  owner = await person({ name: 'Sofie Peeters' })
})

describe('inviting someone to manage a list', () => {
  it('mails a link that works once within 7 days; only its SHA-256 is stored', async () => {
    const list = await createList(db(), owner.id)
    const jonas = await person({ email: 'jonas-1@example.be' })
    const before = Date.now()
    const res = await inviteAs(owner, list.id, ' Jonas-1@Example.be ')
    expect(res.status).toBe(201)
    const body = await json<{ id: number; email: string; expiresAt: string }>(res)
    expect(body).toMatchObject({ email: 'jonas-1@example.be' })
    expect(Date.parse(body.expiresAt) - before).toBeGreaterThanOrEqual(7 * DAY - 1000)
    expect(Date.parse(body.expiresAt) - before).toBeLessThan(7 * DAY + 60_000)

    const [mail] = await invitationMails('jonas-1@example.be')
    expect(mail!.subject).toBe('Sofie Peeters nodigt je uit voor de geboortelijst van Noor Peeters')
    expect(decoded(mail!.raw)).toContain(owner.email)
    const token = await mailedToken('jonas-1@example.be')
    const row = await db().listInvitation.findUniqueOrThrow({ where: { id: body.id } })
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)

    const accepted = await acceptAs(jonas, token)
    expect(accepted.status).toBe(200)
    expect(await json(accepted)).toMatchObject({ id: list.id, url: list.url, role: 'MANAGER', userId: owner.id })
    expect(await db().listManager.count({ where: { listId: list.id, userId: jonas.id } })).toBe(1)

    // Used once: the second time the link is dead, and nothing changes.
    const state = await everything()
    await expectError(await acceptAs(jonas, token), 404, 'NOT_FOUND')
    expect(await everything()).toEqual(state)
  })

  it('an expired link (after 7 days) and a withdrawn one are refused and change nothing', async () => {
    const list = await createList(db(), owner.id)
    const late = await person({ email: 'laat@example.be' })
    expect((await inviteAs(owner, list.id, late.email)).status).toBe(201)
    const token = await mailedToken(late.email)
    await db().listInvitation.updateMany({
      where: { listId: list.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    })
    let state = await everything()
    await expectError(await acceptAs(late, token), 404, 'NOT_FOUND')
    expect(await everything()).toEqual(state)
    expect(await describeInvitation(late, token)).toEqual({ state: 'invalid' })

    const withdrawn = await person({ email: 'ingetrokken@example.be' })
    const invited = await json<{ id: number }>(await inviteAs(owner, list.id, withdrawn.email))
    const secret = await mailedToken(withdrawn.email)
    const res = await call(withdraw, `/api/lists/${list.id}/invitations/${invited.id}`, {
      method: 'DELETE',
      token: owner.token,
      params: { id: String(list.id), invitationId: String(invited.id) },
    })
    expect(res.status).toBe(204)
    state = await everything()
    await expectError(await acceptAs(withdrawn, secret), 404, 'NOT_FOUND')
    expect(await everything()).toEqual(state)
    // Withdrawing it again: it is gone.
    await expectError(
      await call(withdraw, `/api/lists/${list.id}/invitations/${invited.id}`, {
        method: 'DELETE',
        token: owner.token,
        params: { id: String(list.id), invitationId: String(invited.id) },
      }),
      404,
      'NOT_FOUND',
    )
  })

  it('answers an address with an account exactly as one without, and mails both the same invitation', async () => {
    const list = await createList(db(), owner.id)
    await person({ email: 'heeft-account@example.be' })
    const a = await inviteAs(owner, list.id, 'heeft-account@example.be')
    const b = await inviteAs(owner, list.id, 'geen-account@example.be')
    expect([a.status, b.status]).toEqual([201, 201])
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort()
    expect(shape(await json(a))).toEqual(shape(await json(b)))
    const [withAccount] = await invitationMails('heeft-account@example.be')
    const [without] = await invitationMails('geen-account@example.be')
    expect(withAccount!.subject).toBe(without!.subject)
    const body = (raw: string) =>
      decoded(raw)
        .replace(/token=[A-Za-z0-9_-]+/g, 'token=…')
        .replace(/(heeft|geen)-account/g, 'x')
        .split('\r\n\r\n')
        .slice(1)
        .join()
    expect(body(withAccount!.raw).length).toBe(body(without!.raw).length)
  })

  it('an address without an account registers, confirms its address, then accepts', async () => {
    const list = await createList(db(), owner.id)
    expect((await inviteAs(owner, list.id, 'oma-nieuw@example.be')).status).toBe(201)
    const token = await mailedToken('oma-nieuw@example.be')
    const registered = await call(register, '/api/auth/register', {
      body: { name: 'Oma Rita', email: 'oma-nieuw@example.be', password: 'Zandbak-Schommel-31' },
    })
    expect(registered.status).toBe(201)
    const { token: bearer, id } = await json<{ token: string; id: number }>(registered)
    const oma: Person = { id, role: 'USER', email: 'oma-nieuw@example.be', token: bearer }

    // Unconfirmed: refused, and the link keeps working.
    const state = await everything()
    await expectError(await acceptAs(oma, token), 403, 'EMAIL_NOT_CONFIRMED')
    expect(await everything()).toEqual(state)
    expect((await describeInvitation({ id, role: 'USER' }, token)).state).toBe('unconfirmed')

    const confirmMail = await db().outboxMail.findFirstOrThrow({
      where: { kind: 'confirm-email', recipient: oma.email },
    })
    const confirmToken = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(decoded(confirmMail.raw))![1]
    expect((await call(confirmEmail, '/api/auth/confirm-email', { body: { token: confirmToken } })).status).toBe(200)
    expect((await describeInvitation({ id, role: 'USER' }, token)).state).toBe('ready')
    const res = await acceptAs(oma, token)
    expect(res.status).toBe(200)
    expect(await db().listManager.count({ where: { listId: list.id, userId: id } })).toBe(1)
  })

  it('only the account with the invited address may accept: another account is refused and the link keeps working', async () => {
    const list = await createList(db(), owner.id)
    const invited = await person({ email: 'juist@example.be' })
    const other = await person({ email: 'verkeerd@example.be' })
    await inviteAs(owner, list.id, invited.email)
    const token = await mailedToken(invited.email)
    const state = await everything()
    const refused = await expectError(await acceptAs(other, token), 403, 'INVITATION_WRONG_ACCOUNT')
    expect(refused.error.message).toContain('j•••t@example.be')
    expect(await everything()).toEqual(state)
    expect((await describeInvitation(other, token)).state).toBe('wrong-account')
    await expectError(await acceptAs(undefined, token), 401, 'UNAUTHORIZED')
    expect((await acceptAs(invited, token)).status).toBe(200)
  })

  it('looking at the link (the page, a mail scanner) does not use it', async () => {
    const list = await createList(db(), owner.id)
    const invited = await person({ email: 'scanner@example.be' })
    await inviteAs(owner, list.id, invited.email)
    const token = await mailedToken(invited.email)
    const state = await everything()
    expect(await describeInvitation(null, token)).toMatchObject({
      state: 'anonymous',
      child: 'Noor Peeters',
      inviter: 'Sofie Peeters',
      invitedEmail: 's•••r@example.be',
      url: list.url,
    })
    expect(await describeInvitation(invited, token)).toMatchObject({ state: 'ready' })
    expect(await describeInvitation(owner, token)).toMatchObject({ state: 'owner' })
    expect(await everything()).toEqual(state)
    expect((await acceptAs(invited, token)).status).toBe(200)
    expect(await describeInvitation(invited, token)).toEqual({ state: 'invalid' })
  })

  it('refuses the owner’s own address, someone who manages already, and an unconfirmed owner; a new invitation replaces the open one', async () => {
    const list = await createList(db(), owner.id)
    let state = await everything()
    const self = await expectError(await inviteAs(owner, list.id, owner.email.toUpperCase()), 422, 'VALIDATION')
    expect(self.error.details?.fields?.email).toBeTruthy()
    await expectError(await inviteAs(owner, list.id, 'geen-adres'), 422, 'VALIDATION')
    expect(await everything()).toEqual(state)

    const manager = await person({ email: 'al-mede@example.be' })
    await db().listManager.create({ data: { listId: list.id, userId: manager.id } })
    state = await everything()
    await expectError(await inviteAs(owner, list.id, manager.email), 409, 'ALREADY_MANAGER')
    expect(await everything()).toEqual(state)

    const unconfirmed = await person({ confirmed: false })
    const theirs = await createList(db(), unconfirmed.id)
    state = await everything()
    await expectError(await inviteAs(unconfirmed, theirs.id, 'iemand@example.be'), 403, 'EMAIL_NOT_CONFIRMED')
    expect(await everything()).toEqual(state)

    const again = await person({ email: 'opnieuw@example.be' })
    await inviteAs(owner, list.id, again.email)
    const first = await mailedToken(again.email)
    await inviteAs(owner, list.id, again.email)
    const second = await mailedToken(again.email)
    expect(second).not.toBe(first)
    expect(await db().listInvitation.count({ where: { listId: list.id, email: again.email } })).toBe(1)
    await expectError(await acceptAs(again, first), 404, 'NOT_FOUND')
    expect((await acceptAs(again, second)).status).toBe(200)
  })

  it('the owner sees the open invitations and the managers', async () => {
    const list = await createList(db(), owner.id)
    const jonas = await person({ email: 'jonas-lijst@example.be', name: 'Jonas Maes' })
    await inviteAs(owner, list.id, jonas.email)
    await acceptAs(jonas, await mailedToken(jonas.email))
    await inviteAs(owner, list.id, 'nog-open@example.be')
    const res = await call(getManagers, `/api/lists/${list.id}/managers`, {
      token: owner.token,
      params: params(list.id),
    })
    expect(res.status).toBe(200)
    const body = await json<{
      managers: { userId: number; name: string; email: string }[]
      invitations: { email: string }[]
    }>(res)
    expect(body.managers.map(({ userId, name, email }) => ({ userId, name, email }))).toEqual([
      { userId: jonas.id, name: 'Jonas Maes', email: jonas.email },
    ])
    expect(body.invitations.map((i) => i.email)).toEqual(['nog-open@example.be'])
  })

  it(`limits invitations to ${INVITATIONS_PER_DAY} a day per account, and per client address as every mail`, async () => {
    const busy = await person()
    const list = await createList(db(), busy.id)
    for (let i = 0; i < INVITATIONS_PER_DAY; i++)
      expect((await inviteAs(busy, list.id, `gast-${i}@example.be`)).status).toBe(201)
    let state = await everything()
    await expectError(await inviteAs(busy, list.id, 'een-te-veel@example.be'), 429, 'RATE_LIMITED')
    expect(await everything()).toEqual(state)

    const other = await person()
    const theirs = await createList(db(), other.id)
    const ip = nextIp()
    for (let i = 0; i < 5; i++) expect((await inviteAs(other, theirs.id, `ip-${i}@example.be`, ip)).status).toBe(201)
    state = await everything()
    await expectError(await inviteAs(other, theirs.id, 'ip-5@example.be', ip), 429, 'RATE_LIMITED')
    expect(await everything()).toEqual(state)
  })
})

describe('what a manager may do', () => {
  it('a manager may not invite, see the managers, withdraw, remove someone else or delete the list (403, nothing changes)', async () => {
    const list = await createList(db(), owner.id)
    const [one, two] = [await person(), await person()]
    await db().listManager.createMany({
      data: [
        { listId: list.id, userId: one.id },
        { listId: list.id, userId: two.id },
      ],
    })
    const open = await db().listInvitation.create({
      data: {
        listId: list.id,
        email: 'open@example.be',
        tokenHash: 'x'.repeat(64),
        expiresAt: new Date(Date.now() + DAY),
      },
    })
    const state = await everything()
    await expectError(await inviteAs(one, list.id, 'nog-iemand@example.be'), 403, 'FORBIDDEN')
    await expectError(
      await call(getManagers, `/api/lists/${list.id}/managers`, { token: one.token, params: params(list.id) }),
      403,
      'FORBIDDEN',
    )
    await expectError(
      await call(withdraw, `/api/lists/${list.id}/invitations/${open.id}`, {
        method: 'DELETE',
        token: one.token,
        params: { id: String(list.id), invitationId: String(open.id) },
      }),
      403,
      'FORBIDDEN',
    )
    await expectError(
      await call(removeManagerRoute, `/api/lists/${list.id}/managers/${two.id}`, {
        method: 'DELETE',
        token: one.token,
        params: { id: String(list.id), userId: String(two.id) },
      }),
      403,
      'FORBIDDEN',
    )
    await expectError(
      await call(deleteListRoute, `/api/lists/${list.id}`, {
        method: 'DELETE',
        token: one.token,
        params: params(list.id),
      }),
      403,
      'FORBIDDEN',
    )
    expect(await everything()).toEqual(state)

    // Leaving is their own choice.
    expect(
      (
        await call(removeManagerRoute, `/api/lists/${list.id}/managers/${one.id}`, {
          method: 'DELETE',
          token: one.token,
          params: { id: String(list.id), userId: String(one.id) },
        })
      ).status,
    ).toBe(204)
    expect(await db().listManager.count({ where: { listId: list.id } })).toBe(1)
  })

  it('removing a manager takes the rights away at once', async () => {
    const list = await createList(db(), owner.id)
    const manager = await person({ email: 'weg-straks@example.be' })
    await inviteAs(owner, list.id, manager.email)
    await acceptAs(manager, await mailedToken(manager.email))
    const patch = () =>
      call(patchList, `/api/lists/${list.id}`, {
        method: 'PATCH',
        body: { introduction: 'Door de medebeheerder' },
        token: manager.token,
        params: params(list.id),
      })
    expect((await patch()).status).toBe(200)
    expect(
      (await call(listOrders, `/api/lists/${list.id}/orders`, { token: manager.token, params: params(list.id) }))
        .status,
    ).toBe(200)
    const mine = await json<{ id: number; role: string }[]>(
      await call(getLists, '/api/lists', { token: manager.token }),
    )
    expect(mine).toContainEqual(expect.objectContaining({ id: list.id, role: 'MANAGER' }))
    expect(await homePathFor(manager)).toBe(`/list/${list.url}`)

    const res = await call(removeManagerRoute, `/api/lists/${list.id}/managers/${manager.id}`, {
      method: 'DELETE',
      token: owner.token,
      params: { id: String(list.id), userId: String(manager.id) },
    })
    expect(res.status).toBe(204)
    const state = await everything()
    await expectError(await patch(), 403, 'FORBIDDEN')
    await expectError(
      await call(listOrders, `/api/lists/${list.id}/orders`, { token: manager.token, params: params(list.id) }),
      403,
      'FORBIDDEN',
    )
    expect(await everything()).toEqual(state)
    expect(
      (await json<{ id: number }[]>(await call(getLists, '/api/lists', { token: manager.token }))).map((l) => l.id),
    ).not.toContain(list.id)
    // The accepted invitation (with the address) went with the rights; removing again finds nobody.
    expect(await db().listInvitation.count({ where: { listId: list.id, email: manager.email } })).toBe(0)
    await expectError(
      await call(removeManagerRoute, `/api/lists/${list.id}/managers/${manager.id}`, {
        method: 'DELETE',
        token: owner.token,
        params: { id: String(list.id), userId: String(manager.id) },
      }),
      404,
      'NOT_FOUND',
    )
  })

  it('a new order is mailed to the owner and to every manager', async () => {
    const list = await createList(db(), owner.id)
    const [one, two] = [await person({ name: 'Jonas Maes' }), await person({ name: 'Oma Rita' })]
    await db().listManager.createMany({
      data: [
        { listId: list.id, userId: one.id },
        { listId: list.id, userId: two.id },
      ],
    })
    const gift = await createProduct(db(), list.id, { title: 'Knuffelbeer', price: 2450 })
    const placed = await placeOrder({
      listId: list.id,
      name: 'Tante Els',
      email: 'els@example.be',
      message: '',
      products: [{ productId: gift.id, price: 24.5, giftMethod: 'SHOP' }],
    })
    const notices = await db().outboxMail.findMany({
      where: { kind: 'order-owner', subject: { contains: 'Tante Els' } },
      orderBy: { id: 'asc' },
    })
    expect(notices.map((m) => m.recipient).sort()).toEqual([owner.email, one.email, two.email].sort())
    expect(decoded(notices.find((m) => m.recipient === two.email)!.raw)).toContain('Dag Oma Rita')
    expect(placed.reference).toBeTruthy()
  })
})

describe.runIf(onPostgres)('accepting at once (PostgreSQL)', () => {
  it('ten accepts of the same link at once: exactly one wins, one manager row', async () => {
    const list = await createList(db(), owner.id)
    const invited = await person({ email: 'dubbelklik@example.be' })
    await inviteAs(owner, list.id, invited.email)
    const token = await mailedToken(invited.email)
    const answers = await Promise.all(Array.from({ length: 10 }, () => acceptAs(invited, token)))
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(404)])
    expect(await db().listManager.count({ where: { listId: list.id } })).toBe(1)
  })
})

if (!onPostgres) {
  console.info(
    '[managers.test] the race of simultaneous accepts is skipped: it needs PostgreSQL (set TEST_DATABASE_URL); PGlite has a single connection and cannot race',
  )
}
