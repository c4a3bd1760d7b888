// TEMPORARY (not committed): screenshots of the PO number at 1366 and 390 px in both languages.
import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, signIn, test, useLanguage } from './fixtures'
import { simulate } from './order-lists.helpers'

const DIR = '/work/tmp/shots-i39-po'
test.describe.configure({ timeout: 240_000 })

async function placeViaApi(page: Page, code: string, poNumber: string) {
  return page.evaluate(
    async ({ code, poNumber }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('token='))!
      const token = decodeURIComponent(cookie.slice('token='.length))
      const headers = { Token: token, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
      const get = async (path: string) => (await (await fetch(`/api/${path}`, { headers })).json()).data
      const products = await get(`Order/GetAvailableProductList?customerCode=${code}`)
      const product = products.find((p: { IsPromotion: boolean; IsFrozen: boolean }) => !p.IsPromotion && !p.IsFrozen)
      const addresses = await get(`Customer/GetShippingAddressList?customerCode=${code}&addressType=2`)
      const eta = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
      const body = {
        customerCode: code,
        warehouseCode: null,
        formatId: product.FormatId,
        shippingAddressId: addresses[0].Id,
        quantity: 100,
        amount: product.UnitPrice * 100,
        specialRatePercent: 0,
        note: 'shots',
        etaDate: eta,
        orderProductList: [{ ProductCode: product.ProductCode, Quantity: 100 }],
        orderPaymentList: [],
        PoNumber: poNumber,
      }
      const answer = await (
        await fetch('/api/Order/CreateOpenOrder', { method: 'POST', headers, body: JSON.stringify(body) })
      ).json()
      if (answer.code !== 0) throw new Error(answer.message)
      return answer.data as { Id: number; OrderNumber: string }
    },
    { code, poNumber },
  )
}

for (const lng of ['vi', 'en'] as const)
  for (const width of [1366, 390] as const)
    test(`shots ${lng} ${width}`, async ({ page }) => {
      const phone = width < 992
      await page.setViewportSize({ width, height: phone ? 844 : 900 })
      await useLanguage(page, lng)
      await signIn(page, lng, 'credit@demo.vn')
      const po = `PO-SHOT-${lng}-${width}-${Date.now().toString(36).slice(-4)}`
      const long = `ĐƠN-MUA-HÀNG/2026/QUẢNG-NGÃI-${width}`.slice(0, 35)
      const first = await placeViaApi(page, 'C2001', po)
      const second = await placeViaApi(page, 'C2001', long)
      await simulate(page, `orders/${second.Id}/approve`)

      // Place order: the field and the warning.
      await page.goto('/online/online')
      await page.waitForTimeout(1500)
      const customer = page.getByLabel(lng === 'vi' ? 'Mã khách hàng' : 'Customer code')
      if (await customer.isEnabled().catch(() => false)) await customer.selectOption('C2001').catch(() => {})
      await page.waitForTimeout(1500)
      const qty = page.getByRole('textbox', { name: /Số thùng của|Quantity in cases of/ }).first()
      await qty.fill('100')
      await qty.press('Enter')
      const eta = page.getByRole('textbox', { name: lng === 'vi' ? 'Ngày ETA' : 'ETA date' })
      await eta.fill(dayjs().add(14, 'day').format('DD-MM-YYYY'))
      await eta.press('Tab')
      const poBox = page.getByRole('textbox', { name: lng === 'vi' ? 'Số PO của bạn' : 'Your PO number' })
      await poBox.fill(po)
      await poBox.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${DIR}/place-order-field-${lng}-${width}.png` })
      const submit = page.getByRole('button', { name: lng === 'vi' ? 'Gửi' : 'Submit', exact: true })
      await submit.first().click()
      await expect(page.getByTestId('po-number-warning')).toBeVisible()
      await page.screenshot({ path: `${DIR}/place-order-warning-${lng}-${width}.png` })
      await page.keyboard.press('Escape')

      // Pending list filtered by a part of the PO number.
      await page.goto(`/myorder/orderInfo?poNumber=PO-SHOT`)
      await page.waitForTimeout(2500)
      await page.screenshot({ path: `${DIR}/pending-${lng}-${width}.png`, fullPage: true })
      // Confirmed list at the window's width, then at 1280 on a laptop.
      await page.goto('/myorder/confirm')
      await page.waitForTimeout(2500)
      await page.screenshot({ path: `${DIR}/confirmed-${lng}-${width}.png` })
      if (!phone) {
        await page.setViewportSize({ width: 1280, height: 900 })
        await page.waitForTimeout(800)
        await page.screenshot({ path: `${DIR}/confirmed-${lng}-1280.png` })
        await page.setViewportSize({ width, height: 900 })
      }
      // The drawer.
      await page.goto(`/myorder/orderInfo?orderId=${first.Id}`)
      await page.waitForTimeout(2500)
      await page.screenshot({ path: `${DIR}/drawer-${lng}-${width}.png` })
      const info = page.getByText(lng === 'vi' ? 'Số PO của bạn' : 'Your PO number', { exact: true })
      await info.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${DIR}/drawer-po-${lng}-${width}.png` })
    })
