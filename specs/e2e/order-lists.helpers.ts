// Helpers of the order-list journeys: orders and drafts made through the app's own API from inside
// the signed-in page (the mock backend runs in its service worker), as the place-order screen
// would make them, so a journey can start from a list it knows. Not a spec file: no tests here.
import type { Locator, Page } from '@playwright/test'
// The fixtures' `useLanguage` is no React hook: named otherwise here for the hooks lint rule.
import { orderLineOf, type OrderLineSource } from '../../src/test/order-line'
import { apiCall, signIn, useLanguage as chooseLanguage } from './fixtures'

export interface OrderRef {
  readonly Id: number
  readonly OrderNumber: string
}

/**
 * Creates orders for C1001 through POST api/Order/CreateOpenOrder (`open`) or CreateDraftOrder,
 * each of 100 cases of one product with the first shipping address and an ETA 40 days ahead, and
 * the customer's PO number when one is given (R-PO-002).
 */
export async function createOrders(
  page: Page,
  count: number,
  kind: 'open' | 'draft',
  line: 'ordinary' | 'promotion' = 'ordinary',
  poNumber?: string,
): Promise<OrderRef[]> {
  const customerCode = 'C1001'
  const products = await apiCall<CatalogueProduct[]>(
    page,
    `Order/GetAvailableProductList?customerCode=${customerCode}`,
  )
  const product = products.find((p) => Boolean(p.IsPromotion) === (line === 'promotion') && !p.IsFrozen)
  if (product === undefined) throw new Error(`no ${line} product for C1001`)
  const shippingAddressId = await firstAddressOf(page, customerCode)
  // A seeded promotion runs from 5 days ago to 5 days ahead: its ETD (ETA − 3 days for C1001)
  // must fall inside, so its ETA is a week ahead; other orders' is 40 days ahead.
  const etaDate = daysAhead(line === 'promotion' ? 7 : 40)
  const orderLine = orderLineOf(product, 100)
  const created: OrderRef[] = []
  for (let i = 0; i < count; i++) {
    const body = {
      customerCode,
      warehouseCode: null,
      formatId: product.FormatId,
      shippingAddressId,
      quantity: orderLine.Quantity,
      amount: orderLine.Amount,
      specialRatePercent: 0,
      note: `e2e ${kind} ${i + 1}`,
      etaDate,
      orderProductList: [orderLine],
      orderPaymentList: [],
      ...(poNumber === undefined ? {} : { PoNumber: poNumber }),
    }
    created.push(
      await apiCall<OrderRef>(
        page,
        kind === 'open' ? 'Order/CreateOpenOrder' : 'Order/CreateDraftOrder',
        body,
      ),
    )
  }
  return created
}

/** A product of api/Order/GetAvailableProductList, as far as a journey's order needs it. */
export type CatalogueProduct = OrderLineSource & { readonly FormatId: number; readonly IsFrozen: boolean }

/** The id of the customer code's first shipping address. */
export async function firstAddressOf(page: Page, customerCode: string): Promise<number> {
  const addresses = await apiCall<{ Id: number }[]>(
    page,
    `Customer/GetShippingAddressList?customerCode=${customerCode}&addressType=2`,
  )
  return addresses[0]!.Id
}

/** The date `days` from today, as the API takes an ETA (YYYY-MM-DD). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The BB numbers of the list's table, top to bottom. */
export async function shownNumbers(table: Locator): Promise<string[]> {
  const texts = await table.locator('tbody tr').allTextContents()
  return texts.map((text) => /BB\d{8}/.exec(text)?.[0]).filter((n): n is string => n !== undefined)
}

/**
 * Calls the back-office simulator (design §5) from inside the signed-in page, as the panel does
 * (`api/__sim/<path>`), and answers its `data`; a refusal throws with the server's message.
 */
export async function simulate(
  page: Page,
  path: string,
  body: Record<string, unknown> = {},
): Promise<unknown> {
  return apiCall(page, `__sim/${path}`, body)
}

/**
 * Signs in in `lng` with the window `width` px wide (a phone's below 992 px) and opens `path`;
 * answers whether the window is a phone's.
 */
export async function openListAt(
  page: Page,
  lng: 'vi' | 'en',
  width: number,
  path: string,
): Promise<boolean> {
  const phone = width < 992
  await page.setViewportSize({ width, height: phone ? 844 : 900 })
  await chooseLanguage(page, lng)
  await signIn(page, lng)
  await page.goto(path)
  return phone
}

/** Lets two frames and a task pass: what the page writes once painted has been written. */
export const framesPass = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200))),
      ),
  )
