// My profile journeys (spec §1, §3 Profile labels; decision 0242) as customer@demo.vn in both
// languages, with the axe check at 1366 and 390 px: the account, both child codes with their
// permissions, the credit limits (C1001 has none: it buys on bank transfer), the invoice info, the shipping addresses of
// every code, and the reset-password link to the existing flow.
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    heading: 'Hồ sơ của tôi',
    children: 'Mã con',
    noCredit: 'Không có hạn mức tín dụng: công ty mua hàng bằng chuyển khoản (TT).',
    invoiceCode: 'Mã hóa đơn',
    vatCode: 'Mã số thuế',
    shipping: 'Địa chỉ giao hàng',
    reset: 'Đặt lại mật khẩu',
    userName: 'Tên đăng nhập',
  },
  en: {
    heading: 'My profile',
    children: 'Child codes',
    noCredit: 'No credit line: this company buys on bank transfer (TT).',
    invoiceCode: 'Invoice code',
    vatCode: 'VAT code',
    shipping: 'Shipping addresses',
    reset: 'Reset password',
    userName: 'User name',
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]

  test(`R-PROF-001 R-PROF-002 R-PROF-003 R-PROF-005 R-PROF-006 (${lng}) the profile shows the child codes, the credit limits (none: bank transfer) and the invoice info`, async ({
    page,
  }) => {
    test.slow()
    await useLanguage(page, lng)
    await signIn(page, lng)
    await page.goto('/myProfile/myProfile')
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible()
    await expect(page.locator('section.profile')).toHaveAttribute('aria-busy', 'false')

    await expect(page.getByText(text.userName, { exact: true })).toBeVisible()
    const children = page.getByTestId('child-codes')
    await expect(children.getByRole('rowheader')).toHaveText([/^C1001-01 - /, /^C1001-02 - /])

    // C1001 buys on bank transfer, with no credit line (R-PROF-006): said in words, no bar.
    for (const id of ['credit-company', 'credit-total'])
      await expect(page.getByTestId(id)).toContainText(text.noCredit)
    await expect(page.getByRole('meter')).toHaveCount(0)

    const invoice = page.getByRole('region', {
      name: lng === 'vi' ? 'Thông tin hóa đơn' : 'Invoice information',
    })
    await expect(invoice.getByText(text.invoiceCode, { exact: true })).toBeVisible()
    await expect(invoice.getByText(text.vatCode, { exact: true })).toBeVisible()
    await expect(invoice.locator('dd').nth(1)).toHaveText(/^\d{10}(-\d{3})?$/)

    const shipping = page.getByRole('region', { name: text.shipping })
    await expect(shipping.getByRole('heading', { level: 3 })).toHaveText(['C1001', 'C1001-01', 'C1001-02'])
    await expect(shipping.getByRole('listitem').first()).toBeVisible()

    await expectAccessible(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByTestId('credit-total')).toContainText(text.noCredit)
    await expectAccessible(page)

    await page.getByRole('link', { name: text.reset }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })
}
