// What a product added renders again on the place-order screen (R-PERF-033, decision 0392): its
// catalogue row and the summary, not the list, the other rows, the other summary lines or the
// delivery form. Counted with stand-ins that count their renders (test/counted-renders): each
// catalogue row draws one ProductPicture (keyed by the product's code), each summary line one
// remove button (keyed by its label).
import { act, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { keyedRenders, renderedKeys, renders } from '../../test/counted-renders'
import {
  DISTRIBUTOR,
  productList,
  productRow,
  renderScreen,
  signIn,
  type SignedIn,
} from './place-order.test-kit'

vi.mock('../../components/ProductPicture', async (actual) =>
  (await import('../../test/counted-renders')).countingModule(
    await actual<typeof import('../../components/ProductPicture')>(),
    'ProductPicture',
    () => true,
    (props) => String(props.code),
  ),
)
vi.mock('../../components/Button', async (actual) =>
  (await import('../../test/counted-renders')).countingModule(
    await actual<typeof import('../../components/Button')>(),
    'Button',
    (props) => String(props['aria-label'] ?? '').startsWith('Remove '),
    (props) => String(props['aria-label']),
  ),
)
vi.mock('./Catalogue', async (actual) =>
  (await import('../../test/counted-renders')).countingModule(
    await actual<typeof import('./Catalogue')>(),
    'Catalogue',
  ),
)
vi.mock('./SummaryPanel', async (actual) =>
  (await import('../../test/counted-renders')).countingModule(
    await actual<typeof import('./SummaryPanel')>(),
    'SummaryPanel',
  ),
)
vi.mock('./OrderFormPanel', async (actual) =>
  (await import('../../test/counted-renders')).countingModule(
    await actual<typeof import('./OrderFormPanel')>(),
    'OrderFormPanel',
  ),
)

startMockServer({ realNow: fixedClock })
let distributor: SignedIn
beforeAll(async () => {
  distributor = await signIn(DISTRIBUTOR)
})

const clearCounts = () => {
  renders.clear()
  keyedRenders.clear()
}
beforeEach(clearCounts)

/** Presses a product's "one more" button and waits for its line in the summary. */
async function oneMore(code: string, user: ReturnType<typeof renderScreen>['user']) {
  clearCounts()
  await user.click(productRow(code).getByRole('button', { name: /^One more of / }))
  await waitFor(() =>
    expect(document.querySelector(`.po-lines [data-product-code="${code}"]`)).not.toBeNull(),
  )
  // Whatever the press still renders after its line shows is counted too.
  await act(async () => {})
}

const rowsOfFormatOtherThan = (code: string) => {
  const formatOf = (row: Element) => row.querySelector('.po-product__meta')?.textContent?.split(' · ').at(-1)
  const rows = [...document.querySelectorAll('.po-products > li')]
  const chosen = rows.find((row) => row.getAttribute('data-product-code') === code)
  if (chosen === undefined) throw new Error(`no row for ${code}`)
  return rows
    .filter((row) => formatOf(row) !== formatOf(chosen))
    .map((row) => row.getAttribute('data-product-code') ?? '')
}

describe(
  'R-PERF-033 a product added renders its own row and the summary, not the list',
  { timeout: 30_000 },
  () => {
    it('R-PERF-033 the first product renders its row and the rows that now say "Another format"; the next renders its row and its line only', async () => {
      const { user } = renderScreen({ as: distributor })
      await productList()
      const listed = document.querySelectorAll('.po-products > li').length
      const otherFormat = rowsOfFormatOtherThan('FZ001')
      expect(otherFormat.length).toBeGreaterThan(0)
      expect(otherFormat.length).toBeLessThan(listed - 2)

      // The first product: its row, and every row of another format for its new tag (R-ORD-020).
      await oneMore('FZ001', user)
      expect(productRow('SS001').getByText('Another format')).toBeVisible()
      expect(renderedKeys('ProductPicture')).toEqual(['FZ001', ...otherFormat].sort())
      expect(renders.get('SummaryPanel') ?? 0).toBeGreaterThan(0)
      expect(renders.get('OrderFormPanel') ?? 0).toBe(0)

      // Another product of the same format: its row and its summary line, nothing else.
      await oneMore('FZ002', user)
      expect(renderedKeys('ProductPicture')).toEqual(['FZ002'])
      expect(renderedKeys('Button')).toEqual([expect.stringMatching(/^Remove .* from the order$/)])
      expect(screen.getByRole('button', { name: renderedKeys('Button')[0] })).toBeVisible()
      expect(productRow('FZ002').getByRole('textbox')).toHaveValue('1')
      expect(renders.get('Catalogue') ?? 0).toBe(0)
      expect(renders.get('OrderFormPanel') ?? 0).toBe(0)
      expect(renders.get('SummaryPanel') ?? 0).toBeGreaterThan(0)

      // One more of a product already in the order: its row and its line again, not the other's.
      const firstLine = renderedKeys('Button')[0]
      await oneMore('FZ001', user)
      await waitFor(() => expect(productRow('FZ001').getByRole('textbox')).toHaveValue('2'))
      expect(renderedKeys('ProductPicture')).toEqual(['FZ001'])
      expect(renderedKeys('Button')).toHaveLength(1)
      expect(renderedKeys('Button')).not.toContain(firstLine)
      expect(renders.get('Catalogue') ?? 0).toBe(0)
    })
  },
)
