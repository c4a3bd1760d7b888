// Shared e2e fixtures: every journey gets a fresh context, waits for the mock worker, and can run
// the axe check that every screen must pass (no serious or critical violation).
import { expect, test as base, type Frame, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'

/** axe-core's browser build, read once per worker and evaluated in a document only once. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Puts axe into a frame that does not have it yet (a new document after each navigation). */
async function injectAxe(frame: Frame) {
  if (await frame.evaluate(() => 'axe' in window)) return
  await frame.evaluate(AXE_SOURCE)
  // Same-origin frames answer the top frame's axe.run (the app's only frames are its own pages).
  await frame.evaluate(() => {
    ;(window as unknown as { axe: typeof import('axe-core') }).axe.configure({
      allowedOrigins: ['<same_origin>'],
    })
  })
}

/**
 * axe with all its default rules on the whole page, child frames included, through axe.run in the
 * page (decision 0334): the same rules and violations as @axe-core/playwright's analyze(), which
 * evaluated axe's 550 KB twice per call and finished in a second, blank page (about 12 s a call on
 * a busy 2-core machine against about 1 s). Only violations carry their nodes (`resultTypes`):
 * passes are not read, and serialising their thousands of nodes was most of the rest.
 */
export async function expectAccessible(page: Page) {
  await injectAxe(page.mainFrame())
  for (const frame of page.frames().slice(1)) {
    // A child frame that is gone, not scriptable or does not answer within 2 s is left out, as
    // @axe-core/playwright did (it gave a frame 1 s).
    const timeout = new Promise((_, refuse) => setTimeout(() => refuse(new Error('no answer')), 2_000))
    await Promise.race([injectAxe(frame), timeout]).catch(() => undefined)
  }
  // A dialog still fading in has the colours of half its opacity: axe looks at the page once what
  // has started moving has come to rest (infinite animations, spinners, are not waited for).
  await page.evaluate(async () => {
    const atRest = async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
      const ending = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      await Promise.allSettled(ending.map((animation) => animation.finished))
    }
    // A paused animation or a held clock never lets it end: 10 s at most (a guard, not a wait
    // the check needs).
    await Promise.race([atRest(), new Promise((done) => setTimeout(done, 10_000))])
  })
  const results: AxeResults = await page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** A pop-up lies wholly within the screen, and the page has not become wider than it. */
export async function expectWithinScreen(page: Page, popUp: Locator) {
  const screen = page.viewportSize()!
  await expect
    .poll(async () => {
      const box = await popUp.boundingBox()
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      if (box === null) return 'not shown'
      const [left, right] = [Math.floor(box.x), Math.ceil(box.x + box.width)]
      return left >= 0 && right <= screen.width && pageWidth <= screen.width
        ? 'within'
        : `from ${left} to ${right} px on a page ${pageWidth} px wide`
    })
    .toBe('within')
}

/**
 * Waits until the app runs (it has taken over the pre-rendered login page, decision 0252) and the
 * mock worker controls the page. The worker starts with the first API request (decision 0250): on
 * the login page a first key press starts it (the sign-in warm-up), elsewhere the page's own calls.
 * The key press is repeated: under `npm start` a cold dev server may reload the page once while it
 * pre-bundles dependencies, and the reloaded login page waits for a key again.
 */
export async function waitForMockWorker(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.locator('#root:not([data-prerendered]) > *').first().waitFor({ state: 'attached' })
    await page.keyboard.press('Shift')
    try {
      await page.waitForFunction(
        () =>
          navigator.serviceWorker?.controller?.state === 'activated' &&
          document.documentElement.hasAttribute('data-mock-backend'),
        null,
        { timeout: 5_000 },
      )
      return
    } catch (error) {
      if (attempt === 4) throw error
    }
  }
}

export const test = base
export { expect }

/**
 * Holds every script of the app (the pre-rendered page stays as the HTML made it) until the
 * returned function lets them through; routing stays off from then on (the mock's service worker
 * does not serve a routed page).
 */
export async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return async () => {
    release()
    await page.unrouteAll({ behavior: 'wait' })
  }
}

export const DEMO_PASSWORD = 'Demo1234'

/** Starts the page in the given language (the language cookie, as the app stores it). */
export async function useLanguage(page: Page, lng: 'vi' | 'en') {
  await page.context().addCookies([{ name: 'language', value: lng, url: test.info().project.use.baseURL! }])
}

/**
 * A modal drawer or dialog by keyboard alone (R-A11Y-004): Enter on `opener` opens `dialog` (or
 * `open`, for one opened another way); after `tabs` presses of Tab and then `backTabs` of
 * Shift+Tab the focus never left it (more presses than it has controls show that Tab goes round;
 * Shift+Tab from its first control, that it goes round back); Escape closes it and the focus is
 * back on `opener`.
 */
export async function expectKeyboardRound(
  page: Page,
  opener: Locator,
  dialog: Locator,
  presses: { readonly tabs: number; readonly backTabs: number; readonly open?: () => Promise<void> },
) {
  if (presses.open) await presses.open()
  else {
    await opener.focus()
    await page.keyboard.press('Enter')
  }
  await expect(dialog).toBeVisible()
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  await expect.poll(inside).toBe(true)
  // Marks the control focused first, to see Tab come back to it.
  const mark = () => page.evaluate(() => document.activeElement?.setAttribute('data-round-start', ''))
  const atStart = () => page.evaluate(() => document.activeElement?.hasAttribute('data-round-start') ?? false)
  await mark()
  let cameRound = false
  for (let i = 0; i < presses.tabs + presses.backTabs; i++) {
    await page.keyboard.press(i < presses.tabs ? 'Tab' : 'Shift+Tab')
    expect(await inside(), `focus inside after ${i + 1} presses`).toBe(true)
    if (i < presses.tabs) cameRound ||= await atStart()
  }
  if (presses.tabs > 0)
    expect(cameRound, `Tab came back to the first control in ${presses.tabs} presses`).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

/** Texts of the login form in each language. */
export const LOGIN_TEXT = {
  vi: { account: 'Tài khoản', password: 'Mật khẩu', submit: 'Đăng nhập', heading: 'Đăng nhập' },
  en: { account: 'Account', password: 'Password', submit: 'Sign in', heading: 'Sign in' },
} as const

/** Fills and submits the login form on the current page (already on /login). */
export async function submitLogin(
  page: Page,
  lng: 'vi' | 'en',
  account = 'customer@demo.vn',
  password = DEMO_PASSWORD,
) {
  const text = LOGIN_TEXT[lng]
  await page.getByRole('textbox', { name: text.account }).fill(account)
  await page.getByLabel(text.password, { exact: true }).fill(password)
  await page.getByLabel(text.password, { exact: true }).press('Enter')
}

/** Signs in from /login and waits for the homepage. */
export async function signIn(page: Page, lng: 'vi' | 'en' = 'vi', account = 'customer@demo.vn') {
  await page.goto('/login')
  await waitForMockWorker(page)
  await submitLogin(page, lng, account)
  // A fresh browser's first sign-in also seeds its mock backend: more than the usual 15 s wait
  // on a busy two-core machine (a guard against a hang, not a speed check).
  await expect(page).toHaveURL(/\/homepage$/, { timeout: 45_000 })
}

/**
 * A call of the app's own API from inside the signed-in page, with the page's token: a GET, or a
 * POST of `body` when one is given; answers the answer's `data`, and a refusal throws with the
 * server's message (a journey reaches its starting state, or reads what the server holds, without
 * clicking through screens).
 */
export async function apiCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('token='))
      if (cookie === undefined) throw new Error('not signed in')
      const token = decodeURIComponent(cookie.slice('token='.length))
      const headers = {
        Token: token,
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'en',
        'Content-Type': 'application/json;charset=UTF-8',
      }
      const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) }
      const answer = await (await fetch(`/api/${path}`, init)).json()
      if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`)
      return answer.data
    },
    { path, body },
  )
}
