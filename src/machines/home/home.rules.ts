// The homepage's rules (R-HOME-003..005): news pages, which banners can show, and
// which running promotion a promotion product belongs to. Pure: the home machine's guards and the
// homepage call them.
import type { Banner } from '../../api/contracts/content'
import type { Product, Promotion } from '../../api/contracts/product-entities'

/** News per page on the homepage (R-HOME-004): a short column beside the products. */
export const NEWS_PAGE_SIZE = 5

/** The last page of `totalCount` items, at least 1. */
export const lastPageOf = (totalCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(totalCount / pageSize))

/** Whether `pageIndex` is a page of the list (1-based). */
export const isPageOf = (pageIndex: number, totalCount: number, pageSize: number): boolean =>
  Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= lastPageOf(totalCount, pageSize)

/** A news id as an address may carry it: a positive integer, else null (R-HOME-006). */
export function newsIdOf(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null
  const id = Number(text)
  return id > 0 ? id : null
}

/** The banners the carousel shows: those with an image, in Sort order (R-HOME-003). */
export const showableBanners = (banners: readonly Banner[]): Banner[] =>
  banners.filter((b) => b.ImageURL.trim() !== '').sort((a, b) => a.Sort - b.Sort || a.Id - b.Id)

/**
 * The banners the carousel draws from (R-HOME-008): the content's once it has come, until then
 * (or when it fails) those the last visit kept.
 */
export const bannersOnShow = (
  content: { readonly banners: readonly Banner[] } | null,
  kept: readonly Banner[],
): readonly Banner[] => content?.banners ?? kept

const sameItems = (a: Product['MainProductList'], b: Product['MainProductList']) =>
  a.length === b.length &&
  a.every(
    (x, i) => x.ProductCode === b[i]?.ProductCode && x.PromotionItemQuantity === b[i]?.PromotionItemQuantity,
  )

/**
 * The running promotion a promotion product sells (R-HOME-005): the one with its period and its
 * main and free-of-charge items. The catalogue names no promotion id, so the match is by content.
 */
export function promotionOf(product: Product, promotions: readonly Promotion[]): Promotion | undefined {
  if (!product.IsPromotion) return undefined
  return promotions.find(
    (p) =>
      p.PromotionFromDate === product.PromotionFromDate &&
      p.PromotionToDate === product.PromotionToDate &&
      sameItems(p.MainProductList, product.MainProductList) &&
      sameItems(p.FocProductList, product.FocProductList),
  )
}
