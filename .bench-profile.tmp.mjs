import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
const port = 7511, origin = `http://127.0.0.1:${port}`
const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', 'dist-large'], { stdio: 'ignore' })
for (let i = 0; i < 100; i++) { try { await fetch(origin); break } catch { await new Promise(r => setTimeout(r, 100)) } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await context.addCookies([{ name: 'language', value: 'en', url: origin }])
  const page = await context.newPage()
  await page.goto(`${origin}/login`)
  await page.locator('#root:not([data-prerendered]) form').waitFor({ timeout: 60000 })
  await page.locator('input[name="account"]').fill('customer@demo.vn')
  await page.locator('input[name="password"]').fill('Demo1234')
  await page.locator('input[name="password"]').press('Enter')
  await page.waitForURL(/\/homepage$/, { timeout: 600000 })
  const path = process.argv[2] ?? '/myorder/confirm'
  const name = path.includes('confirm') ? 'orders.filter.confirmed' : 'orders.filter.pending'
  await page.goto(origin + path)
  await page.locator('table tbody tr').first().waitFor({ timeout: 120000 })
  await page.waitForLoadState('networkidle')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start')
  await page.evaluate(() => performance.clearResourceTimings())
  const sel = page.getByLabel('Company', { exact: true })
  const codes = await sel.locator('option').evaluateAll(os => os.map(o => o.value))
  for (let i = 0; i < 8; i++) {
    const before = await page.evaluate(n => performance.getEntriesByName(n, 'measure').length, name)
    await sel.selectOption(codes[(i + 1) % codes.length])
    await page.waitForFunction(([n, c]) => performance.getEntriesByName(n, 'measure').length > c, [name, before])
  }
  const { profile } = await cdp.send('Profiler.stop')
  const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]))
  const dt = profile.timeDeltas; const counts = new Map()
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)))
  for (const [id, us] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + us) }
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'))
  console.log(await page.evaluate(n => performance.getEntriesByName(n, 'measure').map(m => Math.round(m.duration)), name))
  console.log(await page.evaluate(() => performance.getEntriesByType('resource').filter(r => r.name.includes('/api/')).map(r => `${r.name.split('/api/')[1].slice(0, 50)} ${Math.round(r.duration)}`)))
} finally { await browser.close(); server.kill() }
