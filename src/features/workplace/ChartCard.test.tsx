// The workplace's chart card on its own: the canvas is an image named by the caption, with no
// stray props on the DOM (issue 37: React warned 'Invalid ARIA attribute ariaLabel').
import { render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import { ChartCard } from './ChartCard'
import { chartOptionsOf } from './chart-options'

beforeAll(async () => {
  await i18n.changeLanguage('en')
  await loadAppTexts()
})
afterEach(() => vi.restoreAllMocks())

it('R-WORK-005 the chart is an image named by its caption, and React warns about no attribute', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <ChartCard
      id="sales"
      title="Sales"
      caption="Sales by month"
      type="line"
      labels={['Jan', 'Feb']}
      series={[{ label: 'Sales', values: [1, 2], color: '#1d4ed8' }]}
      loading={false}
      table={<table />}
    />,
  )
  // The drawing's code is a chunk of its own (R-PERF-025).
  expect((await screen.findByRole('img', { name: 'Sales by month' })).tagName).toBe('CANVAS')
  const warnings = errors.mock.calls.map((call) => call.map(String).join(' '))
  expect(warnings.filter((w) => /Invalid ARIA attribute|React does not recognize/.test(w))).toEqual([])
})

it("R-WORK-008 the value axis and the tooltips write numbers in the page's language, not the browser's", () => {
  const tick = (lng: 'vi' | 'en', value: number) => chartOptionsOf(lng).scales.y.ticks.callback(value)
  expect(tick('en', 6000)).toBe('6,000')
  expect(tick('vi', 6000)).toBe('6.000')
  expect(tick('en', 1_250_000)).toBe('1,250,000')
  expect([chartOptionsOf('en').locale, chartOptionsOf('vi').locale]).toEqual(['en-US', 'vi-VN'])
})
