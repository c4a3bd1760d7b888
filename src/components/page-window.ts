// Which page links the lists' pager shows: `size` consecutive pages around the current one, kept
// in the middle where it can be, shifted at either end so that there are always `size` of them
// when there are that many pages. The same pages PrimeReact's Paginator showed (its
// `pageLinkSize`), whose layout the pager now does itself (decision 0329).

/** The page links to show, from 1; none when there are no pages. */
export function pageWindow(pageIndex: number, pageCount: number, size = 5): number[] {
  const visible = Math.min(size, pageCount)
  if (visible <= 0) return []
  const current = Math.min(Math.max(pageIndex, 1), pageCount) - 1
  const start = Math.max(0, Math.min(Math.ceil(current - visible / 2), pageCount - visible))
  return Array.from({ length: visible }, (_, i) => start + i + 1)
}

/** How many pages `totalCount` rows make at `pageSize` a page. */
export const pageCountOf = (totalCount: number, pageSize: number): number =>
  pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0
