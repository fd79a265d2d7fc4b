// The products of the demo catalog (scripts/generate-demo-catalog.ts): base products of Belgian and Dutch baby shops,
// each in its colours and sizes. The shops are made up and their addresses end in .example (RFC 2606), so the demo
// never sends anyone to a real shop's page that does not exist or a tracking link in a real partner's name.

export type PartnerKey = 'babyhuis' | 'wiegje' | 'kraamkado'

export interface Partner {
  name: string
  prefix: string
  productUrl(slug: string, sku: string): string
  /** The tracking link, or '' for a partner without one. */
  affiliateUrl(productUrl: string, sku: string): string
  /** Added to every price of this shop, in cents: the same product costs a little more or less elsewhere. */
  priceDelta: number
}

export const PARTNERS: Record<PartnerKey, Partner> = {
  babyhuis: {
    name: 'Babyhuis Antwerpen',
    prefix: 'BH',
    productUrl: (slug, sku) => `https://www.babyhuis-antwerpen.example/p/${slug}-${sku.toLowerCase()}`,
    affiliateUrl: (_url, sku) => `https://partners.babyhuis-antwerpen.example/klik?bron=geboortelijst&product=${sku}`,
    priceDelta: 0,
  },
  wiegje: {
    name: 'Het Wiegje',
    prefix: 'HW',
    productUrl: (slug) => `https://www.hetwiegje.example/nl/${slug}`,
    affiliateUrl: (url) => `https://track.affiliatenet.example/c?m=hetwiegje&sub=geboortelijst&url=${encodeURIComponent(url)}`,
    priceDelta: 100,
  },
  kraamkado: {
    name: 'Kraamkado.nl',
    prefix: 'KK',
    productUrl: (slug) => `https://www.kraamkado.example/product/${slug}`,
    affiliateUrl: () => '',
    priceDelta: -50,
  },
}

export interface BaseProduct {
  /** Illustration (scripts/demo-catalog/images.ts). */
  category: string
  brand: string
  /** The name after the brand; `{kleur}` and `{maat}` are filled in per variant. */
  name: string
  /** In cents, for the first size. */
  price: number
  description: string
  colours: string[]
  /** Sizes, each a little dearer than the one before. */
  sizes?: string[]
  sizeStep?: number
  partners: PartnerKey[]
}

const ALL: PartnerKey[] = ['babyhuis', 'wiegje', 'kraamkado']

export const BASE_PRODUCTS: BaseProduct[] = [
  // Knuffels
  { category: 'knuffel', brand: 'Jollein', name: 'Knuffelbeer {kleur} 30 cm', price: 2495, colours: ['bruin', 'beige', 'crème', 'oudroze'], partners: ['wiegje', 'kraamkado'],
    description: 'Een zachte knuffelbeer van pluche om mee in slaap te vallen.\nWasbaar op 30 °C en veilig vanaf de geboorte.' },
  { category: 'konijn', brand: 'Nattou', name: 'Knuffelkonijn {kleur}', price: 1995, colours: ['grijs', 'roze', 'mint', 'ecru'], partners: ALL,
    description: 'Een lief konijntje met lange oren, gemaakt van biologisch katoen.' },
  { category: 'knuffel', brand: 'Done by Deer', name: 'Knuffeldoekje beer {kleur}', price: 1495, colours: ['oker', 'salie', 'beige'], partners: ['wiegje'],
    description: 'Knuffel en doekje in één: klein genoeg voor kleine handjes, groot genoeg om mee te knuffelen.' },
  { category: 'konijn', brand: 'Jellycat', name: 'Bashful konijn {kleur} medium', price: 2995, colours: ['crème', 'lichtblauw', 'lila', 'beige'], partners: ['babyhuis', 'wiegje'],
    description: 'Het bekende konijn met de zachte vacht en de slappe oortjes. Een knuffel voor het leven.' },
  // Slapen
  { category: 'slaapzak', brand: 'Jollein', name: 'Slaapzak {maat} {kleur} – TOG 2.5', price: 3995, colours: ['salie', 'oudroze', 'nachtblauw', 'oker'], sizes: ['70 cm', '90 cm', '110 cm'], sizeStep: 500, partners: ['babyhuis', 'wiegje'],
    description: 'Gevoerde slaapzak voor het hele jaar (TOG 2.5) met een rits opzij, zodat verschonen makkelijk gaat.\nZonder mouwen, met drukknopen op de schouders.' },
  { category: 'slaapzak', brand: 'Lässig', name: 'Zomerslaapzak {maat} {kleur} – TOG 0.5', price: 2995, colours: ['mint', 'ecru', 'lichtblauw'], sizes: ['70 cm', '90 cm'], sizeStep: 400, partners: ['kraamkado'],
    description: 'Lichte slaapzak van mousseline voor warme nachten.' },
  { category: 'wieg', brand: 'Childhome', name: 'Wieg Evolux {kleur}', price: 19900, colours: ['naturel', 'wit', 'antraciet'], partners: ['babyhuis'],
    description: 'Een houten wieg die later een bankje wordt. Inclusief matras en wielen met rem.' },
  { category: 'wieg', brand: 'Chicco', name: 'Co-sleeper Next2Me Magic {kleur}', price: 21900, colours: ['grijs', 'nachtblauw'], partners: ['babyhuis', 'kraamkado'],
    description: 'Bedje dat je naast je eigen bed vastmaakt: je baby slaapt dichtbij, in een eigen veilig plekje.\nIn hoogte verstelbaar, met schommelfunctie.' },
  { category: 'box', brand: 'Quax', name: 'Ledikant Loft 60 x 120 cm {kleur}', price: 24900, colours: ['wit', 'naturel'], partners: ['babyhuis'],
    description: 'Stevig ledikant met een bodem in drie hoogtes en twee uitneembare spijltjes.' },
  { category: 'deken', brand: 'Jollein', name: 'Hoeslaken 60 x 120 cm {kleur} (2 stuks)', price: 2495, colours: ['salie', 'wit', 'oudroze', 'grijs'], partners: ALL,
    description: 'Twee zachte jersey hoeslakens met elastiek rondom.' },
  { category: 'deken', brand: 'Jollein', name: 'Ledikantdeken wafel {kleur}', price: 3995, colours: ['oker', 'salie', 'ecru', 'terracotta'], partners: ['wiegje', 'kraamkado'],
    description: 'Een luchtige wafeldeken van katoen, warm in de winter en koel in de zomer.' },
  { category: 'deken', brand: 'Cam Cam Copenhagen', name: 'Hydrofiele doeken {kleur} (set van 3)', price: 1995, colours: ['beige', 'mint', 'roze', 'lichtblauw', 'crème'], partners: ALL,
    description: 'Het handigste wat er is: als spuugdoekje, als zonnescherm of als dekentje. 70 x 70 cm.' },
  { category: 'deken', brand: 'Aden + Anais', name: 'Swaddle inbakerdoek {kleur}', price: 1795, colours: ['salie', 'lila', 'geel'], partners: ['kraamkado'],
    description: 'Groot mousseline doek om je baby in te bakeren: geeft een veilig gevoel bij het inslapen.' },
  { category: 'nachtlampje', brand: 'Little Dutch', name: 'Nachtlampje maan {kleur}', price: 3495, colours: ['geel', 'roze', 'lichtblauw'], partners: ['wiegje', 'kraamkado'],
    description: 'Een zacht nachtlampje met een dimbaar licht en een timer van 30 minuten.\nOplaadbaar met USB-C.' },
  { category: 'mobiel', brand: 'Jollein', name: 'Muziekmobiel sterren {kleur}', price: 4495, colours: ['oker', 'salie', 'grijs'], partners: ['babyhuis', 'wiegje'],
    description: 'Mobiel met vilten sterren en een speeldoos met een rustig slaapliedje.' },
  // Kleding
  { category: 'romper', brand: 'Noppies', name: 'Rompertjes {kleur} maat {maat} (set van 3)', price: 2495, colours: ['wit', 'ecru', 'salie', 'lichtblauw'], sizes: ['50/56', '62/68', '74/80'], sizeStep: 200, partners: ['wiegje', 'kraamkado'],
    description: 'Drie rompertjes met korte mouwen van biologisch katoen, met drukknopjes in het kruis.' },
  { category: 'romper', brand: 'Petit Bateau', name: 'Boxpakje fluweel {kleur} maat {maat}', price: 3495, colours: ['roze', 'nachtblauw', 'ecru'], sizes: ['50/56', '62/68'], sizeStep: 300, partners: ['babyhuis'],
    description: 'Een warm boxpakje met voetjes, rits tot aan de hals en een zacht fluwelen gevoel.' },
  { category: 'romper', brand: 'Feetje', name: 'Pyjama gestreept {kleur} maat {maat}', price: 2295, colours: ['mint', 'lichtblauw', 'roze'], sizes: ['62/68', '74/80'], sizeStep: 200, partners: ['kraamkado'],
    description: 'Tweedelige pyjama met een elastische tailleband.' },
  // Onderweg
  { category: 'kinderwagen', brand: 'Joolz', name: 'Kinderwagen Day+ {kleur}', price: 94900, colours: ['antraciet', 'beige', 'nachtblauw'], partners: ['babyhuis'],
    description: 'Complete kinderwagen met reiswieg en zitje: wendbaar in de stad en comfortabel op kasseien.\nInclusief regenhoes en boodschappenmand.' },
  { category: 'kinderwagen', brand: 'Cybex', name: 'Buggy Libelle {kleur}', price: 29900, colours: ['grijs', 'beige', 'antraciet'], partners: ['babyhuis', 'kraamkado'],
    description: 'Ultracompacte buggy die als handbagage mee op het vliegtuig mag. Vanaf 6 maanden.' },
  { category: 'kinderwagen', brand: 'Bugaboo', name: 'Combi-kinderwagen Fox 5 {kleur}', price: 114900, colours: ['antraciet', 'nachtblauw', 'beige'], partners: ['babyhuis', 'wiegje'],
    description: 'Alles-in-één kinderwagen met volledige vering, voor elke ondergrond.' },
  { category: 'autostoel', brand: 'Maxi-Cosi', name: 'Autostoel Pebble 360 i-Size {kleur}', price: 29900, colours: ['antraciet', 'grijs', 'beige'], partners: ['babyhuis', 'kraamkado'],
    description: 'Draaibaar autostoeltje voor baby’s van 40 tot 83 cm (ongeveer 0 tot 15 maanden), i-Size goedgekeurd.' },
  { category: 'autostoel', brand: 'Maxi-Cosi', name: 'Isofix-basis FamilyFix 360 {kleur}', price: 24900, colours: ['antraciet'], partners: ['babyhuis'],
    description: 'De basis waarop het autostoeltje in één klik vastzit en 360° draait.' },
  { category: 'autostoel', brand: 'Cybex', name: 'Autostoel Sirona T i-Size {kleur}', price: 44900, colours: ['antraciet', 'beige'], partners: ['babyhuis'],
    description: 'Meegroeiende autostoel van 45 tot 105 cm, draaibaar en met een ligstand.' },
  { category: 'draagzak', brand: 'Ergobaby', name: 'Draagzak Omni Breeze {kleur}', price: 17900, colours: ['nachtblauw', 'grijs', 'salie', 'terracotta'], partners: ALL,
    description: 'Ergonomische draagzak vanaf de geboorte, met een ademend net voor warme dagen.\nVier draaghoudingen.' },
  { category: 'draagzak', brand: 'Boba', name: 'Draagdoek geweven {kleur}', price: 8995, colours: ['oker', 'grijs', 'lila'], partners: ['wiegje'],
    description: 'Een geweven draagdoek van 4,6 m voor alle knopen, met handleiding.' },
  { category: 'luiertas', brand: 'Lässig', name: 'Luiertas Green Label {kleur}', price: 6995, colours: ['antraciet', 'beige', 'salie', 'oudroze'], partners: ['babyhuis', 'kraamkado'],
    description: 'Ruime luiertas met verschoonmatje, geïsoleerd flessenvak en buggyhaken.' },
  // Eten en drinken
  { category: 'fles', brand: 'Philips Avent', name: 'Zuigfles anti-koliek 260 ml {kleur} (set van 3)', price: 2799, colours: ['lichtblauw', 'roze', 'wit'], partners: ALL,
    description: 'Zuigflessen met een ventiel dat krampjes en lucht in het buikje helpt voorkomen.' },
  { category: 'fles', brand: 'Difrax', name: 'Glazen zuigfles S-fles 240 ml {kleur}', price: 1295, colours: ['wit', 'mint'], partners: ['kraamkado'],
    description: 'De bekende gebogen fles van Difrax, nu in glas.' },
  { category: 'fles', brand: 'Philips Avent', name: 'Flessenwarmer snel {kleur}', price: 3995, colours: ['wit'], partners: ['babyhuis', 'kraamkado'],
    description: 'Warmt melk gelijkmatig op in ongeveer drie minuten en houdt ze warm.' },
  { category: 'fles', brand: 'Tommee Tippee', name: 'Sterilisator voor de microgolf {kleur}', price: 2495, colours: ['wit', 'lichtblauw'], partners: ['kraamkado'],
    description: 'Steriliseert tot vier flessen in vier minuten, zonder chemicaliën.' },
  { category: 'kinderstoel', brand: 'Stokke', name: 'Kinderstoel Tripp Trapp {kleur}', price: 25900, colours: ['naturel', 'wit', 'antraciet', 'salie'], partners: ['babyhuis', 'wiegje'],
    description: 'De stoel die meegroeit van baby tot volwassene, van massief beukenhout.' },
  { category: 'kinderstoel', brand: 'Stokke', name: 'Newborn Set Tripp Trapp {kleur}', price: 11900, colours: ['grijs'], partners: ['babyhuis'],
    description: 'Wipstoeltje dat op de Tripp Trapp klikt, zodat je baby mee aan tafel zit vanaf de geboorte.' },
  { category: 'kinderstoel', brand: 'Childhome', name: 'Eetstoel Evosit {kleur}', price: 8995, colours: ['naturel', 'wit'], partners: ['kraamkado'],
    description: 'Houten eetstoel met een afneembaar tafeltje en een kussen.' },
  // Verzorging en bad
  { category: 'bad', brand: 'Stokke', name: 'Badje Flexi Bath {kleur}', price: 4995, colours: ['wit', 'lichtblauw', 'grijs'], partners: ['babyhuis', 'kraamkado'],
    description: 'Opvouwbaar badje dat plat in de kast past. Met een warmtegevoelige afvoerstop.' },
  { category: 'bad', brand: 'Jollein', name: 'Badcape badstof {kleur}', price: 1995, colours: ['salie', 'oudroze', 'wit', 'oker'], partners: ALL,
    description: 'Zachte badcape met kapje, 75 x 75 cm, van katoenen badstof.' },
  { category: 'bad', brand: 'Bébé-Jou', name: 'Badstandaard voor badje {kleur}', price: 3995, colours: ['wit', 'antraciet'], partners: ['babyhuis'],
    description: 'Een standaard die het badje op werkhoogte brengt: goed voor je rug.' },
  { category: 'verzorging', brand: 'Weleda', name: 'Billencrème calendula 75 ml', price: 995, colours: ['geel'], partners: ['kraamkado', 'wiegje'],
    description: 'Crème met calendula die de gevoelige babyhuid beschermt tegen rode billetjes.' },
  { category: 'verzorging', brand: 'Mustela', name: 'Crème voor het gezichtje 40 ml', price: 1295, colours: ['lichtblauw'], partners: ['kraamkado'],
    description: 'Verzorgende crème voor de droge babyhuid, zonder parfum.' },
  { category: 'verzorging', brand: 'Naïf', name: 'Verzorgingsset baby (shampoo, wasgel en crème)', price: 2495, colours: ['mint', 'crème'], partners: ['kraamkado', 'wiegje'],
    description: 'Een cadeauset met milde producten op basis van katoenzaadolie.' },
  { category: 'verzorging', brand: 'Safety 1st', name: 'Verzorgingsset nagelschaartje en borstel {kleur}', price: 1495, colours: ['roze', 'lichtblauw', 'wit'], partners: ['babyhuis', 'kraamkado'],
    description: 'Nagelknipper, schaartje, borstel en kam in een handig etui.' },
  { category: 'speen', brand: 'MAM', name: 'Fopspeen Original 0-6 maanden {kleur} (2 stuks)', price: 995, colours: ['roze', 'lichtblauw', 'mint', 'beige'], partners: ['kraamkado', 'babyhuis'],
    description: 'Orthodontische fopspeen van zijdezacht silicone, met een sterilisatiedoosje.' },
  { category: 'speen', brand: 'Jollein', name: 'Speenkoord {kleur}', price: 895, colours: ['oker', 'salie', 'oudroze'], partners: ['wiegje'],
    description: 'Houdt de fopspeen binnen handbereik. Met houten kraaltjes en een veilige clip.' },
  { category: 'babyfoon', brand: 'Philips Avent', name: 'Babyfoon met camera Connected {kleur}', price: 19900, colours: ['wit'], partners: ['babyhuis', 'kraamkado'],
    description: 'Videobabyfoon met app: kijk en luister ook als je niet thuis bent.\nMet nachtzicht en temperatuursensor.' },
  { category: 'babyfoon', brand: 'Alecto', name: 'Babyfoon audio DECT {kleur}', price: 5995, colours: ['wit', 'grijs'], partners: ['babyhuis'],
    description: 'Eenvoudige babyfoon zonder storing, met een bereik tot 300 meter.' },
  // Spelen en lezen
  { category: 'speelmat', brand: 'Little Dutch', name: 'Speelmat met boog {kleur}', price: 7900, colours: ['oudroze', 'lichtblauw', 'salie'], partners: ['wiegje', 'kraamkado'],
    description: 'Speelkleed met een boog vol hangertjes: een spiegeltje, een rammelaar en een knisperblad.' },
  { category: 'speelmat', brand: 'Jollein', name: 'Boxkleed {kleur} 75 x 95 cm', price: 3995, colours: ['oker', 'grijs', 'beige'], partners: ['babyhuis', 'wiegje'],
    description: 'Gewatteerd boxkleed met antislip-noppen.' },
  { category: 'box', brand: 'Childhome', name: 'Box Tipi hout 75 x 95 cm {kleur}', price: 16900, colours: ['naturel', 'wit'], partners: ['babyhuis'],
    description: 'Houten box met een bodem in twee hoogtes en wieltjes met rem.' },
  { category: 'speelgoed', brand: 'Sophie la girafe', name: 'Bijtring Sophie {kleur}', price: 1995, colours: ['geel', 'oker'], partners: ALL,
    description: 'De bekende bijtgiraf van natuurrubber, om op te bijten als de tandjes komen.' },
  { category: 'speelgoed', brand: 'Hevea', name: 'Bijtring {kleur} natuurrubber', price: 1295, colours: ['mint', 'roze', 'lichtblauw'], partners: ['kraamkado'],
    description: 'Een zachte bijtring zonder plastic, veilig om op te kauwen.' },
  { category: 'speelgoed', brand: 'Plan Toys', name: 'Rammelaar hout {kleur}', price: 1495, colours: ['naturel', 'geel', 'mint'], partners: ['wiegje'],
    description: 'Houten rammelaar met kraaltjes die zacht tikken.' },
  { category: 'boek', brand: 'Dick Bruna', name: 'Prentenboek ‘Nijntje in de speeltuin’', price: 1250, colours: ['geel'], partners: ['wiegje', 'kraamkado'],
    description: 'Het vrolijke kartonboekje over Nijntje, voor de allerkleinsten.' },
  { category: 'boek', brand: 'Eric Carle', name: 'Prentenboek ‘Rupsje Nooitgenoeg’', price: 1499, colours: ['mint'], partners: ['wiegje'],
    description: 'Het klassieke boek over de rups die maar blijft eten, met gaatjes om door te kijken.' },
  { category: 'boek', brand: 'Jet Boeke', name: 'Prentenboek ‘Dikkie Dik’ kartonboek', price: 1099, colours: ['oker'], partners: ['kraamkado'],
    description: 'De avonturen van de grote rode kat, om samen voor te lezen.' },
  { category: 'boek', brand: 'Jollein', name: 'Stoffen knisperboekje {kleur}', price: 1495, colours: ['salie', 'oudroze', 'lichtblauw'], partners: ['wiegje', 'kraamkado'],
    description: 'Zacht boekje met knisperblaadjes en een spiegeltje, wasbaar.' },
]
