// Contract tests for every endpoint: generated requests and answers survive the trip over the wire
// (query string, JSON body, multipart form, path segments) and decode to what was sent; generated
// bad inputs are refused by the same Schemas the client and the mock backend use.
// effect's own fast-check: its Arbitrary of Schema.Unknown breaks under fast-check 4's runner.
import { Arbitrary, Either, FastCheck as fc, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { queryRecord } from '../../mocks/respond'
import { toQuery } from '../client'
import type { Endpoint } from '../endpoint'
import { badInputs } from './bad-inputs'
import { allEndpoints } from './index'
import { fillPath } from './path'
import { shapeOf } from './shape'

/** The rules that state an endpoint's shape; its tests name them. */
const RULES: Record<string, string> = {
  Login: 'R-API-007 R-API-032',
  'Authorization.SendValidationCode': 'R-PWD-008',
  'Authorization.UpdatePassword': 'R-PWD-002 R-PWD-009',
  'Order.GetAvailableProductList': 'R-ORD-007 R-API-029',
  'Order.CreateDraftOrder': 'R-API-009 R-API-026 R-API-028 R-PO-002',
  'Order.CreateOpenOrder': 'R-API-009 R-API-026 R-API-028 R-PO-002',
  'Order.Delete': 'R-API-009',
  'Order.Update': 'R-API-009 R-API-010 R-API-028 R-PO-002',
  'Order.SaveAsOpenOrder': 'R-API-009 R-API-027 R-PO-002',
  'Order.ApprovePendingPaymentOrder': 'R-PAY-003',
  'Order.CompleteOrder': 'R-CONF-015',
  'Order.SaveAsSupportOrder': 'R-SUP-006',
  'Order.Get': 'R-API-011 R-PO-002',
  'Order.GetPendingOrderList': 'R-API-012 R-PEND-002 R-PO-006',
  'Order.GetPagedMallOrderList': 'R-API-013 R-CONF-003 R-PO-006',
  'Order.GetMallOrderStatusList': 'R-CONF-001',
  'Order.GetOrderTrackingIno': 'R-API-014 R-LIFE-007',
  'Order.GetSupportList': 'R-SUP-005',
  'Order.GetOrderChangedDetail': 'R-CHG-006',
  'Order.Search': 'R-SEARCH-001 R-SEARCH-002',
  'Customer.GetShippingAddressList': 'R-ORD-006 R-API-030',
  'Customer.SendCustomerQuestion': 'R-QA-003',
  'Customer.GetMyQuestionHistory': 'R-QA-003 R-QA-001',
  'Notification.GetUserUnReadNotificationCount': 'R-API-033',
  'Notification.GetNotificationTypeList': 'R-NOTI-001 R-NOTI-002',
  'Notification.GetUserNotificationList': 'R-API-021 R-NOTI-003',
  'Notification.SetNotificationRead': 'R-NOTI-004',
  'Notification.SetNotificationReadByTypeId': 'R-NOTI-007',
  'Notification.MarkAllNotificationRead': 'R-NOTI-006',
  'Common.UploadPdfOrImage': 'R-UPL-005 R-UPL-008',
  'Order.ExportPDF': 'R-API-015',
  'Order.ExportCustomerOrders': 'R-API-016',
  'Order.ExportCustomerOrderSummaryReport': 'R-API-017',
  'ExportService.HtmlToPdf': 'R-CONF-019',
  'Workplace.UploadMonthlyInventory': 'R-WORK-003',
  'Sim.Approve': 'R-API-036',
  'Sim.VerifyPayment': 'R-API-036',
  'Sim.Process': 'R-API-036',
  'Sim.Ship': 'R-API-036',
  'Sim.ResolveSupport': 'R-API-036',
  'Sim.Cancel': 'R-API-036',
  'Sim.ChangeOrder': 'R-API-037',
  'Sim.Clock': 'R-API-039',
  'Sim.Reset': 'R-API-040',
}

// CONTRACT_RUNS=500 for a deeper search; 30 keeps the suite quick.
const RUNS = Number(process.env.CONTRACT_RUNS ?? 30)
const bodyless = (e: Endpoint) => e.method === 'GET' || e.method === 'DELETE'

/** What MSW hands the mock as path params for a filled path. */
function pathParamsOf(template: string, path: string): Record<string, string> {
  const names: string[] = []
  const pattern = template.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const match = new RegExp(`^${pattern}$`).exec(path)
  expect(match, `${path} matches ${template}`).not.toBeNull()
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match![i + 1]!)]))
}

/** The raw input the mock backend decodes, after the encoded request crossed the wire. */
function overTheWire(endpoint: Endpoint, encoded: unknown): unknown {
  const { path, rest } = fillPath(endpoint.path, encoded)
  const params = pathParamsOf(endpoint.path, path)
  let raw: unknown
  if (bodyless(endpoint)) raw = queryRecord(new URL(`http://portal.test/${path}${toQuery(rest)}`))
  else if (endpoint.kind === 'multipart') {
    const form = new FormData()
    for (const [key, value] of Object.entries(rest)) {
      if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key)
      else if (value !== undefined && value !== null) form.append(key, String(value))
    }
    raw = Object.fromEntries(form.entries())
  } else raw = JSON.parse(JSON.stringify(rest))
  return { ...(raw as object), ...params }
}

/** An empty list sends no query key: on the far side it reads as absent, which means the same. */
const withoutEmptyLists = (value: unknown) =>
  Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, v]) => !(Array.isArray(v) && v.length === 0)),
  )

const isQuerySafe = (v: unknown) =>
  v === undefined ||
  typeof v === 'string' ||
  (Array.isArray(v) && v.every((item) => typeof item === 'string'))

const refused = (schema: Schema.Schema.AnyNoContext, input: unknown) =>
  Either.isLeft(Schema.decodeUnknownEither(schema)(input))

function expectBadInputsRefused(schema: Schema.Schema.AnyNoContext) {
  const samples = fc.sample(Arbitrary.make(schema), { numRuns: 12, seed: 20260101 })
  let checked = 0
  for (const sample of samples) {
    const encoded = Schema.encodeSync(schema)(sample)
    for (const bad of badInputs(schema, encoded)) {
      expect(refused(schema, bad.input), `${bad.why} at ${bad.path} was accepted`).toBe(true)
      checked += 1
    }
  }
  expect(checked).toBeGreaterThan(0)
}

for (const endpoint of allEndpoints) {
  const rules = RULES[endpoint.name]
  describe(`${rules ? `${rules} ` : ''}${endpoint.name} (${endpoint.method} ${endpoint.path})`, () => {
    it('a generated request crosses the wire and decodes to what was sent', () => {
      fc.assert(
        fc.property(Arbitrary.make(endpoint.request), (request) => {
          const encoded = Schema.encodeSync(endpoint.request)(request)
          if (bodyless(endpoint)) {
            // R-API-006: a GET sends query strings only.
            for (const value of Object.values(encoded as object)) expect(isQuerySafe(value)).toBe(true)
          }
          const decoded = Schema.decodeUnknownSync(endpoint.request)(overTheWire(endpoint, encoded))
          expect(decoded).toEqual(bodyless(endpoint) ? withoutEmptyLists(request) : request)
        }),
        { numRuns: RUNS },
      )
    })

    it('bad requests are refused: wrong types, missing fields, out-of-range numbers, bad dates, over-long text', () => {
      const shape = shapeOf(endpoint.request.ast)
      if (shape.kind === 'object' && shape.fields.length === 0) {
        // A call without parameters takes any object, but still needs one.
        expect(refused(endpoint.request, null)).toBe(true)
        expect(refused(endpoint.request, undefined)).toBe(true)
      } else expectBadInputsRefused(endpoint.request)
    })

    if (endpoint.kind === 'file' || shapeOf(endpoint.response.ast).kind === 'unknown') {
      it('answers nothing the client decodes', () => {
        expect(shapeOf(endpoint.response.ast).kind).toBe('unknown')
        expect(Schema.decodeUnknownSync(endpoint.response)(null)).toBeNull()
      })
    } else {
      it('a generated answer survives JSON and decodes to what was sent', () => {
        fc.assert(
          fc.property(Arbitrary.make(endpoint.response), (data) => {
            const json = JSON.parse(JSON.stringify(Schema.encodeSync(endpoint.response)(data)))
            expect(Schema.decodeUnknownSync(endpoint.response)(json)).toEqual(data)
          }),
          { numRuns: RUNS },
        )
      })

      it('bad answers are refused', () => {
        expectBadInputsRefused(endpoint.response)
      })
    }
  })
}
