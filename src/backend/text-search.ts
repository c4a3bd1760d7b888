// Keyword search of the mock backend's lists: case- and accent-insensitive, so 'ha cao' finds
// 'Há cảo tôm' and 'DUMPLING' finds 'dumplings'.

/** Lower case without Vietnamese diacritics (đ reads as d). */
export const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim()

/** Whether any of `fields` contains `keyword`; an absent or blank keyword matches everything. */
export function matchesKeyword(keyword: string | undefined, ...fields: readonly string[]): boolean {
  const wanted = folded(keyword ?? '')
  return wanted === '' || fields.some((field) => folded(field).includes(wanted))
}

/** One page of `rows` (pages from 1) with the total, the `{ list, totalCount }` of R-API-012. */
export function page<A>(rows: readonly A[], pageIndex: number, pageSize: number) {
  const start = (pageIndex - 1) * pageSize
  return { list: rows.slice(start, start + pageSize), totalCount: rows.length }
}
