// Presentation helpers of the place-order screen: money, counts and dates in both languages.
import { describe, expect, it } from 'vitest'
import {
  promotionTypeNameOf,
  formatFileSize,
  screenDateTime,
  formatCount,
  formatPercent,
  formatVnd,
  lngOf,
  messageParams,
  pairText,
  parseScreenDate,
  productName,
  screenDate,
  wireOfDate,
} from './format'

describe('place-order formatting', () => {
  it('R-ORD-001 R-ORD-022 amounts are VND with the grouping of the active language', () => {
    expect(formatVnd(1_250_000, 'vi')).toBe('1.250.000 VND')
    expect(formatVnd(1_250_000, 'en')).toBe('VND 1,250,000')
    expect(formatVnd(0, 'vi')).toBe('0 VND')
    expect(formatCount(2300, 'vi')).toBe('2.300')
    expect(formatCount(2300, 'en')).toBe('2,300')
  })

  it('R-I18N-011 R-WORK-005 money is written one way, VND in the grouping of the language, never the đồng sign', () => {
    expect(formatVnd(1_234_567, 'vi')).toBe('1.234.567 VND')
    expect(formatVnd(1_234_567, 'en')).toBe('VND 1,234,567')
    expect(formatVnd(1_234_567, 'vi')).not.toContain('₫')
  })

  it('R-I18N-011 no screen formats money but lib/format.ts (no other currency format, no đồng sign)', () => {
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    const others = Object.entries(sources)
      .filter(([path]) => path !== '/src/lib/format.ts')
      .filter(([, text]) => /style:\s*'currency'|currencyDisplay|₫/.test(text))
      .map(([path]) => path)
    expect(others).toEqual([])
  })

  it('R-ORD-010 a rate kept as a fraction shows times 100 as a percent', () => {
    expect(formatPercent(0.02, 'en')).toBe('2%')
    expect(formatPercent(0.025, 'vi')).toBe('2,5%')
    expect(formatPercent(0.05, 'vi')).toBe('5%')
  })

  it('R-DATE-002 R-DATE-005 wire dates show as DD-MM-YYYY; anything else is left as it is', () => {
    expect(screenDate('2025-03-05')).toBe('05-03-2025')
    expect(screenDate(null)).toBe('')
    expect(screenDate('soon')).toBe('soon')
    expect(wireOfDate(new Date(2025, 2, 5))).toBe('2025-03-05')
    expect(messageParams({ eta: '2025-03-25', total: 99, codes: 'KM-FZ001' })).toEqual({
      eta: '25-03-2025',
      total: 99,
      codes: 'KM-FZ001',
    })
  })

  it.each([
    ['25-03-2025', '2025-03-25'],
    ['5-3-2025', '2025-03-05'],
    ['25/03/2025', '2025-03-25'],
    [' 25.03.2025 ', '2025-03-25'],
    ['31-02-2025', undefined],
    ['2025-03-25', undefined],
    ['25-13-2025', undefined],
    ['tomorrow', undefined],
    ['', undefined],
  ])('R-DATE-002 a typed ETA "%s" reads as %s', (text, wire) => {
    expect(parseScreenDate(text)).toBe(wire)
  })

  it('R-I18N-002 product names and paired texts follow the language, falling back to the other one', () => {
    const product = { ProductName: 'Há cảo tôm', ProductName_enUS: 'Shrimp har gow' }
    expect(productName(product, 'vi')).toBe('Há cảo tôm')
    expect(productName(product, 'en')).toBe('Shrimp har gow')
    expect(productName({ ...product, ProductName_enUS: ' ' }, 'en')).toBe('Há cảo tôm')
    expect(pairText('Combo', 'Combo ưu đãi', 'vi')).toBe('Combo ưu đãi')
    expect(pairText('', 'Combo ưu đãi', 'en')).toBe('Combo ưu đãi')
    expect(lngOf('en')).toBe('en')
    expect(lngOf('fr')).toBe('vi')
    expect(lngOf(undefined)).toBe('vi')
  })
})

describe('notification times', () => {
  it('R-DATE-003 a wire date-time shows DD-MM-YYYY HH:mm; anything else unchanged', () => {
    expect(screenDateTime('2025-03-14 09:05:59')).toBe('14-03-2025 09:05')
    expect(screenDateTime('2025-03-14 23:59')).toBe('14-03-2025 23:59')
    expect(screenDateTime('yesterday')).toBe('yesterday')
  })
})

describe('file sizes (R-UPL-007)', () => {
  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [10 * 1024 * 1024 + 1, '10.00 MB'],
    [1024 ** 3 * 2.5, '2.50 GB'],
    [1024 ** 4, '1.00 TB'],
    [1024 ** 5, '1.00 PB'],
    [1024 ** 6, '1.00 EB'],
    [1024 ** 7, '1.00 ZB'],
    [1024 ** 8, '1.00 YB'],
    [1024 ** 9, '1024.00 YB'],
  ])('R-UPL-007 %d bytes show as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown)
  })
})

describe('promotion type names', () => {
  const types = [
    { PromotionTypeName_EN: 'Buy and get free goods', PromotionTypeName_VN: 'Mua hàng tặng hàng' },
    { PromotionTypeName_EN: '', PromotionTypeName_VN: 'Combo ưu đãi' },
  ]
  it('R-I18N-002 the single name a line carries is shown in the active language, falling back to the other', () => {
    expect(promotionTypeNameOf(types, 'Mua hàng tặng hàng', 'en')).toBe('Buy and get free goods')
    expect(promotionTypeNameOf(types, 'Buy and get free goods', 'vi')).toBe('Mua hàng tặng hàng')
    expect(promotionTypeNameOf(types, 'Combo ưu đãi', 'en')).toBe('Combo ưu đãi')
    expect(promotionTypeNameOf(types, 'Flash sale', 'en')).toBe('Flash sale')
    expect(promotionTypeNameOf([], 'Mua hàng tặng hàng', 'en')).toBe('Mua hàng tặng hàng')
  })
})
