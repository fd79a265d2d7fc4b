// REST errors in the language of the request's Accept-Language (Dutch by default): the same status and code, the
// message in French for a client that prefers French, named in Content-Language. Field messages of the schemas and
// zod's own messages follow, as do domain errors thrown deep in lib/.
import { describe, expect, it } from 'vitest'
import { POST as postOrder } from '@/app/api/orders/route'
import { GET as listBySlug } from '@/app/api/lists/slug/[slug]/route'
import { POST as login } from '@/app/api/auth/login/route'
import { call, type ApiError } from '../support/api'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'

const db = useTestDatabase()
const FRENCH = { 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.5' }

async function errorOf(res: Response) {
  const body = (await res.json()) as ApiError
  return { status: res.status, code: body.error.code, message: body.error.message, fields: body.error.details?.fields }
}

describe('REST errors in the client’s language', () => {
  it('a missing name and a bad address: Dutch by default, French for a French client, the same code', async () => {
    const list = await createList(db(), (await createUser(db())).id)
    const body = { listId: list.id, name: ' ', email: 'geen-adres', products: [] }
    const dutch = await errorOf(await call(postOrder, '/api/orders', { body }))
    const res = await call(postOrder, '/api/orders', { body, headers: FRENCH })
    const french = await errorOf(res)
    expect(dutch).toMatchObject({ status: 422, code: 'VALIDATION' })
    expect(french).toMatchObject({ status: 422, code: 'VALIDATION' })
    expect(dutch.fields).toMatchObject({
      name: 'Je naam is verplicht',
      email: 'Dit e-mailadres ziet er niet correct uit.',
    })
    expect(french.fields).toMatchObject({
      name: 'Votre nom est obligatoire',
      email: 'Cette adresse e-mail ne semble pas correcte.',
    })
    expect(res.headers.get('content-language')).toBe('fr')
    expect(res.headers.get('vary')).toContain('Accept-Language')
  })

  it('zod’s own message for a body of the wrong shape, in French', async () => {
    const french = await errorOf(await call(postOrder, '/api/orders', { body: [1, 2], headers: FRENCH }))
    expect(french).toMatchObject({ status: 422, code: 'VALIDATION' })
    expect(french.message).toMatch(/^Entrée invalide/)
    const dutch = await errorOf(await call(postOrder, '/api/orders', { body: [1, 2] }))
    expect(dutch.message).toMatch(/^Ongeldige invoer/)
  })

  it('a domain error thrown in lib/ (an unknown list) and a failed login', async () => {
    const path = '/api/lists/slug/bestaat-niet'
    const unknown = await errorOf(await call(listBySlug, path, { params: { slug: 'bestaat-niet' }, headers: FRENCH }))
    expect(unknown).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Cette liste de naissance n’existe pas (ou plus).',
      fields: undefined,
    })
    const denied = await errorOf(
      await call(login, '/api/auth/login', {
        body: { email: 'niemand@example.be', password: 'verkeerd-wachtwoord' },
        headers: { 'accept-language': 'fr' },
      }),
    )
    expect(denied).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Cette adresse e-mail ou ce mot de passe est incorrect.',
    })
  })

  it('English, or a header no one can read, gets Dutch', async () => {
    for (const header of ['en-GB,en;q=0.9', 'x-!!,;;;q=abc']) {
      const res = await call(listBySlug, '/api/lists/slug/bestaat-niet', {
        params: { slug: 'bestaat-niet' },
        headers: { 'accept-language': header },
      })
      expect(await errorOf(res)).toMatchObject({ status: 404, message: 'Deze geboortelijst bestaat niet (meer).' })
      expect(res.headers.get('content-language')).toBe('nl')
    }
  })
})
