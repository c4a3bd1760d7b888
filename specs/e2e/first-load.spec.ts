// The login page's first load (decisions 0250, 0252): pre-rendered HTML in the visitor's language
// before any script runs, nothing typed lost when the app takes over, and no mock backend loaded
// before the first request.
import { expect, holdAppScripts, LOGIN_TEXT, test, useLanguage, waitForMockWorker } from './fixtures'

test('R-PERF-002 R-A11Y-002 (en) the pre-rendered login shows in English before any script, and what is typed there stays when the app takes over', async ({
  page,
}) => {
  await useLanguage(page, 'en')
  // Hold every script of the app until the visitor has typed.
  const letScriptsThrough = await holdAppScripts(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root[data-prerendered]')).toBeAttached()
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.en.heading })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(/^Sign in - /)
  await page.getByRole('textbox', { name: LOGIN_TEXT.en.account }).fill('customer@demo.vn')
  await page.getByLabel(LOGIN_TEXT.en.password, { exact: true }).fill('Demo1234')
  await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByLabel(LOGIN_TEXT.en.password, { exact: true }).focus()

  await letScriptsThrough()
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached()
  await expect(page.locator('#root')).toHaveCount(1)
  await expect(page.getByRole('textbox', { name: LOGIN_TEXT.en.account })).toHaveValue('customer@demo.vn')
  await expect(page.getByLabel(LOGIN_TEXT.en.password, { exact: true })).toHaveValue('Demo1234')
  await expect(page.getByLabel(LOGIN_TEXT.en.password, { exact: true })).toBeFocused()
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
  // The app's form works: it signs in.
  await page.getByLabel(LOGIN_TEXT.en.password, { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/homepage$/)
})

test('R-I18N-001 R-PERF-002 (vi → en) the pre-rendered language switch works before the app runs, and the app takes over in English with what was typed', async ({
  page,
}) => {
  const letScriptsThrough = await holdAppScripts(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root[data-prerendered]')).toBeAttached()
  await page.getByRole('textbox', { name: LOGIN_TEXT.vi.account }).fill('customer@demo.vn')
  await page.getByText('EN', { exact: true }).click()
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.en.heading })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(/^Sign in - /)
  await expect(page.getByRole('textbox', { name: LOGIN_TEXT.en.account })).toHaveValue('customer@demo.vn')
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toBeFocused()

  await letScriptsThrough()
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached()
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.en.heading })).toBeVisible()
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toBeFocused()
  await expect(page.getByRole('textbox', { name: LOGIN_TEXT.en.account })).toHaveValue('customer@demo.vn')
  // The choice is the app's: it outlives a reload.
  await page.reload()
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.en.heading })).toBeVisible()
})

test('R-PERF-002 (vi) a submit pressed before the app runs is held, not sent as a form, and the app signs in with it', async ({
  page,
}) => {
  const letScriptsThrough = await holdAppScripts(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await page.getByRole('textbox', { name: LOGIN_TEXT.vi.account }).fill('customer@demo.vn')
  await page.getByLabel(LOGIN_TEXT.vi.password, { exact: true }).fill('Demo1234')
  await page.getByLabel(LOGIN_TEXT.vi.password, { exact: true }).press('Enter')
  // No native submit: the password never goes into the address.
  await expect(page).toHaveURL(/\/login$/)
  await letScriptsThrough()
  await expect(page).toHaveURL(/\/homepage$/)
})

test('R-PERF-001 (vi) the login page loads no mock backend until the first request; a key press starts it', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  await expect(page.locator('#root:not([data-prerendered]) form')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => /\/mock-/.test(path))).toEqual([])
  await expect(page.locator('html')).not.toHaveAttribute('data-mock-backend', 'on')
  await waitForMockWorker(page)
  expect(scripts.some((path) => /\/mock-/.test(path))).toBe(true)
})
