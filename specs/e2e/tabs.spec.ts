// The mock backend's storage in a real browser (decisions 0150-0153): two tabs of one browser
// place orders at once and both survive a reload; a reload right after the first sign-in keeps
// the demo data; a stored record that cannot be read is set aside and the page says so.
import type { Page } from '@playwright/test'
import { expect, signIn, test, useLanguage, waitForMockWorker } from './fixtures'
import { createOrders, shownNumbers } from './order-lists.helpers'

const PENDING = { menu: 'Main menu', link: '3.2 Pending orders', heading: 'Pending orders' } as const

/** The BB numbers on the first page of the pending list, opened from the menu. */
async function pendingNumbers(page: Page) {
  await page.getByRole('navigation', { name: PENDING.menu }).getByRole('link', { name: PENDING.link }).click()
  const table = page.getByRole('table', { name: PENDING.heading })
  // A start that has to write the seed again takes seconds on a loaded two-core machine.
  await expect(table).toHaveAttribute('aria-busy', 'false', { timeout: 45_000 })
  await expect.poll(() => shownNumbers(table).then((n) => n.length)).toBeGreaterThan(0)
  return shownNumbers(table)
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en')
})

test('R-DATA-001 two tabs of one browser placing orders at once: after a reload both tabs’ orders are in the pending list', async ({
  page,
  context,
}) => {
  test.slow()
  await signIn(page, 'en')
  const other = await context.newPage()
  await other.goto('/homepage')
  await waitForMockWorker(other)
  await expect(other).toHaveURL(/\/homepage$/)
  // Both tabs' backends have started (each read the stored log) before either places an order.
  await Promise.all([pendingNumbers(page), pendingNumbers(other)])
  const [mine, theirs] = await Promise.all([createOrders(page, 3, 'open'), createOrders(other, 3, 'open')])
  const placed = [...mine, ...theirs].map((o) => o.OrderNumber)
  expect(new Set(placed).size).toBe(6)
  for (const tab of [page, other]) {
    await tab.reload()
    await waitForMockWorker(tab)
    const shown = await pendingNumbers(tab)
    expect(shown.slice(0, 6).sort()).toEqual([...placed].sort())
  }
})

test('R-DATA-004 a reload at once after the first sign-in keeps the demo data', async ({ page }) => {
  await signIn(page, 'en')
  // At once: the seed may still be being written when the page goes.
  await page.reload()
  await waitForMockWorker(page)
  await page.goto('/homepage')
  expect((await pendingNumbers(page)).length).toBeGreaterThan(0)
})

test('R-DATA-002 a stored record that cannot be read is set aside and the page says so; the other orders stay', async ({
  page,
}) => {
  await signIn(page, 'en')
  const before = await pendingNumbers(page)
  // Storage damaged behind the app's back: a record at the next position that decodes as nothing.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ordering-portal-mock')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('log', 'readwrite')
          const log = tx.objectStore('log')
          const last = log.openCursor(null, 'prev')
          last.onsuccess = () => {
            const seq = ((last.result?.value as { seq: number } | undefined)?.seq ?? 0) + 1
            log.add({ seq, kind: 'order', orderId: 'broken' })
          }
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
  await page.reload()
  await waitForMockWorker(page)
  await expect(
    page.getByText(/1 stored record\(s\) of the demo data could not be read and were set aside/),
  ).toBeVisible()
  expect(await pendingNumbers(page)).toEqual(before)
})
