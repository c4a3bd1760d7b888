// The catalogue's pictures (issue 37, decision 0345): no photo library is reachable, so each
// product family has one flat illustration, drawn here in the product's own colour, and each
// homepage banner a wider scene with no words in it (the carousel writes the title in the page's
// language over it). `UPDATE_PICTURES=1 vitest run scripts/pictures.test.ts` writes them to
// public/pictures/; the test fails when a committed file differs from what this draws.
// Products draw in a 240 x 160 box (3:2, the homepage card's), the subject kept in the middle
// 160 x 160 so that a square crop (the lists' thumbnails) keeps it whole.
import type { Product } from '../src/api/contracts/product-entities'
import { bannerPicturePath, MISSING_PICTURE_PATH, productPicturePath } from '../src/lib/paths'

type Family =
  | 'dumpling'
  | 'bun'
  | 'springRoll'
  | 'shrimp'
  | 'fish'
  | 'rings'
  | 'meatballs'
  | 'bowl'
  | 'cup'
  | 'bottle'
  | 'pouch'
  | 'can'
  | 'deli'

/** Each regular product's family and colour (the promotion products take their first main item's). */
export const LOOKS: Readonly<Record<string, readonly [Family, string]>> = {
  FZ001: ['dumpling', '#e8837a'],
  FZ002: ['dumpling', '#d4a373'],
  FZ003: ['springRoll', '#d98c3a'],
  FZ004: ['springRoll', '#b5652a'],
  FZ005: ['shrimp', '#f08a5d'],
  FZ006: ['fish', '#8fa9bf'],
  FZ007: ['rings', '#d9b96e'],
  FZ008: ['bun', '#f2b84b'],
  FZ009: ['meatballs', '#c8412f'],
  SS001: ['bottle', '#b5651d'],
  SS002: ['bottle', '#e59866'],
  SS003: ['bottle', '#5d4037'],
  SS004: ['bottle', '#d62828'],
  SS005: ['pouch', '#e76f51'],
  SS006: ['pouch', '#2a9d8f'],
  SS007: ['bottle', '#4e342e'],
  MI001: ['bowl', '#e63946'],
  MI002: ['bowl', '#f4a261'],
  MI003: ['bowl', '#8d6e63'],
  MI004: ['bowl', '#d4a017'],
  MI005: ['bowl', '#c1440e'],
  MI006: ['cup', '#1d7fb8'],
  CN001: ['can', '#c0392b'],
  CN002: ['can', '#1f6fb2'],
  CN003: ['can', '#8e5a3c'],
  CN004: ['can', '#b3541e'],
  CN005: ['can', '#c9a227'],
  DR001: ['pouch', '#c9a66b'],
  DR002: ['pouch', '#6b8f5a'],
  DR003: ['pouch', '#4a3b35'],
  DR004: ['shrimp', '#e07a5f'],
  CH001: ['deli', '#f0a8a0'],
  CH002: ['deli', '#d2553c'],
  CH003: ['deli', '#e8c39e'],
}

// ---------------------------------------------------------------------------------------------
// Colours

const channels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const hexOf = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
/** `hex` moved a share `t` of the way to `to`. */
const mix = (hex: string, to: string, t: number): string => {
  const a = channels(hex)
  const b = channels(to)
  return hexOf(a.map((c, i) => c + ((b[i] ?? 0) - c) * t))
}
const light = (hex: string, t: number) => mix(hex, '#ffffff', t)
const dark = (hex: string, t: number) => mix(hex, '#000000', t)

// ---------------------------------------------------------------------------------------------
// The families, each in the 240 x 160 box around (120, 86)

const plate =
  '<ellipse cx="120" cy="110" rx="86" ry="24" fill="#fff"/><ellipse cx="120" cy="108" rx="70" ry="17" fill="#f1f1f1"/>'
const steam = (x: number) =>
  `<path d="M${x} 40c-6-8 6-12 0-20M${x + 14} 42c-6-8 6-12 0-20" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`

const FAMILIES: Readonly<Record<Family, (c: string) => string>> = {
  dumpling: (c) =>
    `<rect x="46" y="96" width="148" height="26" rx="6" fill="#c8a26a"/><path d="M46 106h148" stroke="#a7824c" stroke-width="2"/>` +
    `<ellipse cx="120" cy="96" rx="74" ry="16" fill="#e3c58f"/><ellipse cx="120" cy="96" rx="64" ry="11" fill="#f7ecd6"/>` +
    `<defs><path id="d" d="M-22 0Q0-46 22 0Z"/></defs>` +
    [86, 154, 120]
      .map(
        (x) =>
          `<use href="#d" x="${x}" y="${x === 120 ? 102 : 96}" fill="${light(c, 0.55)}" stroke="${dark(c, 0.15)}" stroke-width="2"/>` +
          `<path d="M${x - 8} ${x === 120 ? 80 : 74}l4 6M${x} ${x === 120 ? 76 : 70}v7M${x + 8} ${x === 120 ? 80 : 74}l-4 6" stroke="${dark(c, 0.15)}" stroke-width="2" stroke-linecap="round"/>`,
      )
      .join('') +
    steam(112),
  bun: (c) =>
    `<rect x="50" y="98" width="140" height="20" rx="4" fill="${light(c, 0.25)}"/>` +
    `<defs><path id="b" d="M-30 0a30 26 0 0 1 60 0z"/></defs>` +
    [
      [88, 102],
      [152, 102],
      [120, 108],
    ]
      .map(
        ([x, y]) =>
          `<use href="#b" x="${x}" y="${y}" fill="#fbf7ef" stroke="#c9b48a" stroke-width="2"/>` +
          `<path d="M${x! - 10} ${y! - 18}q10-10 20 0" stroke="#c9b48a" stroke-width="2" fill="none"/><circle cx="${x}" cy="${y! - 24}" r="4" fill="${c}"/>`,
      )
      .join('') +
    steam(112),
  springRoll: (c) =>
    plate +
    `<path d="M66 100q-10-16 8-22q14 4 18 14z" fill="#6a994e"/>` +
    [
      [100, 90, -14],
      [124, 104, -14],
      [148, 92, -14],
    ]
      .map(
        ([x, y, a]) =>
          `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-36" y="-10" width="72" height="20" rx="10" fill="${c}" stroke="${dark(c, 0.2)}" stroke-width="2"/>` +
          `<path d="M-22-8v16M-8-9v18M6-9v18M20-8v16" stroke="${light(c, 0.35)}" stroke-width="2"/></g>`,
      )
      .join(''),
  shrimp: (c) =>
    plate +
    `<path d="M92 60c-22 36 10 66 48 54 20-6 30-26 22-46" stroke="${c}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M92 60c-22 36 10 66 48 54 20-6 30-26 22-46" stroke="${light(c, 0.45)}" stroke-width="26" fill="none" stroke-dasharray="3 13"/>` +
    `<path d="M162 68l16-22-28 6z" fill="${dark(c, 0.1)}"/>` +
    `<circle cx="96" cy="56" r="3" fill="#333"/><path d="M86 52q-24-20-40-8M90 50q-14-26-34-24" stroke="${dark(c, 0.25)}" stroke-width="2" fill="none"/>`,
  fish: (c) =>
    plate +
    `<path d="M64 88c20-30 72-34 104 0-32 34-84 30-104 0z" fill="${c}"/><path d="M166 88l26-20v40z" fill="${dark(c, 0.15)}"/>` +
    `<path d="M104 66q14 10 28 0" stroke="${dark(c, 0.15)}" stroke-width="3" fill="none"/><path d="M96 100q30 8 56-4" stroke="${light(c, 0.45)}" stroke-width="3" fill="none"/>` +
    `<circle cx="84" cy="84" r="4" fill="#fff"/><circle cx="84" cy="84" r="2" fill="#333"/>`,
  rings: (c) =>
    plate +
    [
      [94, 96],
      [124, 106],
      [150, 94],
      [110, 84],
      [138, 80],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="none" stroke="${c}" stroke-width="8"/>`)
      .join('') +
    `<path d="M168 104l18-16 4 22z" fill="#f4d35e" stroke="#d8b23a" stroke-width="2"/>`,
  meatballs: (c) =>
    plate +
    `<ellipse cx="120" cy="104" rx="60" ry="14" fill="${c}"/>` +
    [
      [96, 94],
      [122, 98],
      [146, 92],
      [110, 84],
      [134, 80],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="13" fill="#8d5a3b"/><circle cx="${x! - 4}" cy="${y! - 5}" r="3" fill="#b98563"/>`,
      )
      .join('') +
    `<path d="M94 104q26 8 52 0" stroke="${dark(c, 0.2)}" stroke-width="3" fill="none"/><circle cx="160" cy="100" r="4" fill="#6a994e"/>`,
  bowl: (c) =>
    `<ellipse cx="120" cy="130" rx="40" ry="6" fill="${dark(c, 0.3)}" opacity=".3"/>` +
    `<path d="M50 80h140c0 30-30 50-70 50s-70-20-70-50z" fill="${c}"/><path d="M58 98h124" stroke="${light(c, 0.4)}" stroke-width="4"/>` +
    `<ellipse cx="120" cy="80" rx="70" ry="13" fill="${light(c, 0.7)}"/>` +
    `<path d="M70 80q8-8 16 0t16 0 16 0 16 0 16 0 16 0 16 0" stroke="#f3dfa2" stroke-width="4" fill="none"/>` +
    `<path d="M132 74l62-46M142 76l56-40" stroke="#8b5a2b" stroke-width="4" stroke-linecap="round"/>` +
    steam(96),
  cup: (c) =>
    `<path d="M84 52h72l-8 78H92z" fill="${c}"/><rect x="80" y="44" width="80" height="12" rx="3" fill="#fff"/>` +
    `<circle cx="120" cy="92" r="18" fill="#fff"/><circle cx="120" cy="92" r="11" fill="${light(c, 0.5)}"/>` +
    `<path d="M90 116h60" stroke="${dark(c, 0.2)}" stroke-width="4"/>` +
    steam(112),
  bottle: (c) =>
    `<path d="M108 34h24v16c14 6 20 16 20 30v48a8 8 0 0 1-8 8h-48a8 8 0 0 1-8-8V80c0-14 6-24 20-30z" fill="${c}"/>` +
    `<rect x="106" y="24" width="28" height="12" rx="3" fill="${dark(c, 0.45)}"/>` +
    `<rect x="94" y="82" width="52" height="36" rx="4" fill="#fff" opacity=".92"/><path d="M102 94h36M102 106h24" stroke="${c}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M98 60q-4 10-4 18" stroke="${light(c, 0.5)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  pouch: (c) =>
    `<path d="M76 40l8-6 8 6 8-6 8 6 8-6 8 6 8-6 8 6 8-6 8 6 8-6 8 6v88a6 6 0 0 1-6 6H82a6 6 0 0 1-6-6z" fill="${c}"/>` +
    `<rect x="76" y="54" width="88" height="6" fill="${dark(c, 0.2)}"/>` +
    `<ellipse cx="120" cy="94" rx="26" ry="20" fill="#fff" opacity=".9"/><ellipse cx="120" cy="94" rx="16" ry="11" fill="${light(c, 0.5)}"/>`,
  can: (c) =>
    `<rect x="82" y="48" width="76" height="80" fill="#c9ccd1"/><ellipse cx="120" cy="128" rx="38" ry="9" fill="#a9adb3"/>` +
    `<rect x="82" y="62" width="76" height="52" fill="${c}"/><circle cx="120" cy="88" r="14" fill="#fff" opacity=".9"/><circle cx="120" cy="88" r="7" fill="${light(c, 0.4)}"/>` +
    `<ellipse cx="120" cy="48" rx="38" ry="9" fill="#e4e6e9" stroke="#a9adb3" stroke-width="2"/><ellipse cx="120" cy="48" rx="12" ry="3" fill="none" stroke="#8c9096" stroke-width="2"/>`,
  deli: (c) =>
    plate +
    `<rect x="60" y="66" width="96" height="40" rx="20" fill="#4f772d"/><path d="M78 66v40M100 66v40M122 66v40" stroke="#f4f1de" stroke-width="3"/>` +
    `<ellipse cx="156" cy="86" rx="12" ry="20" fill="${c}" stroke="${dark(c, 0.15)}" stroke-width="2"/>` +
    `<ellipse cx="176" cy="104" rx="14" ry="16" fill="${c}" stroke="${dark(c, 0.15)}" stroke-width="2"/><ellipse cx="176" cy="104" rx="6" ry="7" fill="${light(c, 0.4)}"/>`,
}

/** The ribbon a promotion product's picture wears: a gift bow in its top corner. */
const ribbon = '<path d="M196 0h20l24 24v20z" fill="#c0392b"/><path d="M206 0h10l24 24v10z" fill="#f5c542"/>'

const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`

/** One product's picture: its family drawn in its colour on a tint of it. */
function productPicture(family: Family, colour: string, promotion: boolean): string {
  return svg(
    240,
    160,
    `<rect width="240" height="160" fill="${light(colour, 0.82)}"/>${FAMILIES[family](colour)}${promotion ? ribbon : ''}`,
  )
}

/** The look of a product: its own, or for a promotion product its first main item's. */
function lookOf(product: Product): readonly [Family, string] {
  const code = product.IsPromotion ? product.MainProductList[0]?.ProductCode : product.ProductCode
  const look = code === undefined ? undefined : LOOKS[code]
  if (look === undefined) throw new Error(`pictures: no look for ${product.ProductCode}`)
  return look
}

// ---------------------------------------------------------------------------------------------
// Banners: 1200 x 400, a scene on the right; the left stays calm for the title the page writes.

const truck =
  `<ellipse cx="120" cy="132" rx="92" ry="8" fill="#000" opacity=".15"/>` +
  `<rect x="28" y="52" width="128" height="70" rx="6" fill="#fff"/><rect x="28" y="96" width="128" height="8" fill="#1f6fb2"/>` +
  `<path d="M156 70h34l22 26v26h-56z" fill="#16a085"/><path d="M164 78h24l14 18h-38z" fill="#d6f5ef"/>` +
  `<g stroke="#1f6fb2" stroke-width="4" stroke-linecap="round"><path d="M92 62v28M80 69l24 14M80 83l24-14"/></g>` +
  [64, 126, 186]
    .map(
      (x) =>
        `<circle cx="${x}" cy="124" r="12" fill="#263238"/><circle cx="${x}" cy="124" r="5" fill="#cfd8dc"/>`,
    )
    .join('')

interface BannerLook {
  readonly from: string
  readonly to: string
  readonly scene: string
}

const BANNER_LOOKS: Readonly<Record<number, BannerLook>> = {
  1: { from: '#7f1d1d', to: '#c2410c', scene: FAMILIES.dumpling(LOOKS['FZ001']![1]) },
  2: { from: '#4c1d95', to: '#9f1239', scene: FAMILIES.bowl(LOOKS['MI005']![1]) },
  3: { from: '#0c4a6e', to: '#0f766e', scene: truck },
}

function bannerPicture(look: BannerLook): string {
  return svg(
    1200,
    400,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="880" cy="200" r="190" fill="#fff" opacity=".12"/><circle cx="1130" cy="40" r="90" fill="#fff" opacity=".08"/><circle cx="160" cy="380" r="120" fill="#fff" opacity=".06"/>` +
      `<g transform="translate(592 -6) scale(2.4)">${look.scene}</g>`,
  )
}

/** The neutral box a picture that does not load shows. */
const missing = svg(
  240,
  160,
  '<rect width="240" height="160" fill="#f3f4f6"/><path d="M92 62l28-14 28 14v36l-28 14-28-14zM92 62l28 14 28-14M120 76v36" stroke="#9ca3af" stroke-width="4" fill="none" stroke-linejoin="round"/>',
)

/** Every picture of the catalogue and the banners, by its path under public/ (leading slash dropped). */
export function pictures(products: readonly Product[], bannerIds: readonly number[]): Map<string, string> {
  const files = new Map<string, string>()
  const file = (path: string, content: string) => files.set(path.replace(/^\//, ''), content)
  for (const product of products) {
    const [family, colour] = lookOf(product)
    file(productPicturePath(product.ProductCode), productPicture(family, colour, product.IsPromotion))
  }
  for (const id of bannerIds) {
    const look = BANNER_LOOKS[id]
    if (look === undefined) throw new Error(`pictures: no look for banner ${id}`)
    file(bannerPicturePath(id), bannerPicture(look))
  }
  file(MISSING_PICTURE_PATH, missing)
  return files
}
