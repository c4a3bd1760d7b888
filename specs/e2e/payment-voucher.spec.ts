// Paying by bank transfer with vouchers (spec §4 Pending screen, §5 Uploads, §6), as
// customer@demo.vn in Vietnamese and English with the axe check: an order the back office moved to
// Pending Payment opens in payment mode; a PNG and a PDF are uploaded, saved, still there after a
// reload (the drawer reopened from the address), then submitted: the order is at 25 and its title
// is 'Payment Submitted'. Bad files are refused with their reason; distributor@demo.vn sees no
// payment section.
import { expect, expectAccessible, signIn, submitLogin, test, useLanguage } from './fixtures'
import { createOrders, simulate } from './order-lists.helpers'
import { expectTwoSavedVouchers, PDF, PNG, uploadTwoVouchers } from './voucher.helpers'

const TEXT = {
  vi: {
    pendingPayment: 'Chờ thanh toán',
    submitted: 'Đã gửi chứng từ thanh toán',
    payment: 'Chứng từ thanh toán',
    save: 'Lưu',
    submit: 'Gửi',
    noVoucher: 'Vui lòng tải lên chứng từ thanh toán',
    wrongType: /không phải chứng từ thanh toán/,
    tooLarge: /lớn hơn 10 MB/,
    empty: /là tệp rỗng/,
    view: (name: string) => `Xem ${name}`,
    verifying: 'Đang xác minh thanh toán',
    uploadFailed: (name: string) => `Tải lên thất bại: ${name}.`,
    tracking: (n: string) => `Theo dõi đơn ${n}`,
    created: 'Đã tạo đơn hàng',
    paymentSubmitted: 'Đã gửi thanh toán',
  },
  en: {
    pendingPayment: 'Pending Payment',
    submitted: 'Payment Submitted',
    payment: 'Payment documents',
    save: 'Save',
    submit: 'Submit',
    noVoucher: 'Please upload payment voucher',
    wrongType: /is not a payment voucher/,
    tooLarge: /is larger than 10 MB/,
    empty: /is empty/,
    view: (name: string) => `View ${name}`,
    verifying: 'Verifying',
    uploadFailed: (name: string) => `Upload Failed: ${name}.`,
    tracking: (n: string) => `Tracking of ${n}`,
    created: 'Order created',
    paymentSubmitted: 'Payment submitted',
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-PEND-013 R-PAY-001 R-PAY-002 R-PAY-003 R-PAY-004 R-PAY-005 R-PEND-015 R-UPL-005 R-UPL-006 R-PEND-011 (${lng}) vouchers are uploaded, saved, kept over a reload and submitted; bad files are refused`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open')
      // The back office approves it: a TT customer's order goes to Pending Payment.
      const status = await page.evaluate(async (id) => {
        const token = decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('token='))!
            .slice(6),
        )
        const answer = await (
          await fetch(`/api/__sim/orders/${id}/approve`, {
            method: 'POST',
            headers: { Token: token, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).json()
        return answer.data?.FeOrderStatus
      }, order!.Id)
      expect(status).toBe(2)
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      const drawer = page.getByRole('dialog', { name: text.pendingPayment })
      await expect(drawer.getByRole('heading', { name: text.payment })).toBeVisible()

      // Nothing uploaded: Save warns.
      await drawer.getByRole('button', { name: text.save, exact: true }).click()
      await expect(drawer.getByRole('alert')).toHaveText(text.noVoucher)
      // Bad files: each with its reason, nothing added.
      const input = drawer.locator('input[type=file]')
      await input.setInputFiles({ name: 'setup.EXE', mimeType: 'application/octet-stream', buffer: PNG })
      await expect(drawer.getByRole('alert')).toHaveText(text.wrongType)
      await input.setInputFiles({
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
      })
      await expect(drawer.getByRole('alert')).toHaveText(text.tooLarge)
      await input.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) })
      await expect(drawer.getByRole('alert')).toHaveText(text.empty)
      // An upload the server fails (the simulator's injection on the next call): its message, no entry.
      await simulate(page, 'failNext', { kind: 'serverError' })
      await input.setInputFiles({ name: 'first.pdf', mimeType: 'application/pdf', buffer: PDF })
      await expect(drawer.getByRole('alert')).toContainText(text.uploadFailed('first.pdf'))
      await expect(drawer.getByRole('button', { name: text.view('first.pdf') })).toHaveCount(0)

      await uploadTwoVouchers(drawer, text)
      await expectAccessible(page)
      await drawer.getByRole('button', { name: text.save, exact: true }).click()
      await expect(drawer.getByRole('button', { name: text.save, exact: true })).toBeEnabled()

      await page.reload()
      // An image voucher opens in the preview dialog.
      await expectTwoSavedVouchers(page, text)

      const submit = page
        .getByRole('dialog', { name: text.pendingPayment })
        .getByRole('button', { name: text.submit, exact: true })
      await submit.dblclick()
      await expect(page).not.toHaveURL(/orderId=/)
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      await expect(page.getByRole('dialog', { name: text.submitted })).toBeVisible()
      await expect(page.locator('.p-datatable-tbody')).toContainText(text.verifying)

      // The tracking dialog of the list lists the order's creation and its payment submitted.
      await page.keyboard.press('Escape')
      await expect(page).not.toHaveURL(/orderId=/)
      await page.getByRole('button', { name: text.tracking(order!.OrderNumber) }).click()
      const tracking = page.getByRole('dialog', { name: text.tracking(order!.OrderNumber) })
      await expect(tracking.getByRole('listitem')).toHaveCount(2)
      await expect(tracking.getByRole('listitem').first()).toContainText(text.created)
      await expect(tracking.locator('[aria-current="step"]')).toContainText(text.paymentSubmitted)
    })

  if (lng === 'en')
    test(`R-PAY-002 R-SESS-006 (${lng}) a voucher uploaded before the session expired is still there after signing in again, and saves`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open')
      await simulate(page, `orders/${order!.Id}/approve`)
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      const drawer = page.getByRole('dialog', { name: text.pendingPayment })
      await drawer
        .locator('input[type=file]')
        .setInputFiles({ name: 'slip.PNG', mimeType: 'image/png', buffer: PNG })
      await expect(drawer.getByRole('button', { name: text.view('slip.PNG') })).toBeVisible()
      await expect(drawer.getByRole('progressbar')).toHaveCount(0)
      // The session ends on the Save itself (the simulator answers it 4012): the sign-in page.
      await simulate(page, 'failNext', { kind: 'authExpired' })
      await drawer.getByRole('button', { name: text.save, exact: true }).click()
      await expect(page).toHaveURL(/\/login/)
      await submitLogin(page, lng, 'customer@demo.vn')
      await expect(page).toHaveURL(/\/homepage$/)
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      const again = page.getByRole('dialog', { name: text.pendingPayment })
      await expect(again.getByRole('button', { name: text.view('slip.PNG') })).toBeVisible()
      await expectAccessible(page)
      await again.getByRole('button', { name: text.save, exact: true }).click()
      await expect(again.getByRole('button', { name: text.save, exact: true })).toBeEnabled()
      await page.reload()
      // Saved on the order under its own name (R-PAY-007), it is not kept twice: one voucher, not
      // the saved one and a kept copy.
      await expect(
        page
          .getByRole('dialog', { name: text.pendingPayment })
          .getByRole('button', { name: text.view('slip.PNG') }),
      ).toHaveCount(1)
    })

  if (lng === 'en')
    test(`R-PEND-013 R-PAY-001 (${lng}) a distributor's order opens in view mode with no payment section`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng, 'distributor@demo.vn')
      await page.goto('/myorder/orderInfo')
      const first = page.locator('.order-table__number-button').first()
      await first.click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByRole('heading', { level: 3 }).first()).toBeVisible()
      await expect(drawer.getByRole('heading', { name: text.payment })).toHaveCount(0)
      await expect(drawer.locator('input[type=file]')).toHaveCount(0)
    })
}
