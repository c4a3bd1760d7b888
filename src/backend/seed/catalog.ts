// The demo catalogue and companies (R-API-042: the seed is deterministic): product formats,
// categories, products (frozen among them), promotions with main and free-of-charge items, and the
// companies of the three demo accounts (src/backend/accounts.ts) with their addresses, invoice
// details, credit limits, child codes, the products each may order and the ETA→ETD gap.
//
// Everything is a function of `baseDate` (the business day the seed is built for): no clock, no
// randomness. Promotion periods sit around that day so that some ETAs fall outside them (R-ORD-019).
import type { Customer, ShippingAddress } from '../../api/contracts/customer'
import type { ChildCodePermission, CreditLimit, ProfileInvoiceInfo } from '../../api/contracts/profile'
import type {
  Product,
  ProductCategory,
  ProductFormat,
  Promotion,
  PromotionType,
} from '../../api/contracts/product-entities'
import type { PromotionItem } from '../../api/contracts/order-entities'
import { addDays } from '../../machines/order-lifecycle'
import type { DemoAccount } from '../accounts'
import type { Language } from '../../i18n/languages'
import { productPicturePath } from '../../lib/paths'
import { folded } from '../text-search'

// ---------------------------------------------------------------------------------------------
// Formats, categories, promotion types

export const FORMAT_IDS = { ambient: 1, chilled: 2, frozen: 3 } as const

export const PRODUCT_FORMATS: readonly ProductFormat[] = [
  {
    FormatId: FORMAT_IDS.ambient,
    FormatName_EN: 'Carton – ambient',
    FormatName_VN: 'Thùng – nhiệt độ thường',
    IsFrozen: false,
  },
  {
    FormatId: FORMAT_IDS.chilled,
    FormatName_EN: 'Carton – chilled (0–4 °C)',
    FormatName_VN: 'Thùng – hàng mát (0–4 °C)',
    IsFrozen: false,
  },
  {
    FormatId: FORMAT_IDS.frozen,
    FormatName_EN: 'Carton – frozen (−18 °C)',
    FormatName_VN: 'Thùng – hàng đông lạnh (−18 °C)',
    IsFrozen: true,
  },
]

export const CATEGORY_IDS = {
  frozen: 1,
  sauces: 2,
  noodles: 3,
  canned: 4,
  dried: 5,
  chilled: 6,
} as const

export const PRODUCT_CATEGORIES: readonly ProductCategory[] = [
  {
    CategoryId: CATEGORY_IDS.frozen,
    CategoryName_EN: 'Frozen seafood and dumplings',
    CategoryName_VN: 'Hải sản đông lạnh và há cảo',
  },
  {
    CategoryId: CATEGORY_IDS.sauces,
    CategoryName_EN: 'Sauces and seasonings',
    CategoryName_VN: 'Nước chấm và gia vị',
  },
  { CategoryId: CATEGORY_IDS.noodles, CategoryName_EN: 'Instant noodles', CategoryName_VN: 'Mì ăn liền' },
  { CategoryId: CATEGORY_IDS.canned, CategoryName_EN: 'Canned goods', CategoryName_VN: 'Đồ hộp' },
  { CategoryId: CATEGORY_IDS.dried, CategoryName_EN: 'Dried goods', CategoryName_VN: 'Hàng khô' },
  { CategoryId: CATEGORY_IDS.chilled, CategoryName_EN: 'Chilled deli', CategoryName_VN: 'Thực phẩm mát' },
]

export const PROMOTION_TYPE_IDS = { buyGetFree: 1, combo: 2 } as const

export const PROMOTION_TYPES: readonly PromotionType[] = [
  {
    PromotionTypeId: PROMOTION_TYPE_IDS.buyGetFree,
    PromotionTypeName_EN: 'Buy and get free goods',
    PromotionTypeName_VN: 'Mua hàng tặng hàng',
  },
  {
    PromotionTypeId: PROMOTION_TYPE_IDS.combo,
    PromotionTypeName_EN: 'Combo',
    PromotionTypeName_VN: 'Combo ưu đãi',
  },
]

/** The promotion type's name as products and order lines carry it (the Vietnamese one, as the spec's single field). */
const promotionTypeName = (id: number): string =>
  PROMOTION_TYPES.find((t) => t.PromotionTypeId === id)?.PromotionTypeName_VN ?? ''

// ---------------------------------------------------------------------------------------------
// Products

/** A text in Vietnamese and in English. */
type Pair = readonly [vi: string, en: string]

/** [code, Vietnamese name, English name, specification, unit price VND incl. VAT per case, category, format, new?] */
type ProductRow = readonly [string, string, string, Pair, number, number, number, boolean?]

const { frozen: FZ, sauces: SS, noodles: MI, canned: CN, dried: DR, chilled: CH } = CATEGORY_IDS
const { ambient: AMB, chilled: CHL, frozen: FRZ } = FORMAT_IDS

const PRODUCT_ROWS: readonly ProductRow[] = [
  // Frozen seafood and dumplings
  ['FZ001', 'Há cảo tôm', 'Shrimp har gow', ['20 gói x 500 g', '20 packs x 500 g'], 1_250_000, FZ, FRZ],
  ['FZ002', 'Sủi cảo nhân thịt', 'Pork wontons', ['20 gói x 500 g', '20 packs x 500 g'], 1_090_000, FZ, FRZ],
  [
    'FZ003',
    'Chả giò rế tôm cua',
    'Shrimp and crab net spring rolls',
    ['24 gói x 400 g', '24 packs x 400 g'],
    1_380_000,
    FZ,
    FRZ,
  ],
  [
    'FZ004',
    'Chả giò truyền thống',
    'Traditional spring rolls',
    ['24 gói x 500 g', '24 packs x 500 g'],
    1_150_000,
    FZ,
    FRZ,
  ],
  [
    'FZ005',
    'Tôm thẻ bóc nõn',
    'Peeled whiteleg shrimp',
    ['10 túi x 1 kg', '10 bags x 1 kg'],
    2_650_000,
    FZ,
    FRZ,
  ],
  ['FZ006', 'Cá basa phi lê', 'Pangasius fillet', ['10 túi x 1 kg', '10 bags x 1 kg'], 1_180_000, FZ, FRZ],
  [
    'FZ007',
    'Mực ống cắt khoanh',
    'Squid rings',
    ['12 túi x 500 g', '12 bags x 500 g'],
    1_560_000,
    FZ,
    FRZ,
    true,
  ],
  [
    'FZ008',
    'Bánh bao nhân thịt trứng muối',
    'Pork and salted egg steamed buns',
    ['30 gói x 300 g', '30 packs x 300 g'],
    1_020_000,
    FZ,
    FRZ,
  ],
  [
    'FZ009',
    'Xíu mại sốt cà',
    'Meatballs in tomato sauce',
    ['24 gói x 350 g', '24 packs x 350 g'],
    960_000,
    FZ,
    FRZ,
    true,
  ],
  // Sauces and seasonings
  [
    'SS001',
    'Nước mắm cá cơm 40 độ đạm',
    'Anchovy fish sauce 40°N',
    ['12 chai x 500 ml', '12 bottles x 500 ml'],
    540_000,
    SS,
    AMB,
  ],
  [
    'SS002',
    'Nước mắm pha sẵn',
    'Ready-mixed dipping fish sauce',
    ['24 chai x 330 ml', '24 bottles x 330 ml'],
    456_000,
    SS,
    AMB,
  ],
  [
    'SS003',
    'Nước tương đậu nành',
    'Soy sauce',
    ['24 chai x 500 ml', '24 bottles x 500 ml'],
    408_000,
    SS,
    AMB,
  ],
  ['SS004', 'Tương ớt', 'Chilli sauce', ['24 chai x 250 g', '24 bottles x 250 g'], 312_000, SS, AMB],
  [
    'SS005',
    'Hạt nêm thịt heo',
    'Pork seasoning granules',
    ['20 gói x 900 g', '20 packs x 900 g'],
    1_040_000,
    SS,
    AMB,
  ],
  [
    'SS006',
    'Bột canh i-ốt',
    'Iodised seasoning salt',
    ['50 gói x 190 g', '50 packs x 190 g'],
    275_000,
    SS,
    AMB,
  ],
  ['SS007', 'Dầu hào', 'Oyster sauce', ['24 chai x 350 g', '24 bottles x 350 g'], 576_000, SS, AMB, true],
  // Instant noodles
  [
    'MI001',
    'Mì tôm chua cay',
    'Hot and sour shrimp noodles',
    ['30 gói x 75 g', '30 packs x 75 g'],
    126_000,
    MI,
    AMB,
  ],
  ['MI002', 'Mì gà hầm', 'Stewed chicken noodles', ['30 gói x 75 g', '30 packs x 75 g'], 126_000, MI, AMB],
  ['MI003', 'Phở bò ăn liền', 'Instant beef pho', ['30 gói x 65 g', '30 packs x 65 g'], 195_000, MI, AMB],
  [
    'MI004',
    'Hủ tiếu Nam Vang ăn liền',
    'Instant Phnom Penh rice noodles',
    ['30 gói x 70 g', '30 packs x 70 g'],
    210_000,
    MI,
    AMB,
  ],
  [
    'MI005',
    'Bún bò Huế ăn liền',
    'Instant Hue beef noodle soup',
    ['24 gói x 80 g', '24 packs x 80 g'],
    216_000,
    MI,
    AMB,
    true,
  ],
  ['MI006', 'Mì ly hải sản', 'Seafood cup noodles', ['24 ly x 65 g', '24 cups x 65 g'], 240_000, MI, AMB],
  // Canned goods
  [
    'CN001',
    'Cá nục sốt cà',
    'Mackerel in tomato sauce',
    ['50 lon x 155 g', '50 cans x 155 g'],
    900_000,
    CN,
    AMB,
  ],
  ['CN002', 'Cá ngừ ngâm dầu', 'Tuna in oil', ['48 lon x 185 g', '48 cans x 185 g'], 1_150_000, CN, AMB],
  ['CN003', 'Thịt heo hầm', 'Stewed pork', ['48 lon x 150 g', '48 cans x 150 g'], 1_008_000, CN, AMB],
  ['CN004', 'Pate gan heo', 'Pork liver pâté', ['48 lon x 170 g', '48 cans x 170 g'], 816_000, CN, AMB],
  ['CN005', 'Bắp non đóng hộp', 'Canned baby corn', ['24 lon x 425 g', '24 cans x 425 g'], 432_000, CN, AMB],
  // Dried goods
  ['DR001', 'Bánh tráng gạo', 'Rice paper', ['40 gói x 300 g', '40 packs x 300 g'], 560_000, DR, AMB],
  ['DR002', 'Miến dong', 'Arrowroot glass noodles', ['30 gói x 200 g', '30 packs x 200 g'], 390_000, DR, AMB],
  [
    'DR003',
    'Nấm mèo sấy khô',
    'Dried wood ear mushrooms',
    ['40 gói x 100 g', '40 packs x 100 g'],
    880_000,
    DR,
    AMB,
  ],
  ['DR004', 'Tôm khô', 'Dried shrimp', ['20 gói x 100 g', '20 packs x 100 g'], 1_300_000, DR, AMB, true],
  // Chilled deli
  ['CH001', 'Giò lụa', 'Vietnamese pork roll', ['20 cây x 500 g', '20 rolls x 500 g'], 1_700_000, CH, CHL],
  [
    'CH002',
    'Xúc xích tiệt trùng',
    'Pasteurised sausages',
    ['25 gói x 200 g', '25 packs x 200 g'],
    650_000,
    CH,
    CHL,
  ],
  [
    'CH003',
    'Chả cá thác lác',
    'Featherback fish cake',
    ['20 khay x 500 g', '20 trays x 500 g'],
    1_400_000,
    CH,
    CHL,
  ],
]

const formatById = new Map(PRODUCT_FORMATS.map((f) => [f.FormatId, f]))

/** The format of `formatId` (undefined for an unknown id). @test */
export const formatOf = (formatId: number): ProductFormat | undefined => formatById.get(formatId)

const regularProduct = ([code, vi, en, spec, price, category, format, isNew]: ProductRow): Product => ({
  ProductCode: code,
  ProductName: vi,
  ProductName_enUS: en,
  ProductSpecification: spec[0],
  UnitPrice: price,
  FormatId: format,
  IsFrozen: formatById.get(format)?.IsFrozen ?? false,
  CategoryId: category,
  // Every product has its drawn picture (decision 0345).
  ImageURL: productPicturePath(code),
  IsPromotion: false,
  IsDisplayed: isNew === true,
  PromotionTypeName: null,
  PromotionFromDate: null,
  PromotionToDate: null,
  MainProductList: [],
  FocProductList: [],
})

export const REGULAR_PRODUCTS: readonly Product[] = PRODUCT_ROWS.map(regularProduct)

/** Every product's names, folded, longest first: the most specific name a text holds wins. */
const NAMES: ReadonlyArray<readonly [name: string, code: string]> = PRODUCT_ROWS.flatMap(([code, vi, en]) => [
  [folded(vi), code] as const,
  [folded(en), code] as const,
]).sort((a, b) => b[0].length - a[0].length)

/**
 * The product a question names, in either language and without regard to case or accents, so
 * that the Q&A shows its picture beside it (decision 0345); undefined when it names none.
 */
export function productCodeNamedIn(texts: readonly string[]): string | undefined {
  const wanted = texts.map(folded)
  return NAMES.find(([name]) => wanted.some((text) => text.includes(name)))?.[1]
}
const regularByCode = new Map(REGULAR_PRODUCTS.map((p) => [p.ProductCode, p]))

// ---------------------------------------------------------------------------------------------
// Promotions: each one is also sold as a promotion product (a bundle line, R-ORD-011) whose unit
// price is its main items' price (the free-of-charge items cost nothing).

interface PromotionRow {
  readonly id: number
  readonly code: string
  readonly typeId: number
  readonly name: readonly [vi: string, en: string]
  readonly description: readonly [vi: string, en: string]
  /** Period in days relative to the base date, both ends included. */
  readonly from: number
  readonly to: number
  readonly main: ReadonlyArray<readonly [string, number]>
  readonly foc: ReadonlyArray<readonly [string, number]>
  readonly isNew?: boolean
}

const PROMOTION_ROWS: readonly PromotionRow[] = [
  {
    id: 1,
    code: 'KM-FZ001',
    typeId: PROMOTION_TYPE_IDS.buyGetFree,
    name: ['Há cảo tôm: mua 10 tặng 1 chả giò', 'Shrimp har gow: buy 10, get 1 spring rolls free'],
    description: [
      'Mỗi suất gồm 10 thùng há cảo tôm và 1 thùng chả giò truyền thống miễn phí.',
      'Each set is 10 cases of shrimp har gow plus 1 free case of traditional spring rolls.',
    ],
    from: -10,
    to: 20,
    main: [['FZ001', 10]],
    foc: [['FZ004', 1]],
  },
  {
    id: 2,
    code: 'KM-SS001',
    typeId: PROMOTION_TYPE_IDS.combo,
    name: ['Combo nước mắm và nước tương', 'Fish sauce and soy sauce combo'],
    description: [
      'Mỗi combo gồm 2 thùng nước mắm cá cơm, 1 thùng nước tương và 1 thùng bột canh tặng kèm.',
      'Each combo is 2 cases of anchovy fish sauce, 1 case of soy sauce and 1 free case of seasoning salt.',
    ],
    from: -5,
    to: 5,
    main: [
      ['SS001', 2],
      ['SS003', 1],
    ],
    foc: [['SS006', 1]],
  },
  {
    id: 3,
    code: 'KM-MI001',
    typeId: PROMOTION_TYPE_IDS.buyGetFree,
    name: ['Mì tôm chua cay: mua 5 tặng 1', 'Hot and sour noodles: buy 5, get 1 free'],
    description: [
      'Đặt 5 thùng mì tôm chua cay, nhận thêm 1 thùng hủ tiếu Nam Vang. Áp dụng cho mùa lễ hội sắp tới.',
      'Order 5 cases of hot and sour noodles and receive 1 case of Phnom Penh rice noodles. For the coming festive season.',
    ],
    from: 10,
    to: 40,
    main: [['MI001', 5]],
    foc: [['MI004', 1]],
    isNew: true,
  },
  {
    id: 4,
    code: 'KM-CN002',
    typeId: PROMOTION_TYPE_IDS.buyGetFree,
    name: ['Cá ngừ ngâm dầu: mua 3 tặng 1 bắp non', 'Tuna in oil: buy 3, get 1 baby corn free'],
    description: [
      'Mỗi suất gồm 3 thùng cá ngừ ngâm dầu và 1 thùng bắp non đóng hộp miễn phí.',
      'Each set is 3 cases of tuna in oil plus 1 free case of canned baby corn.',
    ],
    from: -20,
    to: 30,
    main: [['CN002', 3]],
    foc: [['CN005', 1]],
  },
  {
    id: 5,
    code: 'KM-CH001',
    typeId: PROMOTION_TYPE_IDS.combo,
    name: ['Combo giò lụa và chả cá', 'Pork roll and fish cake combo'],
    description: [
      'Mỗi combo gồm 1 thùng giò lụa, 1 thùng chả cá thác lác và 1 thùng xúc xích tặng kèm.',
      'Each combo is 1 case of pork roll, 1 case of featherback fish cake and 1 free case of sausages.',
    ],
    from: -3,
    to: 12,
    main: [
      ['CH001', 1],
      ['CH003', 1],
    ],
    foc: [['CH002', 1]],
  },
]

/** The code of the promotion product that sells a promotion (by the promotion's Id). */
export const promotionProductCodeOf = (promotionId: number): string | undefined =>
  PROMOTION_ROWS.find((row) => row.id === promotionId)?.code

const promotionItem = ([code, quantity]: readonly [string, number]): PromotionItem => {
  const product = regularByCode.get(code)
  if (!product) throw new Error(`catalog seed: promotion item ${code} is not a product`)
  return {
    ProductCode: code,
    ProductName: product.ProductName,
    ProductName_enUS: product.ProductName_enUS,
    PromotionItemQuantity: quantity,
  }
}

function promotionFormat(row: PromotionRow): number {
  const formats = new Set([...row.main, ...row.foc].map(([code]) => regularByCode.get(code)?.FormatId))
  const [format] = formats
  if (formats.size !== 1 || format === undefined)
    throw new Error(`catalog seed: promotion ${row.code} mixes formats`)
  return format
}

const dayFrom = (baseDate: string, days: number): string => {
  const date = addDays(baseDate, days)
  if (date === undefined) throw new Error(`catalog seed: baseDate ${baseDate} is not a YYYY-MM-DD date`)
  return date
}

/** A promotion product's specification: the cases of one set, main and free items together. */
function promotionSpecification(row: PromotionRow): Pair {
  const cases = [...row.main, ...row.foc].reduce((sum, [, q]) => sum + q, 0)
  return [`Suất ${cases} thùng`, `Set of ${cases} cases`]
}

/** Every product's specification in both languages (static: the base date moves only dates). */
const SPECIFICATIONS: ReadonlyMap<string, Pair> = new Map([
  ...PRODUCT_ROWS.map((row) => [row[0], row[3]] as const),
  ...PROMOTION_ROWS.map((row) => [row.code, promotionSpecification(row)] as const),
])

/**
 * A product's specification in `language` (decision 0043): the seed keeps both languages, the wire
 * has one field, so the handlers answer the caller's (as Q&A items do, decision 0034). Products and
 * order lines store the Vietnamese one; a text the catalogue does not know stays as stored.
 */
export function specificationIn(language: Language, productCode: string, stored: string): string {
  const pair = SPECIFICATIONS.get(productCode)
  return pair !== undefined && pair.includes(stored) ? pair[language === 'en' ? 1 : 0] : stored
}

/** The product as the wire carries it to a caller of `language`. */
export const productIn = <P extends Pick<Product, 'ProductCode' | 'ProductSpecification'>>(
  product: P,
  language: Language,
): P => ({
  ...product,
  ProductSpecification: specificationIn(language, product.ProductCode, product.ProductSpecification),
})

function buildPromotions(baseDate: string): { promotions: Promotion[]; products: Product[] } {
  const promotions: Promotion[] = []
  const products: Product[] = []
  for (const row of PROMOTION_ROWS) {
    const main = row.main.map(promotionItem)
    const foc = row.foc.map(promotionItem)
    const from = dayFrom(baseDate, row.from)
    const to = dayFrom(baseDate, row.to)
    const typeName = promotionTypeName(row.typeId)
    const format = promotionFormat(row)
    const first = regularByCode.get(row.main[0]?.[0] ?? '')
    promotions.push({
      Id: row.id,
      PromotionName_VN: row.name[0],
      PromotionName_EN: row.name[1],
      PromotionTypeId: row.typeId,
      PromotionTypeName: typeName,
      PromotionFromDate: from,
      PromotionToDate: to,
      Description_VN: row.description[0],
      Description_EN: row.description[1],
      ImageURL: productPicturePath(row.code),
      MainProductList: main,
      FocProductList: foc,
    })
    products.push({
      ProductCode: row.code,
      ProductName: row.name[0],
      ProductName_enUS: row.name[1],
      ProductSpecification: promotionSpecification(row)[0],
      UnitPrice: row.main.reduce((sum, [code, q]) => sum + (regularByCode.get(code)?.UnitPrice ?? 0) * q, 0),
      FormatId: format,
      IsFrozen: formatById.get(format)?.IsFrozen ?? false,
      CategoryId: first?.CategoryId ?? null,
      ImageURL: productPicturePath(row.code),
      IsPromotion: true,
      IsDisplayed: row.isNew === true,
      PromotionTypeName: typeName,
      PromotionFromDate: from,
      PromotionToDate: to,
      MainProductList: main,
      FocProductList: foc,
    })
  }
  return { promotions, products }
}

// ---------------------------------------------------------------------------------------------
// Companies

/** A company of a demo account with everything the profile, the place-order screen and the workplace read. */
export interface Company {
  readonly customer: Customer
  /** Both address types (1 invoice, 2 shipping), ids unique across companies. */
  readonly addresses: readonly ShippingAddress[]
  readonly invoice: ProfileInvoiceInfo
  readonly contact: { readonly name: string; readonly mobile: string; readonly email: string }
  readonly credit: CreditLimit
  /** Formats this company may order: GetAvailableProductList offers the products of these formats. */
  readonly formatIds: readonly number[]
  /** Product codes left out even though their format is allowed (a regional listing). */
  readonly excludedProductCodes: readonly string[]
  /** Days between ETA and ETD for deliveries to this company (R-ORD-018). */
  readonly etaEtdGapDays: number
  /** Only on a child code: what the parent's account may do with it (R-PROF-002). */
  readonly childPermission: Omit<
    ChildCodePermission,
    'CustomerCode' | 'CustomerName' | 'ParentCustomerCode'
  > | null
  /** Yearly sales target in cases, the base of the workplace figures. */
  readonly yearlyTargetCases: number
}

/** The gap when no company is named or the company is unknown. */
export const DEFAULT_ETA_ETD_GAP_DAYS = 3

interface CompanyRow {
  readonly code: string
  readonly name: string
  readonly typeId: number
  readonly typeName: string
  readonly terms: string
  readonly parent: string | null
  readonly addresses: ReadonlyArray<readonly [address: string, contact: string, mobile: string]>
  readonly invoice: readonly [name: string, vat: string, address: string]
  readonly contact: readonly [name: string, mobile: string, email: string]
  readonly credit: readonly [company: number, total: number]
  readonly formatIds: readonly number[]
  readonly excluded?: readonly string[]
  readonly gap: number
  readonly permission?: readonly [placeOrder: boolean, viewOrders: boolean, uploadPayment: boolean]
  readonly target: number
}

const COMPANY_ROWS: readonly CompanyRow[] = [
  {
    code: 'C1001',
    name: 'Công ty TNHH Bếp Việt',
    typeId: 1,
    typeName: 'Company',
    terms: 'no credit - TT',
    parent: null,
    addresses: [
      [
        'Kho Bếp Việt, 125 Nguyễn Văn Linh, P. Tân Thuận Tây, Quận 7, TP. Hồ Chí Minh',
        'Phạm Quốc Bảo',
        '0903123456',
      ],
      ['Lô B4, KCN Tân Bình, P. Tây Thạnh, Q. Tân Phú, TP. Hồ Chí Minh', 'Võ Thị Hồng', '0938456789'],
    ],
    invoice: [
      'CÔNG TY TNHH BẾP VIỆT',
      '0312456789',
      '125 Nguyễn Văn Linh, P. Tân Thuận Tây, Quận 7, TP. Hồ Chí Minh',
    ],
    contact: ['Nguyễn Thị Lan', '0900000000', 'customer@demo.vn'],
    credit: [0, 0],
    formatIds: [AMB, CHL, FRZ],
    gap: 3,
    target: 24_000,
  },
  {
    code: 'C1001-01',
    name: 'Bếp Việt – Chi nhánh Hà Nội',
    typeId: 1,
    typeName: 'Company',
    terms: 'no credit - TT',
    parent: 'C1001',
    addresses: [
      ['Số 18 Phạm Hùng, P. Mỹ Đình 2, Q. Nam Từ Liêm, Hà Nội', 'Đỗ Minh Tuấn', '0912345678'],
      ['KCN Quang Minh, H. Mê Linh, Hà Nội', 'Hoàng Thu Trang', '0987654321'],
    ],
    invoice: [
      'CÔNG TY TNHH BẾP VIỆT – CHI NHÁNH HÀ NỘI',
      '0312456789-001',
      'Số 18 Phạm Hùng, P. Mỹ Đình 2, Q. Nam Từ Liêm, Hà Nội',
    ],
    contact: ['Đỗ Minh Tuấn', '0912345678', 'hanoi@bepviet.vn'],
    credit: [0, 0],
    formatIds: [AMB, FRZ],
    gap: 5,
    permission: [true, true, true],
    target: 12_000,
  },
  {
    code: 'C1001-02',
    name: 'Bếp Việt – Chi nhánh Đà Nẵng',
    typeId: 1,
    typeName: 'Company',
    terms: 'no credit - TT',
    parent: 'C1001',
    addresses: [['Lô 7 đường số 3, KCN Hòa Khánh, Q. Liên Chiểu, Đà Nẵng', 'Trần Thị Mai', '0905112233']],
    invoice: [
      'CÔNG TY TNHH BẾP VIỆT – CHI NHÁNH ĐÀ NẴNG',
      '0312456789-002',
      'Lô 7 đường số 3, KCN Hòa Khánh, Q. Liên Chiểu, Đà Nẵng',
    ],
    contact: ['Trần Thị Mai', '0905112233', 'danang@bepviet.vn'],
    credit: [0, 0],
    formatIds: [AMB, CHL],
    excluded: ['DR004', 'SS007'],
    gap: 4,
    permission: [true, true, false],
    target: 8_000,
  },
  {
    code: 'C2001',
    name: 'Công ty CP Thực phẩm Sài Gòn Xanh',
    typeId: 1,
    typeName: 'Company',
    terms: 'credit 30 days',
    parent: null,
    addresses: [
      ['88 Lê Văn Việt, P. Hiệp Phú, TP. Thủ Đức, TP. Hồ Chí Minh', 'Lý Thanh Sơn', '0909988776'],
      ['Đường số 9, KCN Sóng Thần 2, TP. Dĩ An, Bình Dương', 'Ngô Thị Hạnh', '0977665544'],
      ['45 Trần Hưng Đạo, P. An Lạc, Q. Ninh Kiều, Cần Thơ', 'Huỳnh Văn Tài', '0918223344'],
    ],
    invoice: [
      'CÔNG TY CỔ PHẦN THỰC PHẨM SÀI GÒN XANH',
      '0315678901',
      '88 Lê Văn Việt, P. Hiệp Phú, TP. Thủ Đức, TP. Hồ Chí Minh',
    ],
    contact: ['Trần Văn Minh', '0900000000', 'credit@demo.vn'],
    credit: [2_000_000_000, 2_000_000_000],
    formatIds: [AMB, CHL, FRZ],
    gap: 2,
    target: 30_000,
  },
  {
    code: 'D3001',
    name: 'Nhà phân phối Phúc Lộc',
    typeId: 2,
    typeName: 'Distributor',
    terms: 'credit 45 days',
    parent: null,
    addresses: [
      ['Km 12 Quốc lộ 1A, X. Tân Lập, H. Thanh Trì, Hà Nội', 'Lê Hoàng Phúc', '0900000000'],
      ['Lô C2, KCN Nam Cấm, H. Nghi Lộc, Nghệ An', 'Phan Văn Lộc', '0915667788'],
    ],
    invoice: [
      'CÔNG TY TNHH PHÂN PHỐI PHÚC LỘC',
      '0107890123',
      'Km 12 Quốc lộ 1A, X. Tân Lập, H. Thanh Trì, Hà Nội',
    ],
    contact: ['Lê Hoàng Phúc', '0900000000', 'distributor@demo.vn'],
    credit: [5_000_000_000, 5_000_000_000],
    formatIds: [AMB, FRZ],
    excluded: ['FZ005', 'FZ006'],
    gap: 4,
    target: 60_000,
  },
]

function buildCompanies(): Company[] {
  let addressId = 0
  return COMPANY_ROWS.map((row): Company => {
    const children = COMPANY_ROWS.filter((c) => c.parent === row.code)
    const shipping = row.addresses.map(([address, contact, mobile], i): ShippingAddress => ({
      Id: ++addressId,
      ShippingAddress: address,
      CustomerCode: row.code,
      AddressType: 2,
      ContactName: contact,
      ContactMobile: mobile,
      IsDefault: i === 0,
    }))
    const invoiceAddress: ShippingAddress = {
      Id: ++addressId,
      ShippingAddress: row.invoice[2],
      CustomerCode: row.code,
      AddressType: 1,
      ContactName: row.contact[0],
      ContactMobile: row.contact[1],
      IsDefault: true,
    }
    return {
      customer: {
        CustomerCode: row.code,
        CustomerName: row.name,
        CustomerTypeId: row.typeId,
        CustomerTypeName: row.typeName,
        TermsOfPayment: row.terms,
        ParentCustomerCode: row.parent,
        ChildCustomerList: children.map((c) => ({ CustomerCode: c.code, CustomerName: c.name })),
      },
      addresses: [...shipping, invoiceAddress],
      invoice: {
        CustomerCode: row.code,
        InvoiceCode: `HD-${row.code}`,
        InvoiceName: row.invoice[0],
        VATCode: row.invoice[1],
        InvoiceAddress: row.invoice[2],
      },
      contact: { name: row.contact[0], mobile: row.contact[1], email: row.contact[2] },
      credit: { CustomerCode: row.code, CompanyCreditLimit: row.credit[0], TotalCreditLimit: row.credit[1] },
      formatIds: row.formatIds,
      excludedProductCodes: row.excluded ?? [],
      etaEtdGapDays: row.gap,
      childPermission: row.permission
        ? {
            CanPlaceOrder: row.permission[0],
            CanViewOrders: row.permission[1],
            CanUploadPayment: row.permission[2],
          }
        : null,
      yearlyTargetCases: row.target,
    }
  })
}

// ---------------------------------------------------------------------------------------------
// The seed and its lookups

export interface CatalogSeed {
  readonly baseDate: string
  readonly formats: readonly ProductFormat[]
  readonly categories: readonly ProductCategory[]
  readonly promotionTypes: readonly PromotionType[]
  /** Regular products first, then the promotion products. */
  readonly products: readonly Product[]
  readonly promotions: readonly Promotion[]
  readonly companies: readonly Company[]
}

/** The whole catalogue for the business day `baseDate` (YYYY-MM-DD). Same input, same output. */
export function catalogSeed(baseDate: string): CatalogSeed {
  const { promotions, products } = buildPromotions(baseDate)
  return {
    baseDate,
    formats: PRODUCT_FORMATS,
    categories: PRODUCT_CATEGORIES,
    promotionTypes: PROMOTION_TYPES,
    products: [...REGULAR_PRODUCTS, ...products],
    promotions,
    companies: buildCompanies(),
  }
}

/** @test the seed and contract tests look products up by code */
export const productByCode = (seed: CatalogSeed, code: string): Product | undefined =>
  seed.products.find((p) => p.ProductCode === code)

export const companyByCode = (seed: CatalogSeed, customerCode: string): Company | undefined =>
  seed.companies.find((c) => c.customer.CustomerCode === customerCode)

/** The companies of an account, in its CustomerList order (R-PROF-003). */
export const customersOf = (seed: CatalogSeed, account: DemoAccount): Company[] =>
  account.userInfo.CustomerList.flatMap((ref) => companyByCode(seed, ref.CustomerCode) ?? [])

/** Whether `customerCode` is one of the account's own companies or child codes. */
export const ownsCustomer = (account: DemoAccount, customerCode: string): boolean =>
  account.userInfo.CustomerList.some((ref) => ref.CustomerCode === customerCode)

/** A company's addresses of one type (2 shipping, R-ORD-006; 1 invoice). */
export const addressesOf = (seed: CatalogSeed, customerCode: string, addressType: 1 | 2): ShippingAddress[] =>
  (companyByCode(seed, customerCode)?.addresses ?? []).filter((a) => a.AddressType === addressType)

/** @test the seed tests check each company's shipping addresses */
export const shippingAddressesOf = (seed: CatalogSeed, customerCode: string): ShippingAddress[] =>
  addressesOf(seed, customerCode, 2)

/** An address by id, whatever its company (the order handlers check the company themselves). */
export const addressById = (seed: CatalogSeed, id: number): ShippingAddress | undefined =>
  seed.companies.flatMap((c) => c.addresses).find((a) => a.Id === id)

/** The products a company may order (GetAvailableProductList, R-ORD-007); empty for an unknown code. */
export function availableProductsOf(seed: CatalogSeed, customerCode: string): Product[] {
  const company = companyByCode(seed, customerCode)
  if (!company) return []
  return seed.products.filter(
    (p) => company.formatIds.includes(p.FormatId) && !company.excludedProductCodes.includes(p.ProductCode),
  )
}

/** The ETA→ETD gap in days for a company (R-ORD-018); the default one without a known company. */
export const etaEtdGapOf = (seed: CatalogSeed, customerCode?: string): number =>
  (customerCode ? companyByCode(seed, customerCode)?.etaEtdGapDays : undefined) ?? DEFAULT_ETA_ETD_GAP_DAYS
