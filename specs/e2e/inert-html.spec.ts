// R-HOME-007: news bodies and Q&A texts that carry <script>, <img onerror> and `javascript:` links
// render inert. The real-API build (no mock backend) talks to a server this test plays with
// page.route, so the hostile answers come from "the server" as they would in production.
import type { Page, Route } from '@playwright/test'
import { REAL_API_ORIGIN } from '../../playwright.config'
import { expect, expectAccessible, test } from './fixtures'

const HOSTILE =
  '<p>Hello</p><script>window.__owned = "script"</script>' +
  '<img src="/nope.png" alt="x" onerror="window.__owned = \'img\'">' +
  '<a href="javascript:window.__owned=\'link\'">click me</a>' +
  '<a href="https://example.com/">out</a>'

const userInfo = {
  Email: 'a@b.vn',
  Mobile: '0900000000',
  CustomerSet: null,
  CustomerTypeId: 1,
  CustomerTypeName: 'Company',
  Phone: null,
  RealName: 'Lan',
  RoleName: 'Main',
  UserName: 'lan',
  IsConsentPrivacy: true,
  CustomerList: [{ CustomerCode: 'C1', CustomerName: 'Company 1' }],
}
const news = {
  Id: 7,
  CategoryId: 1,
  Title_EN: 'Hostile',
  Title_VN: 'Hostile',
  Summary_EN: 's',
  Summary_VN: 's',
  CoverImageURL: null,
  PublishTime: '2025-03-15 10:00:00',
}
const question = {
  Id: 1,
  QuestionId: 1,
  Question: HOSTILE,
  CreateTime: '2025-03-15 10:00:00',
  QuestionAttachments: [{ FileName: 'evil.pdf', FileURL: "javascript:window.__owned='file'" }],
  ReplyList: [
    {
      ReplyId: 2,
      ReplyContent: HOSTILE,
      CreateTime: '2025-03-15 11:00:00',
      ReplyAttachments: [],
    },
  ],
}

const ANSWERS: Record<string, unknown> = {
  'api/Login': { token: 'hostile-test-token', userInfo },
  'api/Banner/GetList': [],
  'api/Promotion/GetList': [],
  'api/Promotion/GetPromotionTypeList': [],
  'api/Product/GetCustomerProductList': [],
  'api/News/GetNewsCategories': [{ CategoryId: 1, CategoryName_EN: 'Company', CategoryName_VN: 'Công ty' }],
  'api/News/GetPagedNewsList': { list: [news], totalCount: 1 },
  'api/News/Get': { ...news, Content_EN: HOSTILE, Content_VN: HOSTILE },
  'api/Customer/GetMyQuestionHistory': [question],
}

// Every API request, whatever origin the build was given as VITE_API_BASE_URL (npm test builds
// it for a port nothing listens on, so nothing but this test answers).
async function playServer(page: Page) {
  await page.route('**/api/**', (route: Route) => {
    const path = new URL(route.request().url()).pathname.slice(1)
    const data = ANSWERS[path] ?? null
    return route.fulfill({ json: { code: 0, message: 'ok', data } })
  })
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __owned?: string }).__owned)).toBeUndefined()
  const main = page.locator('#main-content')
  await expect(main.locator('script')).toHaveCount(0)
  await expect(main.locator('[onerror]')).toHaveCount(0)
  await expect(main.locator('a[href^="javascript:" i]')).toHaveCount(0)
}

test('R-HOME-007 a news body and Q&A texts carrying script, img onerror and javascript: links render inert', async ({
  page,
}) => {
  await playServer(page)
  await page.context().addCookies([{ name: 'language', value: 'en', url: REAL_API_ORIGIN }])
  await page.goto(`${REAL_API_ORIGIN}/login`)
  await page.getByRole('textbox', { name: 'Account' }).fill('a@b.vn')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/homepage$/)

  await page.getByRole('button', { name: 'Hostile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hostile' })
  await expect(dialog.getByText('Hello')).toBeVisible()
  await expect(dialog.locator('script, [onerror], a[href^="javascript:" i]')).toHaveCount(0)
  await dialog.getByText('click me').click()
  const out = dialog.getByRole('link', { name: 'out' })
  await expect(out).toHaveAttribute('target', '_blank')
  await expect(out).toHaveAttribute('rel', /noopener/)
  expect(await page.evaluate(() => (window as unknown as { __owned?: string }).__owned)).toBeUndefined()
  await expectAccessible(page)

  await page.goto(`${REAL_API_ORIGIN}/user/productQA`)
  // The texts show as text: the markup is visible, nothing of it runs.
  await expect(page.locator('.qa-thread__question')).toContainText('<script>')
  await expect(page.locator('.qa-reply__content')).toContainText('onerror')
  await expect(page.getByRole('link', { name: 'evil.pdf' })).toHaveCount(0)
  await expectInert(page)
})
