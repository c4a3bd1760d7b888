// The simulator panel over the Node mock backend (fixed clock, seed of 2025-03-15): it offers
// exactly the actions the lifecycle allows, and its buttons call the Sim.* endpoints.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SimOrder } from '../../api/contracts/simulator'
import { createI18n } from '../../i18n/all-texts'
import { notifier, type ToastMessage } from '../../lib/notify'
import { ordersChanged } from '../../lib/orders-changed'
import { storage } from '../../lib/storage'
import { login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { simOrderOf } from '../../mocks/handlers/simulator'
import { fixedClock } from '../../test/order-contract'
import { commandOf } from '../../machines/order-lifecycle/order-lifecycle.testkit'
import { EVENT_OF_ACTION, eventOf, legalActions, SIM_ACTIONS } from '../../machines/simulator'
import { SimulatorContent } from './SimulatorPanel'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders

// The simulator needs a session (decision 0131): any demo account stands in for the back office.
beforeAll(async () => storage.setCookie('token', await login('customer@demo.vn')))
afterAll(() => storage.removeCookie('token'))

/** The panel's row of a stored order, as Sim.Orders answers it. */
const rowOf = (id: number): SimOrder => simOrderOf(orders().store.order(id)!)

describe('R-API-041 the simulator panel', () => {
  it('offers an action exactly when the event store would accept it, for every seeded order', () => {
    const now = orders().clock.now()
    let enabled = 0
    for (const state of orders().store.orders()) {
      if (state.status === 0) continue
      const legal = legalActions(rowOf(state.id), now)
      for (const action of SIM_ACTIONS) {
        expect(legal[action], `${state.orderNumber} ${action}`).toBe(
          orders().commands.can(state, commandOf(eventOf(action, rowOf(state.id), now))),
        )
        if (legal[action]) enabled += 1
      }
    }
    expect(enabled).toBeGreaterThan(20)
    expect(Object.keys(EVENT_OF_ACTION)).toEqual([...SIM_ACTIONS])
  })

  it('R-I18N-012 lists the orders with their legal actions, moves the clock (said DD-MM-YYYY HH:mm, ahead of real time) and approves an order', async () => {
    const user = userEvent.setup()
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <SimulatorContent />
      </I18nextProvider>,
    )
    await waitFor(
      () =>
        expect(screen.getByTestId('sim-clock')).toHaveTextContent(
          'Business time 15-03-2025 10:00 (the real time)',
        ),
      {
        timeout: 20_000,
      },
    )
    const pending = [...orders().store.orders()].filter((o) => o.status === 1).at(-1)!
    await screen.findByText(pending.orderNumber, {}, { timeout: 20_000 })
    const row = screen.getByText(pending.orderNumber).closest('tr')!
    expect(within(row).getByRole('button', { name: `Ship ${pending.orderNumber}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    const approve = within(row).getByRole('button', { name: `Approve ${pending.orderNumber}` })
    expect(approve).not.toHaveAttribute('aria-disabled')

    await user.click(approve)
    await waitFor(() => expect(orders().store.order(pending.id)!.status).not.toBe(1), { timeout: 20_000 })

    await user.click(screen.getByRole('button', { name: '+7 day(s)' }))
    await waitFor(
      () =>
        expect(screen.getByTestId('sim-clock')).toHaveTextContent(
          'Business time 22-03-2025 10:00 (7 day(s) ahead of real time)',
        ),
      {
        timeout: 20_000,
      },
    )
    expect(orders().clock.offsetDays).toBe(7)
  }, 30_000) // renders a PrimeReact table and waits for three round trips: a guard, not a speed check

  it('R-API-044 R-API-043 its toasts name statuses and failures in the active language; an order action tells the lists', async () => {
    const user = userEvent.setup()
    const toasts: ToastMessage[] = []
    const stopToasts = notifier.subscribe((toast) => void toasts.push(toast))
    let changes = 0
    const stopChanges = ordersChanged.subscribe(() => void (changes += 1))
    render(
      <I18nextProvider i18n={createI18n('vi')}>
        <SimulatorContent />
      </I18nextProvider>,
    )
    // An order of customer@demo.vn (a company paying 'no credit - TT'): approval moves it 1 to 2.
    const pending = [...orders().store.orders()].find(
      (o) => o.status === 1 && o.account === 'customer@demo.vn',
    )!
    await user.selectOptions(await screen.findByLabelText('Trạng thái'), 'Chờ duyệt')
    const approve = await screen.findByRole(
      'button',
      { name: `Duyệt ${pending.orderNumber}` },
      { timeout: 20_000 },
    )
    await waitFor(() => expect(approve).not.toHaveAttribute('aria-disabled'), { timeout: 20_000 })
    await user.click(approve)
    await waitFor(
      () =>
        expect(toasts.map((t) => t.text)).toContain(
          `Đơn hàng ${pending.orderNumber}: Chờ duyệt → Chờ thanh toán`,
        ),
      { timeout: 20_000 },
    )
    expect(changes).toBe(1)

    await user.selectOptions(screen.getByLabelText('Loại lỗi'), 'Lỗi máy chủ (HTTP 500)')
    await user.click(screen.getByRole('button', { name: 'Cho lệnh gọi tiếp theo gặp lỗi' }))
    await waitFor(
      () => expect(toasts.at(-1)?.text).toBe('Lệnh gọi tiếp theo sẽ gặp: Lỗi máy chủ (HTTP 500)'),
      { timeout: 20_000 },
    )
    await user.click(screen.getByRole('button', { name: 'Hủy' }))
    await waitFor(() => expect(toasts.at(-1)?.text).toBe('Không còn lỗi nào đang chờ'), { timeout: 20_000 })
    // Arming a failure changes no order: the lists are not told to reload.
    expect(changes).toBe(1)
    stopToasts()
    stopChanges()
  }, 30_000)

  it("R-VIEW-010 every company's orders are listed here, each row linking to its order's replay", async () => {
    const view = render(
      <I18nextProvider i18n={createI18n('en')}>
        <SimulatorContent />
      </I18nextProvider>,
    )
    const other = [...orders().store.orders()]
      .filter((o) => o.account === 'credit@demo.vn' && o.status !== 0)
      .at(-1)!
    await screen.findByText(other.orderNumber, {}, { timeout: 20_000 })
    const row = screen.getByText(other.orderNumber).closest('tr')!
    expect(within(row).getByRole('link', { name: `History of ${other.orderNumber}` })).toHaveAttribute(
      'href',
      `/statecharts?replay=${other.id}`,
    )
    view.unmount() // its table polls no more: the next test's panel is the only one
  }, 30_000)
})
