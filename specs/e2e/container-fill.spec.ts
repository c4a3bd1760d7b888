// Fill the container (R-FILL-001..003, decision 0368): place order's summary offers the cases that
// fill the next container, spread over the cart, and one press takes the cart there. One language
// each, Vietnamese at 1366 px and English at 390 px (decision 0358).
import type { Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    products: 'Sản phẩm bạn có thể đặt',
    quantity: (name: string) => `Số thùng của ${name}`,
    harGow: 'Há cảo tôm',
    wontons: 'Sủi cảo nhân thịt',
    fill: 'Thêm 600 thùng để đầy container 20 ft',
    fits: /1\.000 thùng vừa một container 20 ft\./,
  },
  en: {
    products: 'Products you can order',
    quantity: (name: string) => `Quantity in cases of ${name}`,
    harGow: 'Shrimp har gow',
    wontons: 'Pork wontons',
    fill: 'Add 600 cases to fill a 20 ft container',
    fits: /1,000 cases fill a 20 ft container\./,
  },
} as const

async function setQuantity(page: Page, label: string, quantity: number) {
  const box = page.getByRole('textbox', { name: label, exact: true })
  await box.fill(String(quantity))
  await box.press('Enter')
  await expect(box).toHaveValue(String(quantity))
}

for (const [lng, width] of [
  ['vi', 1366],
  ['en', 390],
] as const) {
  test(`R-FILL-001 R-FILL-002 R-FILL-003 (${lng}, ${width} px) a cart short of a container is offered the cases that fill it, spread over its lines, in one press`, async ({
    page,
  }) => {
    const text = TEXT[lng]
    await page.setViewportSize({ width, height: 844 })
    await useLanguage(page, lng)
    await signIn(page, lng, 'distributor@demo.vn')
    await page.goto('/online/online')
    await expect(page.getByRole('list', { name: text.products })).toBeVisible()
    await setQuantity(page, text.quantity(text.harGow), 300)
    await setQuantity(page, text.quantity(text.wontons), 100)
    const fill = page.getByRole('button', { name: text.fill })
    await fill.scrollIntoViewIfNeeded()
    await expect(fill).toBeVisible()
    await expectAccessible(page)
    const dir = process.env.SHOTS_DIR
    if (dir) await page.screenshot({ path: `${dir}/container-fill-${lng}-${width}-offer.png` })
    await fill.click()
    // 600 cases in proportion to 300 and 100: 450 and 150.
    await expect(page.getByRole('textbox', { name: text.quantity(text.harGow), exact: true })).toHaveValue(
      '750',
    )
    await expect(page.getByRole('textbox', { name: text.quantity(text.wontons), exact: true })).toHaveValue(
      '250',
    )
    await expect(page.getByTestId('po-container-hint')).toHaveText(text.fits)
    await expect(fill).toHaveCount(0)
    if (dir) await page.screenshot({ path: `${dir}/container-fill-${lng}-${width}.png` })
  })
}
