// Child code permissions and voucher names in the order drawer (R-PERM-013, R-PAY-007, R-VIEW-010;
// decision 0340), as customer@demo.vn in Vietnamese and English at 1366 and 390 px with the axe
// check: C1001-02's order awaiting payment shows why its vouchers cannot be uploaded, upload, Save
// and Submit disabled; a C1001 order the back office moved to Pending Payment (reached through the
// API) keeps the name 'uy-nhiem-chi.png' of its saved voucher after a reload; the drawer's history
// link replays that order alone.
import type { Page } from '@playwright/test'
import { apiCall, expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders, simulate } from './order-lists.helpers'
import { PNG } from './voucher.helpers'

const SHOTS = '/work/tmp/shots-perm'

const TEXT = {
  vi: {
    pendingPayment: 'Chờ thanh toán',
    payment: 'Chứng từ thanh toán',
    pick: 'Tải lên chứng từ',
    remove: (name: string) => `Xóa ${name}`,
    save: 'Lưu',
    saved: 'Đã lưu chứng từ thanh toán.',
    submit: 'Gửi',
    notAllowed: 'Mã khách hàng C1001-02 không được phép tải lên chứng từ thanh toán',
    view: (name: string) => `Xem ${name}`,
    history: 'Xem lịch sử đơn',
    historyOf: (n: string) => `Lịch sử đơn hàng ${n}`,
  },
  en: {
    pendingPayment: 'Pending Payment',
    payment: 'Payment documents',
    pick: 'Upload vouchers',
    remove: (name: string) => `Remove ${name}`,
    save: 'Save',
    saved: 'The payment vouchers are saved.',
    submit: 'Submit',
    notAllowed: 'Customer code C1001-02 is not allowed to upload payment vouchers',
    view: (name: string) => `View ${name}`,
    history: 'View its history',
    historyOf: (n: string) => `History of order ${n}`,
  },
} as const

/** The seeded order of C1001-02 awaiting payment (status 2), asked from the pending list's API. */
async function childOrderAwaitingPayment(page: Page): Promise<{ Id: number; OrderNumber: string }> {
  const pending = await apiCall<{ list: { Id: number; OrderNumber: string }[] }>(
    page,
    'Order/GetPendingOrderList?customerCode=C1001-02&feOrderStatus=2&pageIndex=1&pageSize=10',
  )
  const row = pending.list[0]
  if (row === undefined) throw new Error('no C1001-02 order at 2')
  return { Id: row.Id, OrderNumber: row.OrderNumber }
}

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]
  for (const width of [lng === 'vi' ? 1366 : 390] as const) {
    test(`R-PERM-013 R-PAY-007 R-VIEW-010 (${lng}, ${width}px) C1001-02's vouchers cannot be uploaded, with the reason; a saved voucher keeps its name after a reload; the history link replays that order alone`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)

      // C1001-02 is not allowed to upload payment (its permission on the profile).
      const child = await childOrderAwaitingPayment(page)
      await page.goto(`/myorder/orderInfo?orderId=${child.Id}`)
      const drawer = page.getByRole('dialog', { name: text.pendingPayment })
      const reason = drawer.getByText(text.notAllowed)
      await expect(reason).toBeVisible()
      const pick = drawer.locator('button', { hasText: text.pick })
      await expect(pick).toBeDisabled()
      await expect(pick).toHaveAccessibleDescription(new RegExp(text.notAllowed))
      await expect(drawer.locator('input[type=file]')).toBeDisabled()
      // The seed's voucher keeps its file name (R-PAY-008).
      await expect(
        drawer.getByRole('button', { name: text.remove(`UNC-${child.OrderNumber}.pdf`) }),
      ).toBeDisabled()
      for (const name of [text.save, text.submit]) {
        const button = drawer.getByRole('button', { name, exact: true })
        await expect(button).toHaveAttribute('aria-disabled', 'true')
        await expect(button).toHaveAccessibleDescription(new RegExp(text.notAllowed))
      }
      await reason.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/not-allowed-${lng}-${width}.png` })

      // A C1001 order at Pending Payment, through the API: its saved voucher keeps its name.
      const [order] = await createOrders(page, 1, 'open')
      await simulate(page, `orders/${order!.Id}/approve`)
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      const own = page.getByRole('dialog', { name: text.pendingPayment })
      await own.locator('input[type=file]').setInputFiles({
        name: 'uy-nhiem-chi.png',
        mimeType: 'image/png',
        buffer: PNG,
      })
      await expect(own.getByRole('button', { name: text.view('uy-nhiem-chi.png') })).toBeVisible()
      await expect(own.getByRole('progressbar')).toHaveCount(0)
      await own.getByRole('button', { name: text.save, exact: true }).click()
      await expect(page.getByText(text.saved)).toBeVisible()
      await page.reload()
      const reloaded = page.getByRole('dialog', { name: text.pendingPayment })
      const saved = reloaded.getByRole('button', { name: text.view('uy-nhiem-chi.png') })
      await expect(saved).toBeVisible()
      await expect(reloaded.getByText(text.notAllowed)).toHaveCount(0)
      await saved.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/name-kept-${lng}-${width}.png` })

      // The history link replays this order only: no list of other orders.
      await reloaded.getByRole('link', { name: text.history }).click()
      await expect(page.getByRole('heading', { name: text.historyOf(order!.OrderNumber) })).toBeVisible()
      await expect(page.getByTestId('replay-status')).toBeVisible()
      await expect(page.getByRole('tabpanel').getByRole('combobox')).toHaveCount(0)
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/replay-${lng}-${width}.png` })
    })
  }
}
