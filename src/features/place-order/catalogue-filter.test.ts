// The catalogue's filters: category, format and a search by code or name in both languages.
import { describe, expect, it } from 'vitest'
import type { Product } from '../../api/contracts/product-entities'
import { product as stockProduct } from '../../machines/place-order/place-order.testkit'
import { distinctIds, filterCatalogue, foldText, matchesSearch, NO_FILTER } from './catalogue-filter'

const product = (
  code: string,
  vi: string,
  en: string,
  categoryId: number | null,
  formatId: number,
): Product =>
  stockProduct(code, {
    ProductName: vi,
    ProductName_enUS: en,
    CategoryId: categoryId,
    FormatId: formatId,
    IsFrozen: formatId === 3,
  })

const CATALOGUE = [
  product('FZ001', 'Há cảo tôm', 'Shrimp har gow', 1, 3),
  product('SS001', 'Nước mắm cá cơm', 'Anchovy fish sauce', 2, 1),
  product('DR002', 'Miến dong', 'Arrowroot glass noodles', 5, 1),
  product('CH001', 'Giò lụa', 'Vietnamese pork roll', null, 2),
]
const codes = (list: readonly Product[]) => list.map((p) => p.ProductCode)

describe('place-order catalogue filter', () => {
  it('R-I18N-002 folds case, Vietnamese accents and đ, and spaces', () => {
    expect(foldText('  Há   Cảo TÔM ')).toBe('ha cao tom')
    expect(foldText('Đậu đỏ')).toBe('dau do')
  })

  it('R-I18N-002 every word of the search must be in the code, the Vietnamese or the English name', () => {
    expect(matchesSearch(CATALOGUE[0]!, 'fz001')).toBe(true)
    expect(matchesSearch(CATALOGUE[0]!, 'shrimp gow')).toBe(true)
    expect(matchesSearch(CATALOGUE[0]!, 'ha cao')).toBe(true)
    expect(matchesSearch(CATALOGUE[0]!, 'há cảo sauce')).toBe(false)
    expect(matchesSearch(CATALOGUE[0]!, '   ')).toBe(true)
  })

  it('R-ORD-007 category, format and search combine; no filter shows everything', () => {
    expect(codes(filterCatalogue(CATALOGUE, NO_FILTER))).toEqual(['FZ001', 'SS001', 'DR002', 'CH001'])
    expect(codes(filterCatalogue(CATALOGUE, { ...NO_FILTER, formatId: 1 }))).toEqual(['SS001', 'DR002'])
    expect(codes(filterCatalogue(CATALOGUE, { ...NO_FILTER, formatId: 1, categoryId: 5 }))).toEqual(['DR002'])
    expect(codes(filterCatalogue(CATALOGUE, { categoryId: null, formatId: 1, search: 'nuoc mam' }))).toEqual([
      'SS001',
    ])
    expect(codes(filterCatalogue(CATALOGUE, { ...NO_FILTER, categoryId: 9 }))).toEqual([])
  })

  it('R-ORD-007 the filter options are the values the products have, in first-seen order', () => {
    expect(distinctIds(CATALOGUE, (p) => p.FormatId)).toEqual([3, 1, 2])
    expect(distinctIds(CATALOGUE, (p) => p.CategoryId)).toEqual([1, 2, 5])
  })
})
