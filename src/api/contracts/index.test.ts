// The endpoint catalogue: unique names, one endpoint per method and path, every call of the rules
// (R-API-007..021) and every simulator call (R-API-036..040) present.
import { describe, expect, it } from 'vitest'
import type { HttpMethod } from '../endpoint'
import { allEndpoints, endpointGroups } from './index'

/**
 * The calls of R-API-007..021, path by path, with the method it names (GET for the lists it gives
 * without one).
 */
const SPEC_CALLS: [HttpMethod, string][] = [
  ['POST', 'api/Login'],
  ['POST', 'api/Authorization/UpdatePassword'],
  ['POST', 'api/Authorization/SendValidationCode'],
  ['GET', 'api/Banner/GetList'],
  ['GET', 'api/News/GetPagedNewsList'],
  ['GET', 'api/News/GetNewsCategories'],
  ['GET', 'api/Product/GetCustomerProductList'],
  ['GET', 'api/Promotion/GetList'],
  ['GET', 'api/PublicModule'],
  ['GET', 'api/Product/GetCategoryList'],
  ['GET', 'api/Product/GetProductFormatList'],
  ['GET', 'api/Promotion/GetPromotionTypeList'],
  ['GET', 'api/Customer/GetCustomerList'],
  ['GET', 'api/Customer/GetShippingAddressList'],
  ['POST', 'api/Customer/SendCustomerQuestion'],
  ['GET', 'api/Customer/GetMyQuestionHistory'],
  ['GET', 'api/Order/GetAvailableProductList'],
  ['POST', 'api/Order/CreateDraftOrder'],
  ['POST', 'api/Order/CreateOpenOrder'],
  ['POST', 'api/Order/Delete'],
  ['POST', 'api/Order/Update'],
  ['POST', 'api/Order/SaveAsOpenOrder'],
  ['POST', 'api/Order/ApprovePendingPaymentOrder'],
  ['POST', 'api/Order/CompleteOrder'],
  ['POST', 'api/Order/SaveAsSupportOrder'],
  ['GET', 'api/Order/Get'],
  ['GET', 'api/Order/GetDraftOrderList'],
  ['GET', 'api/Order/GetPendingOrderList'],
  ['GET', 'api/Order/GetPagedMallOrderList'],
  ['GET', 'api/Order/GetMallOrderStatusList'],
  ['GET', 'api/Order/GetPaymentStatusList'],
  ['GET', 'api/Order/GetOrderTrackingIno'],
  ['GET', 'api/Order/GetSupportList'],
  ['GET', 'api/Order/GetETATEDGap'],
  ['GET', 'api/Order/GetOrderChangedDetail'],
  ['POST', 'api/Order/ExportPDF'],
  ['POST', 'api/Order/ExportCustomerOrders'],
  ['GET', 'api/Order/ExportCustomerOrderSummaryReport'],
  ['POST', 'api/Common/UploadPdfOrImage'],
  ['GET', 'api/Notification/GetUserUnReadNotificationCount'],
  ['GET', 'api/Notification/GetUserNotificationList'],
  ['POST', 'api/Notification/SetNotificationRead'],
  ['POST', 'api/Notification/SetNotificationReadByTypeId'],
  ['POST', 'api/Notification/MarkAllNotificationRead'],
]

/** The back-office simulator's actions (R-API-036, R-API-037). */
const SIM_ACTIONS = ['approve', 'verifyPayment', 'process', 'ship', 'resolveSupport', 'cancel', 'changeOrder']
const SIM_CALLS: [HttpMethod, string][] = [
  ...SIM_ACTIONS.map((action): [HttpMethod, string] => ['POST', `api/__sim/orders/:orderId/${action}`]),
  ['POST', 'api/__sim/clock'],
  ['POST', 'api/__sim/reset'],
]

const key = (method: string, path: string) => `${method} ${path}`

describe('the endpoint catalogue', () => {
  it('names every endpoint once', () => {
    const names = allEndpoints.map((e) => e.name)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
  })

  it('has one endpoint per method and path', () => {
    const keys = allEndpoints.map((e) => key(e.method, e.path))
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
  })

  it('R-API-008 R-API-009 R-API-021 R-QA-003 has every call of the rules with its method', () => {
    const keys = new Set(allEndpoints.map((e) => key(e.method, e.path)))
    expect(SPEC_CALLS.filter(([m, p]) => !keys.has(key(m, p)))).toEqual([])
  })

  it('R-API-036 R-API-037 R-API-039 R-API-040 has every simulator call of the rules', () => {
    const keys = new Set(allEndpoints.map((e) => key(e.method, e.path)))
    expect(SIM_CALLS.filter(([m, p]) => !keys.has(key(m, p)))).toEqual([])
  })

  it('R-API-023 puts every path under api/<Group>/<Action> (or api/PublicModule, api/__sim/...)', () => {
    for (const e of allEndpoints) expect(e.path).toMatch(/^api\/(?:[A-Za-z_]+)(?:\/[:A-Za-z_]+)*$/)
  })

  it('flattens the groups into allEndpoints, in order, with a summary each', () => {
    expect(allEndpoints).toEqual(endpointGroups.flatMap((g) => [...g.endpoints]))
    for (const e of allEndpoints) expect(e.summary.length, e.name).toBeGreaterThan(10)
  })

  it('R-API-015 R-API-016 R-API-017 R-CONF-019 marks the exports as file answers, and only them', () => {
    const files = allEndpoints.filter((e) => e.kind === 'file').map((e) => e.name)
    expect(files.sort()).toEqual(
      [
        'Order.ExportPDF',
        'Order.ExportCustomerOrders',
        'Order.ExportCustomerOrderSummaryReport',
        'ExportService.HtmlToPdf',
      ].sort(),
    )
  })
})
