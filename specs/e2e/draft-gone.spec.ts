// A draft deleted in another tab while the place-order screen edits it (decision 0285; spec §2 Place
// order, §4; R-ORD-004, R-ORD-026), in Vietnamese and English, at 1366 px and 390 px, with the axe
// check: the save is refused, the order stays on screen with a translated notice, and the next save
// creates a new draft instead of being refused again.
import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    customer: 'Mã khách hàng',
    quantity: 'Số thùng của Nước mắm cá cơm 40 độ đạm',
    eta: 'Ngày ETA',
    note: 'Ghi chú',
    saveAs: 'Lưu nháp',
    update: 'Lưu đơn nháp',
    saved: /Đã lưu đơn nháp (BB\d{8})\./,
    delete: (bb: string) => `Xóa nháp ${bb}`,
    accept: 'Xóa',
    gone: (bb: string) =>
      `Đơn nháp ${bb} không thể thay đổi nữa: đơn đã bị xóa hoặc đã được gửi ở một thẻ hay cửa sổ khác. Đơn hàng của bạn vẫn còn đây: hãy lưu thành đơn nháp mới hoặc gửi đơn.`,
  },
  en: {
    customer: 'Customer code',
    quantity: 'Quantity in cases of Anchovy fish sauce 40°N',
    eta: 'ETA date',
    note: 'Note',
    saveAs: 'Save as draft',
    update: 'Save draft',
    saved: /Draft (BB\d{8}) was saved\./,
    delete: (bb: string) => `Delete draft ${bb}`,
    accept: 'Delete',
    gone: (bb: string) =>
      `Draft ${bb} can no longer be changed: it was deleted or submitted in another tab or window. Your order is still here: save it as a new draft or submit it.`,
  },
} as const
type Text = (typeof TEXT)['vi' | 'en']

test.describe.configure({ timeout: 180_000 })

const ETA = dayjs().add(14, 'day').format('DD-MM-YYYY')
const NOTE = 'Giao trước 9 giờ sáng'

/** Saves a new draft from the place-order screen; answers its BB number. */
async function saveNewDraft(page: Page, text: Text): Promise<string> {
  await page.getByRole('button', { name: text.saveAs, exact: true }).click()
  const saved = page.getByText(text.saved).first()
  await expect(saved).toBeVisible()
  return text.saved.exec((await saved.textContent()) ?? '')![1]!
}

for (const [lng, width] of [
  ['vi', 1366],
  ['en', 390],
] as const) {
  test(`R-ORD-004 R-ORD-026 (${lng}, ${width} px) a draft deleted in another tab: the save is refused, the order stays, and it saves as a new draft`, async ({
    page,
  }) => {
    const text = TEXT[lng]
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    await page.goto('/online/online')
    await page.getByLabel(text.customer).selectOption('C1001')
    const quantity = page.getByRole('textbox', { name: text.quantity, exact: true })
    await quantity.fill('120')
    await quantity.press('Enter')
    const eta = page.getByRole('textbox', { name: text.eta })
    await eta.fill(ETA)
    await eta.press('Tab')
    const note = page.getByRole('textbox', { name: text.note })
    await note.fill(NOTE)
    const first = await saveNewDraft(page, text)

    // Another tab of the same session deletes that draft.
    const other = await page.context().newPage()
    await other.goto('/myorder/draftInfo')
    await other.getByRole('button', { name: text.delete(first) }).click()
    await other.getByRole('dialog').getByRole('button', { name: text.accept, exact: true }).click()
    await expect(other.getByRole('button', { name: text.delete(first) })).toHaveCount(0)
    await other.close()

    // Back here: the order changes and is saved again.
    await quantity.fill('150')
    await quantity.press('Enter')
    await page.getByRole('button', { name: text.update, exact: true }).click()
    await expect(page.getByText(text.gone(first))).toBeVisible()
    await expect(quantity).toHaveValue('150')
    await expect(eta).toHaveValue(ETA)
    await expect(note).toHaveValue(NOTE)
    await expectAccessible(page)

    // The next save is a new draft, not another refusal.
    const second = await saveNewDraft(page, text)
    expect(second).not.toBe(first)
    await expect(quantity).toHaveValue('150')
  })
}
