import { readdirSync, readFileSync } from 'node:fs'
import { DIST, DIST_API, REAL_API_ORIGIN } from '../../playwright.config'
import { expect, expectAccessible, test, waitForMockWorker } from './fixtures'

test.describe('foundation', () => {
  test('R-I18N-006 the built app opens in Vietnamese, the mock worker controls it, and login passes axe', async ({
    page,
  }) => {
    await page.goto('/login')
    await waitForMockWorker(page)
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expect(page.getByRole('textbox', { name: 'Tài khoản' })).toBeVisible()
    await expectAccessible(page)
  })

  test('R-I18N-001 the language switch turns the login page to English, and it survives a reload', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByText('EN', { exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expectAccessible(page)
  })

  test('R-API-023 in mock mode the API answers on the page origin, and a mock chunk is loaded', async ({
    page,
  }) => {
    const mockChunks: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/mock-[^/]+\.js$/.test(r.url())) mockChunks.push(r.url())
    })
    await page.goto('/login')
    await waitForMockWorker(page)
    expect(mockChunks.length).toBeGreaterThan(0)
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/Login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: 'customer@demo.vn', password: 'wrong' }),
      })
      return response.json()
    })
    expect(answer.code).toBe(4011)
    await expectAccessible(page)
  })

  test('R-API-003 R-API-035 a build with VITE_API_BASE_URL requests no mock chunk and registers no worker', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    await page.goto(`${REAL_API_ORIGIN}/login`)
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible()
    expect(requested.filter((u) => /\/assets\/mock-/.test(u) || /mockServiceWorker/.test(u))).toEqual([])
    const registrations = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    )
    expect(registrations).toBe(0)
    // Not only unrequested: the real-API build holds no mock code at all, the mock build does.
    expect(readdirSync(`${DIST_API}/assets`).filter((f) => f.startsWith('mock-'))).toEqual([])
    expect(readdirSync(`${DIST}/assets`).filter((f) => f.startsWith('mock-')).length).toBeGreaterThan(0)
    // Whatever the chunks are called: no file of the real-API build holds the worker's start or
    // the simulator's endpoints, and the mock build does. An endpoint is a path in quotes as code
    // writes it (`path: 'api/__sim/clock'`); the statechart viewer's rule texts may name the
    // endpoints in prose ("POST api/__sim/clock ..."), which is no code of the mock's.
    const holding = (dir: string, marker: RegExp) =>
      readdirSync(`${dir}/assets`).filter((f) => marker.test(readFileSync(`${dir}/assets/${f}`, 'utf8')))
    for (const marker of [/mockServiceWorker/, /["'`]api\/__sim\//]) {
      expect(holding(DIST_API, marker), String(marker)).toEqual([])
      expect(holding(DIST, marker).length, String(marker)).toBeGreaterThan(0)
    }
    await expectAccessible(page)
  })
})
