// The figures of My workplace (R-WORK-001, R-WORK-002): the orders placed through the portal added
// to a baseline of the company's sales through its other channels (decisions 0033, 0043).
//
// Portal orders: every order of the companies that was submitted and not cancelled (nor deleted),
// counted in the month of its submission with its cases (R-ORD-011: a promotion line's main and
// free items), its total amount and its products. So an order placed today moves this month's
// figures, the pulse report and the top 10 at once.
//
// Baseline: each company sells, per elapsed month, a share of its yearly target shaped by a
// seasonal curve (Tết in January, the year-end peak) and a deterministic jitter; the month's cases
// are split over the company's regular products by fixed weights. Same catalogue, business day and
// orders, same figures, and every report agrees with the others: the months of the sales
// performance, the pulse report rows and the products add up to the same cases and amounts.
import type { Company, CatalogSeed } from './catalog'
import { availableProductsOf } from './catalog'
import type { Product } from '../../api/contracts/product-entities'
import type { PulseReportRow, SalesPerformance, TopProduct } from '../../api/contracts/workplace'
import { TOP_PRODUCTS } from '../../api/contracts/workplace'
import { lineCases, type QuantityLine } from '../../machines/place-order/place-order.rules'

/** A portal order as the figures count it (submitted, not cancelled). */
export interface SoldOrder {
  readonly customerCode: string
  /** `YYYY-MM-DD`: the day it was submitted. */
  readonly date: string
  /** What the customer pays (TotalAmount). */
  readonly amount: number
  readonly lines: readonly (QuantityLine & { readonly ProductCode: string })[]
}

/** Cases per product of a portal order: a promotion line counts as its main and free items. */
function casesByProduct(order: SoldOrder): Map<string, number> {
  const byProduct = new Map<string, number>()
  const add = (code: string, cases: number) => byProduct.set(code, (byProduct.get(code) ?? 0) + cases)
  for (const line of order.lines)
    if (!line.IsPromotion) add(line.ProductCode, line.Quantity)
    else
      for (const item of [...line.MainProductList, ...line.FocProductList])
        add(item.ProductCode, item.PromotionItemQuantity * line.Quantity)
  return byProduct
}

/** Relative sales by month, January first. */
const SEASON = [1.3, 0.6, 0.9, 0.95, 1.0, 0.95, 1.0, 1.05, 1.05, 1.05, 1.1, 1.25] as const
/** Cases of a typical order, to turn cases into an order count. */
const CASES_PER_ORDER = 450
/** Figures start this many years before the base year (the portal's first year). */
export const HISTORY_YEARS = 3

/** FNV-1a, 32 bits: a stable number from a text. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** How much of a month has elapsed on `today` (YYYY-MM-DD): 1 for a past month, 0 for a later one. */
function elapsedShare(year: number, month: number, today: string): number {
  const [todayYear, todayMonth, todayDay] = today.split('-').map(Number) as [number, number, number]
  if (year < todayYear - HISTORY_YEARS) return 0
  if (year < todayYear || (year === todayYear && month < todayMonth)) return 1
  if (year === todayYear && month === todayMonth) return Math.min(1, todayDay / 30)
  return 0
}

/** Splits `total` over `weights` in whole parts that add up to `total` (largest remainder). */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0 || total === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((a, b) => a + b, 0)
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left === 0) break
    parts[i] = (parts[i] ?? 0) + 1
    left -= 1
  }
  return parts
}

/** The regular products a company sells with their fixed weights. */
function productMix(seed: CatalogSeed, company: Company): { product: Product; weight: number }[] {
  const code = company.customer.CustomerCode
  return availableProductsOf(seed, code)
    .filter((p) => !p.IsPromotion)
    .map((product) => ({ product, weight: 1 + (stableHash(`${code}:${product.ProductCode}`) % 9) }))
}

interface MonthFigures {
  readonly month: number
  readonly cases: number
  readonly amount: number
  readonly orders: number
  readonly byProduct: ReadonlyMap<string, number>
}

function companyMonth(
  seed: CatalogSeed,
  company: Company,
  year: number,
  month: number,
  today: string,
): MonthFigures {
  const code = company.customer.CustomerCode
  const share = elapsedShare(year, month, today)
  const jitter = 0.85 + (stableHash(`${code}:${year}:${month}`) % 31) / 100
  const cases = Math.round((company.yearlyTargetCases / 12) * (SEASON[month - 1] ?? 1) * jitter * share)
  const mix = productMix(seed, company)
  const parts = split(
    cases,
    mix.map((m) => m.weight),
  )
  const byProduct = new Map<string, number>()
  let amount = 0
  mix.forEach(({ product }, i) => {
    const quantity = parts[i] ?? 0
    if (quantity > 0) byProduct.set(product.ProductCode, quantity)
    amount += quantity * product.UnitPrice
  })
  return { month, cases, amount, orders: Math.ceil(cases / CASES_PER_ORDER), byProduct }
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)

function yearOf(
  seed: CatalogSeed,
  companies: readonly Company[],
  year: number,
  today: string,
  sold: readonly SoldOrder[],
) {
  const codes = new Set(companies.map((c) => c.customer.CustomerCode))
  const portal = sold.filter(
    (o) => codes.has(o.customerCode) && o.date <= today && o.date.startsWith(`${year}-`),
  )
  return MONTHS.map((month) => {
    const figures = companies.map((c) => companyMonth(seed, c, year, month, today))
    const byProduct = new Map<string, number>()
    for (const f of figures)
      for (const [code, q] of f.byProduct) byProduct.set(code, (byProduct.get(code) ?? 0) + q)
    const prefix = `${year}-${String(month).padStart(2, '0')}-`
    const placed = portal.filter((o) => o.date.startsWith(prefix))
    for (const order of placed)
      for (const [code, q] of casesByProduct(order)) byProduct.set(code, (byProduct.get(code) ?? 0) + q)
    return {
      month,
      cases:
        figures.reduce((s, f) => s + f.cases, 0) +
        placed.reduce((s, o) => s + o.lines.reduce((c, line) => c + lineCases(line), 0), 0),
      amount: figures.reduce((s, f) => s + f.amount, 0) + placed.reduce((s, o) => s + o.amount, 0),
      orders: figures.reduce((s, f) => s + f.orders, 0) + placed.length,
      byProduct,
    }
  })
}

/** The year's sales against target (R-WORK-001) of `companies` together, on the business day `today`. */
export function salesPerformance(
  seed: CatalogSeed,
  companies: readonly Company[],
  year: number,
  today: string,
  sold: readonly SoldOrder[],
): SalesPerformance {
  const months = yearOf(seed, companies, year, today, sold)
  const targetAmount = companies.reduce((sum, company) => {
    const mix = productMix(seed, company)
    const weights = mix.reduce((s, m) => s + m.weight, 0)
    const averagePrice =
      weights === 0 ? 0 : mix.reduce((s, m) => s + m.weight * m.product.UnitPrice, 0) / weights
    return sum + Math.round(company.yearlyTargetCases * averagePrice)
  }, 0)
  return {
    Year: year,
    TargetQuantity: companies.reduce((s, c) => s + c.yearlyTargetCases, 0),
    AchievedQuantity: months.reduce((s, m) => s + m.cases, 0),
    TargetAmount: targetAmount,
    AchievedAmount: months.reduce((s, m) => s + m.amount, 0),
    MonthList: months.map((m) => ({ Month: m.month, Quantity: m.cases, Amount: m.amount })),
  }
}

/** The year's orders per elapsed month (R-WORK-001): none for months still to come. */
export function pulseReport(
  seed: CatalogSeed,
  companies: readonly Company[],
  year: number,
  today: string,
  sold: readonly SoldOrder[],
): PulseReportRow[] {
  return yearOf(seed, companies, year, today, sold)
    .filter((m) => elapsedShare(year, m.month, today) > 0 || m.orders > 0)
    .map((m) => ({
      Month: `${year}-${String(m.month).padStart(2, '0')}`,
      OrderCount: m.orders,
      Quantity: m.cases,
      Amount: m.amount,
    }))
}

/** The year's 10 most ordered products by cases (R-WORK-002), ties by product code. */
export function topProducts(
  seed: CatalogSeed,
  companies: readonly Company[],
  year: number,
  today: string,
  sold: readonly SoldOrder[],
): TopProduct[] {
  const totals = new Map<string, number>()
  for (const m of yearOf(seed, companies, year, today, sold))
    for (const [code, q] of m.byProduct) totals.set(code, (totals.get(code) ?? 0) + q)
  const byCode = new Map(seed.products.map((p) => [p.ProductCode, p]))
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_PRODUCTS)
    .flatMap(([code, quantity], i) => {
      const product = byCode.get(code)
      return product
        ? [
            {
              Rank: i + 1,
              ProductCode: code,
              ProductName: product.ProductName,
              ProductName_enUS: product.ProductName_enUS,
              Quantity: quantity,
              Amount: quantity * product.UnitPrice,
            },
          ]
        : []
    })
}
