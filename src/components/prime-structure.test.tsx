// The structural styles PrimeReact injects at run time for the components the portal draws itself
// (decision 0390): every rule of them is in src/components/prime-structure.css, in the same
// cascade layer, so the theme lays ours out as it laid out PrimeReact's.
import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Galleria } from 'primereact/galleria'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Message } from 'primereact/message'
import { ProgressBar } from 'primereact/progressbar'
import { Skeleton } from 'primereact/skeleton'
import { Tag } from 'primereact/tag'
import { describe, expect, it } from 'vitest'

/** Every rule of a sheet as one line: its at-rules, its selectors, its declarations. */
function rulesOf(css: string): Set<string> {
  const rules = new Set<string>()
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()
  postcss.parse(css).walkDecls((decl) => {
    const path: string[] = []
    for (let node: postcss.Node | undefined = decl.parent; node && node.type !== 'root'; node = node.parent) {
      if (node instanceof postcss.Rule) path.unshift(squeeze(node.selectors.join(',')))
      if (node instanceof postcss.AtRule) path.unshift(`@${node.name} ${squeeze(node.params)}`)
    }
    rules.add(
      `${path.join(' > ')} { ${decl.prop}: ${squeeze(decl.value)}${decl.important ? ' !important' : ''} }`,
    )
  })
  return rules
}

describe('prime-structure.css', () => {
  it('R-PERF-031 holds every structural rule PrimeReact injects for the components the portal draws itself', () => {
    render(
      <>
        <Button label="a" />
        <InputText value="" onChange={() => undefined} />
        <InputTextarea value="" onChange={() => undefined} />
        <Message severity="info" text="m" />
        <Tag value="t" />
        <ProgressBar value={1} />
        <Skeleton />
        <Checkbox checked={false} onChange={() => undefined} />
        <Galleria value={[1]} item={(n: number) => <span>{n}</span>} showThumbnails={false} />
      </>,
    )
    const injected = [...document.head.querySelectorAll('style[data-primereact-style-id]')]
    const names = injected.map((style) => style.getAttribute('data-primereact-style-id'))
    for (const name of [
      'base',
      'common',
      'inputtextarea',
      'message',
      'tag',
      'progressbar',
      'skeleton',
      'galleria',
    ])
      expect(names).toContain(name)
    const primes = rulesOf(injected.map((style) => style.textContent).join('\n'))
    const ours = rulesOf(readFileSync(join(process.cwd(), 'src/components/prime-structure.css'), 'utf8'))
    expect(primes.size).toBeGreaterThan(200)
    expect([...primes].filter((rule) => !ours.has(rule))).toEqual([])
    // Layered as PrimeReact layers them: below the theme's and the portal's own rules.
    expect([...ours].filter((rule) => rule.includes('.p-button-label'))[0]).toMatch(/^@layer primereact > /)
  })
})
