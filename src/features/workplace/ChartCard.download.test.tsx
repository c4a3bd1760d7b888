// The workplace chart card while its chart code (uPlot) downloads (R-PERF-025, decision 0381): the card's title,
// caption and table view never wait for the chart's code, the chart's box keeps its skeleton
// meanwhile, and a failed download says so and is asked for again.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import { notifier, type ToastMessage } from '../../lib/notify'
import { ChartCard } from './ChartCard'

/** The chart's chunk: each import of it waits until the test answers. */
const chunk = vi.hoisted(() => ({
  requests: 0,
  answer: (_ok: boolean) => {},
}))
vi.mock('./WorkplaceChart', async (importOriginal) => {
  chunk.requests += 1
  await new Promise<void>((resolve, reject) => {
    chunk.answer = (ok) => (ok ? resolve() : reject(new TypeError('Failed to fetch')))
  })
  return importOriginal()
})

const toasts: ToastMessage[] = []
const stop = notifier.subscribe((toast) => toasts.push(toast))
beforeAll(async () => {
  await i18n.changeLanguage('en')
  await loadAppTexts()
})
afterAll(stop)
afterEach(cleanup)

const card = (
  <ChartCard
    id="sales"
    title="Sales"
    caption="Sales by month"
    type="line"
    labels={['Jan', 'Feb']}
    series={[{ label: 'Cases', values: [1, 2], color: '#1d4ed8' }]}
    loading={false}
    table={<table aria-label="the numbers" />}
  />
)

it('R-PERF-025 the caption and the table view show while the chart’s code downloads; the box keeps its skeleton; a failed download says so and the chart view asks again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { container } = render(card)
  // Asked for when the card mounts, before the figures would need it.
  await vi.waitFor(() => expect(chunk.requests).toBe(1))
  expect(screen.getByRole('heading', { name: 'Sales' })).toBeVisible()
  expect(screen.getByText('Sales by month')).toBeVisible()
  const box = container.querySelector('.workplace-chart-box')!
  expect(box.querySelector('.p-skeleton')).not.toBeNull()
  expect(screen.queryByRole('img')).toBeNull()
  // The table view does not wait for the chart's code.
  fireEvent.click(screen.getByRole('button', { name: 'Table' }))
  expect(screen.getByRole('table', { name: 'the numbers' })).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Chart' }))
  expect(box.querySelector('.p-skeleton')).not.toBeNull()

  await act(async () => chunk.answer(false))
  expect(toasts.map((t) => t.key)).toContain('errors:network')
  expect(screen.queryByRole('img')).toBeNull()
  expect(within(container).getByText('Sales by month')).toBeVisible()

  // The next showing of the chart asks for the code again, and draws it once it has come.
  fireEvent.click(screen.getByRole('button', { name: 'Table' }))
  fireEvent.click(screen.getByRole('button', { name: 'Chart' }))
  await vi.waitFor(() => expect(chunk.requests).toBe(2))
  await act(async () => chunk.answer(true))
  expect((await screen.findByRole('img', { name: 'Sales by month' })).className).toBe('workplace-plot')
})
