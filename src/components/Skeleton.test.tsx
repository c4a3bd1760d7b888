import { cleanup, render } from '@testing-library/react'
import { Skeleton as PrimeSkeleton } from 'primereact/skeleton'
import { describe, expect, it } from 'vitest'
import { markupOf } from './prime-markup.test-kit'
import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it("R-PERF-031 draws PrimeReact's Skeleton markup: its size in its style, hidden from screen readers", () => {
    for (const size of [{ width: '100%', height: '20rem' }, { height: '16rem' }]) {
      const ours = render(<Skeleton {...size} />).container.firstElementChild!
      expect(ours).toHaveAttribute('aria-hidden', 'true')
      expect(ours).toHaveClass('p-skeleton', 'p-component')
      const oursMarkup = markupOf(ours)
      cleanup()
      const prime = markupOf(render(<PrimeSkeleton {...size} />).container.firstElementChild!)
      cleanup()
      expect(oursMarkup).toBe(prime)
    }
  })
})
