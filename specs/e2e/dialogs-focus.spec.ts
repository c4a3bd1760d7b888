// The top bar's drawers and dialogs keep the keyboard inside while open and give it back when they
// close (R-A11Y-004): the page settings, the back-office simulator and the language dialog, opened
// and closed with the keyboard alone. The order detail drawer's own journey is in
// order-detail.spec.ts, the phone menu's in shell.spec.ts.
import { expect, expectKeyboardRound, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    settings: 'Cài đặt trang',
    simulator: 'Văn phòng',
    simulatorTitle: 'Trình giả lập văn phòng',
    account: /Menu tài khoản của/,
    setLanguage: 'Chọn ngôn ngữ',
  },
  en: {
    settings: 'Page settings',
    simulator: 'Back office',
    simulatorTitle: 'Back-office simulator',
    account: /Account menu for/,
    setLanguage: 'Set language',
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-A11Y-004 (${lng}) the settings drawer, the simulator and the language dialog keep the keyboard inside and give it back`, async ({
      page,
    }) => {
      test.slow() // a sign-in and three pop-ups on a shared two-core machine
      await useLanguage(page, lng)
      await signIn(page, lng)
      const banner = page.getByRole('banner')
      await expectKeyboardRound(
        page,
        banner.getByRole('button', { name: text.settings }),
        page.getByRole('dialog', { name: text.settings }),
        { tabs: 20, backTabs: 4 },
      )
      // The simulator has more controls than any count of presses here: Shift+Tab from its first
      // one must go round to its last, not back to the page.
      await expectKeyboardRound(
        page,
        banner.getByRole('button', { name: text.simulator }),
        page.getByRole('dialog', { name: text.simulatorTitle }),
        { tabs: 0, backTabs: 4 },
      )
      // The language dialog opens from the account menu, whose item goes away with the menu: the
      // focus comes back to the account menu's button.
      const account = banner.getByRole('button', { name: text.account })
      const open = async () => {
        await account.focus()
        await page.keyboard.press('Enter')
        const item = page.getByRole('menuitem', { name: text.setLanguage })
        await expect(item).toBeVisible()
        // PrimeReact's menu keeps the focus on its list and marks the item it points at.
        await page.keyboard.press('ArrowDown')
        await expect(item).toHaveClass(/p-focus/)
        await page.keyboard.press('Enter')
      }
      await expectKeyboardRound(page, account, page.getByRole('dialog', { name: text.setLanguage }), {
        tabs: 8,
        backTabs: 4,
        open,
      })
    })
}
