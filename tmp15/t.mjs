import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const c = await b.newContext({locale:'vi-VN'})
const url='http://127.0.0.1:6610'
await c.addCookies([{ name: 'token', value: 'tampered%20value', url },{ name: 'userInfo', value: '%7Bnot-json', url }])
const p = await c.newPage()
p.on('pageerror', e => console.log('pageerror', e.message))
p.on('framenavigated', f => { if (f === p.mainFrame()) console.log('nav', f.url()) })
await p.goto(url + '/myorder/draftInfo')
await p.waitForTimeout(3000)
console.log(await p.evaluate(() => [location.pathname, document.body.innerHTML.replace(/<template.*<\/template>/s,'').slice(0, 1500)]))
await b.close()
