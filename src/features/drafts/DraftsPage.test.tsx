// The draft list screen over the list machine's fake backend: columns and formats in both
// languages, empty and loading states, paging, open, submit (and the server's refusal) and delete
// with confirmation.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
import { DraftsScreen } from './DraftsPage'

const PATH = '/myorder/draftInfo'

const seededLike = () => [
  orderRow(31, {
    CreateTime: '2026-11-19 09:30:00',
    EtaDate: null,
    Quantity: 40,
    TotalAmount: 21_600_000,
    CustomerCode: 'C1001',
    CustomerName: 'Công ty TNHH Bếp Việt',
  }),
  orderRow(35, {
    CreateTime: '2026-11-21 09:34:00',
    EtaDate: '2026-12-02',
    Quantity: 1110,
    TotalAmount: 17_310_000,
    CustomerCode: 'C1001-02',
    CustomerName: 'Bếp Việt – Chi nhánh Đà Nẵng',
  }),
]

function renderDrafts(backend = fakeBackend(seededLike()), lng: 'vi' | 'en' = 'en') {
  const rendered = renderAt(
    PATH,
    (toasts) => <DraftsScreen io={ioOf(backend)} notify={(t) => toasts.push(t)} />,
    lng,
  )
  return { ...rendered, backend }
}

const button = (name: string | RegExp) => screen.getByRole('button', { name })

describe('draft list screen', () => {
  it('R-ORD-004 R-PEND-005 R-DATE-002 R-ORD-022 (en) the drafts show newest first with the pending columns, formatted for English', async () => {
    // A 1600 px window: every column its own (R-LIST-001).
    const wide = windowOfWidth(1600)
    renderDrafts()
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000035', 'BB00000031']))
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'BB No.',
      'Created',
      'Company',
      'Quantity (cases)',
      'Total amount (VND, VAT included)',
      'ETA',
      'Actions',
    ])
    expect(cellTexts(bodyRows()[0]!).slice(0, 6)).toEqual([
      'BB00000035',
      '21-11-2026',
      'Bếp Việt – Chi nhánh Đà NẵngC1001-02',
      '1,110',
      'VND 17,310,000',
      '02-12-2026',
    ])
    expect(cellTexts(bodyRows()[1]!)[5]).toBe('Not chosen')
    expect(screen.getByRole('table', { name: 'Draft orders' })).toBeInTheDocument()
    wide.restore()
  })

  it('R-LIST-001 (vi) below 1600 px the ETA shows under the created date, the actions in their own column', async () => {
    const laptop = windowOfWidth(1280)
    renderDrafts(undefined, 'vi')
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Số BB',
      'Ngày tạo / Ngày ETA',
      'Công ty',
      'Số lượng (thùng)',
      'Tổng tiền (VND, đã gồm VAT)',
      'Thao tác',
    ])
    expect(cellTexts(bodyRows()[0]!)[1]).toBe('21-11-202602-12-2026')
    laptop.restore()
  })

  it('R-I18N-001 R-ORD-001 R-ORD-022 (vi) the same list in Vietnamese, amounts with Vietnamese grouping', async () => {
    const wide = windowOfWidth(1600)
    renderDrafts(undefined, 'vi')
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
    expect(screen.getByRole('heading', { level: 1, name: 'Đơn hàng nháp' })).toBeVisible()
    expect(screen.getByRole('columnheader', { name: 'Tổng tiền (VND, đã gồm VAT)' })).toBeInTheDocument()
    const cells = cellTexts(bodyRows()[0]!)
    expect(cells[3]).toBe('1.110')
    expect(cells[4]).toBe('17.310.000 VND')
    expect(button('Xóa nháp BB00000035')).toBeEnabled()
    expect(screen.getByText('Tổng 2')).toBeInTheDocument()
    wide.restore()
  })

  it('(en) the loading state, then the translated empty state', async () => {
    let answer: (page: { list: never[]; totalCount: number }) => void = () => {}
    renderAt(PATH, () => (
      <DraftsScreen io={{ loadPage: () => new Promise((resolve) => (answer = resolve)) }} notify={() => {}} />
    ))
    expect(await screen.findByText('Loading the list…')).toBeVisible()
    answer({ list: [], totalCount: 0 })
    expect(await screen.findByText('You have no draft orders.')).toBeVisible()
  })

  it('R-ERR-006 (vi) a failed first load says so and offers to try again', async () => {
    const backend = fakeBackend(seededLike())
    backend.state.failNextLoad = true
    const { user } = renderDrafts(backend, 'vi')
    expect(await screen.findByText('Không tải được danh sách.')).toBeVisible()
    await user.click(button('Thử lại'))
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
  })

  it('R-PEND-007 R-CONST-001 (en) 10 rows a page by default; next, a page number and another page size', async () => {
    const backend = fakeBackend(Array.from({ length: 23 }, (_, i) => orderRow(i + 1)))
    const { user } = renderDrafts(backend)
    await waitFor(() => expect(shownNumbers()).toHaveLength(10))
    const pager = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByText('Total 23')).toBeVisible()
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(pager).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
    await user.click(within(pager).getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(shownNumbers()[0]).toBe('BB00000013'))
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000003', 'BB00000002', 'BB00000001']))
    expect(within(pager).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '20 / page')
    await waitFor(() => expect(shownNumbers()).toHaveLength(20))
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(backend.state.loads.map((l) => [l.pageIndex, l.pageSize])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      [1, 20],
    ])
  })

  it('R-ORD-004 (en) a draft is deleted only after the confirmation, then the list reloads', async () => {
    const { user, backend, toasts } = renderDrafts()
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
    await user.click(button('Delete draft BB00000031'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft' })
    expect(within(dialog).getByText('Delete draft BB00000031? This cannot be undone.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(backend.state.deleted).toEqual([])

    await user.click(button('Delete draft BB00000031'))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000035']))
    expect(backend.state.deleted).toEqual([31])
    expect(toasts).toContainEqual(
      expect.objectContaining({
        severity: 'success',
        key: 'drafts:toast.deleted',
        params: { orderNumber: 'BB00000031' },
      }),
    )
  })

  it("R-ORD-004 R-ORD-008 (en) a submitted draft leaves the list with 'Order successful'", async () => {
    const { user, backend, toasts } = renderDrafts()
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
    await user.click(button('Submit draft BB00000035'))
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000031']))
    expect(backend.state.submitted).toEqual([35])
    expect(toasts).toContainEqual(
      expect.objectContaining({ severity: 'success', key: 'common:messages.orderSuccessful' }),
    )
  })

  it("R-ORD-023 (vi) the server's refusal of a submit is shown with its message and the draft stays", async () => {
    const backend = fakeBackend(seededLike())
    backend.state.refusals.set(31, 'Vui lòng chọn địa chỉ giao hàng.')
    const { user } = renderDrafts(backend, 'vi')
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
    await user.click(button('Gửi đơn nháp BB00000031'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Đơn nháp BB00000031 chưa được gửi.')
    expect(alert).toHaveTextContent('Vui lòng chọn địa chỉ giao hàng.')
    expect(alert).toHaveTextContent('Hãy mở đơn nháp để sửa.')
    expect(shownNumbers()).toEqual(['BB00000035', 'BB00000031'])
    await user.click(within(alert).getByRole('button', { name: 'Đóng thông báo này' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('R-ORD-004 (en) opening a draft goes to the place-order screen with its id', async () => {
    const { user } = renderDrafts()
    await waitFor(() => expect(shownNumbers()).toHaveLength(2))
    await user.click(button('Open draft BB00000035 to change it'))
    expect(await screen.findByTestId('location')).toHaveTextContent('/online/online?draftId=35')
  })

  it('R-LIFE-008 (en) a row that is no longer a draft offers none of the draft actions', async () => {
    const backend = fakeBackend([orderRow(7, { FeOrderStatus: 1 })], [0, 1])
    const { user } = renderDrafts(backend)
    await waitFor(() => expect(shownNumbers()).toEqual(['BB00000007']))
    // Unavailable, yet focusable (decision 0330), and a press does nothing.
    for (const name of [
      'Open draft BB00000007 to change it',
      'Submit draft BB00000007',
      'Delete draft BB00000007',
    ]) {
      expect(button(name)).toHaveAttribute('aria-disabled', 'true')
      button(name).focus()
      await user.keyboard('{Enter}')
      expect(button(name)).toHaveFocus()
    }
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByTestId('location')).toBeNull() // still on the drafts, not on the place-order screen
    expect(backend.state.submitted).toEqual([])
    expect(backend.state.deleted).toEqual([])
  })
})

describe('draft list screen on a phone', () => {
  it('R-PEND-017 R-ORD-004 (en) below 992 px each draft is a card with its total and its three actions, which work', async () => {
    const phone = windowOfWidth(390)
    try {
      const { user, backend } = renderDrafts()
      await waitFor(() => expect(shownCards()).toHaveLength(2))
      expect(screen.queryByRole('table')).toBeNull()
      const card = screen.getByRole('article', { name: 'BB00000035' })
      expect(card).toHaveTextContent('Total amount (VND, VAT included)VND 17,310,000')
      expect(
        within(card)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Open draft BB00000035 to change it', 'Submit draft BB00000035', 'Delete draft BB00000035'])
      await user.click(within(card).getByRole('button', { name: 'Submit draft BB00000035' }))
      await waitFor(() => expect(shownCards()).toHaveLength(1))
      expect(backend.state.submitted).toEqual([35])
      expect(screen.getByRole('article', { name: 'BB00000031' })).toBeVisible()
    } finally {
      phone.restore()
    }
  })
})

describe('R-PERM-016 drafts of a code that may not place orders', () => {
  for (const lng of ['vi', 'en'] as const) {
    it(`R-PERM-016 (${lng}) its drafts keep Edit, Submit and Delete disabled, described by the reason shown above the list; the others stay enabled`, async () => {
      const backend = fakeBackend(seededLike())
      const io = {
        ...ioOf(backend),
        loadRights: async () => ({
          C1001: null,
          'C1001-02': { CanPlaceOrder: false, CanViewOrders: true, CanUploadPayment: true },
        }),
      }
      renderAt(PATH, () => <DraftsScreen io={io} ownCodes={['C1001', 'C1001-02']} />, lng)
      const reason =
        lng === 'vi'
          ? /Mã khách hàng C1001-02 không được phép đặt hàng/
          : /Customer code C1001-02 is not allowed to place orders/
      await waitFor(() => expect(screen.getByText(reason)).toBeInTheDocument())
      await waitFor(() => expect(shownNumbers()).toEqual(['BB00000035', 'BB00000031']))
      const [refused, allowed] = bodyRows()
      for (const action of within(refused!).getAllByRole('button')) {
        // ActionButton stays focusable: an unavailable action is aria-disabled.
        expect(action).toHaveAttribute('aria-disabled', 'true')
        expect(action).toHaveAccessibleDescription(reason)
      }
      for (const action of within(allowed!).getAllByRole('button'))
        expect(action).not.toHaveAttribute('aria-disabled', 'true')
    })
  }
})
