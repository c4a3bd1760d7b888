// Helpers of the order-list journeys: orders and drafts made through the app's own API from inside
// the signed-in page (the mock backend runs in its service worker), as the place-order screen
// would make them, so a journey can start from a list it knows. Not a spec file: no tests here.
import type { Locator, Page } from '@playwright/test'
// The fixtures' `useLanguage` is no React hook: named otherwise here for the hooks lint rule.
import { signIn, useLanguage as chooseLanguage } from './fixtures'

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
  return page.evaluate(
    async ({ count, kind, line: wanted, poNumber }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('token='))
      if (cookie === undefined) throw new Error('not signed in')
      const token = decodeURIComponent(cookie.slice('token='.length))
      const headers = {
        Token: token,
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'en',
        'Content-Type': 'application/json;charset=UTF-8',
      }
      const get = async (path: string) => {
        const answer = await (await fetch(`/api/${path}`, { headers })).json()
        if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`)
        return answer.data
      }
      const customerCode = 'C1001'
      const products: Record<string, unknown>[] = await get(
        `Order/GetAvailableProductList?customerCode=${customerCode}`,
      )
      const product = products.find((p) => Boolean(p.IsPromotion) === (wanted === 'promotion') && !p.IsFrozen)
      if (product === undefined) throw new Error(`no ${wanted} product for C1001`)
      const addresses: { Id: number }[] = await get(
        `Customer/GetShippingAddressList?customerCode=${customerCode}&addressType=2`,
      )
      // A seeded promotion runs from 5 days ago to 5 days ahead: its ETD (ETA − 3 days for C1001)
      // must fall inside, so its ETA is a week ahead; other orders' is 40 days ahead.
      const days = wanted === 'promotion' ? 7 : 40
      const eta = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
      const quantity = 100
      const amount = (product.UnitPrice as number) * quantity
      const line = {
        ProductCode: product.ProductCode,
        ProductName: product.ProductName,
        ProductName_enUS: product.ProductName_enUS,
        ProductSpecification: product.ProductSpecification,
        UnitPrice: product.UnitPrice,
        Quantity: quantity,
        Amount: amount,
        IsPromotion: product.IsPromotion,
        IsDisplayed: product.IsDisplayed,
        PromotionTypeName: product.PromotionTypeName,
        PromotionFromDate: product.PromotionFromDate,
        PromotionToDate: product.PromotionToDate,
        MainProductList: product.MainProductList,
        FocProductList: product.FocProductList,
      }
      const created: { Id: number; OrderNumber: string }[] = []
      for (let i = 0; i < count; i++) {
        const body = {
          customerCode,
          warehouseCode: null,
          formatId: product.FormatId,
          shippingAddressId: addresses[0]!.Id,
          quantity,
          amount,
          specialRatePercent: 0,
          note: `e2e ${kind} ${i + 1}`,
          etaDate: eta,
          orderProductList: [line],
          orderPaymentList: [],
          ...(poNumber === undefined ? {} : { PoNumber: poNumber }),
        }
        const path = kind === 'open' ? 'Order/CreateOpenOrder' : 'Order/CreateDraftOrder'
        const answer = await (
          await fetch(`/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
        ).json()
        if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`)
        created.push(answer.data)
      }
      return created
    },
    { count, kind, line, poNumber },
  )
}

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
  return page.evaluate(
    async ({ path, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('token='))
      if (cookie === undefined) throw new Error('not signed in')
      const token = decodeURIComponent(cookie.slice('token='.length))
      const answer = await (
        await fetch(`/api/__sim/${path}`, {
          method: 'POST',
          headers: {
            Token: token,
            Authorization: `Bearer ${token}`,
            'Accept-Language': 'en',
            'Content-Type': 'application/json;charset=UTF-8',
          },
          body: JSON.stringify(body),
        })
      ).json()
      if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`)
      return answer.data
    },
    { path, body },
  )
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
