// Company templates (issue 39, decision 0366), with the axe check once each screen has loaded: a
// cart saved as a template by one user of the company and ordered from by another; who may rename
// and delete one. One language each (decision 0358): Vietnamese at 1366 px, English at 390 px.
// The journeys share the browser's stored backend with earlier runs: every name is the run's own.
import type { Page } from '@playwright/test'
import { apiCall, expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const SHOTS = '/work/tmp/shots-i39-tpl'

const TEXT = {
  vi: {
    customer: 'Mã khách hàng',
    products: 'Sản phẩm bạn có thể đặt',
    quantity: 'Số thùng của Nước mắm cá cơm 40 độ đạm',
    saveOpen: 'Lưu làm đơn mẫu',
    name: 'Tên đơn mẫu',
    save: 'Lưu',
    saved: (name: string) => `Đã lưu đơn mẫu “${name}”`,
    title: 'Đơn mẫu',
    order: (name: string) => `Đặt theo đơn mẫu “${name}”`,
    rename: (name: string) => `Đổi tên đơn mẫu “${name}”`,
    remove: (name: string) => `Xóa đơn mẫu “${name}”`,
    newName: (name: string) => `Tên mới của “${name}”`,
    notChangeable: 'Chỉ người tạo hoặc tài khoản chính của công ty được đổi tên hay xóa đơn mẫu này.',
    confirmDelete: 'Xóa đơn mẫu',
    yes: 'Xóa',
    question: 'Giỏ hàng của bạn đã có sản phẩm',
    replace: 'Thay thế giỏ hàng',
  },
  en: {
    customer: 'Customer code',
    products: 'Products you can order',
    quantity: 'Quantity in cases of Anchovy fish sauce 40°N',
    saveOpen: 'Save as template',
    name: 'Template name',
    save: 'Save',
    saved: (name: string) => `Template “${name}” saved`,
    title: 'Order templates',
    order: (name: string) => `Order from template “${name}”`,
    rename: (name: string) => `Rename template “${name}”`,
    remove: (name: string) => `Delete template “${name}”`,
    newName: (name: string) => `New name of “${name}”`,
    notChangeable: "Only its author or your company's main account can rename or delete it.",
    confirmDelete: 'Delete template',
    yes: 'Delete',
    question: 'Your cart already has products',
    replace: 'Replace the cart',
  },
} as const

test.describe.configure({ timeout: 180_000 })

const runName = (stem: string) => `${stem} ${Date.now().toString(36).toUpperCase()}`

/** Saves a template of C1001 through the API (the starting state, R-TPL-001) as the signed-in user. */
async function saveTemplate(page: Page, name: string): Promise<number> {
  const saved = await apiCall<{ Id: number }>(page, 'Template/Create', {
    name,
    customerCode: 'C1001',
    shippingAddressId: null,
    lines: [{ ProductCode: 'SS003', Quantity: 150 }],
  })
  return saved.Id
}

for (const lng of ['vi', 'en'] as const) {
  // Each journey runs once: Vietnamese at 1366 px, English at 390 px (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-TPL-001 R-TPL-008 R-TPL-009 (${lng}) a cart saved as a template by one user is ordered from by a colleague`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto('/online/online')
      await page.getByLabel(text.customer).selectOption('C1001')
      await expect(page.getByRole('list', { name: text.products })).toBeVisible()
      const box = page.getByRole('textbox', { name: text.quantity, exact: true })
      await box.fill('120')
      await box.press('Enter')
      await expect(box).toHaveValue('120')

      const name = runName('Hàng tuần')
      await page.getByRole('button', { name: text.saveOpen }).click()
      const dialog = page.getByRole('dialog', { name: text.saveOpen })
      await dialog.getByRole('textbox', { name: text.name }).fill(name)
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/save-${lng}-1366.png` })
      await dialog.getByRole('button', { name: text.save, exact: true }).click()
      await expect(page.getByText(text.saved(name))).toBeVisible()
      await expect(dialog).toBeHidden()

      // Another user of the company: the template is hers to order from, not to change (R-TPL-005).
      // Signed out (the cookies dropped, the language's with them), in as a colleague.
      await page.context().clearCookies()
      await useLanguage(page, lng)
      await signIn(page, lng, 'buyer@demo.vn')
      await page.goto('/online/templates')
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
      await expect(card).toContainText('C1001')
      await expect(card.getByRole('button', { name: text.rename(name) })).toBeDisabled()
      await expect(card.getByText(text.notChangeable)).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/list-${lng}-1366.png`, fullPage: true })

      // The browser keeps the cart Lan left, so place order asks, as Order again does (R-REORDER-004).
      await card.getByRole('button', { name: text.order(name) }).click()
      await expect(page).toHaveURL(/\/online\/online$/)
      const question = page.getByRole('dialog', { name: text.question })
      await expect(question).toBeVisible()
      await expectAccessible(page)
      await question.getByRole('button', { name: text.replace }).click()
      await expect(question).toBeHidden()
      await expect(page.getByLabel(text.customer)).toHaveValue('C1001')
      await expect(page.getByRole('textbox', { name: text.quantity, exact: true })).toHaveValue('120')
      await expect(page.getByTestId('po-total-cases')).toContainText('120')
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/ordered-${lng}-1366.png` })
    })

  if (lng === 'en')
    test(`R-TPL-002 R-TPL-005 R-TPL-008 (${lng}) its author renames and deletes a template; a colleague may not`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const lans = runName('Lan weekly')
      await saveTemplate(page, lans)
      // Signed out (the cookies dropped, the language's with them), in as a colleague.
      await page.context().clearCookies()
      await useLanguage(page, lng)
      await signIn(page, lng, 'buyer@demo.vn')
      const mine = runName('Ha monthly')
      await saveTemplate(page, mine)
      await page.goto('/online/templates')
      const cardOf = (name: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
      await expect(cardOf(lans)).toBeVisible()
      await expect(cardOf(lans).getByRole('button', { name: text.remove(lans) })).toBeDisabled()
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/list-${lng}-390.png`, fullPage: true })

      // Her own: renamed in place; the other template's name is taken (R-TPL-002), any case.
      await cardOf(mine)
        .getByRole('button', { name: text.rename(mine) })
        .click()
      const field = page.getByRole('textbox', { name: text.newName(mine) })
      await field.fill(lans.toUpperCase())
      await page.getByRole('button', { name: text.save, exact: true }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'already has a template of that name' }),
      ).toBeVisible()
      const renamed = `${mine} (2)`
      await field.fill(renamed)
      await page.getByRole('button', { name: text.save, exact: true }).click()
      await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/renamed-${lng}-390.png` })

      await cardOf(renamed)
        .getByRole('button', { name: text.remove(renamed) })
        .click()
      const confirm = page
        .getByRole('alertdialog', { name: text.confirmDelete })
        .or(page.getByRole('dialog', { name: text.confirmDelete }))
      await expect(confirm).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/delete-${lng}-390.png`, animations: 'disabled' })
      await confirm.getByRole('button', { name: text.yes, exact: true }).click()
      await expect(cardOf(renamed)).toHaveCount(0)
      // Reloaded, the log still holds the change (R-TPL-006).
      await page.reload()
      await expect(cardOf(lans)).toBeVisible()
      await expect(cardOf(renamed)).toHaveCount(0)
    })
}
