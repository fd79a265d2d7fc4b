// Adding a gift by its link (POST /api/products/preview, lib/products/link): a shop's product page read into the
// product form's fields, and the address rules that keep the server's fetch on public web servers. The shop pages are
// served from loopback by this test, an origin PRODUCT_LINK_TEST_ORIGINS allows (the test-only switch); every other
// loopback origin, and every private address, stays refused.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo, LookupFunction } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as previewRoute } from '@/app/api/products/preview/route'
import { dataDir } from '@/lib/db'
import { t } from '@/lib/i18n'
import { previewProductFromLink, PREVIEWS_PER_HOUR } from '@/lib/products/link'
import { fetchPublic, PublicFetchError } from '@/lib/products/link/fetch'
import { priceToCents, readProductPage } from '@/lib/products/link/read'
import { prefillQuery, readPrefill } from '@/lib/products/link/prefill'
import { useTestDatabase } from '../support/db'
import { createList, createUser } from '../fixtures/factories'
import { call, expectError, tokenFor } from '../support/api'

const db = useTestDatabase()

// Pages shaped like Belgian shops' product pages.
const jsonLdPage = `<!DOCTYPE html><html lang="nl"><head><title>Maxi-Cosi Pebble 360 | Dreambaby</title>
<meta property="og:title" content="Maxi-Cosi Pebble 360 - Dreambaby">
<meta property="og:site_name" content="Dreambaby">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"BreadcrumbList","itemListElement":[]},
 {"@type":"Product","name":"Maxi-Cosi Pebble 360 autostoeltje","image":["/media/pebble.png"],
  "brand":{"@type":"Brand","name":"Maxi-Cosi"},"gtin13":"8712930165445",
  "offers":{"@type":"Offer","price":"329.99","priceCurrency":"EUR","availability":"https://schema.org/InStock",
  "seller":{"@type":"Organization","name":"Dreambaby"}}}]}</script></head>
<body><h1>Maxi-Cosi Pebble 360</h1><p>€ 329,99</p></body></html>`
const openGraphPage = `<!DOCTYPE html><html><head><title>Knuffel konijn</title>
<meta property="og:type" content="product"><meta property="og:title" content="Knuffelkonijn Lotte">
<meta property="og:image" content="https://cdn.example.be/lotte.jpg"><meta property="og:site_name" content="Kadoshop Gent">
<meta property="product:price:amount" content="24,95"><meta property="product:price:currency" content="EUR">
</head><body><h1>Knuffelkonijn Lotte</h1></body></html>`
const microdataPage = `<!DOCTYPE html><html><head><title>Stokke</title></head><body>
<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Stokke Tripp Trapp kinderstoel</h1>
<img itemprop="image" src="/img/tripp-trapp.jpg" alt="">
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR">
<span itemprop="price" content="259.00">€ 259,00</span></div></div></body></html>`
const plainPage = '<!DOCTYPE html><html><head><title>Over ons</title></head><body><p>Welkom</p></body></html>'
const dollarPage = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Baby monitor","offers":[{"@type":"Offer","price":89.5,"priceCurrency":"USD"}]}</script></head></html>`

let server: http.Server
let other: http.Server
let origin = ''
let otherOrigin = ''
let png: Buffer

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e8b4a0' } })
    .png()
    .toBuffer()
  server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
    if (url === '/pebble') return html(jsonLdPage)
    if (url === '/lotte') return html(openGraphPage)
    if (url === '/tripp-trapp') return html(microdataPage)
    if (url === '/over-ons') return html(plainPage)
    if (url === '/monitor') return html(dollarPage)
    if (url === '/media/pebble.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    if (url === '/groot') {
      // 10 MB without a Content-Length: the reader must stop after 2 MB.
      res.writeHead(200, { 'content-type': 'text/html' })
      const chunk = Buffer.alloc(64 * 1024, 'a')
      let sent = 0
      const pump = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length
          if (!res.write(chunk)) return res.once('drain', pump)
        }
        res.end()
      }
      return pump()
    }
    if (url === '/traag') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.write('<html><head>')
      return // never finishes
    }
    if (url === '/naar-intern') return res.writeHead(302, { location: `${otherOrigin}/geheim` }).end()
    if (url === '/naar-metadata')
      return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    const hop = /^\/rond\/(\d+)$/.exec(url)
    if (hop) return res.writeHead(302, { location: `/rond/${Number(hop[1]) + 1}` }).end()
    if (url === '/na-vijf') return res.writeHead(302, { location: '/rond/2' }).end()
    res.writeHead(404).end()
  })
  other = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(plainPage))
  for (const s of [server, other]) await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
  process.env.PRODUCT_LINK_TEST_ORIGINS = origin
})

afterAll(async () => {
  delete process.env.PRODUCT_LINK_TEST_ORIGINS
  for (const s of [server, other]) {
    s.closeAllConnections()
    await new Promise((resolve) => s.close(resolve))
  }
})

async function parent(email: string) {
  const user = await createUser(db(), { email, password: 'geheim-wachtwoord' })
  const list = await createList(db(), user.id, { url: `lijst-${user.id}` })
  return {
    user,
    list,
    token: await tokenFor(email, 'geheim-wachtwoord'),
    actor: { id: user.id, role: 'USER' as const },
  }
}

describe('reading a product page', () => {
  it('reads JSON-LD with its offer, Open Graph with product prices, and microdata, in euro cents', async () => {
    expect(await readProductPage(jsonLdPage, 'https://www.dreambaby.be/p/pebble')).toEqual({
      title: 'Maxi-Cosi Pebble 360 autostoeltje',
      imageUrl: 'https://www.dreambaby.be/media/pebble.png',
      priceCents: 32999,
      otherCurrency: undefined,
      shopName: 'Dreambaby',
      found: true,
    })
    expect(await readProductPage(openGraphPage, 'https://kadoshop.be/lotte')).toMatchObject({
      title: 'Knuffelkonijn Lotte',
      imageUrl: 'https://cdn.example.be/lotte.jpg',
      priceCents: 2495,
      shopName: 'Kadoshop Gent',
      found: true,
    })
    expect(await readProductPage(microdataPage, 'https://www.babyshop.be/stokke/tt')).toMatchObject({
      title: 'Stokke Tripp Trapp kinderstoel',
      imageUrl: 'https://www.babyshop.be/img/tripp-trapp.jpg',
      priceCents: 25900,
      shopName: 'babyshop.be',
      found: true,
    })
  })

  it('keeps the page title but says nothing was found on a page without product data, and no price in dollars', async () => {
    expect(await readProductPage(plainPage, 'https://www.winkel.be/over-ons')).toMatchObject({
      title: 'Over ons',
      priceCents: undefined,
      found: false,
    })
    expect(await readProductPage(dollarPage, 'https://shop.example.com/m')).toMatchObject({
      title: 'Baby monitor',
      priceCents: undefined,
      otherCurrency: 'USD',
    })
  })

  it('reads prices as shops write them', () => {
    const cases: [unknown, number | undefined][] = [
      ['329.99', 32999],
      ['24,95', 2495],
      ['€ 1.299,00', 129900],
      ['1,299.00', 129900],
      ['49', 4900],
      [89.5, 8950],
      ['0.00', undefined],
      ['op aanvraag', undefined],
      ['', undefined],
      [null, undefined],
    ]
    for (const [value, cents] of cases) expect(priceToCents(value), String(value)).toBe(cents)
  })
})

describe('POST /api/products/preview', () => {
  it('answers the fields of a JSON-LD product page and stores its image with the list’s uploads', async () => {
    const { list, token } = await parent('link.jsonld@example.be')
    const res = await call(previewRoute, '/api/products/preview', {
      token,
      body: { url: `${origin}/pebble`, listId: list.id },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      found: true,
      productUrl: `${origin}/pebble`,
      title: 'Maxi-Cosi Pebble 360 autostoeltje',
      price: 329.99,
      shopName: 'Dreambaby',
    })
    expect(body.imageUrl).toMatch(new RegExp(`^/uploads/${list.url}/[\\w-]+\\.webp$`))
    const file = path.join(dataDir(), 'uploads', list.url, path.basename(String(body.imageUrl)))
    const meta = await sharp(fs.readFileSync(file)).metadata()
    expect({ format: meta.format, exif: meta.exif }).toEqual({ format: 'webp', exif: undefined })
    expect(await db().upload.count({ where: { url: String(body.imageUrl) } })).toBe(1)
  })

  it('opens the form with only the address and a Dutch message when the page cannot be read', async () => {
    const { actor } = await parent('link.unreadable@example.be')
    for (const page of ['/groot', '/niet-gevonden', '/media/pebble.png']) {
      expect(await previewProductFromLink(actor, { url: `${origin}${page}` })).toEqual({
        found: false,
        productUrl: `${origin}${page}`,
        message: t('productLink.unreadable'),
      })
    }
    // A page that never finishes: given up after the time limit (8 s; shorter here).
    expect(await previewProductFromLink(actor, { url: `${origin}/traag` }, { timeoutMs: 300 })).toMatchObject({
      found: false,
      message: t('productLink.unreadable'),
    })
    expect(await previewProductFromLink(actor, { url: `${origin}/over-ons` })).toMatchObject({
      found: false,
      title: 'Over ons',
      message: t('productLink.nothingFound'),
    })
  })

  it('refuses addresses that are not public web servers, also behind a redirect, with 422 on url', async () => {
    const { token } = await parent('link.refused@example.be')
    const refused = async (url: string, message: string) => {
      const res = await call(previewRoute, '/api/products/preview', { token, body: { url } })
      const body = await expectError(res, 422, 'VALIDATION')
      expect(body.error.details?.fields?.url).toBe(message)
    }
    await refused('ftp://files.example.be/x', t('validation.productUrl'))
    await refused('javascript:alert(1)', t('validation.productUrl'))
    await refused('http://127.0.0.1:9/', t('productLink.notPublic'))
    await refused('http://[::1]/', t('productLink.notPublic'))
    await refused('http://169.254.169.254/latest/meta-data/', t('productLink.notPublic'))
    await refused('http://10.0.0.1/', t('productLink.notPublic'))
    await refused('http://100.64.0.1/', t('productLink.notPublic'))
    await refused('http://[fd00::1]/', t('productLink.notPublic'))
    await refused(otherOrigin, t('productLink.notPublic'))
    await refused(`${origin}/naar-intern`, t('productLink.notPublic'))
    await refused(`${origin}/naar-metadata`, t('productLink.notPublic'))
    await refused(`${origin}/na-vijf`, t('productLink.tooManyRedirects'))
  })

  it('checks the address a host name resolves to, on the connection itself', async () => {
    const { actor } = await parent('link.dns@example.be')
    const toPrivate: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) callback(null, [{ address: '10.0.0.1', family: 4 }])
      else callback(null, '10.0.0.1', 4)
    }
    await expect(
      previewProductFromLink(actor, { url: 'http://shop.example.be/p/1' }, { lookup: toPrivate }),
    ).rejects.toMatchObject({ code: 'VALIDATION', details: { fields: { url: t('productLink.notPublic') } } })
    await expect(
      fetchPublic('http://shop.example.be/p/1', { accept: ['text/html'], lookup: toPrivate }),
    ).rejects.toEqual(new PublicFetchError({ kind: 'refused', reason: 'address' }))
  })

  it('needs an account, a list the actor manages, and at most 30 pages an hour per account', async () => {
    const owner = await parent('link.owner@example.be')
    const stranger = await parent('link.stranger@example.be')
    await expectError(
      await call(previewRoute, '/api/products/preview', { body: { url: `${origin}/lotte` } }),
      401,
      'UNAUTHORIZED',
    )
    await expectError(
      await call(previewRoute, '/api/products/preview', {
        token: stranger.token,
        body: { url: `${origin}/lotte`, listId: owner.list.id },
      }),
      403,
      'FORBIDDEN',
    )
    for (let i = 0; i < PREVIEWS_PER_HOUR; i++) {
      const res = await call(previewRoute, '/api/products/preview', {
        token: owner.token,
        body: { url: `${origin}/lotte` },
      })
      expect(res.status).toBe(200)
    }
    const limited = await call(previewRoute, '/api/products/preview', {
      token: owner.token,
      body: { url: `${origin}/lotte` },
    })
    await expectError(limited, 429, 'RATE_LIMITED')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account is not held back by it.
    expect(
      (await call(previewRoute, '/api/products/preview', { token: stranger.token, body: { url: `${origin}/lotte` } }))
        .status,
    ).toBe(200)
  })
})

describe('the product form filled in from a read page', () => {
  it('carries the fields through the manual page’s query and takes only what the form accepts', () => {
    const query = prefillQuery({
      found: true,
      productUrl: 'https://www.dreambaby.be/p/pebble',
      title: 'Maxi-Cosi Pebble 360',
      priceCents: 32999,
      shopName: 'Dreambaby',
      imageUrl: '/uploads/noor-peeters/abc.webp',
    })
    expect(readPrefill(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      productUrl: 'https://www.dreambaby.be/p/pebble',
      title: 'Maxi-Cosi Pebble 360',
      price: '329,99',
      shopName: 'Dreambaby',
      imageUrl: '/uploads/noor-peeters/abc.webp',
      found: true,
    })
    expect(readPrefill({ productUrl: 'javascript:alert(1)', title: 'x' })).toBeNull()
    expect(readPrefill({ productUrl: 'https://shop.be/x', price: '-5', imageUrl: 'javascript:x' })).toMatchObject({
      price: '',
      imageUrl: null,
      found: false,
    })
  })
})
