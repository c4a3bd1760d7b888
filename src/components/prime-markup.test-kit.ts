// Tests of the portal's components that draw PrimeReact's markup (decision 0390, R-PERF-031): an
// element's markup as the theme sees it, so that ours and PrimeReact's compare equal. Left out:
// PrimeReact's pass-through names (`data-pc-name`, `data-pc-section`), which no style reads, and
// generated ids; a class list compares as a set (the theme's selectors do not see its order); an
// icon's path compares with its coordinates rounded to 1/100 of a pixel, as the portal draws them
// (decision 0397; PrimeIcon.test.tsx checks each coordinate against PrimeReact's).
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { expect } from 'vitest'

const IGNORED = new Set(['data-pc-name', 'data-pc-section', 'data-pc-group-section'])

/** A path's `d` with every number rounded to two decimals. */
const roundedPath = (d: string) => d.replace(/-?\d*\.\d+/g, (n) => String(Number(Number(n).toFixed(2))))

/** The element's markup with its attributes sorted, its classes as a set, generated ids left out. */
export function markupOf(element: Element, options: { readonly ids?: boolean } = {}): string {
  const attributes = [...element.attributes]
    .filter((a) => !IGNORED.has(a.name) && (options.ids !== false || a.name !== 'id'))
    .map((a) =>
      a.name === 'class'
        ? `class="${[...new Set(a.value.split(/\s+/))].sort().join(' ')}"`
        : a.name === 'd' && element.tagName.toLowerCase() === 'path'
          ? `d="${roundedPath(a.value)}"`
          : `${a.name}="${a.value}"`,
    )
    .sort()
  const children = [...element.childNodes].map((node) =>
    node.nodeType === 1 ? markupOf(node as Element, options) : (node.textContent ?? ''),
  )
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</${element.tagName.toLowerCase()}>`
}

/** Renders ours and PrimeReact's element alone and expects the same markup (see `markupOf`). */
export function expectPrimeMarkup(ours: ReactElement, prime: ReactElement): void {
  const mine = markupOf(render(ours).container.firstElementChild!)
  cleanup()
  const theirs = markupOf(render(prime).container.firstElementChild!)
  cleanup()
  expect(mine).toBe(theirs)
}
