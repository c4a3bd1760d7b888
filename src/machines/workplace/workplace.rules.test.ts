import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../api/contracts/files'
import {
  extensionOf,
  fileKindOf,
  inventoryMonths,
  inventoryUploadProblem,
  isPdfOrImage,
  salesMonthRows,
  topProductRows,
  yearsOffered,
} from './workplace.rules'

describe('R-UPL-004 file kinds go by the extension, case-insensitive', () => {
  it('reads pdfs and images whatever the case', () => {
    expect(fileKindOf('A.PDF')).toBe('pdf')
    expect(fileKindOf('scan.Pdf')).toBe('pdf')
    expect(fileKindOf('photo.JPEG')).toBe('image')
    expect(fileKindOf('photo.png')).toBe('image')
    expect(fileKindOf('sheet.xlsx')).toBe('other')
    expect(fileKindOf('pdf')).toBe('other')
    expect(fileKindOf('archive.pdf.zip')).toBe('other')
    expect(extensionOf('noextension.')).toBe('')
  })

  it('a name keeps its kind under any change of letter case', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('pdf', 'png', 'jpg', 'gif', 'doc', 'xlsx', 'txt'),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (stem, ext, upper) => {
          const mixed = [...ext].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')
          expect(isPdfOrImage(`x${stem}.${mixed}`)).toBe(isPdfOrImage(`x${stem}.${ext}`))
        },
      ),
    )
  })
})

describe('R-WORK-003 the monthly inventory upload needs a month and a pdf or image under 10 MB', () => {
  const ok = { month: '2025-02', fileName: 'ton-kho.PDF', size: 1024 }
  it('accepts a picked past or current month with a pdf or an image', () => {
    expect(inventoryUploadProblem(ok, '2025-03')).toBeUndefined()
    expect(inventoryUploadProblem({ ...ok, month: '2025-03', fileName: 'a.jpg' }, '2025-03')).toBeUndefined()
    expect(inventoryUploadProblem({ ...ok, size: UPLOAD_MAX_BYTES }, '2025-03')).toBeUndefined()
  })
  it('refuses no month, a later month, another type, or more than 10 MB', () => {
    expect(inventoryUploadProblem({ ...ok, month: '' }, '2025-03')).toBe('noMonth')
    expect(inventoryUploadProblem({ ...ok, month: '2025-13' }, '2025-03')).toBe('noMonth')
    expect(inventoryUploadProblem({ ...ok, month: '2025-04' }, '2025-03')).toBe('futureMonth')
    expect(inventoryUploadProblem({ ...ok, fileName: 'ton-kho.xlsx' }, '2025-03')).toBe('wrongType')
    expect(inventoryUploadProblem({ ...ok, size: UPLOAD_MAX_BYTES + 1 }, '2025-03')).toBe('tooLarge')
  })
})

describe('R-WORK-005 R-WORK-006 the rows the charts and tables share, and the months offered', () => {
  it('offers the business year and the three before it, and the months up to the business month, newest first', () => {
    expect(yearsOffered('2025-03')).toEqual([2025, 2024, 2023, 2022])
    const months = inventoryMonths('2025-03')
    expect(months.slice(0, 4)).toEqual(['2025-03', '2025-02', '2025-01', '2024-12'])
    expect(months.at(-1)).toBe('2022-01')
    expect(months).toHaveLength(3 + 36)
    for (const m of months)
      expect(inventoryUploadProblem({ month: m, fileName: 'a.pdf' }, '2025-03')).toBeUndefined()
  })

  it('one row per month with its cases, amount, order count and the monthly target', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ Quantity: fc.nat(100_000), Amount: fc.nat(1e9) }), {
          minLength: 12,
          maxLength: 12,
        }),
        fc.array(fc.nat(500), { minLength: 0, maxLength: 12 }),
        fc.nat(1_000_000),
        (months, counts, target) => {
          const sales = {
            Year: 2024,
            TargetQuantity: target,
            MonthList: months.map((m, i) => ({ ...m, Month: i + 1 })).reverse(),
          }
          const pulse = counts.map((c, i) => ({
            Month: `2024-${String(i + 1).padStart(2, '0')}`,
            OrderCount: c,
          }))
          const rows = salesMonthRows(sales, pulse, '2025-03')
          expect(rows.map((r) => r.month)).toEqual(
            months.map((_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
          )
          rows.forEach((row, i) => {
            expect(row.quantity).toBe(months[i]!.Quantity)
            expect(row.amount).toBe(months[i]!.Amount)
            expect(row.orderCount).toBe(counts[i] ?? 0)
            expect(row.targetQuantity).toBe(Math.round(target / 12))
          })
        },
      ),
    )
  })

  it('R-WORK-007 months after the business month are neither drawn nor listed; a past year shows all twelve', () => {
    const sales = {
      Year: 2026,
      TargetQuantity: 1200,
      MonthList: Array.from({ length: 12 }, (_, i) => ({ Month: i + 1, Quantity: 10 * (i + 1), Amount: 0 })),
    }
    const rows = salesMonthRows(sales, [{ Month: '2026-11', OrderCount: 3 }], '2026-11')
    expect(rows.map((r) => r.month)).toEqual(
      Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    )
    expect(rows.at(-1)).toMatchObject({ quantity: 110, orderCount: 3, targetQuantity: 100 })
    expect(salesMonthRows({ ...sales, Year: 2025 }, [], '2026-11')).toHaveLength(12)
    expect(salesMonthRows({ ...sales, Year: 2027 }, [], '2026-11')).toEqual([])
  })

  it('R-WORK-002 ranks at most 10 products with bars relative to the first', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { maxLength: 14 }), (quantities) => {
        const sorted = [...quantities].sort((a, b) => b - a)
        const rows = topProductRows(sorted.map((Quantity, i) => ({ Rank: i + 1, Quantity })).reverse())
        expect(rows.length).toBe(Math.min(10, quantities.length))
        expect(rows.map((r) => r.product.Rank)).toEqual(rows.map((_, i) => i + 1))
        for (const r of rows) expect(r.share).toBe(sorted[0] ? r.product.Quantity / sorted[0] : 0)
      }),
    )
  })
})
