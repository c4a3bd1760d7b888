// Helpers of the voucher journeys (spec §4 Pending screen, §5 Uploads): two small voucher files and
// the check that saved vouchers are still on the order. Not a spec file: no tests here.
import { expect, type Locator, type Page } from '@playwright/test'

/** A 1 × 1 PNG: an image voucher. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
/** The smallest PDF the upload accepts. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

interface VoucherText {
  readonly pendingPayment: string
  readonly view: (name: string) => string
}

/**
 * The order's drawer (at Pending Payment, reopened from the address) lists the two saved vouchers
 * by the names they were uploaded with (R-PAY-007), and the first, an image, opens in the preview
 * with its bytes.
 */
export async function expectTwoSavedVouchers(page: Page, text: VoucherText) {
  const drawer = page.getByRole('dialog', { name: text.pendingPayment })
  await expect(drawer.getByRole('button', { name: text.view('slip.PNG') })).toBeVisible()
  await expect(drawer.getByRole('button', { name: text.view('transfer.pdf') })).toBeVisible()
  // The drawer's VietQR block loads beside the list and may move it under a first click: clicked
  // again until the preview shows.
  const preview = page.locator('.order-detail__preview-image')
  await expect(async () => {
    if (!(await preview.isVisible()))
      await drawer.getByRole('button', { name: text.view('slip.PNG') }).click({ timeout: 5_000 })
    await expect(preview).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await page.keyboard.press('Escape')
}

/** Uploads slip.PNG and transfer.pdf in the order's drawer and waits until both are listed. */
export async function uploadTwoVouchers(drawer: Locator, text: { view: (name: string) => string }) {
  await drawer.locator('input[type=file]').setInputFiles([
    { name: 'slip.PNG', mimeType: 'image/png', buffer: PNG },
    { name: 'transfer.pdf', mimeType: 'application/pdf', buffer: PDF },
  ])
  await expect(drawer.getByRole('button', { name: text.view('slip.PNG') })).toBeVisible()
  await expect(drawer.getByRole('button', { name: text.view('transfer.pdf') })).toBeVisible()
  await expect(drawer.getByRole('progressbar')).toHaveCount(0)
}
