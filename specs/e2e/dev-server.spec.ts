// `npm start` itself (README): the Vite dev server, where the mock worker shares the origin with
// the dev server's own modules (`/src/api/...`), HMR and assets. The other journeys run against
// `vite preview`, which cannot show that the worker leaves those requests alone (stack notes).
// Each demo account signs in and reaches the pending list with its own orders.
import { expect, expectAccessible, submitLogin, test, waitForMockWorker } from './fixtures'
import { shownNumbers } from './order-lists.helpers'

const ACCOUNTS = ['customer@demo.vn', 'credit@demo.vn', 'distributor@demo.vn'] as const

const TEXT = {
  vi: { menu: 'Menu chính', pending: '3.2 Đơn hàng chờ xử lý', heading: 'Đơn hàng chờ xử lý' },
  en: { menu: 'Main menu', pending: '3.2 Pending orders', heading: 'Pending orders' },
} as const

for (const [index, account] of ACCOUNTS.entries()) {
  const lng = index % 2 === 0 ? 'vi' : 'en'
  const text = TEXT[lng]
  test(`R-RUN-001 (${lng}) npm start: ${account} signs in and sees the pending list with its orders`, async ({
    page,
  }) => {
    test.slow() // the dev server transforms every module on first request
    await page.setViewportSize({ width: 1366, height: 900 })
    // No module, asset or HMR request of the dev server may wait on (or be answered by) the mock.
    const stuck: string[] = []
    page.on('requestfailed', (request) => stuck.push(`${request.url()} ${request.failure()?.errorText}`))
    await page.goto('/login')
    await waitForMockWorker(page)
    // The dev server's cookies carry the `dev_` prefix (src/lib/storage.ts): choose the language as a user does.
    if (lng === 'en') await page.getByRole('button', { name: 'EN' }).click()
    await submitLogin(page, lng, account)
    // The sign-in is the first API call: it starts the mock's worker, which the dev server serves
    // as some hundred unbundled modules (decision 0361: about 4.5 s on an idle 2-core machine). On
    // a loaded CI machine that took over 15 s (seen twice, the form still saying "signing in").
    await expect(page).toHaveURL(/\/homepage$/, { timeout: 60_000 })
    await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.pending }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible()
    const table = page.getByRole('table', { name: text.heading })
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect.poll(() => shownNumbers(table)).not.toEqual([])
    // A module fetched from the page answers the module, not the mock's envelope.
    const module = await page.evaluate(async () => {
      const response = await fetch('/src/api/errors.ts')
      return { status: response.status, type: response.headers.get('content-type') ?? '' }
    })
    expect(module.status).toBe(200)
    expect(module.type).toMatch(/javascript/)
    expect(stuck.filter((line) => !line.includes('ERR_ABORTED'))).toEqual([])
    await expectAccessible(page)
  })
}
