// The confirmed list renders again only the part an answer changes (decision 0323): the list's
// page, the tab counts and the payment statuses each arrive on their own, and none of them renders
// the four day fields again, which the phone's CPU would pay for in blocking time. The day fields
// are counted where they render the portal's InputText.
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { OrderStatusOption, PaymentStatusOption } from '../../api/contracts/order-entities'
import { dayFieldRenders } from '../../test/counted-renders'
import { renderAt, shownNumbers, windowOfWidth } from '../../components/orders/orders-common.test-kit'
import { SessionProvider } from '../../components/session/session-context'
import type { OrderListPage } from '../../machines/order-list'
import { orderRow } from '../../machines/order-list/order-list.testkit'
import { sessionMachine } from '../../machines/session/session.machine'
import type { ConfirmedIO } from './confirmed-io'
import { ConfirmedOrdersScreen } from './ConfirmedOrdersScreen'

vi.mock('../../components/InputText', async (actual) =>
  (await import('../../test/counted-renders')).countingDayFields(await actual()),
)

/** An answer the test gives when it chooses. */
function held<T>() {
  let answer: (value: T) => void = () => {}
  const promise = new Promise<T>((resolve) => (answer = resolve))
  return { promise, answer }
}

function heldIO() {
  const page = held<OrderListPage>()
  const counts = held<readonly OrderStatusOption[]>()
  const payments = held<readonly PaymentStatusOption[]>()
  const io: ConfirmedIO = {
    list: { loadPage: () => page.promise },
    loadCounts: () => counts.promise,
    loadPaymentStatuses: () => payments.promise,
    exportFile: () => Promise.reject(new Error('no export in this test')),
    downloadPdf: () => Promise.reject(new Error('no PDF in this test')),
  }
  return { io, page, counts, payments }
}

describe('R-PERF-016 the confirmed list renders again only what an answer changes', () => {
  it('(en) the page, the counts and the payment statuses arrive without rendering the day fields again', async () => {
    const { io, page, counts, payments } = heldIO()
    // A 1366 px laptop: the filters are open (R-LIST-002), their payment checkboxes shown.
    const laptop = windowOfWidth(1366)
    const session = createActor(sessionMachine, { input: { token: undefined, userInfo: undefined } }).start()
    renderAt('/myorder/confirm', () => (
      <SessionProvider actor={session}>
        <ConfirmedOrdersScreen io={io} />
      </SessionProvider>
    ))
    await screen.findByRole('heading', { level: 1, name: 'Confirmed orders' })
    await act(async () => {})
    const mounted = dayFieldRenders()
    // The four day fields (ETD and ETA, from and to) have rendered: the count sees them.
    expect(mounted).toBeGreaterThanOrEqual(4)

    await act(async () => page.answer({ list: [orderRow(40, { FeOrderStatus: 3 })], totalCount: 1 }))
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000040']))
    await act(async () =>
      counts.answer([
        {
          OrderStatus: 3,
          OrderStatusString_EN: 'Confirmed',
          OrderStatusString_VN: 'Đã xác nhận',
          OrderCount: 1,
        },
      ]),
    )
    expect(await screen.findByRole('button', { name: 'Confirmed (1)' })).toBeVisible()
    await act(async () =>
      payments.answer([
        { PaymentStatus: 1, PaymentStatusString_EN: 'Paid', PaymentStatusString_VN: 'Đã thanh toán' },
      ]),
    )
    expect(await screen.findByRole('checkbox', { name: 'Paid' })).toBeInTheDocument()

    expect(dayFieldRenders()).toBe(mounted)
    laptop.restore()
  })
})
