// Which screens may import PrimeReact (decision 0390): the components the portal draws itself are
// never PrimeReact's, and whatever renders one of PrimeReact's loads its locale with it, since no
// page's start does any more (src/components/prime-locale.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every source file of the portal (tests and test kits left out), with its text. */
const sources = (dir: string): Array<{ file: string; text: string }> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.tsx?$/.test(entry.name)
      ? [{ file: relative(process.cwd(), path), text: readFileSync(path, 'utf8') }]
      : []
  })

const OWN = [
  'button',
  'inputtext',
  'inputtextarea',
  'message',
  'tag',
  'progressbar',
  'skeleton',
  'checkbox',
  'galleria',
  'keyfilter',
]
/** PrimeReact modules that render nothing (types, the locale's own module, helpers). */
const NOT_RENDERED = ['api', 'utils', 'menuitem']

describe('R-PERF-031 the portal draws its buttons, boxes, messages, tags, bars and banners itself', () => {
  const all = sources(join(process.cwd(), 'src'))

  it('R-PERF-031 no screen imports the PrimeReact components the portal draws itself', () => {
    const own = new RegExp(`['"]primereact/(${OWN.join('|')})['"]`)
    expect(all.filter(({ text }) => own.test(text)).map(({ file }) => file)).toEqual([])
  })

  it("R-PERF-031 every module that renders a PrimeReact component loads PrimeReact's locale with it", () => {
    const renders = new RegExp(
      `(?:^import (?!type)[^;]*from |import\\()'primereact/(?!(?:${NOT_RENDERED.join('|')})')`,
      'm',
    )
    const users = all.filter(({ text }) => renders.test(text))
    expect(users.length).toBeGreaterThan(15)
    expect(
      users
        .filter(({ text }) => !/(import |import\()'(\.\.?\/)+(components\/)?prime-locale'/.test(text))
        .map(({ file }) => file),
    ).toEqual([])
  })
})
