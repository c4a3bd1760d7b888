import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    open: 'Văn phòng',
    approve: 'Duyệt',
    forward: '+1 ngày',
    clockDays: /^Giờ nghiệp vụ \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(đi trước giờ thực 1 ngày\)$/,
  },
  en: {
    open: 'Back office',
    approve: 'Approve',
    forward: '+1 day(s)',
    clockDays: /^Business time \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(1 day\(s\) ahead of real time\)$/,
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  test(`R-API-041 R-API-036 R-API-039 R-I18N-012 (${lng}) the back-office panel approves an order and moves the clock, said as ahead of real time`, async ({
    page,
  }) => {
    test.slow() // sign-in, two axe passes and the seeded backend on a shared two-core machine
    const text = TEXT[lng]
    await useLanguage(page, lng)
    await signIn(page, lng)
    // The toggle sits in the top bar, so it never covers a page's own buttons.
    await page.getByRole('banner').getByRole('button', { name: text.open }).click()
    const panel = page.locator('.simulator-sidebar')
    await expect(panel).toBeVisible()
    await expectAccessible(page)

    // The first order the lifecycle lets the back office approve; afterwards it no longer can.
    const approve = panel
      .getByRole('button', { name: new RegExp(`^${text.approve} BB`) })
      .and(panel.locator(':enabled'))
    await expect(approve.first()).toBeVisible()
    const label = (await approve.first().getAttribute('aria-label'))!
    await approve.first().click()
    await expect(panel.getByRole('button', { name: label, exact: true })).toBeDisabled()

    await panel.getByRole('button', { name: text.forward, exact: true }).click()
    await expect(panel.getByTestId('sim-clock')).toHaveText(text.clockDays)
  })
}
