// @vitest-environment node
// R-QUICK-009: the quick-order panel is not on place order's first load. Following the static
// imports of the route's page (relative ones, through every file they reach), neither the panel,
// its file reader, its machine, its styles nor ExcelJS is reached; the slot imports the panel
// only with import(). `npm run size` measures the bytes on the built app.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, staticGraph } from '../../test/static-graph'

describe('quick order loads when first opened', () => {
  it('R-QUICK-009 place order statically reaches the slot but not the panel, its reader, machine, styles or ExcelJS', () => {
    const { files: reached, packages } = staticGraph('src/features/place-order/PlaceOrderPage.tsx')
    expect(reached).toContain('src/features/place-order/QuickOrderSlot.tsx')
    for (const lazy of [
      'src/features/place-order/QuickOrderPanel.tsx',
      'src/features/place-order/quick-order-files.ts',
      'src/features/place-order/quick-order.css',
      'src/machines/place-order/quick-order.machine.ts',
    ])
      expect(reached).not.toContain(lazy)
    expect([...packages].filter((p) => p.startsWith('exceljs'))).toEqual([])
    expect(readFileSync(join(ROOT, 'src/features/place-order/QuickOrderSlot.tsx'), 'utf8')).toMatch(
      /import\('\.\/QuickOrderPanel'\)/,
    )
  })
})
