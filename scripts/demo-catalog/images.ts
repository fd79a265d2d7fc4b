// SVG illustrations of the demo catalog (scripts/generate-demo-catalog.ts), one per category and colour, in the
// style of public/images/products/*.svg: a 400×400 card, a tinted disc, shapes outlined in #5B4B5A.

/** The colours a product variant can have, as they are named in its title. */
export const COLOURS: Record<string, string> = {
  salie: '#B9C7A8',
  oudroze: '#E8B4B8',
  nachtblauw: '#5B6E94',
  oker: '#D9A441',
  ecru: '#EFE6D2',
  grijs: '#BFC3C7',
  beige: '#E3D3B8',
  bruin: '#B98B63',
  mint: '#BFE3D0',
  roze: '#F4B6C2',
  lichtblauw: '#A9CBEA',
  wit: '#FBF8F2',
  antraciet: '#6B6E73',
  naturel: '#D7B98E',
  terracotta: '#C9785D',
  geel: '#F3D36B',
  lila: '#C8B6E2',
  crème: '#F3E9D2',
}

const INK = '#5B4B5A'

/** `hex` mixed with white (amount > 0) or with the ink colour (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? [255, 255, 255] : [0x5b, 0x4b, 0x5a]
  const a = Math.abs(amount)
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `#${channels
    .map((c, i) =>
      Math.round(c + (target[i]! - c) * a)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`
}

type Draw = (c: string, dark: string, light: string) => string

const STAR = 'M0 -12L3.2 -4.4L11.4 -3.7L5.2 1.6L7 9.7L0 5.4L-7 9.7L-5.2 1.6L-11.4 -3.7L-3.2 -4.4Z'

/** The shapes of each category, drawn with the variant's colour `c`, a darker `dark` and a lighter `light`. */
const DRAW: Record<string, Draw> = {
  knuffel: (c, dark, light) => `
    <circle cx="142" cy="106" r="28" fill="${c}"/><circle cx="258" cy="106" r="28" fill="${c}"/>
    <ellipse cx="128" cy="258" rx="24" ry="40" transform="rotate(30 128 258)" fill="${c}"/>
    <ellipse cx="272" cy="258" rx="24" ry="40" transform="rotate(-30 272 258)" fill="${c}"/>
    <ellipse cx="200" cy="272" rx="70" ry="66" fill="${c}"/><ellipse cx="200" cy="282" rx="38" ry="36" fill="${light}"/>
    <circle cx="148" cy="328" r="26" fill="${c}"/><circle cx="252" cy="328" r="26" fill="${c}"/>
    <circle cx="200" cy="154" r="66" fill="${c}"/><ellipse cx="200" cy="178" rx="28" ry="22" fill="${light}"/>
    <path d="M190 186 Q200 196 210 186" fill="none"/>
    <circle cx="176" cy="142" r="3" fill="${INK}"/><circle cx="224" cy="142" r="3" fill="${INK}"/>
    <ellipse cx="200" cy="170" rx="8" ry="5" fill="${dark}"/>`,
  konijn: (c, dark, light) => `
    <ellipse cx="168" cy="84" rx="20" ry="56" fill="${c}"/><ellipse cx="232" cy="84" rx="20" ry="56" fill="${c}"/>
    <ellipse cx="168" cy="90" rx="8" ry="36" fill="${light}" stroke="none"/><ellipse cx="232" cy="90" rx="8" ry="36" fill="${light}" stroke="none"/>
    <ellipse cx="200" cy="270" rx="74" ry="72" fill="${c}"/><ellipse cx="200" cy="284" rx="40" ry="40" fill="${light}"/>
    <circle cx="200" cy="170" r="62" fill="${c}"/>
    <circle cx="178" cy="164" r="3" fill="${INK}"/><circle cx="222" cy="164" r="3" fill="${INK}"/>
    <path d="M192 184 L200 192 L208 184" fill="none"/><circle cx="156" cy="334" r="22" fill="${dark}"/><circle cx="244" cy="334" r="22" fill="${dark}"/>`,
  slaapzak: (c, dark, light) => `
    <path d="M130 96 Q200 70 270 96 L290 318 Q200 350 110 318 Z" fill="${c}"/>
    <path d="M160 92 Q200 132 240 92" fill="${light}"/>
    <path d="M150 100 L126 150 M250 100 L274 150" fill="none"/>
    <path d="M228 130 V300" fill="none" stroke-dasharray="4 10"/>
    <path transform="translate(170 210)" d="${STAR}" fill="${light}" stroke-width="4"/>
    <path transform="translate(160 270) scale(.7)" d="${STAR}" fill="${dark}" stroke-width="4"/>`,
  romper: (c, dark, light) => `
    <path d="M150 80 Q200 110 250 80 L318 120 L292 176 L262 162 L262 262 Q262 300 228 318 L214 340 H186 L172 318 Q138 300 138 262 V162 L108 176 L82 120 Z" fill="${c}"/>
    <path d="M170 86 Q200 116 230 86" fill="none" stroke="${dark}"/>
    <circle cx="186" cy="322" r="5" fill="${light}"/><circle cx="214" cy="322" r="5" fill="${light}"/>
    <path d="M170 200 Q200 230 230 200" fill="none" stroke="${dark}" stroke-dasharray="2 12"/>`,
  kinderwagen: (c, dark) => `
    <path d="M160 262 L145 310 M240 262 L255 310" fill="none"/><path d="M296 186 L326 128 H350" fill="none"/>
    <path d="M96 182 H304 Q304 268 200 268 Q96 268 96 182 Z" fill="${c}"/>
    <path d="M96 182 A104 104 0 0 1 200 78 V182 Z" fill="${dark}"/><path d="M200 182 L126 108 M200 182 L166 86" fill="none"/>
    <circle cx="145" cy="310" r="28" fill="#FFFFFF"/><circle cx="255" cy="310" r="28" fill="#FFFFFF"/>
    <circle cx="145" cy="310" r="7" fill="${INK}"/><circle cx="255" cy="310" r="7" fill="${INK}"/>`,
  autostoel: (c, dark, light) => `
    <rect x="104" y="300" width="192" height="30" rx="12" fill="${light}"/>
    <path d="M136 62 H264 Q298 62 298 96 V304 H102 V96 Q102 62 136 62 Z" fill="${c}"/>
    <rect x="140" y="104" width="120" height="190" rx="26" fill="${light}"/>
    <rect x="88" y="96" width="40" height="100" rx="20" fill="${dark}"/><rect x="272" y="96" width="40" height="100" rx="20" fill="${dark}"/>
    <path d="M172 142 L192 250 M228 142 L208 250" fill="none" stroke-width="10"/>
    <rect x="186" y="238" width="28" height="28" rx="7" fill="#FBE3A1"/>`,
  bad: (c, dark, light) => `
    <path d="M132 306 L114 344 M268 306 L286 344" fill="none"/>
    <path d="M84 204 H316 L298 288 Q293 310 270 310 H130 Q107 310 102 288 Z" fill="${c}"/>
    <rect x="70" y="188" width="260" height="24" rx="12" fill="${light}"/>
    <circle cx="140" cy="164" r="18" fill="#FFFFFF"/><circle cx="166" cy="140" r="10" fill="#FFFFFF"/>
    <circle cx="286" cy="160" r="16" fill="#FFFFFF"/><path d="M150 250 H250" fill="none" stroke="${dark}" stroke-dasharray="0 20"/>`,
  fles: (c, dark, light) => `
    <path d="M172 128 Q172 102 188 96 Q186 66 200 64 Q214 66 212 96 Q228 102 228 128 Z" fill="#F6D9A8"/>
    <rect x="150" y="146" width="100" height="192" rx="34" fill="#FFFFFF"/>
    <path d="M156 210 H244 V304 Q244 332 216 332 H184 Q156 332 156 304 Z" fill="${light}" stroke="none"/>
    <path d="M226 232 H244 M232 256 H244 M226 280 H244" fill="none" stroke-width="4"/>
    <rect x="140" y="122" width="120" height="36" rx="12" fill="${c}"/><circle cx="200" cy="286" r="14" fill="${dark}" stroke-width="4"/>`,
  wieg: (c, dark, light) => `
    <path d="M90 150 H310 V280 H90 Z" fill="${light}"/>
    <path d="M90 150 V330 M310 150 V330" fill="none"/>
    <path d="M120 150 V280 M150 150 V280 M180 150 V280 M210 150 V280 M240 150 V280 M270 150 V280" fill="none" stroke="${dark}"/>
    <rect x="84" y="136" width="232" height="20" rx="10" fill="${c}"/><rect x="84" y="270" width="232" height="24" rx="10" fill="${c}"/>
    <path d="M116 330 Q200 360 284 330" fill="none"/>`,
  speelmat: (c, dark, light) => `
    <ellipse cx="200" cy="300" rx="150" ry="44" fill="${c}"/>
    <path d="M80 300 Q80 110 200 110 Q320 110 320 300" fill="none" stroke-width="14" stroke="${dark}"/>
    <path d="M160 116 V170 M240 116 V170 M200 110 V200" fill="none" stroke-width="4"/>
    <circle cx="160" cy="184" r="16" fill="${light}"/><path transform="translate(240 186)" d="${STAR}" fill="#FBE3A1" stroke-width="4"/>
    <circle cx="200" cy="214" r="14" fill="#F7C6D0"/>`,
  speelgoed: (c, dark, light) => `
    <circle cx="200" cy="160" r="86" fill="none" stroke-width="22" stroke="${c}"/>
    <circle cx="200" cy="160" r="86" fill="none"/><circle cx="200" cy="160" r="64" fill="none"/>
    <rect x="176" y="232" width="48" height="104" rx="22" fill="${dark}"/>
    <circle cx="150" cy="110" r="14" fill="${light}"/><circle cx="258" cy="132" r="12" fill="#FBE3A1"/>`,
  boek: (c, dark, light) => `
    <path d="M200 110 Q150 86 90 98 V306 Q150 294 200 318 Z" fill="${c}"/>
    <path d="M200 110 Q250 86 310 98 V306 Q250 294 200 318 Z" fill="${light}"/>
    <path d="M200 110 V318" fill="none"/>
    <circle cx="144" cy="190" r="26" fill="${light}"/><path d="M236 160 H280 M236 190 H280 M236 220 H268" fill="none" stroke="${dark}"/>`,
  verzorging: (c, dark, light) => `
    <rect x="100" y="170" width="96" height="150" rx="20" fill="${c}"/><rect x="118" y="140" width="60" height="34" rx="8" fill="${dark}"/>
    <path d="M222 120 H290 L300 320 H212 Z" fill="#FFFFFF"/><rect x="236" y="92" width="40" height="30" rx="6" fill="${dark}"/>
    <rect x="120" y="220" width="56" height="40" rx="8" fill="${light}"/><path d="M228 200 H284" fill="none" stroke="${c}" stroke-width="10"/>`,
  speen: (c, dark, light) => `
    <ellipse cx="200" cy="250" rx="110" ry="60" fill="${c}"/>
    <ellipse cx="200" cy="180" rx="34" ry="54" fill="#F6D9A8"/>
    <circle cx="200" cy="300" r="40" fill="none" stroke-width="12" stroke="${dark}"/>
    <circle cx="150" cy="250" r="10" fill="${light}"/><circle cx="250" cy="250" r="10" fill="${light}"/>`,
  draagzak: (c, dark, light) => `
    <path d="M140 70 Q130 150 150 190 M260 70 Q270 150 250 190" fill="none" stroke-width="18" stroke="${dark}"/>
    <path d="M130 170 H270 L284 300 Q200 340 116 300 Z" fill="${c}"/>
    <rect x="96" y="250" width="208" height="30" rx="14" fill="${dark}"/>
    <circle cx="200" cy="140" r="34" fill="#F6D9A8"/><path d="M150 200 Q200 220 250 200" fill="none" stroke="${light}"/>`,
  kinderstoel: (c, dark) => `
    <path d="M140 70 L120 340 M260 70 L290 340" fill="none" stroke-width="14" stroke="${c}"/>
    <path d="M140 70 L120 340 M260 70 L290 340" fill="none"/>
    <rect x="126" y="170" width="150" height="18" rx="8" fill="${dark}"/><rect x="122" y="250" width="162" height="18" rx="8" fill="${dark}"/>
    <rect x="136" y="90" width="128" height="16" rx="8" fill="${dark}"/><path d="M120 340 H290" fill="none"/>`,
  babyfoon: (c, dark, light) => `
    <rect x="110" y="110" width="120" height="210" rx="30" fill="${c}"/><path d="M200 110 L214 62" fill="none"/>
    <rect x="128" y="136" width="84" height="70" rx="10" fill="${light}"/>
    <circle cx="170" cy="260" r="24" fill="${dark}"/>
    <path d="M262 150 Q290 190 262 230 M282 130 Q320 190 282 250" fill="none"/>`,
  luiertas: (c, dark, light) => `
    <path d="M150 130 Q150 70 200 70 Q250 70 250 130" fill="none" stroke-width="14" stroke="${dark}"/>
    <rect x="94" y="126" width="212" height="200" rx="30" fill="${c}"/>
    <rect x="126" y="220" width="148" height="76" rx="14" fill="${light}"/><path d="M94 180 H306" fill="none" stroke="${dark}"/>`,
  deken: (c, dark, light) => `
    <path d="M86 120 H314 V300 Q200 330 86 300 Z" fill="${c}"/>
    <path d="M86 170 H314 M86 220 H314 M86 270 H314 M140 120 V310 M200 120 V316 M260 120 V310" fill="none" stroke="${light}" stroke-width="4"/>
    <path d="M86 120 H314 V300 Q200 330 86 300 Z" fill="none"/><path d="M250 120 L314 184 V120 Z" fill="${dark}"/>`,
  mobiel: (c, dark, light) => `
    <path d="M200 60 V110 M110 110 H290 M110 110 V170 M170 110 V210 M230 110 V190 M290 110 V160" fill="none" stroke-width="4"/>
    <path transform="translate(110 186) scale(1.4)" d="${STAR}" fill="${c}" stroke-width="4"/>
    <circle cx="170" cy="232" r="22" fill="${light}"/><path d="M210 200 Q230 176 250 200 Q230 226 210 200 Z" fill="${dark}"/>
    <path d="M266 174 A26 26 0 1 0 304 160 A20 20 0 1 1 266 174 Z" fill="#FBE3A1"/>`,
  nachtlampje: (c, dark, light) => `
    <circle cx="200" cy="180" r="104" fill="${light}"/>
    <path d="M244 98 A92 92 0 1 0 286 226 A74 74 0 1 1 244 98 Z" fill="${c}"/>
    <rect x="150" y="290" width="100" height="40" rx="14" fill="${dark}"/>
    <path transform="translate(150 130) scale(.8)" d="${STAR}" fill="#FBE3A1" stroke-width="4"/>`,
  box: (c, dark, light) => `
    <rect x="90" y="120" width="220" height="180" rx="10" fill="${light}"/>
    <path d="M120 120 V300 M150 120 V300 M180 120 V300 M220 120 V300 M250 120 V300 M280 120 V300" fill="none" stroke="${dark}"/>
    <rect x="82" y="106" width="236" height="22" rx="10" fill="${c}"/><rect x="82" y="290" width="236" height="24" rx="10" fill="${c}"/>
    <circle cx="100" cy="336" r="12" fill="#FFFFFF"/><circle cx="300" cy="336" r="12" fill="#FFFFFF"/>`,
}

export const CATEGORIES = Object.keys(DRAW)

/** The SVG of `category` in `colour` (a key of COLOURS), titled for screen readers. */
export function illustration(category: string, colour: string, title: string): string {
  const draw = DRAW[category]
  const c = COLOURS[colour]
  if (!draw || !c) throw new Error(`No illustration for ${category}/${colour}`)
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img">
  <title>${escaped}</title>
  <rect width="400" height="400" rx="48" fill="#FDF6EE"/>
  <circle cx="200" cy="200" r="160" fill="${shade(c, 0.72)}"/>
  <ellipse cx="200" cy="348" rx="120" ry="10" fill="${INK}" fill-opacity=".08"/>
  <g stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${draw(c, shade(c, -0.25), shade(c, 0.5))}
  </g>
</svg>
`
}
