// The workplace's chart card on its own: the drawing is an image named by the caption, with no
// stray props on the DOM (issue 37: React warned 'Invalid ARIA attribute ariaLabel').
import { render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import { ChartCard } from './ChartCard'
import type uPlot from 'uplot'
import { chartOptionsOf, type ChartShape } from './chart-options'

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
  expect((await screen.findByRole('img', { name: 'Sales by month' })).className).toBe('workplace-plot')
  const warnings = errors.mock.calls.map((call) => call.map(String).join(' '))
  expect(warnings.filter((w) => /Invalid ARIA attribute|React does not recognize/.test(w))).toEqual([])
})

it("R-WORK-008 the value axis and the legend's numbers under the pointer are in the page's language, not the browser's", () => {
  const shape: ChartShape = {
    type: 'line',
    labels: ['Jan', 'Feb'],
    monthLabel: 'Month',
    series: [{ label: 'Cases', values: [6000, 1_250_000], color: '#1d4ed8' }],
  }
  const plot = {} as uPlot
  const axis = (lng: 'vi' | 'en') => chartOptionsOf(shape, lng, 400, 200).axes![1]!
  const values = (lng: 'vi' | 'en', splits: number[]) =>
    (axis(lng).values as (u: uPlot, splits: number[]) => string[])(plot, splits)
  expect(values('en', [0, 6000, 1_250_000])).toEqual(['0', '6,000', '1,250,000'])
  expect(values('vi', [0, 6000, 1_250_000])).toEqual(['0', '6.000', '1.250.000'])
  // The legend: the month under the pointer by its label, each series' number in the language.
  const legend = (lng: 'vi' | 'en', series: number, value: number | null) =>
    (chartOptionsOf(shape, lng, 400, 200).series[series]!.value as (u: uPlot, v: number | null) => string)(
      plot,
      value,
    )
  expect([legend('en', 0, 1), legend('en', 1, 6000), legend('vi', 1, 6000), legend('vi', 1, null)]).toEqual([
    'Feb',
    '6,000',
    '6.000',
    '',
  ])
  expect(chartOptionsOf(shape, 'en', 400, 200).series[0]!.label).toBe('Month')
})
