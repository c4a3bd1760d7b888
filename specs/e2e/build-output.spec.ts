// What the build does to the app's code and styles, read from the built app in the browser:
// the theme holds only rules the app can render (decision 0317), PrimeReact's styles are written
// once (decision 0318), and the mock backend runs in a worker, not on the page (decision 0319).
import { expect, signIn, test } from './fixtures'

test("R-PERF-013 (vi) the page's stylesheets hold the theme rules of rendered components only", async ({
  page,
}) => {
  test.slow() // a sign-in on a shared two-core machine
  await signIn(page, 'vi')
  await page.goto('/myorder/orderInfo')
  await expect(page.locator('#root:not([data-prerendered]) h1')).toBeVisible()
  const selectors = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => {
      const texts: string[] = []
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) texts.push(rule.selectorText)
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
        }
      }
      walk(sheet.cssRules)
      return texts
    }),
  )
  const naming = (word: string) =>
    selectors.filter((selector) => new RegExp(`\\.p-${word}\\b`).test(selector))
  // The theme's rules for a component the portal renders stay, modifiers included...
  expect(naming('button').length).toBeGreaterThan(20)
  expect(naming('button-danger').length).toBeGreaterThan(0)
  // ...and those of components it never imports are gone (the whole theme styles them).
  for (const unused of ['megamenu', 'treetable', 'orderlist', 'picklist', 'tieredmenu'])
    expect(naming(unused), `rules for p-${unused}`).toEqual([])
})

test('R-PERF-014 (vi) a PrimeReact style is written once, not again by each component that loads it', async ({
  page,
}) => {
  test.slow() // a sign-in on a shared two-core machine
  // Counts, from the first byte of each page, every write of a PrimeReact <style> that leaves its
  // text as it was (the unpatched hook rewrote it for every component mounting).
  await page.addInitScript(() => {
    const counts = { styles: 0, sameTextWrites: 0 }
    Object.assign(window, { primeStyleWrites: counts })
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target
        if (!(target instanceof HTMLStyleElement) || !target.hasAttribute('data-primereact-style-id'))
          continue
        const before = [...record.removedNodes].map((node) => node.textContent).join('')
        const after = [...record.addedNodes].map((node) => node.textContent).join('')
        if (record.removedNodes.length > 0 && before === after) counts.sameTextWrites++
      }
      counts.styles = document.querySelectorAll('style[data-primereact-style-id]').length
    }).observe(document, { childList: true, subtree: true })
  })
  await signIn(page, 'vi')
  await page.goto('/myorder/orderInfo')
  await expect(page.locator('#root:not([data-prerendered]) h1')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const counts = await page.evaluate(
    () =>
      (window as unknown as { primeStyleWrites: { styles: number; sameTextWrites: number } })
        .primeStyleWrites,
  )
  expect(counts.styles).toBeGreaterThan(3)
  expect(counts.sameTextWrites).toBe(0)
})

test('R-PERF-015 (vi) the mock backend answers from a worker of its own, not the page', async ({ page }) => {
  test.slow() // a sign-in on a shared two-core machine
  await signIn(page, 'vi')
  await expect(page.getByText('Xin chào, Nguyễn Thị Lan')).toBeVisible()
  const backend = page.workers().find((worker) => /backend-worker[-.]/.test(worker.url()))
  expect(backend, 'the backend worker').toBeDefined()
  // The page's own thread parsed the thin handler (mock-browser) but none of the backend's code:
  // the debugger reports every script parsed on the page, a worker's being its own target's.
  const cdp = await page.context().newCDPSession(page)
  const parsed: string[] = []
  cdp.on('Debugger.scriptParsed', (script) => parsed.push(script.url))
  await cdp.send('Debugger.enable')
  await cdp.send('Debugger.disable')
  const pageMockScripts = parsed.filter((url) => url.includes('/assets/mock-'))
  expect(pageMockScripts.length).toBeGreaterThan(0)
  for (const url of pageMockScripts)
    expect(new URL(url).pathname).toMatch(/^\/assets\/mock-browser-[\w-]+\.js$/)
  expect(pageMockScripts.filter((url) => url.includes('backend'))).toEqual([])
})
