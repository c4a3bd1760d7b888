// The catalogue's filters (decision 0040): category, format and a search by code or name in both
// languages. Presentation only: which products are offered is the server's answer
// (GetAvailableProductList, R-ORD-007); this narrows what the list shows.
import type { Product } from '../../api/contracts/product-entities'

export interface CatalogueFilter {
  /** null: every category. */
  readonly categoryId: number | null
  /** null: every format. */
  readonly formatId: number | null
  readonly search: string
}

export const NO_FILTER: CatalogueFilter = { categoryId: null, formatId: null, search: '' }

/** Lower case, without Vietnamese diacritics (đ as d), spaces collapsed: "Há Cảo" and "ha cao" meet. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether the product matches every word of the search in its code, Vietnamese or English name. */
export function matchesSearch(product: Product, search: string): boolean {
  const words = foldText(search)
    .split(' ')
    .filter((w) => w !== '')
  if (words.length === 0) return true
  const haystack = foldText(`${product.ProductCode} ${product.ProductName} ${product.ProductName_enUS}`)
  return words.every((word) => haystack.includes(word))
}

export function filterCatalogue(products: readonly Product[], filter: CatalogueFilter): Product[] {
  return products.filter(
    (p) =>
      (filter.categoryId === null || p.CategoryId === filter.categoryId) &&
      (filter.formatId === null || p.FormatId === filter.formatId) &&
      matchesSearch(p, filter.search),
  )
}

/** The distinct values of a field among the products, in first-seen order (the filter options). */
export function distinctIds(products: readonly Product[], pick: (p: Product) => number | null): number[] {
  const seen: number[] = []
  for (const product of products) {
    const id = pick(product)
    if (id !== null && !seen.includes(id)) seen.push(id)
  }
  return seen
}
