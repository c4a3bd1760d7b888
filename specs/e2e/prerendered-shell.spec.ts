// The signed-in pages' pre-rendered app shell (decision 0301): the top bar's frame and the page's
// heading and intro show, in the stored language, before any script runs, and the app takes them
// over with the same text in the same size, without a second heading or landmark. Read from the
// page before and after the scripts are let through, never from timings.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, holdAppScripts, LOGIN_TEXT, signIn, test, useLanguage } from './fixtures'

type Lng = 'vi' | 'en'
const texts = (lng: Lng, namespace: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lng}/${namespace}.json`, 'utf8')) as {
    route: Record<string, string>
    page: { title: string; intro: string }
    navbar: { skip: string }
    menu: { open: string; collapse: string; expand: string }
  }
/** A pre-rendered page: its path, its route's title key (shell), where its intro's text is. */
const shellPage = (path: string, route: string, namespace: string, introClass: string) => ({
  path,
  route,
  /** The page's <h1>: the route's title on the lists, the page's own on the place-order page. */
  title: (lng: Lng) =>
    namespace === 'placeOrder' ? texts(lng, namespace).page.title : texts(lng, 'shell').route[route]!,
  intro: (lng: Lng) => texts(lng, namespace).page.intro,
  introClass,
})
/** The business year (Vietnam, UTC+7), as the workplace's screen takes it. */
const businessYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear()
const PAGES = {
  pending: shellPage('/myorder/orderInfo', 'orderInfo', 'pendingOrders', '.order-list-page__intro'),
  confirmed: shellPage('/myorder/confirm', 'confirm', 'confirmedOrders', '.order-list-page__intro'),
  placeOrder: shellPage('/online/online', 'placeOrder', 'placeOrder', '.po-page__intro'),
  // The largest text of the workplace is its sales chart's caption, which names every company
  // and the business year until the user chooses (R-PERF-024).
  workplace: {
    ...shellPage(
      '/myWork/myWorkplace',
      'myWorkplace',
      'workplace',
      '[data-testid="sales-chart"] .workplace-caption',
    ),
    intro: (lng: Lng) => {
      const workplace = JSON.parse(readFileSync(`src/i18n/locales/${lng}/workplace.json`, 'utf8')) as {
        company: { all: string }
        sales: { caption: string }
      }
      return workplace.sales.caption
        .replace('{{company}}', workplace.company.all)
        .replace('{{year}}', String(businessYear()))
    },
  },
}

/**
 * Signs in (in the language already stored), then holds every script of the app. The mock's
 * service worker would fetch the page's scripts itself, out of the test's reach: it is
 * unregistered first (the app starts it again with its first request, as on a first visit).
 * Returns what lets the scripts through.
 */
async function signInAndHoldScripts(page: Page, lng: Lng) {
  await signIn(page, lng)
  return holdScripts(page)
}

/** Unregisters the mock's service worker (see above) and holds every script of the app. */
async function holdScripts(page: Page) {
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister()
  })
  return holdAppScripts(page)
}

// Each page in both languages and at both widths, each language at both widths (decision 0358).
const cases = [
  { key: 'pending', lng: 'vi', width: 390 },
  { key: 'pending', lng: 'en', width: 1366 },
  { key: 'confirmed', lng: 'en', width: 390 },
  { key: 'confirmed', lng: 'vi', width: 1366 },
  { key: 'placeOrder', lng: 'vi', width: 390 },
  { key: 'placeOrder', lng: 'en', width: 1366 },
  { key: 'workplace', lng: 'en', width: 390 },
  { key: 'workplace', lng: 'vi', width: 1366 },
] as const

for (const { key, lng, width } of cases) {
  const { path, route, title, intro, introClass } = PAGES[key]
  test(`R-PERF-008 R-PERF-011 ${key === 'workplace' ? 'R-PERF-024 ' : ''}R-A11Y-005 (${lng}, ${width} px) ${path} shows its heading and intro before any script runs, and the app takes them over in the same size, each chunk preloaded once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await useLanguage(page, lng)
    const letScriptsThrough = await signInAndHoldScripts(page, lng)
    await page.goto(path, { waitUntil: 'domcontentloaded' })

    // Before any script of the app: the pre-rendered page, in the stored language.
    await expect(page.locator('#root[data-prerendered]')).toBeAttached()
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    await expect(page).toHaveTitle(new RegExp(`^${texts(lng, 'shell').route[route]} - `))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(lng))
    const introBefore = page.locator(introClass)
    await expect(introBefore).toHaveText(intro(lng))
    await expect(page.locator('header.navbar')).toBeVisible()
    // The frame fits the window as the shell does: the sidebar's room on a desktop only.
    await expect(page.locator('.app-wrapper')).toHaveClass(width < 992 ? /\bis-mobile\b/ : /\bis-desktop\b/)
    await expect(page.locator('.sidebar-container')).toHaveCount(width < 992 ? 0 : 1)
    // The skip link and the menu button as the app has them: named for a phone or an open sidebar.
    await expect(page.locator('.skip-link')).toHaveText(texts(lng, 'shell').navbar.skip)
    const menuButton = page.locator('.navbar__hamburger')
    const menuBefore = await menuButton.evaluate((b) => [
      b.getAttribute('aria-label'),
      b.getAttribute('aria-expanded'),
    ])
    const menuTexts = texts(lng, 'shell').menu
    expect(menuBefore).toEqual(width < 992 ? [menuTexts.open, 'false'] : [menuTexts.collapse, 'true'])
    const boxBefore = await introBefore.boundingBox()

    await letScriptsThrough()
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached()
    // The app's scripts were asked for only once the first paint was on screen (decision 0302).
    const [firstPaint, firstScript] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    ])
    expect(firstPaint).toBeGreaterThan(0)
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint!)
    // The app's own page (its top bar has the account menu), one heading and one main landmark.
    await expect(page.locator('.navbar__right')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(lng))
    await expect(page.getByRole('main')).toHaveCount(1)
    const introAfter = page.locator(introClass)
    await expect(introAfter).toHaveText(intro(lng))
    // The same size and place: the app's text is no larger, so it is no later largest paint
    // (LCP), and nothing moved (CLS).
    const boxAfter = await introAfter.boundingBox()
    expect(boxAfter).toEqual(boxBefore)
    expect(
      await menuButton.evaluate((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-expanded')]),
    ).toEqual(menuBefore)
    // The router waited for the inline script's module preloads: it added none a second time.
    await expect(page.locator('html')).toHaveAttribute('data-preloads', 'added')
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(preloads.filter((href, i) => preloads.indexOf(href) !== i)).toEqual([])
    await expectAccessible(page)
  })
}

test('R-PERF-008 R-A11Y-005 (en, 1366 px) a folded sidebar: the pre-rendered menu button offers to unfold it, and the focus stays on it when the app takes over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await useLanguage(page, 'en')
  const letScriptsThrough = await signInAndHoldScripts(page, 'en')
  await page.evaluate(() => localStorage.setItem('sidebarStatus', '0'))
  await page.goto(PAGES.confirmed.path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root[data-prerendered]')).toBeAttached()
  await expect(page.locator('.app-wrapper')).toHaveClass(/\bis-collapsed\b/)
  const menuButton = page.getByRole('button', { name: texts('en', 'shell').menu.expand })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  // Keyboard first: the skip link, then the menu button, before any script has run.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: texts('en', 'shell').navbar.skip })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menuButton).toBeFocused()

  await letScriptsThrough()
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached()
  await expect(page.locator('.navbar__right')).toBeVisible()
  // The app's own button, the same name, and the focus on it: a keyboard user loses nothing.
  await expect(menuButton).toBeFocused()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
})

test('R-PERF-008 R-SESS-002 (vi) a session cookie with unreadable user info shows no shell: the visitor goes to the login page', async ({
  page,
}) => {
  const letScriptsThrough = await signInAndHoldScripts(page, 'vi')
  await page
    .context()
    .addCookies([{ name: 'userInfo', value: encodeURIComponent('{"UserName":'), url: page.url() }])
  await page.goto(PAGES.pending.path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expect(page.locator('#root')).toBeEmpty()
  await letScriptsThrough()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.vi.heading })).toBeVisible()
})

test('R-PERF-008 (vi) without a session cookie nothing of the shell shows: the visitor goes to the login page', async ({
  page,
}) => {
  const letScriptsThrough = await holdAppScripts(page)
  await page.goto(PAGES.pending.path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expect(page.locator('#root')).toBeEmpty()
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
  await letScriptsThrough()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.vi.heading })).toBeVisible()
})

test('R-PERF-008 (en, 1366 px) in the horizontal layout no shell shows (its top menu row is not pre-rendered): the app draws the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await useLanguage(page, 'en')
  const letScriptsThrough = await signInAndHoldScripts(page, 'en')
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ layoutMod: 'horizontal' })))
  await page.goto(PAGES.pending.path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root')).toBeEmpty()
  await letScriptsThrough()
  await expect(page.locator('#root:not([data-prerendered]) > *').first()).toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.pending.title('en'))
  await expect(page.locator('.top-menu')).toBeVisible()
  await expectAccessible(page)
})

/** The first banner the last visit kept (R-HOME-008), as the app stored it. */
async function firstKeptBanner(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('homeBanners'))
    const kept = key ? (JSON.parse(localStorage.getItem(key) ?? '[]') as { ImageURL: string }[]) : []
    return kept[0]?.ImageURL
  })
}

for (const { lng, width } of [
  { lng: 'vi', width: 390 },
  { lng: 'en', width: 1366 },
] as const) {
  test(`R-PERF-008 R-HOME-008 (${lng}, ${width} px) the homepage shows its welcome with the user's name and the last visit's first banner before any script runs, and the app takes them over in the same place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    // The app's own homepage first: its welcome, and the banners it keeps for the next visit.
    const welcome = page.getByRole('heading', { level: 1 })
    // Named once the app knows the user.
    await expect(welcome).toHaveText(lng === 'vi' ? /^Xin chào, \S/ : /^Welcome, \S/)
    const named = await welcome.textContent()
    await expect(page.locator('.home-banner__galleria img').first()).toBeVisible()
    const image = await firstKeptBanner(page)
    // The banners' drawn pictures, files of the app (decision 0345).
    expect(image).toMatch(/^\/pictures\/banners\/\d+\.svg$/)
    const homeChunk = page.locator('link[rel="modulepreload"][href*="/assets/HomePage-"]')
    const letScriptsThrough = await holdScripts(page)
    await page.goto('/homepage', { waitUntil: 'domcontentloaded' })

    // Before any script of the app: the welcome with the name, the kept banner, the page's chunks
    // on their way.
    await expect(page.locator('#root[data-prerendered]')).toBeAttached()
    await expect(welcome).toHaveText(named!)
    const before = page.locator('.home-banner--reserved img')
    await expect(before).toHaveAttribute('src', image!)
    await expect(before).toBeVisible()
    await expect(homeChunk).toHaveCount(1)
    const welcomeBox = await welcome.boundingBox()
    const bannerBox = await before.boundingBox()

    await letScriptsThrough()
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached()
    await expect(page.locator('.navbar__right')).toBeVisible()
    // The app's carousel opens on that banner, in the same box: no later largest paint (LCP),
    // nothing moved (CLS); one heading, the same.
    const after = page.locator('.home-banner__galleria img').first()
    await expect(after).toHaveAttribute('src', image!)
    expect(await after.boundingBox()).toEqual(bannerBox)
    await expect(welcome).toHaveCount(1)
    await expect(welcome).toHaveText(named!)
    expect(await welcome.boundingBox()).toEqual(welcomeBox)
    // Vite's own preloading finds the page's chunk there and adds no second link.
    await expect(homeChunk).toHaveCount(1)
    await expectAccessible(page)
  })
}

test("R-PERF-008 R-HOME-008 (en, 390 px) with no kept banner, or one the app would not show, the pre-rendered homepage keeps the carousel's room empty until the content comes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await useLanguage(page, 'en')
  await signIn(page, 'en')
  // The app has kept the answer's banners once its carousel shows them (R-HOME-008).
  await expect(page.locator('.home-banner__galleria img').first()).toBeVisible()
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.endsWith('homeBanners')))
  expect(key).toBeDefined()
  const letScriptsThrough = await holdScripts(page)
  for (const kept of [null, [{ Id: 1, ImageURL: 'javascript:alert(1)', Title_EN: 'x' }]]) {
    await page.evaluate(
      ([name, banners]) =>
        banners === null
          ? localStorage.removeItem(name)
          : localStorage.setItem(name, JSON.stringify(banners)),
      [key!, kept] as const,
    )
    await page.goto('/homepage', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('#root[data-prerendered]')).toBeAttached()
    await expect(page.locator('.home-banner--reserved')).toBeVisible()
    await expect(page.locator('.home-banner--reserved img')).toHaveCount(0)
  }
  await letScriptsThrough()
  await expect(page.locator('.home-banner__galleria img').first()).toBeVisible()
  await expect(page.locator('.home-banner__galleria img').first()).toHaveAttribute(
    'src',
    /^\/pictures\/banners\/\d+\.svg$/,
  )
})

test('R-PERF-008 (vi) without a session the homepage shows nothing pre-rendered and preloads none of its chunks: the visitor goes to the login page', async ({
  page,
}) => {
  const homeChunk = page.locator('link[rel="modulepreload"][href*="/assets/HomePage-"]')
  await signIn(page, 'vi')
  await page.context().clearCookies()
  const letThroughAgain = await holdScripts(page)
  await page.goto('/homepage', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/ShellRoute-"]')).toHaveCount(0)
  await expect(homeChunk).toHaveCount(0)
  await letThroughAgain()
  await expect(page).toHaveURL(/\/login/)
})
