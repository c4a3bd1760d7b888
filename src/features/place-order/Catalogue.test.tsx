// The catalogue column over the Node mock backend: what each product shows, the filters and the
// search, and the quantity box (typing, -/+ and every refusal, with the typed text kept).
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import {
  DISTRIBUTOR,
  productList,
  productRow,
  quantityBox,
  renderScreen,
  signIn,
  TT,
  type SignedIn,
} from './place-order.test-kit'

const mock = startMockServer({ realNow: fixedClock })
let tt: SignedIn
let distributor: SignedIn
beforeAll(async () => {
  tt = await signIn(TT)
  distributor = await signIn(DISTRIBUTOR)
})

const totalCases = () => screen.getByTestId('po-total-cases')
const shownCodes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-product-code]')].map((li) => li.dataset.productCode)

describe('place-order catalogue: what a product shows', { timeout: 30_000 }, () => {
  it("R-ORD-007 a distributor's only customer code is chosen for them and its products are listed", async () => {
    renderScreen({ as: distributor })
    await productList()
    expect(screen.getByLabelText('Customer code')).toHaveValue('D3001')
    // D3001 orders ambient and frozen goods except FZ005 and FZ006 (the seed's regional listing).
    expect(shownCodes()).toContain('FZ001')
    expect(shownCodes()).toContain('SS001')
    expect(shownCodes()).not.toContain('FZ005')
    expect(shownCodes()).not.toContain('CH001')
  })

  it('R-ORD-007 R-PROF-003 a customer with several codes chooses one; nothing is listed before', async () => {
    const { user } = renderScreen({ as: tt })
    expect(screen.getByText('Choose a customer code to see the products you can order.')).toBeVisible()
    const select = screen.getByLabelText('Customer code')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a customer code',
      'C1001 – Công ty TNHH Bếp Việt',
      'C1001-01 – Bếp Việt – Chi nhánh Hà Nội',
      'C1001-02 – Bếp Việt – Chi nhánh Đà Nẵng',
    ])
    await user.selectOptions(select, 'C1001-02')
    await productList()
    expect(screen.getByText('Bếp Việt – Chi nhánh Đà Nẵng')).toBeVisible()
    expect(shownCodes()).not.toContain('FZ001') // C1001-02 has no frozen format
    expect(shownCodes()).toContain('CH001')
  })

  it("R-ORD-013 a product with IsDisplayed shows the 'new' tag, others do not", async () => {
    renderScreen({ as: distributor })
    await productList()
    expect(productRow('FZ007').getByText('New')).toBeVisible()
    expect(productRow('FZ001').queryByText('New')).toBeNull()
  })

  it('R-ORD-014 R-ORD-011 a promotion shows its type, its period DD-MM-YYYY and what a set holds', async () => {
    renderScreen({ as: distributor })
    await productList()
    const row = productRow('KM-FZ001')
    expect(row.getByText('Promotion')).toBeVisible()
    // The type's English name, once the promotion types are in (a separate call).
    expect(await row.findByText('Buy and get free goods')).toBeVisible()
    expect(row.getByText(/from 05-03-2025 to 04-04-2025/)).toBeVisible()
    expect(
      await row.findByText(/Each set: 10 × Shrimp har gow \+ 1 × Traditional spring rolls free/),
    ).toBeVisible()
    expect(productRow('FZ001').queryByText('Promotion')).toBeNull()
  })

  it('R-ORD-001 R-ORD-022 R-I18N-002 the unit price is VND with VAT, formatted for the language, with the name in that language', async () => {
    renderScreen({ as: distributor, lng: 'vi' })
    await screen.findByRole('list', { name: 'Sản phẩm bạn có thể đặt' }, { timeout: 10_000 })
    expect(productRow('FZ001').getByText('Há cảo tôm')).toBeVisible()
    expect(productRow('FZ001').getByText('1.250.000 VND')).toBeVisible()
    expect(productRow('FZ001').getByText('mỗi thùng, đã gồm VAT')).toBeVisible()
  })

  it('R-ORD-001 R-ORD-022 R-I18N-002 the same in English', async () => {
    renderScreen({ as: distributor, lng: 'en' })
    await productList()
    expect(productRow('FZ001').getByText('Shrimp har gow')).toBeVisible()
    expect(productRow('FZ001').getByText('VND 1,250,000')).toBeVisible()
    expect(productRow('FZ001').getByText('per case, VAT included')).toBeVisible()
  })
})

describe('place-order catalogue: filters and search', { timeout: 30_000 }, () => {
  it('R-I18N-002 the search finds a product by code, by its English name and by its Vietnamese name with or without accents', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    const search = screen.getByRole('searchbox', { name: 'Search by code or name' })
    await user.type(search, 'fz003')
    expect(shownCodes()).toEqual(['FZ003'])
    await user.clear(search)
    await user.type(search, 'spring rolls')
    expect(shownCodes()).toEqual(expect.arrayContaining(['FZ003', 'FZ004']))
    expect(shownCodes()).not.toContain('FZ001')
    await user.clear(search)
    await user.type(search, 'há cảo')
    expect(shownCodes()).toEqual(expect.arrayContaining(['FZ001']))
    await user.clear(search)
    await user.type(search, 'ha cao')
    expect(shownCodes()).toEqual(expect.arrayContaining(['FZ001']))
    await user.clear(search)
    await user.type(search, 'nothing like this')
    expect(screen.getByText('No product matches these filters.')).toBeVisible()
  })

  it('R-ORD-007 the category and format filters narrow the list, and clearing them shows everything again', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    const all = shownCodes().length
    // The filters' names come with the format and category lists (separate calls).
    await screen.findByRole('option', { name: 'Carton – frozen (−18 °C)' })
    await screen.findByRole('option', { name: 'Instant noodles' })
    await user.selectOptions(screen.getByLabelText('Format'), 'Carton – frozen (−18 °C)')
    expect(shownCodes().length).toBeGreaterThan(0)
    expect(shownCodes().every((code) => code!.startsWith('FZ') || code === 'KM-FZ001')).toBe(true)
    await user.selectOptions(screen.getByLabelText('Format'), 'All formats')
    await user.selectOptions(screen.getByLabelText('Category'), 'Instant noodles')
    expect(shownCodes().every((code) => code!.startsWith('MI') || code!.startsWith('KM-MI'))).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(shownCodes()).toHaveLength(all)
  })
})

describe('place-order catalogue: the quantity box', { timeout: 30_000 }, () => {
  it.each([
    ['abc', 'Please enter the quantity as a number of cases.'],
    ['-5', 'A quantity cannot be negative.'],
    ['2.5', 'Please enter a whole number of cases.'],
    ['2,50', 'Please enter a whole number of cases.'],
    ['1000000', 'A line can have at most 100,000 cases.'],
    ['1e3', 'Please enter the quantity as a number of cases.'],
  ])(
    'R-ORD-002 "%s" is refused with a clear message, the text stays and the order does not change',
    async (typed, message) => {
      const { user } = renderScreen({ as: distributor })
      await productList()
      await user.type(quantityBox('Shrimp har gow'), '20{Enter}')
      expect(totalCases()).toHaveTextContent('20')
      await user.clear(quantityBox('Shrimp har gow'))
      await user.type(quantityBox('Shrimp har gow'), `${typed}{Enter}`)
      expect(productRow('FZ001').getByRole('alert')).toHaveTextContent(message)
      expect(quantityBox('Shrimp har gow')).toHaveValue(typed)
      expect(quantityBox('Shrimp har gow')).toHaveAttribute('aria-invalid', 'true')
      await user.tab() // leaving the box keeps what was typed too
      expect(quantityBox('Shrimp har gow')).toHaveValue(typed)
      expect(totalCases()).toHaveTextContent('20')
    },
  )

  it('R-ORD-002 a refused quantity on a product not in the order adds nothing; a good one then clears the message', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    await user.type(quantityBox('Pork wontons'), 'ten{Enter}')
    expect(productRow('FZ002').getByRole('alert')).toHaveTextContent(
      'Please enter the quantity as a number of cases.',
    )
    expect(screen.getByText('No products yet: add them from the list.')).toBeVisible()
    await user.clear(quantityBox('Pork wontons'))
    await user.type(quantityBox('Pork wontons'), '1.200')
    await user.tab()
    expect(productRow('FZ002').queryByRole('alert')).toBeNull()
    expect(quantityBox('Pork wontons')).toHaveValue('1200')
    expect(totalCases()).toHaveTextContent('1,200')
  })

  it('R-ORD-002 + adds one case, - takes one away, and 0 takes the product out of the order', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    const more = screen.getByRole('button', { name: 'One more of Shrimp har gow' })
    const less = screen.getByRole('button', { name: 'One less of Shrimp har gow' })
    expect(less).toHaveAttribute('aria-disabled', 'true')
    await user.click(more)
    await user.click(more)
    expect(quantityBox('Shrimp har gow')).toHaveValue('2')
    await user.click(less)
    expect(quantityBox('Shrimp har gow')).toHaveValue('1')
    expect(screen.getByRole('list', { name: 'Products in this order' })).toHaveTextContent('FZ001')
    await user.clear(quantityBox('Shrimp har gow'))
    await user.type(quantityBox('Shrimp har gow'), '0{Enter}')
    expect(screen.queryByRole('list', { name: 'Products in this order' })).toBeNull()
    expect(totalCases()).toHaveTextContent('0')
  })

  it('R-A11Y-008 - pressed down to 0 by keyboard keeps the focus, and a further press takes nothing away', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    await user.click(screen.getByRole('button', { name: 'One more of Shrimp har gow' }))
    const less = screen.getByRole('button', { name: 'One less of Shrimp har gow' })
    less.focus()
    await user.keyboard('{Enter}')
    expect(quantityBox('Shrimp har gow')).toHaveValue('')
    expect(less).toHaveFocus()
    expect(less).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(quantityBox('Shrimp har gow')).toHaveValue('')
    expect(totalCases()).toHaveTextContent('0')
  })

  it('R-A11Y-008 Try again after a failed load: the catalogue keeps the focus while it loads, then lists the products', async () => {
    // The products cannot be fetched until Try again (an answer left to the backend after that).
    let offline = true
    mock.server.use(
      http.get('*/api/Order/GetAvailableProductList', () => (offline ? HttpResponse.error() : undefined)),
    )
    const { user } = renderScreen({ as: distributor })
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })
    offline = false
    retry.focus()
    await user.keyboard('{Enter}')
    const catalogue = screen.getByRole('region', { name: 'Products' })
    expect(catalogue).toHaveFocus()
    // Focusable only while it holds the focus: a browser does not focus a plain section.
    expect(catalogue).toHaveAttribute('tabindex', '-1')
    await productList()
    expect(catalogue).toHaveFocus()
  })

  it('R-ORD-011 a promotion is ordered in sets: its cases are the set size times the sets', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    await user.type(quantityBox('Shrimp har gow: buy 10, get 1 spring rolls free'), '3{Enter}')
    expect(productRow('KM-FZ001').getByText(/= 33 cases/)).toBeVisible()
    expect(totalCases()).toHaveTextContent('33')
  })
})
