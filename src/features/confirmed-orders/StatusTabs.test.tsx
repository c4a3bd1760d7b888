// The status tabs hold their room until the first counts arrive (CLS): a layout property, never a
// timing (decision 0011).
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import { CONFIRMED_STATUSES, statusTabsOf } from '../../machines/confirmed-orders'
import { StatusTabs } from './StatusTabs'

afterEach(cleanup)

const renderTabs = (busy: boolean, options: Parameters<typeof statusTabsOf>[0]) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <StatusTabs tabs={statusTabsOf(options)} current="all" busy={busy} onChoose={() => {}} />
    </I18nextProvider>,
  )

const reserved = () => document.querySelectorAll('.confirmed-tabs__tab--reserved')

describe('R-PERF-007 confirmed list: the status tabs hold their room', () => {
  it('(en) before the first counts, hidden stand-ins of every status tab, out of the accessibility tree; none once counted', () => {
    const { unmount } = renderTabs(true, [])
    expect(reserved()).toHaveLength(CONFIRMED_STATUSES.length)
    for (const stand of reserved()) expect(stand.getAttribute('aria-hidden')).toBe('true')
    // Only 'All' is a button; the stand-ins are not.
    expect(screen.getAllByRole('button')).toHaveLength(1)
    unmount()
    const counted = CONFIRMED_STATUSES.map((status, i) => ({
      OrderStatus: status,
      OrderStatusString_EN: `S${status}`,
      OrderStatusString_VN: `S${status}`,
      OrderCount: i,
    }))
    renderTabs(true, counted)
    expect(reserved()).toHaveLength(0)
    expect(screen.getAllByRole('button')).toHaveLength(CONFIRMED_STATUSES.length + 1)
  })

  it('(en) a list whose counts failed (not busy) shows no stand-ins', () => {
    renderTabs(false, [])
    expect(reserved()).toHaveLength(0)
  })
})
