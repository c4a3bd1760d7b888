// The pending list's basic table over the list machine's fake backend: its columns, statuses in
// the active language (from the status number), no draft actions, its empty state, and paging.
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FILTER_TIMING } from '../../lib/list-timing'
import { fakeBackend, orderRow } from '../../machines/order-list/order-list.testkit'
import {
  bodyRows,
  cellTexts,
  ioOf,
  renderAt,
  shownCards,
  shownNumbers,
  windowOfWidth,
} from '../../components/orders/orders-common.test-kit'
import { dayFieldRenders } from '../../test/counted-renders'
import { OrderAgainAction } from '../../components/orders/OrderAgainAction'
import { PendingOrdersScreen } from './PendingOrdersPage'

vi.mock('../../components/InputText', async (actual) =>
  (await import('../../test/counted-renders')).countingDayFields(await actual()),
)

const PATH = '/myorder/orderInfo'
const measureOf = performance.measure.bind(performance)
const PENDING = [1, 2, 25] as const
const COMPANIES = [{ CustomerCode: 'C001', CustomerName: 'Company One' }]

const rows = () => [
  orderRow(24, { FeOrderStatus: 25, FeOrderStatusString: 'x' }),
  orderRow(28, { FeOrderStatus: 2, FeOrderStatusString: 'x' }),
  orderRow(37, { FeOrderStatus: 1, FeOrderStatusString: 'x', EtaDate: '2026-12-06', Quantity: 120 }),
  orderRow(35, { FeOrderStatus: 0 }),
]

function renderPending(backend = fakeBackend(rows(), [...PENDING]), lng: 'vi' | 'en' = 'en') {
  return {
    ...renderAt(PATH, () => <PendingOrdersScreen io={ioOf(backend)} companies={COMPANIES} />, lng),
    backend,
  }
}

describe('pending list screen (basic table)', () => {
  it('R-PEND-005 R-LIFE-027 (en) the columns of the pending list, newest first, without drafts or draft actions', async () => {
    renderPending()
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000037', 'BB00000028', 'BB00000024']))
    const headers = within(screen.getByRole('table', { name: 'Pending orders' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'BB No.',
      'Created',
      'Company',
      'Quantity (cases)',
      'Total amount (VND, VAT included)',
      'ETA',
    ])
    expect(cellTexts(bodyRows()[0]!)).toEqual([
      'BB00000037Pending Approval',
      '10-02-2026',
      'Công ty TNHH Bếp ViệtC1001',
      '120',
      'VND 37,000,000',
      '06-12-2026',
    ])
    expect(screen.queryByRole('button', { name: /draft/ })).toBeNull()
  })

  it('R-I18N-003 (vi) statuses come from the status number in the active language', async () => {
    renderPending(undefined, 'vi')
    await waitFor(() => expect(shownNumbers()).toHaveLength(3))
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'BB00000037Chờ duyệt',
      'BB00000028Chờ thanh toán',
      'BB00000024Đang xác minh thanh toán',
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'Đơn hàng chờ xử lý' })).toBeVisible()
  })

  it('(vi) the translated empty state', async () => {
    renderPending(fakeBackend([], [...PENDING]), 'vi')
    expect(await screen.findByText('Bạn chưa có đơn hàng chờ xử lý nào.')).toBeVisible()
    expect(screen.getByText('Tổng 0')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Trang sau' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('R-PEND-007 (en) pages through the list; the total counts every pending order', async () => {
    const many = Array.from({ length: 14 }, (_, i) => orderRow(i + 1, { FeOrderStatus: PENDING[i % 3]! }))
    const { user } = renderPending(fakeBackend(many, [...PENDING]))
    await waitFor(() => expect(shownNumbers()).toHaveLength(10))
    expect(screen.getByText('Total 14')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() =>
      expect(shownNumbers()).toEqual(['BB00000004', 'BB00000003', 'BB00000002', 'BB00000001']),
    )
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(shownNumbers()[0]).toBe('BB00000014'))
  })
})

describe('pending list screen on a phone', () => {
  it('R-PEND-017 R-SHELL-019 (vi) below 992 px each order is a card: BB number heading, status and the fields; from 992 px the table', async () => {
    const phone = windowOfWidth(390)
    try {
      renderPending(undefined, 'vi')
      const list = await screen.findByRole('list', { name: 'Đơn hàng chờ xử lý' })
      await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3))
      expect(screen.queryByRole('table')).toBeNull()
      const card = shownCards()[0]!
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('BB00000037')
      expect(card).toHaveAccessibleName('BB00000037')
      expect(card).toHaveTextContent('Chờ duyệt')
      expect(
        within(card)
          .getAllByRole('term')
          .map((t) => t.textContent),
      ).toEqual(['Ngày tạo', 'Công ty', 'Số lượng (thùng)', 'Tổng tiền (VND, đã gồm VAT)', 'Ngày ETA'])
      expect(
        within(card)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['10-02-2026', 'Công ty TNHH Bếp ViệtC1001', '120', '37.000.000 VND', '06-12-2026'])
      // Turned or resized past the breakpoint: the table again.
      phone.resize(992)
      await waitFor(() => expect(shownNumbers()).toEqual(['BB00000037', 'BB00000028', 'BB00000024']))
      expect(screen.queryByRole('article')).toBeNull()
    } finally {
      phone.restore()
    }
  })

  it('(en) an empty list on a phone says so', async () => {
    const phone = windowOfWidth(390)
    try {
      renderPending(fakeBackend([], [...PENDING]))
      expect(await screen.findByText('You have no pending orders.')).toBeVisible()
      expect(screen.queryByRole('article')).toBeNull()
    } finally {
      phone.restore()
    }
  })
})

describe('R-PERF-006 pending list: filter-change timing', () => {
  it('(en) a filter change is measured once its rows are rendered; the first load and a page change are not', async () => {
    performance.clearMeasures(FILTER_TIMING.pending)
    // What the page showed when the measure was taken.
    const shownAtMeasure: string[][] = []
    const measure = vi.spyOn(performance, 'measure').mockImplementation((...args) => {
      shownAtMeasure.push(shownNumbers())
      return measureOf(...args)
    })
    // A 1366 px laptop: the filters are open (R-LIST-002).
    const laptop = windowOfWidth(1366)
    const many = Array.from({ length: 14 }, (_, i) => orderRow(i + 1, { FeOrderStatus: PENDING[i % 3]! }))
    const { user } = renderPending(fakeBackend(many, [...PENDING]))
    await waitFor(() => expect(shownNumbers()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(shownNumbers()).toHaveLength(4))
    expect(measure).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('BB No.'), '12{Enter}')
    // The rows render in a transition after the list's answer (decision 0322): give it time.
    await waitFor(() => expect(measure).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(measure).toHaveBeenCalledWith(FILTER_TIMING.pending, `${FILTER_TIMING.pending}.sent`)
    expect(shownAtMeasure).toEqual([['BB00000012']])
    expect(performance.getEntriesByName(FILTER_TIMING.pending, 'measure')).toHaveLength(1)
    expect(performance.getEntriesByName(`${FILTER_TIMING.pending}.sent`, 'mark')).toHaveLength(0)
    measure.mockRestore()
    laptop.restore()
  })
})

/** The pending list over the fake backend, whose first page comes only when the test says. */
function renderHeld() {
  const backend = fakeBackend(rows(), [...PENDING])
  let release = () => {}
  const io = {
    ...ioOf(backend),
    loadPage: (input: Parameters<typeof backend.implementations.loadPage>[0]) =>
      new Promise<Awaited<ReturnType<typeof backend.implementations.loadPage>>>((resolve) => {
        release = () => resolve(backend.implementations.loadPage(input))
      }),
  }
  renderAt(PATH, () => <PendingOrdersScreen io={io} companies={COMPANIES} />)
  return { release: () => release() }
}

describe('R-PERF-007 pending list: no pager above rows still to come', () => {
  it('(en) the pager shows only once the first page has come', async () => {
    const { release } = renderHeld()
    await screen.findByRole('heading', { level: 1, name: 'Pending orders' })
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    release()
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeVisible()
  })
})

describe('R-PERF-016 pending list: an answer renders again only what it changes', () => {
  it('(en) a page of rows arrives without rendering the day fields again', async () => {
    const { release } = renderHeld()
    await screen.findByRole('heading', { level: 1, name: 'Pending orders' })
    await act(async () => {})
    const mounted = dayFieldRenders()
    // Both day fields (created from and to) have rendered: the count sees them.
    expect(mounted).toBeGreaterThanOrEqual(2)
    await act(async () => release())
    await waitFor(() => expect(shownNumbers()).toHaveLength(3))
    expect(dayFieldRenders()).toBe(mounted)
  })
})

describe('R-REORDER-008 Order again on the list of a code that may not place orders', () => {
  for (const lng of ['vi', 'en'] as const) {
    it(`R-REORDER-008 (${lng}) its rows offer no Order again; the rows of the other codes do`, async () => {
      const backend = fakeBackend(
        [
          orderRow(41, { FeOrderStatus: 1, FeOrderStatusString: 'x' }),
          orderRow(42, { FeOrderStatus: 1, FeOrderStatusString: 'x', CustomerCode: 'C1001-02' }),
        ],
        [...PENDING],
      )
      const io = {
        ...ioOf(backend),
        loadRights: async () => ({
          C1001: null,
          'C1001-02': { CanPlaceOrder: false, CanViewOrders: true, CanUploadPayment: true },
        }),
      }
      const companies = [
        { CustomerCode: 'C1001', CustomerName: 'Company One' },
        { CustomerCode: 'C1001-02', CustomerName: 'Company One, branch 2' },
      ]
      renderAt(
        PATH,
        () => (
          <PendingOrdersScreen
            io={io}
            companies={companies}
            renderActions={(row) => <OrderAgainAction row={row} />}
          />
        ),
        lng,
      )
      const again = lng === 'vi' ? /^Đặt hàng lại/ : /^Order again/
      await waitFor(() => expect(shownNumbers()).toEqual(['BB00000042', 'BB00000041']))
      await waitFor(() => expect(within(bodyRows()[0]!).queryByRole('button', { name: again })).toBeNull())
      expect(within(bodyRows()[1]!).getByRole('button', { name: again })).toBeInTheDocument()
    })
  }
})
