import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Button } from 'primereact/button'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { primeUnusedPartsPlugin, UNUSED_PRIME_PARTS } from '../../build/prime-unused-parts'
import { Ripple, Tooltip } from '../../build/prime-unused-parts-stubs'

const resolveId = (source: string) =>
  (primeUnusedPartsPlugin().resolveId as (source: string) => string | null)(source)

/** Every screen source file of the portal (tests left out). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('R-PERF-028 the build leaves out the PrimeReact ripple and tooltip the portal never shows', () => {
  it('R-PERF-028 the build resolves PrimeReact ripple and tooltip modules to the stubs, and nothing else', () => {
    for (const part of UNUSED_PRIME_PARTS) expect(resolveId(part)).toMatch(/prime-unused-parts-stubs\.tsx$/)
    for (const other of ['primereact/button', 'primereact/api', 'primereact/overlaypanel', './ripple'])
      expect(resolveId(other)).toBeNull()
  })

  it('R-PERF-028 the ripple stub renders nothing, as PrimeReact Button renders no ripple with the option off; a tooltip fails loudly', () => {
    const html = renderToStaticMarkup(createElement(Button, { label: 'Save', icon: 'pi pi-check' }))
    expect(html).toMatch(/^<button [^>]*class="p-button p-component"[^>]*>.*Save.*<\/button>$/)
    expect(html).not.toMatch(/p-ink|role="presentation"/)
    expect(Ripple()).toBeNull()
    expect(() => Tooltip()).toThrow(/Tooltip is left out of the build/)
  })

  it('R-PERF-028 no screen turns the ripple on or gives a PrimeReact component a tooltip', () => {
    const offending = sources(join(process.cwd(), 'src')).filter((file) =>
      /\btooltip(Options)?=|<PrimeReactProvider|PrimeReact\.ripple|\bripple:\s*true|primereact\/(ripple|tooltip)/.test(
        readFileSync(file, 'utf8'),
      ),
    )
    expect(offending).toEqual([])
  })
})
