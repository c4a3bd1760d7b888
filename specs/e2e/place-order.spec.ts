// Place-order journeys (decision 0040; spec §2 Place order, §5 Ordering) in Vietnamese and English with
// the axe check on every screen: a TT customer and a distributor each place an order that then
// tops the pending list; a product of another format offers to save a draft; a cart under 100
// cases shows the minimum and is not placed; a reload keeps the order in progress; one column
// below 992 px.
import type { Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, expectAccessible, expectWithinScreen, signIn, test, useLanguage } from './fixtures'
import { shownNumbers } from './order-lists.helpers'

const TEXT = {
  vi: {
    menu: 'Menu chính',
    placeOrder: '2.1 Đặt hàng',
    heading: 'Đặt hàng',
    products: 'Sản phẩm bạn có thể đặt',
    customer: 'Mã khách hàng',
    quantity: (name: string) => `Số thùng của ${name}`,
    eta: 'Ngày ETA',
    chooseDate: 'Chọn ngày',
    etd: 'ETD (tự tính)',
    note: 'Ghi chú',
    totalCases: 'Tổng số thùng',
    submit: 'Gửi',
    confirmTitle: 'Gửi đơn hàng này?',
    confirm: 'Gửi đơn',
    success: 'Đặt hàng thành công',
    viewPending: 'Xem đơn chờ duyệt',
    pending: 'Đơn hàng chờ xử lý',
    pendingApproval: 'Chờ duyệt',
    formatTitle: 'Quy cách sản phẩm khác',
    saveDraft: 'Lưu nháp và tạo đơn mới',
    keepOrder: 'Giữ đơn hiện tại',
    draftSaved: /Đã lưu đơn nháp BB\d{8}\. Đơn hàng mới bắt đầu với sản phẩm bạn vừa thêm\./,
    minimum: (total: number, missing: number) =>
      `Đơn hàng tối thiểu là 100 thùng. Đơn của bạn có ${total} thùng: vui lòng thêm ${missing} thùng.`,
    fixFirst: 'Vui lòng sửa các điểm sau trước khi gửi:',
    summary: 'Xem tóm tắt đơn hàng',
    names: {
      fishSauce: 'Nước mắm cá cơm 40 độ đạm',
      soySauce: 'Nước tương đậu nành',
      harGow: 'Há cảo tôm',
      wontons: 'Sủi cảo nhân thịt',
    },
  },
  en: {
    menu: 'Main menu',
    placeOrder: '2.1 Place order',
    heading: 'Place order',
    products: 'Products you can order',
    customer: 'Customer code',
    quantity: (name: string) => `Quantity in cases of ${name}`,
    eta: 'ETA date',
    chooseDate: 'Choose Date',
    etd: 'ETD (calculated)',
    note: 'Note',
    totalCases: 'Total cases',
    submit: 'Submit',
    confirmTitle: 'Submit this order?',
    confirm: 'Submit',
    success: 'Order successful',
    viewPending: 'View pending orders',
    pending: 'Pending orders',
    pendingApproval: 'Pending Approval',
    formatTitle: 'Another product format',
    saveDraft: 'Save as draft and start a new order',
    keepOrder: 'Keep this order',
    draftSaved: /Draft BB\d{8} was saved\. A new order starts with the product you added\./,
    minimum: (total: number, missing: number) =>
      `The minimum order is 100 cases. Your order has ${total}: please add ${missing} more.`,
    fixFirst: 'Please fix the following before submitting:',
    summary: 'Go to the order summary',
    names: {
      fishSauce: 'Anchovy fish sauce 40°N',
      soySauce: 'Soy sauce',
      harGow: 'Shrimp har gow',
      wontons: 'Pork wontons',
    },
  },
} as const
type Text = (typeof TEXT)['vi' | 'en']

// Journeys here sign in, fill a whole order and run axe on a 40-product catalogue several times:
// they need more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 })

/** An ETA two weeks ahead: offered for every demo company (their ETA-ETD gaps are 2 to 5 days). */
const ETA = dayjs().add(14, 'day')

/** The day a DD-MM-YYYY text names. */
function screenDay(text: string) {
  const [day = 0, month = 0, year = 0] = text.split('-').map(Number)
  return dayjs(new Date(year, month - 1, day))
}

/** Opens the place-order screen from the menu and waits for the catalogue. */
async function openPlaceOrder(page: Page, text: Text, customerCode?: string) {
  await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.placeOrder }).click()
  await expect(page).toHaveURL('/online/online')
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible()
  if (customerCode !== undefined) await page.getByLabel(text.customer).selectOption(customerCode)
  await expect(page.getByRole('list', { name: text.products })).toBeVisible()
}

async function setQuantity(page: Page, text: Text, name: string, quantity: number) {
  const box = page.getByRole('textbox', { name: text.quantity(name), exact: true })
  await box.fill(String(quantity))
  await box.press('Enter')
  await expect(box).toHaveValue(String(quantity))
}

async function fillDelivery(page: Page, text: Text, note: string) {
  const eta = page.getByRole('textbox', { name: text.eta })
  await eta.fill(ETA.format('DD-MM-YYYY'))
  await eta.press('Tab')
  await expect(eta).toHaveValue(ETA.format('DD-MM-YYYY'))
  await page.getByRole('textbox', { name: text.note }).fill(note)
}

const totalCases = (page: Page) => page.getByTestId('po-total-cases')

/** A catalogue row's contents are drawn, not skipped for being away from the window (R-PERF-034). */
const drawn = (row: Locator) =>
  row.evaluate((li) => li.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false)

/** Submits and confirms; answers the BB number the backend gave the order. */
async function submitOrder(page: Page, text: Text): Promise<string> {
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.confirmTitle })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/Order/CreateOpenOrder'))
  // A double click on the confirmation places one order (the machine takes the first).
  await dialog.getByRole('button', { name: text.confirm, exact: true }).dblclick()
  const body = (await (await answer).json()) as { code: number; data: { OrderNumber: string } }
  expect(body.code).toBe(0)
  return body.data.OrderNumber
}

/** The success panel stays (R-ORD-033); its button opens the pending list with the order on top, once. */
async function expectFirstPending(page: Page, text: Text, orderNumber: string, cases: string) {
  await expect(page.getByRole('heading', { level: 2, name: text.success })).toBeVisible()
  await page.getByRole('button', { name: text.viewPending }).click()
  await expect(page).toHaveURL('/myorder/orderInfo')
  const table = page.getByRole('table', { name: text.pending })
  await expect.poll(async () => (await shownNumbers(table))[0]).toBe(orderNumber)
  expect((await shownNumbers(table)).filter((n) => n === orderNumber)).toHaveLength(1)
  const row = table.locator('tbody tr').first()
  await expect(row).toContainText(cases)
  await expect(row).toContainText(ETA.format('DD-MM-YYYY'))
  await expectAccessible(page)
}

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-ORD-003 R-ORD-008 R-ORD-005 R-ORD-018 (${lng}) a TT customer places an order that tops the pending list`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng, 'customer@demo.vn')
      await openPlaceOrder(page, text, 'C1001')
      await setQuantity(page, text, text.names.fishSauce, 60)
      await setQuantity(page, text, text.names.soySauce, 50)
      await expect(totalCases(page)).toHaveText('110')
      await fillDelivery(page, text, 'Giao giờ hành chính')
      // C1001's ETD is 3 days before the ETA (R-ORD-018).
      await expect(page.getByRole('status', { name: text.etd })).toHaveText(
        ETA.subtract(3, 'day').format('DD-MM-YYYY'),
      )
      await expectAccessible(page)
      const orderNumber = await submitOrder(page, text)
      await expectFirstPending(page, text, orderNumber, '110')
    })

  if (lng === 'en')
    test(`R-ORD-003 R-ORD-008 R-ORD-007 R-A11Y-007 (${lng}) a distributor places an order that tops the pending list`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng, 'distributor@demo.vn')
      await openPlaceOrder(page, text)
      // The distributor's only code is chosen for them.
      await expect(page.getByLabel(text.customer)).toHaveValue('D3001')
      await setQuantity(page, text, text.names.harGow, 100)
      await setQuantity(page, text, text.names.wontons, 20)
      await expect(totalCases(page)).toHaveText('120')
      // The calendar does not offer an ETA whose ETD (4 days before it for D3001) is before today.
      // It opens on the month of the earliest ETA the box's hint names, with the focus on that day.
      const hintId = await page.getByRole('textbox', { name: text.eta }).getAttribute('aria-describedby')
      const hint = (await page.locator(`[id="${hintId}"]`).textContent()) ?? ''
      const earliest = screenDay(/\d{2}-\d{2}-\d{4}/.exec(hint)?.[0] ?? '')
      expect(earliest.isAfter(dayjs(), 'day')).toBe(true)
      // On a phone the calendar button sits near the screen's right edge (R-A11Y-007).
      if (lng === 'en') await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('button', { name: text.chooseDate }).click()
      const picker = page.getByRole('dialog', { name: text.chooseDate })
      await expect(picker).toBeVisible()
      const first = picker.getByRole('gridcell', { name: earliest.format('DD-MM-YYYY') })
      await expect(first.locator('span')).toBeFocused()
      await expectWithinScreen(page, picker)
      await expect(first).not.toHaveAttribute('aria-disabled', 'true')
      // Every day shown before it is disabled, every later day of its month offered.
      const cells = await picker
        .getByRole('gridcell')
        .evaluateAll((tds) =>
          tds.map(
            (td) =>
              [td.getAttribute('aria-label') ?? '', td.getAttribute('aria-disabled') === 'true'] as const,
          ),
        )
      expect(cells.length).toBeGreaterThanOrEqual(28)
      for (const [label, disabled] of cells) {
        const date = screenDay(label)
        if (date.isBefore(earliest, 'day')) expect(disabled, label).toBe(true)
        else if (date.isSame(earliest, 'month')) expect(disabled, label).toBe(false)
      }
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(picker).toBeHidden()
      await expect(page.getByRole('button', { name: text.chooseDate })).toBeFocused()
      await page.setViewportSize({ width: 1366, height: 900 })
      await fillDelivery(page, text, 'Kho lạnh số 2')
      await expect(page.getByRole('status', { name: text.etd })).toHaveText(
        ETA.subtract(4, 'day').format('DD-MM-YYYY'),
      )
      await expectAccessible(page)
      const orderNumber = await submitOrder(page, text)
      await expectFirstPending(page, text, orderNumber, '120')
    })

  if (lng === 'en')
    test(`R-ORD-029 R-ORD-008 R-SHELL-008 (${lng}) back on 2.1 after a placed order: the success panel, and no confirmation dialog left over`, async ({
      page,
    }) => {
      // The page's timers are held while the order is placed, as on a fast machine where the answer
      // comes before the dialog's closing animation ends and the screen is hidden mid-animation.
      await page.clock.install()
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng, 'distributor@demo.vn')
      await openPlaceOrder(page, text)
      await setQuantity(page, text, text.names.harGow, 100)
      await fillDelivery(page, text, 'Quay lại màn hình đặt hàng')
      await page.getByRole('button', { name: text.submit, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.confirmTitle })
      await expect(dialog).toBeVisible()
      await page.clock.pauseAt(Date.now() + 1000)
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click()
      // The success panel stays until the user leaves it (R-ORD-033): here to the pending list.
      await page.getByRole('button', { name: text.viewPending }).click()
      await expect(page).toHaveURL('/myorder/orderInfo')
      await page.clock.resume()
      await expect(page.getByRole('table', { name: text.pending })).toBeVisible()
      // The screen was kept alive while hidden (R-SHELL-008): shown again, it is what the machine is in.
      await page
        .getByRole('navigation', { name: text.menu })
        .getByRole('link', { name: text.placeOrder })
        .click()
      await expect(page).toHaveURL('/online/online')
      await expect(page.getByRole('heading', { level: 2, name: text.success })).toBeVisible()
      // Time for a dialog's opening animation, had one been left open.
      await page.waitForTimeout(1000)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('.p-dialog-mask')).toHaveCount(0)
      await expectAccessible(page)
    })

  if (lng === 'vi')
    test(`R-ORD-020 (${lng}) a product of another format offers to save the order as a draft first`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng, 'customer@demo.vn')
      await openPlaceOrder(page, text, 'C1001')
      await setQuantity(page, text, text.names.harGow, 120) // frozen
      await fillDelivery(page, text, 'Đơn hàng đông lạnh')

      const fishSauce = page.getByRole('textbox', { name: text.quantity(text.names.fishSauce), exact: true })
      await fishSauce.fill('40') // ambient
      await fishSauce.press('Enter')
      const dialog = page.getByRole('dialog', { name: text.formatTitle })
      await expect(dialog).toBeVisible()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: text.keepOrder }).click()
      await expect(dialog).toBeHidden()
      await expect(totalCases(page)).toHaveText('120')

      await fishSauce.fill('40')
      await fishSauce.press('Enter')
      await expect(dialog).toBeVisible()
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/Order/CreateDraftOrder'))
      await dialog.getByRole('button', { name: text.saveDraft }).click()
      expect(((await (await saved).json()) as { code: number }).code).toBe(0)
      await expect(page.getByText(text.draftSaved)).toBeVisible()
      await expect(totalCases(page)).toHaveText('40')
      await expect(
        page.getByRole('textbox', { name: text.quantity(text.names.harGow), exact: true }),
      ).toHaveValue('')
      await expectAccessible(page)
    })

  if (lng === 'en')
    test(`R-ORD-016 (${lng}) a cart under 100 cases shows the minimum and cannot be submitted`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng, 'distributor@demo.vn')
      await openPlaceOrder(page, text)
      await setQuantity(page, text, text.names.wontons, 60)
      await fillDelivery(page, text, 'Thử đơn nhỏ')
      const minimum = page.getByRole('alert').filter({ hasText: text.minimum(60, 40) })
      await expect(minimum).toBeVisible()
      let placed = 0
      page.on('request', (r) => {
        if (r.url().endsWith('/api/Order/CreateOpenOrder')) placed += 1
      })
      await page.getByRole('button', { name: text.submit, exact: true }).click()
      await expect(page.getByText(text.fixFirst)).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page).toHaveURL('/online/online')
      await expectAccessible(page)
      expect(placed).toBe(0)
    })

  if (lng === 'vi')
    test(`R-ORD-009 (${lng}) a reload in the middle of an order keeps the cart, the form and the customer`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng, 'customer@demo.vn')
      await openPlaceOrder(page, text, 'C1001-01')
      await setQuantity(page, text, text.names.harGow, 70)
      await setQuantity(page, text, text.names.wontons, 45)
      await fillDelivery(page, text, 'Đừng mất đơn này')
      await page.reload()
      await expect(page.getByRole('list', { name: text.products })).toBeVisible()
      await expect(page.getByLabel(text.customer)).toHaveValue('C1001-01')
      await expect(
        page.getByRole('textbox', { name: text.quantity(text.names.harGow), exact: true }),
      ).toHaveValue('70')
      await expect(
        page.getByRole('textbox', { name: text.quantity(text.names.wontons), exact: true }),
      ).toHaveValue('45')
      await expect(totalCases(page)).toHaveText('115')
      await expect(page.getByRole('textbox', { name: text.eta })).toHaveValue(ETA.format('DD-MM-YYYY'))
      await expect(page.getByRole('textbox', { name: text.note })).toHaveValue('Đừng mất đơn này')
      await expectAccessible(page)
    })
}

test('R-ORD-021 R-PERF-034 (vi) below 992 px the screen is one column with a totals bar that leads to the summary, nothing covers its buttons, and passes axe', async ({
  page,
}) => {
  const text = TEXT.vi
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'vi')
  await signIn(page, 'vi', 'distributor@demo.vn')
  await page.goto('/online/online')
  await expect(page.getByRole('list', { name: text.products })).toBeVisible()
  // R-PERF-034: the rows far below the window wait until they come near it.
  const rows = page.getByRole('list', { name: text.products }).locator(':scope > li')
  expect(await drawn(rows.first())).toBe(true)
  expect(await drawn(rows.last())).toBe(false)
  await setQuantity(page, text, text.names.harGow, 1050)
  const bar = page.locator('.po-mobile-bar')
  await expect(bar).toBeVisible()
  await expect(bar).toContainText('1.050 thùng')
  const catalogue = await page.getByRole('list', { name: text.products }).boundingBox()
  const summary = await page.locator('#po-summary').boundingBox()
  expect(summary!.y).toBeGreaterThan(catalogue!.y + catalogue!.height - 1) // below it, not beside it
  await bar.getByRole('link', { name: text.summary }).click()
  await expect(page.locator('#po-summary')).toBeFocused()
  await expect(page.getByTestId('po-container-hint')).toBeInViewport()
  await expect(page.getByTestId('po-container-hint')).toHaveText(/1\.050 thùng vừa một container 20 ft\./)
  // Nothing floats over the page's own buttons: the back-office toggle (mock mode) is in the top
  // bar, and the submit button, scrolled into view, is what its own centre hits.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Văn phòng' })).toBeInViewport()
  const topBar = await page
    .getByRole('banner')
    .evaluate((header) => ({ needed: header.scrollWidth, shown: header.clientWidth }))
  expect(topBar.needed).toBeLessThanOrEqual(topBar.shown) // the top bar's buttons fit on one line
  const submit = page.getByRole('button', { name: text.submit, exact: true })
  await submit.scrollIntoViewIfNeeded()
  expect(
    await submit.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return hit !== null && button.contains(hit)
    }),
  ).toBe(true)
  await expectAccessible(page)
})

test('R-ORD-002 R-PERF-034 (en) on a desktop the summary and its Submit stay in view beside a long catalogue and a long order', async ({
  page,
}) => {
  const text = TEXT.en
  await page.setViewportSize({ width: 1366, height: 768 })
  await useLanguage(page, 'en')
  await signIn(page, 'en', 'distributor@demo.vn')
  await page.goto('/online/online')
  const list = page.getByRole('list', { name: text.products })
  await expect(list).toBeVisible()
  // A long order: every frozen product of the catalogue (one format), so the summary is long too.
  const boxes = list.getByRole('textbox', { name: /^Quantity in cases of / })
  const frozen = list.locator('li[data-product-code^="FZ0"]')
  const count = Math.min(await frozen.count(), 8)
  expect(count).toBeGreaterThan(3)
  for (let i = 0; i < count; i++) {
    const box = frozen.nth(i).getByRole('textbox', { name: /^Quantity in cases of / })
    await box.fill('20')
    await box.press('Enter')
  }
  expect(await boxes.count()).toBeGreaterThan(20)
  const submit = page.getByRole('button', { name: text.submit, exact: true })
  await expect(submit).toBeInViewport()
  // R-PERF-034: the last row is skipped until it comes near the window, then drawn and usable.
  const last = list.locator(':scope > li').last()
  expect(await drawn(last)).toBe(false)
  // Scrolled to the end of the catalogue, the submit is still where it was.
  await boxes.last().scrollIntoViewIfNeeded()
  await expect(boxes.last()).toBeInViewport()
  await expect.poll(() => drawn(last)).toBe(true)
  await expect(boxes.last()).toBeEditable()
  await expect(submit).toBeInViewport()
  expect(
    await submit.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return hit !== null && button.contains(hit)
    }),
  ).toBe(true)
  // Skipped again once the catalogue's top is back in view, the last row keeps its drawn height.
  const height = (await last.boundingBox())!.height
  await boxes.first().scrollIntoViewIfNeeded()
  await expect.poll(() => drawn(last)).toBe(false)
  expect((await last.boundingBox())!.height).toBe(height)
})
