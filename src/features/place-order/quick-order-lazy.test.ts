// @vitest-environment node
// R-QUICK-009: the quick-order panel is not on place order's first load. Following the static
// imports of the route's page (relative ones, through every file they reach), neither the panel,
// its file reader, its machine, its styles nor ExcelJS is reached; the slot imports the panel
// only with import(). `npm run size` measures the bytes on the built app.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../../..')
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && !f.endsWith('/'))
}

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    if (!/\.tsx?$/.test(file)) return
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue
      if (!specifier.startsWith('.')) packages.add(specifier)
      else {
        const target = fileOf(file, specifier)
        if (target !== undefined) visit(target)
      }
    }
  }
  visit(entry)
  return { files, packages }
}

describe('quick order loads when first opened', () => {
  it('R-QUICK-009 place order statically reaches the slot but not the panel, its reader, machine, styles or ExcelJS', () => {
    const { files, packages } = staticGraph(join(ROOT, 'src/features/place-order/PlaceOrderPage.tsx'))
    const reached = [...files].map((f) => f.slice(ROOT.length + 1))
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
