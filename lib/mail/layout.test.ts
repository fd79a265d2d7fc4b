import { describe, expect, it } from 'vitest'
import * as cheerio from 'cheerio'
import { sampleMails, sampleOrder } from '@/tests/fixtures/mails'
import { absoluteImage, renderMail } from './layout'
import { orderSummaryMail } from './order'
import { siteUrl } from './html'

const mails = await sampleMails()

describe('every mail', () => {
  it.each(mails.map((m) => [m.kind, m.mail] as const))('%s: one layout, its links in both parts', (_, mail) => {
    const $ = cheerio.load(mail.html)
    expect($('html').attr('lang')).toBe('nl')
    expect($('title').text()).toBe(mail.subject)
    // The logo by absolute address, and the dark-mode rules.
    expect($('img').first().attr('src')).toBe(`${siteUrl()}/images/icon-192.png`)
    expect($('meta[name="color-scheme"]').attr('content')).toBe('light dark')
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)')
    // Nothing from elsewhere but the pictures: no web fonts (a request to Google from every reader).
    expect(mail.html).not.toMatch(/fonts\.googleapis|@import/)
    // Every link is absolute and the plain-text part carries it (the logo's and the footer's link to the home page
    // aside).
    const hrefs = $('a[href]')
      .map((_, a) => $(a).attr('href')!)
      .get()
      .filter((href) => href !== `${siteUrl()}/`)
    for (const href of hrefs) {
      expect(href).toMatch(/^https?:\/\//)
      expect(mail.text).toContain(href)
    }
    // Images are absolute or attached.
    for (const src of $('img')
      .map((_, img) => $(img).attr('src')!)
      .get())
      expect(src).toMatch(/^(https?:\/\/|cid:)/)
    for (const cid of $('img[src^="cid:"]')
      .map((_, img) => $(img).attr('src')!.slice(4))
      .get())
      expect(mail.attachments?.map((a) => a.cid)).toContain(cid)
    expect(mail.text).toMatch(/^Dag |^Hallo|^Er is een nieuw bericht|^\S/)
    expect(mail.text).toContain('Geboortelijst')
    // The site's word for a gift.
    expect(`${mail.text}${mail.html}`).not.toMatch(/cadeautje/i)
  })
})

describe('the giver’s summary', () => {
  const summary = mails.find((m) => m.kind === 'order-summary')!.mail

  it('puts what to pay and how before what to buy, in both parts, and quotes the message last', () => {
    for (const part of [summary.text, cheerio.load(summary.html).text()]) {
      const pay = part.indexOf('Nu betalen')
      const iban = part.indexOf('BE71 0961 2345 6769')
      const buy = part.indexOf('Zelf kopen en persoonlijk afgeven')
      const closing = part.indexOf('Hartelijke groeten,')
      const message = part.indexOf('Proficiat!')
      expect(pay).toBeGreaterThan(-1)
      expect([pay < iban, iban < buy, buy < closing, closing < message]).toEqual([true, true, true, true])
    }
    expect(summary.text).toContain('Op naam van: S. Peeters & J. Janssens')
    expect(summary.text).toContain('Gestructureerde mededeling: +++090/9337/55493+++')
  })

  it('shows the products’ pictures by absolute address and the EPC QR code attached', () => {
    const $ = cheerio.load(summary.html)
    const sources = $('img')
      .map((_, img) => $(img).attr('src'))
      .get()
    expect(sources).toContain(`${siteUrl()}/images/products/box.svg`)
    expect(sources).toContain('https://cdn.example.be/rompertje.jpg')
    expect(sources).toContain('cid:epc-qr')
    expect(summary.attachments).toEqual([expect.objectContaining({ cid: 'epc-qr', contentType: 'image/png' })])
    expect(summary.attachments![0]!.content.subarray(1, 4).toString()).toBe('PNG')
  })

  it('writes what people typed as text, never as markup', () => {
    const $ = cheerio.load(summary.html)
    expect($('b').length).toBe(0)
    expect($.text()).toContain('Proficiat! <b>Veel geluk</b> & liefs')
    expect($.text()).toContain('2 × Rompertje <wit>')
    expect(summary.text).toContain('> Proficiat! <b>Veel geluk</b> & liefs\n> van oma')
    const contact = cheerio.load(mails.find((m) => m.kind === 'contact')!.mail.html)
    expect(contact('script').length).toBe(0)
    expect(contact.text()).toContain('Jan <script>')
  })

  it('leaves out what a giver has not got: no transfer, no take-back link, no message', async () => {
    const order = await sampleOrder()
    const shopOnly = await orderSummaryMail({
      ...order,
      message: ' ',
      products: order.products.filter((p) => p.giftMethod === 'SHOP'),
      totals: { CASH: 0, SHOP: order.totals.SHOP },
      payment: null,
    })
    expect(shopOnly.text).not.toContain('Nu betalen')
    expect(shopOnly.text).not.toContain('take-back')
    expect(shopOnly.text).not.toContain('---')
    expect(shopOnly.attachments).toBeUndefined()
    expect(cheerio.load(shopOnly.html)('img[src^="cid:"]').length).toBe(0)
  })
})

describe('absoluteImage', () => {
  it('makes the site’s paths absolute and keeps only http(s) addresses', () => {
    expect(absoluteImage('/images/a.webp')).toBe(`${siteUrl()}/images/a.webp`)
    expect(absoluteImage('https://cdn.example.be/a.jpg')).toBe('https://cdn.example.be/a.jpg')
    expect(absoluteImage('//evil.example/a.jpg')).toBeNull()
    expect(absoluteImage('javascript:alert(1)')).toBeNull()
    expect(absoluteImage('data:image/png;base64,AAAA')).toBeNull()
    expect(absoluteImage(null)).toBeNull()
  })
})

describe('renderMail', () => {
  it('escapes an address that tries to leave its attribute', async () => {
    const mail = await renderMail({
      to: { name: 'X', address: 'x@example.be' },
      subject: 'S',
      greeting: 'Dag X,',
      blocks: [{ kind: 'button', href: 'https://example.be/?a="><script>alert(1)</script>', label: 'Klik' }],
      closing: ['Geboortelijst'],
    })
    const $ = cheerio.load(mail.html)
    expect($('script').length).toBe(0)
    expect($('a:contains("Klik")').attr('href')).toBe('https://example.be/?a="><script>alert(1)</script>')
  })
})
