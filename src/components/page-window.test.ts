import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageCountOf, pageWindow } from './page-window'

/** PrimeReact 10's Paginator's own computation (calculatePageLinkBoundaries), from 0. */
function primeReactBoundaries(page: number, pageCount: number, size: number): number[] {
  const visible = Math.min(size, pageCount)
  let start = Math.max(0, Math.ceil(page - visible / 2))
  const end = Math.min(pageCount - 1, start + visible - 1)
  start = Math.max(0, start - (size - (end - start + 1)))
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i + 1)
}

describe('pageWindow', () => {
  it('R-PEND-007 shows five pages around the current one, fewer only when there are fewer pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 0)).toEqual([])
  })

  it('R-PEND-007 the window holds the current page, consecutive pages within the list, as PrimeReact laid them out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 7 }), (pageCount, size) =>
        fc.assert(
          fc.property(fc.integer({ min: 1, max: Math.max(1, pageCount) }), (pageIndex) => {
            const shown = pageWindow(pageIndex, pageCount, size)
            expect(shown).toHaveLength(Math.min(size, pageCount))
            if (pageCount > 0) expect(shown).toContain(pageIndex)
            shown.forEach((page, i) => expect(page).toBe(shown[0]! + i))
            if (shown.length > 0) expect(shown.at(-1)!).toBeLessThanOrEqual(pageCount)
            expect(shown).toEqual(pageCount > 0 ? primeReactBoundaries(pageIndex - 1, pageCount, size) : [])
          }),
          { numRuns: 5 },
        ),
      ),
    )
  })

  it('R-PEND-007 counts the pages a total makes', () => {
    expect(pageCountOf(0, 10)).toBe(0)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
  })
})
