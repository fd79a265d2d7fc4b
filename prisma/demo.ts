import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PrismaClient, Prisma } from '../lib/generated/prisma/client'
import { importCatalog } from '../lib/catalog/import'
import { hashPassword } from '../lib/auth/password'
import { buildParts } from '../lib/products/split'
import { centsToDecimalString } from '../lib/money'
import { newOrderIdentity } from '../lib/orders/identity'
import { searchColumns } from '../lib/lists/search-columns'
import { sanitizeDescription } from '../lib/products/sanitize'
import { newShortCode } from '../lib/share/short-code'
import type { GiftCategory } from '../lib/gifts/categories'

export const DEMO_PASSWORD = 'geboortelijst'

interface DemoProduct {
  title: string
  price: number // cents
  image: string
  description: string
  cash: boolean
  shop: boolean
  shopName?: string
  productUrl?: string
  affiliateUrl?: string
  parts?: number
  soldParts?: number
  sold?: boolean
  hidden?: boolean
  /** Added from the finder: shop, links and image come from this product of the demo catalog (decision 013). */
  catalog?: { partner: string; id: string }
}

const noorProducts: DemoProduct[] = [
  {
    title: 'Kinderwagen Joolz Day+',
    price: 64900,
    image: 'kinderwagen',
    cash: true,
    shop: false,
    shopName: 'Baby-Dump',
    parts: 6,
    soldParts: 2,
    description:
      '<p>Onze droomwandelwagen: wendbaar in de stad en stevig genoeg voor de bossen.</p><p>Geef <strong>één deel</strong> of meerdere delen, alle beetjes helpen!</p>',
  },
  {
    title: 'Autostoeltje i-Size',
    price: 28900,
    image: 'autostoeltje',
    cash: true,
    shop: false,
    parts: 4,
    description: '<p>Veilig op weg naar oma en opa. Een i-Size stoeltje dat meegroeit tot 4 jaar.</p>',
  },
  {
    title: 'Knuffelbeer Noor',
    price: 2450,
    image: 'knuffel',
    cash: true,
    shop: true,
    shopName: 'Bol.com',
    productUrl: 'https://www.bol.com/be/nl/p/knuffelbeer/9300000012345/',
    affiliateUrl:
      'https://partner.bol.com/click/click?p=1&t=url&s=12345&url=https%3A%2F%2Fwww.bol.com%2Fbe%2Fnl%2Fp%2Fknuffelbeer%2F9300000012345%2F',
    description: '<p>Een zachte beer om mee te knuffelen, wasbaar op 30°C.</p>',
  },
  {
    title: 'Badje met standaard',
    price: 3499,
    image: 'badje',
    cash: false,
    shop: true,
    shopName: 'Dreambaby Mechelen',
    description: '<p>Een handig badje op een standaard, zodat papa en mama hun rug sparen.</p>',
  },
  {
    title: 'Box met speelkleed',
    price: 12995,
    image: 'box',
    cash: true,
    shop: true,
    shopName: 'Baby-Dump',
    productUrl: 'https://www.babydump.be/box',
    description:
      '<p>Houten box in natuurkleur met een zacht speelkleed.</p><ul><li>In hoogte verstelbaar</li><li>Met wieltjes</li></ul>',
  },
  {
    title: 'Slaapzak 90 cm',
    price: 4595,
    image: 'slaapzak',
    cash: false,
    shop: true,
    catalog: { partner: 'Het Wiegje', id: 'HW-10407' },
    description: '<p>Biokatoenen slaapzak, TOG 2.5, maat 90 cm.</p>',
  },
  {
    title: 'Speelmat met boog',
    price: 7900,
    image: 'speelmat',
    cash: true,
    shop: true,
    shopName: 'Fun',
    description: '<p>Kleurrijke speelmat met een boog vol hangertjes.</p>',
  },
  {
    title: 'Prentenboek "Nijntje"',
    price: 1495,
    image: 'boekje',
    cash: true,
    shop: true,
    shopName: 'Standaard Boekhandel',
    description: '<p>Voor het eerste voorleesmoment.</p>',
  },
  {
    title: 'Rompertjes (set van 5)',
    price: 2999,
    image: 'rompertjes',
    cash: false,
    shop: true,
    shopName: 'JBC',
    description: '<p>Maat 62/68, korte en lange mouwen.</p>',
  },
  {
    title: 'Babyfoon met camera',
    price: 11900,
    image: 'babyfoon',
    cash: true,
    shop: false,
    description: '<p>Zodat we Noor ook van beneden in het oog kunnen houden.</p>',
  },
  {
    title: 'Bijdrage voor het spaarboekje',
    price: 25000,
    image: 'spaarpot',
    cash: true,
    shop: false,
    parts: 5,
    soldParts: 1,
    description: '<p>Een duwtje in de rug voor later: studies, een eerste fiets of een grote reis.</p>',
  },
  {
    title: 'Kinderstoel Tripp Trapp',
    price: 18900,
    image: 'kinderstoel',
    cash: true,
    shop: true,
    shopName: 'Stokke',
    description: '<p>Een stoel die meegroeit van baby tot volwassene.</p>',
  },
  {
    title: 'Zuigflessen (set van 3)',
    price: 1899,
    image: 'fles',
    cash: true,
    shop: true,
    shopName: 'Kruidvat',
    description: '<p>Anti-koliek, 260 ml.</p>',
  },
  {
    title: 'Draagzak',
    price: 13900,
    image: 'draagzak',
    cash: true,
    shop: true,
    shopName: 'Babylonia',
    sold: true,
    description: '<p>Ergonomische draagzak vanaf de geboorte.</p>',
  },
  {
    title: 'Luiertas',
    price: 5995,
    image: 'luiertas',
    cash: true,
    shop: true,
    shopName: 'Kipling',
    hidden: true,
    description: '<p>Nog aan het twijfelen over de kleur.</p>',
  },
]

const lucasProducts: DemoProduct[] = [
  {
    title: 'Wieg',
    price: 24900,
    image: 'wieg',
    cash: true,
    shop: false,
    parts: 3,
    description: '<p>Een houten wieg voor de eerste maanden.</p>',
  },
  {
    title: 'Muziekmobiel',
    price: 4500,
    image: 'mobiel',
    cash: true,
    shop: true,
    shopName: 'Fun',
    description: '<p>Met zachte slaapliedjes.</p>',
  },
  {
    title: 'Zuigflessen',
    price: 1899,
    image: 'fles',
    cash: false,
    shop: true,
    shopName: 'Kruidvat',
    description: '<p>Set van 3.</p>',
  },
  {
    title: 'Knuffel konijn',
    price: 1995,
    image: 'knuffel',
    cash: true,
    shop: true,
    shopName: 'Bol.com',
    description: '<p>Een lief konijntje.</p>',
  },
]

type Db = PrismaClient | Prisma.TransactionClient

/** The demo catalog: one feed per partner, written by scripts/generate-demo-catalog.ts. */
const CATALOG_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalog')

/** Imports the demo catalog through the same importer as `npm run catalog:import`. */
async function importDemoCatalog(prisma: PrismaClient): Promise<void> {
  for (const file of fs
    .readdirSync(CATALOG_DIR)
    .filter((name) => name.endsWith('.csv'))
    .sort()) {
    const summary = await importCatalog(fs.createReadStream(path.join(CATALOG_DIR, file)), { prisma })
    if (summary.skipped)
      throw new Error(`prisma/catalog/${file}: ${summary.skipped} bad rows (line ${summary.badRows[0]!.line})`)
  }
}

/** The catalog product a demo product was added from, with the fields the finder copies (lib/catalog/add.ts). */
async function catalogFields(db: Db, ref: { partner: string; id: string }) {
  const source = await db.affiliateProduct.findFirstOrThrow({
    where: { originalProductId: ref.id, affiliate: { name: ref.partner } },
    include: { affiliate: true },
  })
  return {
    imageUrl: source.image,
    shopName: source.affiliate.name,
    productUrl: source.productUrl,
    affiliateUrl: source.affiliateUrl,
    affiliateId: source.affiliateId,
    affiliateProductId: source.id,
  }
}

async function createUser(db: Db, name: string, email: string, role: 'USER' | 'ADMIN', passwordHash: string) {
  return db.user.create({ data: { name, email, role, passwordHash, emailConfirmedAt: new Date() } })
}

async function createList(
  db: Db,
  userId: number,
  data: {
    url: string
    firstName: string
    lastName: string
    parent1FirstName: string
    parent1LastName: string
    parent2FirstName?: string
    parent2LastName?: string
    iban: string
    birthDate: string
    city?: string
    introduction: string
  },
) {
  return db.list.create({
    data: {
      ...data,
      userId,
      birthDate: new Date(`${data.birthDate}T00:00:00Z`),
      shortCode: newShortCode(),
      ...searchColumns(data),
    },
  })
}

/** The kind of each demo gift, by its picture: the givers' filter has something to show. */
const demoCategory: Record<string, GiftCategory> = {
  autostoeltje: 'OP_STAP',
  babyfoon: 'KAMER',
  badje: 'VERZORGING',
  boekje: 'SPELEN',
  box: 'KAMER',
  draagzak: 'OP_STAP',
  fles: 'VOEDING',
  kinderstoel: 'VOEDING',
  kinderwagen: 'OP_STAP',
  knuffel: 'SPELEN',
  luiertas: 'OP_STAP',
  mobiel: 'KAMER',
  rompertjes: 'KLEDING',
  slaapzak: 'SLAPEN',
  spaarpot: 'SPAARPOT',
  speelmat: 'SPELEN',
  wieg: 'SLAPEN',
}
/** The parents' 'Toppers' among the demo gifts: the first two of each list, so the demo order stays as it was. */
const TOPPERS_PER_LIST = 2

async function createProducts(db: Db, listId: number, products: DemoProduct[], affiliateId: number | null) {
  const created = []
  for (const [weight, p] of products.entries()) {
    const parts = p.parts ? buildParts(p.price, p.parts) : []
    const product = await db.product.create({
      data: {
        listId,
        weight,
        title: p.title,
        price: centsToDecimalString(p.price),
        imageUrl: `/images/products/${p.image}.svg`,
        description: sanitizeDescription(p.description),
        cashAllowed: p.cash,
        shopAllowed: p.shop,
        shopName: p.shopName ?? null,
        productUrl: p.productUrl ?? null,
        affiliateUrl: p.affiliateUrl ?? null,
        affiliateId: p.affiliateUrl && p.shopName === 'Bol.com' ? affiliateId : null,
        ...(p.catalog ? await catalogFields(db, p.catalog) : {}),
        hidden: p.hidden ?? false,
        sold: p.sold ?? false,
        givenQuantity: p.sold && !p.parts ? 1 : 0,
        category: demoCategory[p.image] ?? null,
        topper: weight < TOPPERS_PER_LIST,
        productParts: {
          create: parts.map((part, position) => ({
            title: part.title,
            price: centsToDecimalString(part.price),
            position,
          })),
        },
      },
      include: { productParts: { orderBy: { position: 'asc' } } },
    })
    created.push({ demo: p, product })
  }
  return created
}

async function createOrder(
  db: Db,
  listId: number,
  giver: { name: string; email: string; message: string },
  lines: { productId: number; productPartId?: number; price: Prisma.Decimal; giftMethod: 'CASH' | 'SHOP' }[],
) {
  await db.order.create({
    data: {
      ...(await newOrderIdentity(db)),
      listId,
      ...giver,
      lines: { create: lines.map((l) => ({ ...l, productPartId: l.productPartId ?? null })) },
    },
  })
}

/**
 * The demo accounts and lists of the README, created anew: existing demo rows (by e-mail and slug) are removed first.
 * The demo catalog (prisma/catalog/*.csv, 313 products of 3 partners) is imported first, updated in place when it is there.
 */
export async function seedDemo(prisma: PrismaClient): Promise<void> {
  const emails = ['ouder@example.be', 'admin@example.be', 'emma@example.be']
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await importDemoCatalog(prisma)
  await prisma.$transaction(
    async (tx) => {
      // Orders first: order lines keep their products from being deleted (schema: OrderLine onDelete NoAction).
      const demoLists = { url: { in: ['noor-peeters', 'lucas-janssens'] } }
      await tx.order.deleteMany({ where: { list: demoLists } })
      await tx.list.deleteMany({ where: demoLists })
      await tx.user.deleteMany({ where: { email: { in: emails } } })
      const bol = await tx.affiliate.upsert({
        where: { name: 'Bol.com' },
        update: {},
        create: { name: 'Bol.com', url: 'https://www.bol.com' },
      })

      const sofie = await createUser(tx, 'Sofie Peeters', 'ouder@example.be', 'USER', passwordHash)
      await createUser(tx, 'Beheerder', 'admin@example.be', 'ADMIN', passwordHash)
      const emma = await createUser(tx, 'Emma Janssens', 'emma@example.be', 'USER', passwordHash)

      const noor = await createList(tx, sofie.id, {
        url: 'noor-peeters',
        firstName: 'Noor',
        lastName: 'Peeters',
        parent1FirstName: 'Sofie',
        parent1LastName: 'Peeters',
        parent2FirstName: 'Jonas',
        parent2LastName: 'Maes',
        iban: 'BE71096123456769',
        birthDate: '2026-10-14',
        city: 'Gent',
        introduction:
          'Lieve familie en vrienden,\n\nNoor is er! Ze kwam ter wereld op 14 oktober en we zijn dolgelukkig.\nWie ons graag iets schenkt, vindt hieronder wat we nog goed kunnen gebruiken.\n\nDikke knuffel,\nSofie en Jonas',
      })
      const noorProductsCreated = await createProducts(tx, noor.id, noorProducts, bol.id)
      for (const { demo, product } of noorProductsCreated) {
        if (demo.soldParts) {
          const sold = product.productParts.slice(0, demo.soldParts)
          await tx.productPart.updateMany({ where: { id: { in: sold.map((p) => p.id) } }, data: { sold: true } })
          await createOrder(
            tx,
            noor.id,
            {
              name: 'Oma Lutgarde',
              email: 'lutgarde@example.be',
              message: 'Voor onze kleine schat, veel liefs van oma en opa!',
            },
            sold.map((part) => ({
              productId: product.id,
              productPartId: part.id,
              price: part.price,
              giftMethod: 'CASH',
            })),
          )
        }
        if (demo.sold) {
          await createOrder(
            tx,
            noor.id,
            { name: 'Tante Els', email: 'els@example.be', message: 'Proficiat met jullie prachtige dochter!' },
            [{ productId: product.id, price: product.price, giftMethod: 'SHOP' }],
          )
        }
      }

      const lucas = await createList(tx, emma.id, {
        url: 'lucas-janssens',
        firstName: 'Lucas',
        lastName: 'Janssens',
        parent1FirstName: 'Emma',
        parent1LastName: 'Janssens',
        iban: 'BE14063123456783',
        birthDate: '2026-09-02',
        city: 'Antwerpen',
        introduction: 'Welkom op de geboortelijst van Lucas!\nBedankt om aan ons te denken.',
      })
      await createProducts(tx, lucas.id, lucasProducts, bol.id)
    },
    { timeout: 60_000 },
  )
}
