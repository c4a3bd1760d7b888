import { describe, expect, it } from 'vitest'
import { bilingual, shownParams, textIn } from './texts'

describe('the backend texts', () => {
  it('R-I18N-010 a wire date is written DD-MM-YYYY and a wire date-time DD-MM-YYYY HH:mm; other values pass as they are', () => {
    expect(
      shownParams({ eta: '2025-03-20', now: '2025-03-15 10:00:00', at: '2025-03-15T10:00:00.000Z' }),
    ).toEqual({ eta: '20-03-2025', now: '15-03-2025 10:00', at: '15-03-2025 10:00' })
    expect(shownParams({ orderNumber: 'BB2025031500001', days: 7, reason: '2025-03 stock' })).toEqual({
      orderNumber: 'BB2025031500001',
      days: 7,
      reason: '2025-03 stock',
    })
  })

  it('R-I18N-010 a notification and a message say their dates as the screens do, in both languages', () => {
    const confirmed = bilingual('notifications.content.confirmed', { orderNumber: 'BB1', eta: '2025-03-20' })
    expect(confirmed.vi).toContain('20-03-2025')
    expect(confirmed.en).toContain('20-03-2025')
    expect(`${confirmed.vi} ${confirmed.en}`).not.toContain('2025-03-20')
    expect(textIn('vi', 'sim.clockMoved', { days: 1, now: '2025-03-16 10:00:00' })).toContain(
      '16-03-2025 10:00',
    )
  })
})
