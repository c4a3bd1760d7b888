// Session journeys (spec §4 Session, §5 Reset password, §8): guards, login, reset password,
// sign out, and the bad inputs (decisions 0025, 0027), in Vietnamese and English.
import type { Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  LOGIN_TEXT,
  signIn,
  submitLogin,
  test,
  useLanguage,
  waitForMockWorker,
} from './fixtures'

const GUARDED = {
  vi: { path: '/myorder/orderInfo?orderId=12', title: 'Đơn hàng chờ xử lý - Cổng đặt hàng' },
  en: { path: '/myorder/confirm?orderId=3&tab=2', title: 'Confirmed orders - Ordering Portal' },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  if (lng === 'vi')
    test(`R-SESS-005 R-SESS-001 (${lng}) a guarded order link goes to login and, signed in, back to the link`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      const { path, title } = GUARDED[lng]
      await page.goto(path)
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`)
      await expect(page.getByRole('heading', { name: LOGIN_TEXT[lng].heading })).toBeVisible()
      await waitForMockWorker(page)
      await expectAccessible(page)
      await submitLogin(page, lng)
      await expect(page).toHaveURL(path)
      await expect(page).toHaveTitle(title)
      await expectAccessible(page)
    })
}

test("R-SESS-007 (en) without a token, any other page shows 'No Token' and goes to /login", async ({
  page,
}) => {
  await useLanguage(page, 'en')
  await page.goto('/myWork/myWorkplace')
  await expect(page).toHaveURL('/login')
  await expect(page.getByText('No Token')).toBeVisible()
  await expectAccessible(page)
})

test('R-SESS-007 (vi) /changeorder and /forgot-password open without a token', async ({ page }) => {
  await page.goto('/changeorder?orderId=5')
  await expect(page).toHaveURL('/changeorder?orderId=5')
  await expect(page.getByRole('heading', { name: 'Phiếu thay đổi đơn hàng' })).toBeVisible()
  await expectAccessible(page)
  await page.goto('/forgot-password')
  await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible()
})

test('R-SESS-001 (vi) wrong credentials show a clear error and keep the account typed', async ({ page }) => {
  await page.goto('/login')
  await waitForMockWorker(page)
  await submitLogin(page, 'vi', 'customer@demo.vn', 'Sai12345')
  await expect(
    page.getByText('Tài khoản hoặc mật khẩu không đúng. Vui lòng kiểm tra và thử lại.'),
  ).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('textbox', { name: 'Tài khoản' })).toHaveValue('customer@demo.vn')
  await expectAccessible(page)
})

test('R-SESS-001 (en) empty fields are refused with translated messages', async ({ page }) => {
  await useLanguage(page, 'en')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Please enter your account')).toBeVisible()
  await expect(page.getByText('Please enter your password')).toBeVisible()
  await expectAccessible(page)
})

for (const lng of ['en', 'vi'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  if (lng === 'en')
    test(`R-PWD-001 R-PWD-010 R-API-034 (${lng}) forgot password: a wrong code keeps the form, the right code (123456) changes the password`, async ({
      page,
    }) => {
      const text = {
        en: {
          forgot: 'Forgot password?',
          heading: 'Reset password',
          code: 'Verification code',
          getCode: 'Get code',
          resend: /Send again in \d+ s/,
          newPassword: 'New password',
          confirm: 'Confirm new password',
          submit: 'Reset password',
          success: 'Your password has been changed.',
          rejected: /verification code/i,
        },
        vi: {
          forgot: 'Quên mật khẩu?',
          heading: 'Đặt lại mật khẩu',
          code: 'Mã xác minh',
          getCode: 'Lấy mã',
          resend: /Gửi lại sau \d+ giây/,
          newPassword: 'Mật khẩu mới',
          confirm: 'Xác nhận mật khẩu mới',
          submit: 'Đặt lại mật khẩu',
          success: 'Mật khẩu của bạn đã được thay đổi.',
          rejected: /Mã xác/,
        },
      }[lng]
      const account = lng === 'en' ? 'credit@demo.vn' : 'distributor@demo.vn'
      const newPassword = 'Moi2024pass'
      await useLanguage(page, lng)
      await page.goto('/login')
      await waitForMockWorker(page)
      await page.getByRole('link', { name: text.forgot }).click()
      await expect(page).toHaveURL('/forgot-password')
      await expect(page.getByRole('heading', { name: text.heading })).toBeVisible()
      await expectAccessible(page)
      const submit = page.getByRole('button', { name: text.submit })
      await expect(submit).toBeDisabled()
      await page.getByRole('textbox', { name: LOGIN_TEXT[lng].account }).fill(account)
      await page.getByRole('button', { name: text.getCode }).click()
      await expect(page.getByRole('button', { name: text.resend })).toBeDisabled()
      await page.getByRole('textbox', { name: text.code }).fill('000000')
      await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword)
      await page.getByLabel(text.confirm, { exact: true }).fill(newPassword)
      await submit.click()
      // The server's own message (the mock answers in the caller's language), shown as it is.
      await expect(page.getByRole('alert')).toHaveText(text.rejected)
      await expect(page).toHaveURL('/forgot-password')
      await expect(page.getByLabel(text.newPassword, { exact: true })).toHaveValue(newPassword)
      await expectAccessible(page)
      await page.getByRole('textbox', { name: text.code }).fill('123456')
      await submit.click()
      await expect(page).toHaveURL('/login')
      await expect(page.getByText(text.success)).toBeVisible()
      await submitLogin(page, lng, account, newPassword)
      await expect(page).toHaveURL('/homepage')
    })
}

test('R-PWD-003 R-PWD-004 R-PWD-006 (en) bad new passwords show the exact messages', async ({ page }) => {
  await useLanguage(page, 'en')
  await page.goto('/forgot-password')
  await page.getByRole('textbox', { name: 'Account' }).fill('customer@demo.vn')
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456')
  await page.getByLabel('New password', { exact: true }).fill('Demo 12345')
  await page.getByLabel('Confirm new password', { exact: true }).fill('Demo12345')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(
    page.getByText('The password must have at least 8 digits and contain letters and numbers.'),
  ).toBeVisible()
  await expect(page.getByText('Password inconsistency')).toBeVisible()
  await expectAccessible(page)
})

test('R-SESS-005 R-SESS-008 (vi) a redirect query to another origin is ignored after login', async ({
  page,
}) => {
  await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`)
  await waitForMockWorker(page)
  await submitLogin(page, 'vi')
  await expect(page).toHaveURL('/homepage')
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`)
  await expect(page).toHaveURL('/homepage')
  await expectAccessible(page)
})

test('R-SESS-002 R-SESS-009 (vi) a tampered token cookie signs out cleanly, with no loop, and login still works', async ({
  page,
}) => {
  const url = test.info().project.use.baseURL!
  await page.context().addCookies([
    { name: 'token', value: 'tampered%20value', url },
    { name: 'userInfo', value: '%7Bnot-json', url },
  ])
  await page.goto('/myorder/draftInfo')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.map((c) => c.name)).not.toContain('token')
  await expectAccessible(page)
  await waitForMockWorker(page)
  await submitLogin(page, 'vi')
  await expect(page).toHaveURL('/homepage')
})

test('R-SESS-003 R-STORE-008 (en) sign out from the user menu clears the session and keeps only the remembered account', async ({
  page,
}) => {
  await useLanguage(page, 'en')
  await page.goto('/login')
  await waitForMockWorker(page)
  await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await submitLogin(page, 'en')
  await expect(page).toHaveURL('/homepage')
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await expectAccessible(page)
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login')
  const names = (await page.context().cookies()).map((c) => c.name)
  expect(names).not.toContain('token')
  expect(names).not.toContain('userInfo')
  expect(names).toContain('account')
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue('customer@demo.vn')
  await page.goto('/homepage')
  await expect(page).toHaveURL('/login')
})

test('R-SHELL-014 (vi) the user menu opens reset password with the account filled in', async ({ page }) => {
  await signIn(page, 'vi')
  await page.getByRole('button', { name: /Menu tài khoản của/ }).click()
  await page.getByRole('menuitem', { name: 'Đặt lại mật khẩu' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await expect(page.getByRole('textbox', { name: 'Tài khoản' })).toHaveValue('customer@demo.vn')
  await expect(page.getByRole('link', { name: 'Quay lại cổng đặt hàng' })).toBeVisible()
  await expectAccessible(page)
})

/** The session cookie's token (the app stores it as `token`, spec §3). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token')
  expect(cookie?.value).toBeTruthy()
  return decodeURIComponent(cookie!.value)
}

/** Asks the page's own in-page backend (through its worker) for the customer list with `token`. */
const customerListCode = (page: Page, token: string) =>
  page.evaluate(async (t) => {
    const response = await fetch('/api/Customer/GetCustomerList', {
      headers: { Token: t, Authorization: `Bearer ${t}`, Accept: 'application/json' },
    })
    return ((await response.json()) as { code: number }).code
  }, token)

test('R-SESS-011 R-SESS-003 (vi) sign out in one tab ends the session in the other tab; a reload keeps the session', async ({
  page,
}) => {
  await signIn(page, 'vi')
  const token = await tokenOf(page)
  const other = await page.context().newPage()
  await other.goto('/homepage')
  await waitForMockWorker(other)
  expect(await customerListCode(other, token)).toBe(0)
  // A reload restarts that tab's in-page backend: the session is still there.
  await other.reload()
  await waitForMockWorker(other)
  expect(await customerListCode(other, token)).toBe(0)

  await page.getByRole('button', { name: /Menu tài khoản của/ }).click()
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click()
  await expect(page).toHaveURL('/login')
  // The other tab's backend refuses the ended session (5004), as any tab's would.
  await expect.poll(() => customerListCode(other, token)).toBe(5004)
})

test('R-SESS-014 R-SESS-017 R-PWD-010 (en) after a reset the login shows the success alone, and only the new password signs in, also after a reload', async ({
  page,
}) => {
  const account = 'credit@demo.vn'
  const newPassword = 'Moi2024pass'
  await useLanguage(page, 'en')
  await page.goto('/login')
  await waitForMockWorker(page)
  await submitLogin(page, 'en', account, 'Wrong1234')
  await expect(page.locator('.auth-card__error')).toBeVisible()
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
  await page.getByRole('textbox', { name: LOGIN_TEXT.en.account }).fill(account)
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456')
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(page.locator('.auth-card__error')).toHaveCount(0)

  // A reload restarts the in-page backend: the new password is kept, the old one refused.
  await page.reload()
  await waitForMockWorker(page)
  await submitLogin(page, 'en', account, DEMO_PASSWORD)
  await expect(page.locator('.auth-card__error')).toBeVisible()
  await expect(page).toHaveURL('/login')
  await submitLogin(page, 'en', account, newPassword)
  await expect(page).toHaveURL('/homepage')
})

test('R-SESS-016 R-SESS-008 (vi) /redirect/%2F%2Fhost stays on the origin and opens the homepage', async ({
  page,
}) => {
  await signIn(page, 'vi')
  const origin = new URL(page.url()).origin
  await page.goto('/redirect/%2F%2Fevil.example%2Fsteal')
  await expect(page).toHaveURL(`${origin}/homepage`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
})

test('R-SESS-012 (en) after 5 failed sign-ins the login form says how long to wait, for an unknown account as for a real one', async ({
  page,
}) => {
  await useLanguage(page, 'en')
  await page.goto('/login')
  await waitForMockWorker(page)
  const attempt = async (account: string, password: string) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/Login'))
    await submitLogin(page, 'en', account, password)
    await answered
    await expect(page.locator('.auth-card__error')).toBeVisible()
  }
  for (const account of ['customer@demo.vn', 'nobody@demo.vn']) {
    for (let i = 0; i < 5; i++) await attempt(account, 'Wrong1234')
    await expect(page.locator('.auth-card__error')).toHaveText(
      'The account or password is incorrect. Please check them and try again.',
    )
    await attempt(account, DEMO_PASSWORD)
    await expect(page.locator('.auth-card__error')).toHaveText(
      /^Too many failed sign-ins: try again in (30|29|28) seconds$/,
    )
    await expect(page).toHaveURL('/login')
  }
  await attempt('credit@demo.vn', 'Wrong1234')
  await submitLogin(page, 'en', 'credit@demo.vn', DEMO_PASSWORD)
  await expect(page).toHaveURL('/homepage')
})

test('R-SESS-014 R-SHELL-014 (vi) a signed-in user who resets the password is signed out and signs in with the new one', async ({
  page,
}) => {
  const newPassword = 'Moi2024pass'
  await signIn(page, 'vi')
  await page.getByRole('button', { name: /Menu tài khoản của/ }).click()
  await page.getByRole('menuitem', { name: 'Đặt lại mật khẩu' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await page.getByRole('textbox', { name: 'Mã xác minh' }).fill('123456')
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword)
  await page.getByLabel('Xác nhận mật khẩu mới', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByText('Mật khẩu của bạn đã được thay đổi.')).toBeVisible()
  await expect(page.locator('.auth-card__error')).toHaveCount(0)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token')
  await submitLogin(page, 'vi', 'customer@demo.vn', newPassword)
  await expect(page).toHaveURL('/homepage')
})
