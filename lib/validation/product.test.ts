import { describe, expect, it } from 'vitest'
import { MAX_PARTS, parsePrice, productOrderSchema, productSchema } from './product'

const valid = { title: 'Kinderwagen', price: '249.99', cashAllowed: true, shopAllowed: true, shopName: 'Babyshop' }

/** The Dutch message per field path, as parseInput hands them to the form and the API. */
function fields(input: unknown): Record<string, string> {
  const result = productSchema.safeParse(input)
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('productSchema: the form messages, verbatim', () => {
  it('requires a title', () => {
    expect(fields({ ...valid, title: '' }).title).toBe('Dit veld is verplicht')
    expect(fields({ ...valid, title: '   ' }).title).toBe('Dit veld is verplicht')
    expect(fields({ ...valid, title: undefined }).title).toBe('Dit veld is verplicht')
  })

  it('requires a price of digits', () => {
    const message = 'De prijs van het product is verplicht en mag enkel cijfers bevatten'
    for (const price of ['', '  ', 'abc', '12a', '€ 12', '12.', '.5', '-5', '1 000', '1e3', null, undefined, true]) {
      expect(fields({ ...valid, price }).price, String(price)).toBe(message)
    }
  })

  it('requires at least one method', () => {
    expect(fields({ ...valid, cashAllowed: false, shopAllowed: false }).cashAllowed).toBe(
      'Je moet minstens 1 keuze aanvinken',
    )
  })

  it('requires a shop name only when the gift can be handed over in person', () => {
    const message = 'Dit veld is verplicht wanneer het geschenkje persoonlijk kan afgegeven worden'
    expect(fields({ ...valid, shopName: '' }).shopName).toBe(message)
    expect(fields({ ...valid, shopName: '  ' }).shopName).toBe(message)
    expect(fields({ ...valid, shopName: undefined }).shopName).toBe(message)
    expect(fields({ ...valid, shopAllowed: false, shopName: '' })).toEqual({})
  })

  it('shows every message at once, also when another field is wrong', () => {
    expect(fields({ title: '', price: 'x', cashAllowed: false, shopAllowed: false })).toEqual({
      title: 'Dit veld is verplicht',
      price: 'De prijs van het product is verplicht en mag enkel cijfers bevatten',
      cashAllowed: 'Je moet minstens 1 keuze aanvinken',
    })
  })
})

describe('productSchema: price formats', () => {
  const priceOf = (price: unknown) => productSchema.parse({ ...valid, price }).price

  it('reads digits with a decimal part after a dot or a Belgian comma, as euros', () => {
    expect(priceOf('12')).toBe(12)
    expect(priceOf('12.5')).toBe(12.5)
    expect(priceOf('12,50')).toBe(12.5)
    expect(priceOf(' 0,99 ')).toBe(0.99)
    expect(priceOf('100000')).toBe(100000)
  })

  it('takes euro numbers from API clients', () => {
    expect(priceOf(19.99)).toBe(19.99)
    expect(priceOf(100)).toBe(100)
  })

  it('refuses more than 2 decimals, zero and more than €100,000 with their own message', () => {
    expect(fields({ ...valid, price: '12.345' }).price).toBe('De prijs mag hoogstens 2 cijfers na de komma hebben.')
    expect(fields({ ...valid, price: '12,500' }).price).toBe('De prijs mag hoogstens 2 cijfers na de komma hebben.')
    expect(fields({ ...valid, price: 1.005 }).price).toBe('De prijs mag hoogstens 2 cijfers na de komma hebben.')
    expect(fields({ ...valid, price: '0' }).price).toBe('De prijs moet groter zijn dan € 0.')
    expect(fields({ ...valid, price: '0,00' }).price).toBe('De prijs moet groter zijn dan € 0.')
    expect(fields({ ...valid, price: 0 }).price).toBe('De prijs moet groter zijn dan € 0.')
    expect(fields({ ...valid, price: -3 }).price).toBe('De prijs moet groter zijn dan € 0.')
    expect(fields({ ...valid, price: '100000.01' }).price).toBe('De prijs mag hoogstens € 100.000 zijn.')
    expect(fields({ ...valid, price: '99999999999999999999' }).price).toBe('De prijs mag hoogstens € 100.000 zijn.')
    expect(fields({ ...valid, price: 1e21 }).price).toBe('De prijs mag hoogstens € 100.000 zijn.')
    expect(fields({ ...valid, price: Number.NaN }).price).toBe(
      'De prijs van het product is verplicht en mag enkel cijfers bevatten',
    )
  })

  it('gives parsePrice in cents', () => {
    expect(parsePrice('49,95')).toBe(4995)
    expect(parsePrice(19.99)).toBe(1999)
    expect(parsePrice('007')).toBe(700)
  })
})

describe('productSchema: split rule', () => {
  const split = { ...valid, cashAllowed: true, shopAllowed: false, productIsSplit: true, nrOfProductParts: 3 }

  it('splits only when cash is allowed and shop is not', () => {
    const message = 'Splitsen is enkel mogelijk wanneer het geschenkje niet persoonlijk kan afgegeven worden.'
    expect(fields({ ...split, shopAllowed: true }).productIsSplit).toBe(message)
    expect(fields({ ...split, cashAllowed: false, shopAllowed: true }).productIsSplit).toBe(message)
    expect(productSchema.parse(split)).toMatchObject({ productIsSplit: true, nrOfProductParts: 3 })
  })

  it('asks for 2 to MAX_PARTS parts', () => {
    expect(fields({ ...split, nrOfProductParts: 1 }).nrOfProductParts).toBe(
      'Kies minstens 2 delen om het product op te splitsen.',
    )
    expect(fields({ ...split, nrOfProductParts: undefined }).nrOfProductParts).toBe(
      'Kies minstens 2 delen om het product op te splitsen.',
    )
    expect(fields({ ...split, nrOfProductParts: 2.5 }).nrOfProductParts).toBe(
      'Kies minstens 2 delen om het product op te splitsen.',
    )
    expect(fields({ ...split, nrOfProductParts: MAX_PARTS + 1 }).nrOfProductParts).toBe(
      `Je kan een product in hoogstens ${MAX_PARTS} delen opsplitsen.`,
    )
    expect(fields({ ...split, nrOfProductParts: MAX_PARTS })).toEqual({})
  })

  it('refuses a split that would leave a part at 0 cents', () => {
    expect(fields({ ...split, price: '0.02', nrOfProductParts: 3 }).nrOfProductParts).toBe(
      'Met deze prijs kan je het product niet in 3 delen opsplitsen: elk deel moet minstens € 0,01 kosten.',
    )
  })

  it('counts an unsplit product as 1 part, whatever count was sent', () => {
    expect(productSchema.parse({ ...valid, nrOfProductParts: 7 }).nrOfProductParts).toBe(1)
  })
})

describe('productSchema: optional fields and the REST save payload', () => {
  it('accepts http(s) product urls only', () => {
    expect(productSchema.parse({ ...valid, productUrl: 'https://www.example.be/wieg' }).productUrl).toBe(
      'https://www.example.be/wieg',
    )
    for (const productUrl of ['javascript:alert(1)', 'ftp://example.be/x', 'www.example.be', '//example.be/x']) {
      expect(fields({ ...valid, productUrl }).productUrl, productUrl).toBe(
        'Dit is geen geldige url. Begin met http:// of https://.',
      )
    }
    expect(productSchema.parse({ ...valid, productUrl: '' }).productUrl).toBeNull()
  })

  it('takes imageUrl, else image, as the image; both optional', () => {
    expect(productSchema.parse({ ...valid, image: 'https://img.example/a.jpg' }).imageUrl).toBe(
      'https://img.example/a.jpg',
    )
    expect(
      productSchema.parse({ ...valid, image: 'https://img.example/a.jpg', imageUrl: '/uploads/b.webp' }).imageUrl,
    ).toBe('/uploads/b.webp')
    expect(productSchema.parse(valid).imageUrl).toBeNull()
    expect(fields({ ...valid, imageUrl: 'javascript:alert(1)' }).imageUrl).toBe(
      'Deze afbeelding heeft geen geldige url.',
    )
    expect(fields({ ...valid, imageUrl: '//evil.example/x.png' }).imageUrl).toBe(
      'Deze afbeelding heeft geen geldige url.',
    )
  })

  it('defaults both methods to allowed, not split, not hidden, no fund, wanted once, no Topper, no kind; ignores productParts', () => {
    const parsed = productSchema.parse({
      title: 'Bad',
      price: 30,
      shopName: 'Winkel',
      productParts: [{ title: 'Deel 1', price: 1 }],
    })
    expect(parsed).toEqual({
      title: 'Bad',
      price: 30,
      cashAllowed: true,
      shopAllowed: true,
      shopName: 'Winkel',
      productUrl: null,
      description: '',
      imageUrl: null,
      productIsSplit: false,
      nrOfProductParts: 1,
      hidden: false,
      fund: false,
      quantity: 1,
      topper: false,
      category: null,
    })
  })

  it('gives the same result when its own output is parsed again (form → server)', () => {
    const input = {
      ...valid,
      id: 4,
      listId: 2,
      price: '12,5',
      description: '  Zacht  ',
      shopName: ' Baby ',
      productIsSplit: false,
      hidden: true,
    }
    const once = productSchema.parse(input)
    expect(productSchema.parse(once)).toEqual(once)
    const split = productSchema.parse({ ...valid, shopAllowed: false, productIsSplit: true, nrOfProductParts: 4 })
    expect(productSchema.parse(split)).toEqual(split)
  })

  it('limits lengths', () => {
    expect(fields({ ...valid, title: 'x'.repeat(201) }).title).toBe('Dit veld is te lang (maximaal 200 tekens).')
    expect(fields({ ...valid, description: 'x'.repeat(20_001) }).description).toBe(
      'Dit veld is te lang (maximaal 20000 tekens).',
    )
  })
})

describe('productOrderSchema (the sort payload)', () => {
  it('takes an array of productId and weight', () => {
    expect(
      productOrderSchema.parse([
        { productId: 3, weight: 0 },
        { productId: 1, weight: 1 },
      ]),
    ).toHaveLength(2)
    expect(productOrderSchema.parse([])).toEqual([])
  })

  it('refuses a product twice, negative or fractional weights and non-arrays', () => {
    expect(
      productOrderSchema.safeParse([
        { productId: 3, weight: 0 },
        { productId: 3, weight: 1 },
      ]).error?.issues[0]?.message,
    ).toBe('Elk product mag maar één keer in de volgorde staan.')
    expect(productOrderSchema.safeParse([{ productId: 3, weight: -1 }]).success).toBe(false)
    expect(productOrderSchema.safeParse([{ productId: 3, weight: 1.5 }]).success).toBe(false)
    expect(productOrderSchema.safeParse({ productId: 3, weight: 1 }).success).toBe(false)
  })
})
