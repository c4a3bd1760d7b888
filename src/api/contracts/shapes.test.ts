// The shapes the rules state, field by field: names, required parts, and the values refused.
import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '../endpoint'
import {
  allEndpoints,
  ApprovePendingPaymentOrder,
  Cases,
  ChangeOrderDocument,
  CompleteOrder,
  CreateDraftOrder,
  CreateOpenOrder,
  DayEnd,
  DayStart,
  ExportCustomerOrders,
  ExportCustomerOrderSummaryReport,
  ExportPDF,
  GetAvailableProductList,
  GetNotificationTypeList,
  GetOrderTrackingIno,
  GetPagedMallOrderList,
  GetPendingOrderList,
  GetShippingAddressList,
  GetUserNotificationList,
  GetUserUnReadNotificationCount,
  Login,
  MarkAllNotificationRead,
  Notification,
  Order,
  OrderRow,
  QaItem,
  RateFraction,
  SaveAsOpenOrder,
  SaveAsSupportOrder,
  SetNotificationRead,
  SetNotificationReadByTypeId,
  SimCancel,
  SimMoveClock,
  TrackingStep,
  UpdateOrder,
  UploadPdfOrImage,
  Vnd,
  WireDate,
  WireDateTime,
} from './index'
import { shapeOf, type Shape } from './shape'

const fieldsOf = (shape: Shape): string[] => (shape.kind === 'object' ? shape.fields.map((f) => f.name) : [])
const fields = (schema: Schema.Schema.Any) => fieldsOf(shapeOf(schema.ast))
const requiredFields = (schema: Schema.Schema.Any) => {
  const shape = shapeOf(schema.ast)
  return shape.kind === 'object' ? shape.fields.filter((f) => !f.optional).map((f) => f.name) : []
}
const accepts = (schema: Schema.Schema.AnyNoContext, value: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value))
const itemFields = (schema: Schema.Schema.Any) => {
  const shape = shapeOf(schema.ast)
  return shape.kind === 'array' ? fieldsOf(shape.item) : []
}

describe('orders', () => {
  it('R-API-010 the Update body is id, customerCode, warehouseCode, formatId, shippingAddressId, quantity, amount, specialRatePercent, note, etaDate, orderProductList, orderPaymentList', () => {
    expect(fields(UpdateOrder.request)).toEqual([
      'id',
      'customerCode',
      'warehouseCode',
      'formatId',
      'shippingAddressId',
      'quantity',
      'amount',
      'specialRatePercent',
      'note',
      // Ours (issue 39, decision 0362): the customer's PO number, optional (R-PO-002).
      'PoNumber',
      'etaDate',
      'orderProductList',
      'orderPaymentList',
    ])
  })

  it('R-API-026 CreateDraftOrder and CreateOpenOrder take the Update body without id and answer { Id, OrderNumber }', () => {
    const withoutId = fields(UpdateOrder.request).filter((f) => f !== 'id')
    for (const endpoint of [CreateDraftOrder, CreateOpenOrder]) {
      expect(fields(endpoint.request)).toEqual(withoutId)
      expect(fields(endpoint.response)).toEqual(['Id', 'OrderNumber'])
    }
  })

  it("R-API-027 SaveAsOpenOrder takes the Update body with the draft's id and answers { Id, OrderNumber }", () => {
    expect(fields(SaveAsOpenOrder.request)).toEqual(fields(UpdateOrder.request))
    expect(requiredFields(SaveAsOpenOrder.request)).toContain('id')
    expect(fields(SaveAsOpenOrder.response)).toEqual(['Id', 'OrderNumber'])
  })

  it('R-API-028 R-API-045 orderProductList items carry the order-product-line fields; only ProductCode and Quantity are required', () => {
    const body = shapeOf(UpdateOrder.request.ast)
    const list =
      body.kind === 'object' ? body.fields.find((f) => f.name === 'orderProductList')?.shape : undefined
    expect(list?.kind === 'array' && list.item.name).toBe('OrderRequestLine')
    expect(
      list?.kind === 'array' && list.item.kind === 'object'
        ? list.item.fields.filter((f) => !f.optional).map((f) => f.name)
        : [],
    ).toEqual(['ProductCode', 'Quantity'])
    expect(list?.kind === 'array' ? fieldsOf(list.item) : []).toEqual(
      expect.arrayContaining([
        'ProductCode',
        'ProductName',
        'ProductName_enUS',
        'Quantity',
        'UnitPrice',
        'Amount',
      ]),
    )
  })

  it('R-ORD-023 the body checks shape only: an empty or small order decodes, so the server can refuse it with its own message', () => {
    const draft = {
      customerCode: 'C001',
      warehouseCode: null,
      formatId: 0,
      shippingAddressId: null,
      quantity: 0,
      amount: 0,
      specialRatePercent: 0,
      note: '',
      etaDate: null,
      orderProductList: [],
      orderPaymentList: [],
    }
    expect(accepts(CreateOpenOrder.request, draft)).toBe(true)
    expect(accepts(CreateOpenOrder.request, { ...draft, quantity: -1 })).toBe(false)
  })

  it('R-API-029 every available product has ProductCode, ProductName, ProductName_enUS, ProductSpecification, UnitPrice, FormatId and IsPromotion', () => {
    expect(itemFields(GetAvailableProductList.response)).toEqual(
      expect.arrayContaining([
        'ProductCode',
        'ProductName',
        'ProductName_enUS',
        'ProductSpecification',
        'UnitPrice',
        'FormatId',
        'IsPromotion',
        'IsFrozen',
      ]),
    )
    expect(fields(GetAvailableProductList.request)).toEqual(['customerCode'])
  })

  it('R-ORD-013 R-ORD-014 a product line carries IsDisplayed, PromotionTypeName, the promotion period and its main and FOC items', () => {
    const body = shapeOf(UpdateOrder.request.ast)
    const list =
      body.kind === 'object' ? body.fields.find((f) => f.name === 'orderProductList')?.shape : undefined
    const line = list?.kind === 'array' ? list.item : undefined
    expect(line && fieldsOf(line)).toEqual(
      expect.arrayContaining([
        'IsDisplayed',
        'PromotionTypeName',
        'PromotionFromDate',
        'PromotionToDate',
        'MainProductList',
        'FocProductList',
      ]),
    )
  })

  it('R-API-012 R-PEND-002 GetPendingOrderList takes customerCode, orderNumber, startTime, endTime, feOrderStatus, pageIndex, pageSize and answers list and totalCount', () => {
    expect(fields(GetPendingOrderList.request)).toEqual([
      'customerCode',
      'orderNumber',
      'poNumber',
      'startTime',
      'endTime',
      'feOrderStatus',
      'pageIndex',
      'pageSize',
    ])
    expect(fields(GetPendingOrderList.response)).toEqual(['list', 'totalCount'])
  })

  it('R-API-013 R-CONF-003 GetPagedMallOrderList takes the spec parameters, the ETA range in startTime and endTime, and answers OrderList and totalCount', () => {
    expect(fields(GetPagedMallOrderList.request)).toEqual([
      'customerCode',
      'orderNumber',
      'orderStatus',
      'poNumber',
      'paymentStatusStrings',
      'startTime',
      'endTime',
      'etdFrom',
      'etdTo',
      'pageIndex',
      'pageSize',
    ])
    expect(fields(GetPagedMallOrderList.response)).toEqual(['OrderList', 'totalCount'])
    // Several payment statuses arrive as repeated keys, one as a plain string.
    const decode = Schema.decodeUnknownSync(GetPagedMallOrderList.request)
    expect(
      decode({ paymentStatusStrings: ['1', '3'], pageIndex: '1', pageSize: '10' }).paymentStatusStrings,
    ).toEqual([1, 3])
    expect(
      decode({ paymentStatusStrings: '2', pageIndex: '1', pageSize: '10' }).paymentStatusStrings,
    ).toEqual([2])
  })

  it('R-API-014 tracking is asked with OrderId and answers steps with TrackId, both names and ActionDate', () => {
    expect(fields(GetOrderTrackingIno.request)).toEqual(['OrderId'])
    expect(itemFields(GetOrderTrackingIno.response)).toEqual([
      'TrackId',
      'TrackName_EN',
      'TrackName_VN',
      'ActionDate',
    ])
  })

  it('R-LIFE-001 R-LIFE-002 R-LIFE-003 R-LIFE-004 R-LIFE-005 R-LIFE-006 tracking steps are 0 to 5 and nothing else', () => {
    const step = { TrackName_EN: 'x', TrackName_VN: 'x', ActionDate: '2026-03-01 08:00:00' }
    for (const TrackId of [0, 1, 2, 3, 4, 5]) expect(accepts(TrackingStep, { ...step, TrackId })).toBe(true)
    for (const TrackId of [-1, 6, 1.5]) expect(accepts(TrackingStep, { ...step, TrackId })).toBe(false)
  })

  it('R-PAY-003 ApprovePendingPaymentOrder takes orderId and the paymentList of evidence URLs', () => {
    expect(fields(ApprovePendingPaymentOrder.request)).toEqual(['orderId', 'paymentList'])
    expect(accepts(ApprovePendingPaymentOrder.request, { orderId: 5, paymentList: ['/files/1.pdf'] })).toBe(
      true,
    )
    expect(accepts(ApprovePendingPaymentOrder.request, { orderId: 5, paymentList: [{ url: 'x' }] })).toBe(
      false,
    )
  })

  it('R-CONF-015 CompleteOrder takes the orderId', () => {
    expect(fields(CompleteOrder.request)).toEqual(['orderId'])
  })

  it('R-SUP-006 SaveAsSupportOrder takes orderId, supportIdList, supportDescription and supportUrlList of { fileUrl, fileName }', () => {
    expect(fields(SaveAsSupportOrder.request)).toEqual([
      'orderId',
      'supportIdList',
      'supportDescription',
      'supportUrlList',
    ])
    const ok = { orderId: 9, supportIdList: [1], supportDescription: '', supportUrlList: [] }
    expect(accepts(SaveAsSupportOrder.request, ok)).toBe(true)
    expect(
      accepts(SaveAsSupportOrder.request, {
        ...ok,
        supportUrlList: [{ fileUrl: '/files/a.png', fileName: 'a.png' }],
      }),
    ).toBe(true)
    expect(
      accepts(SaveAsSupportOrder.request, { ...ok, supportUrlList: [{ FileUrl: '/a', FileName: 'a' }] }),
    ).toBe(false)
  })

  it('R-ORD-010 SpecialRatePercent is a fraction between 0 and 1', () => {
    expect(accepts(RateFraction, 0.05)).toBe(true)
    expect(accepts(RateFraction, 5)).toBe(false)
    expect(accepts(RateFraction, -0.01)).toBe(false)
  })

  it('R-CONF-007 R-CONF-009 R-CONF-011 R-CONF-012 R-CONF-013 R-CONF-018 the order detail carries SO numbers, packing list, support, logistics, cancellation and WarehouseConfirmed', () => {
    expect(fields(Order)).toEqual(
      expect.arrayContaining([
        'OrderSO',
        'FreeChargeOrderSO',
        'OrderProductPackList',
        'Support_EN',
        'Support_VN',
        'SupportDescription',
        'SupportUrlList',
        'TruckNo',
        'LogisticAttachments',
        'CancelReason',
        'CancelRemark',
        'WarehouseConfirmed',
      ]),
    )
    const order = shapeOf(Order.ast)
    const pack =
      order.kind === 'object' ? order.fields.find((f) => f.name === 'OrderProductPackList')?.shape : undefined
    expect(pack?.kind === 'array' ? fieldsOf(pack.item) : []).toEqual([
      'ProductCode',
      'ProductName',
      'Quantity',
      'WarehouseName',
      'BatchDate',
      'Note',
    ])
  })

  it('a list row is the first part of the detail, so a row can open the drawer before the detail arrives', () => {
    expect(fields(Order).slice(0, fields(OrderRow).length)).toEqual(fields(OrderRow))
  })

  it('R-CHG-001 R-CHG-002 R-CHG-003 R-CHG-004 R-CHG-005 the change-order document carries every label they name', () => {
    expect(fields(ChangeOrderDocument)).toEqual(
      expect.arrayContaining([
        'CustomerName',
        'Account',
        'OrderNumber',
        'OriginalETA',
        'ChangedETA',
        'NewETA',
        'ProductList',
        'TotalQuantity',
        'IncurredPurchaseCostPercent',
        'TotalAmount',
        'OriginalShippingAddress',
        'NewShippingAddress',
      ]),
    )
  })
})

describe('values', () => {
  it('R-ORD-002 quantities are whole, non-negative cases', () => {
    expect(accepts(Cases, 100)).toBe(true)
    for (const bad of [-1, 1.5, '100', Number.NaN]) expect(accepts(Cases, bad)).toBe(false)
  })

  it('R-ORD-001 amounts are whole VND', () => {
    expect(accepts(Vnd, 1_250_000)).toBe(true)
    for (const bad of [-5, 10.5]) expect(accepts(Vnd, bad)).toBe(false)
  })

  it('R-DATE-005 dates are YYYY-MM-DD and date-times YYYY-MM-DD HH:mm:ss, on real calendar days', () => {
    expect(accepts(WireDate, '2024-02-29')).toBe(true)
    for (const bad of [
      '2023-02-29',
      '2026-04-31',
      '2026-13-01',
      '01-03-2026',
      '2026-3-1',
      '2026-03-01 00:00:00',
    ])
      expect(accepts(WireDate, bad), bad).toBe(false)
    expect(accepts(WireDateTime, '2026-03-01 23:59:59')).toBe(true)
    for (const bad of ['2026-03-01', '2026-03-01T10:00:00', '2026-03-01 24:00:00', '2026-02-30 10:00:00'])
      expect(accepts(WireDateTime, bad), bad).toBe(false)
  })

  it('R-DATE-001 a filter range starts at 00:00:00 and ends at 23:59:59', () => {
    expect(accepts(DayStart, '2026-03-01 00:00:00')).toBe(true)
    expect(accepts(DayStart, '2026-03-01 08:30:00')).toBe(false)
    expect(accepts(DayEnd, '2026-03-31 23:59:59')).toBe(true)
    expect(accepts(DayEnd, '2026-03-31 00:00:00')).toBe(false)
    const query = { pageIndex: '1', pageSize: '10' }
    expect(accepts(GetPendingOrderList.request, { ...query, startTime: '2026-03-01 00:00:00' })).toBe(true)
    expect(accepts(GetPendingOrderList.request, { ...query, endTime: '2026-03-01 00:00:00' })).toBe(false)
  })

  it('R-DATE-001 every range parameter of every call is a DayStart or a DayEnd', () => {
    const ranges: string[] = []
    for (const e of allEndpoints) {
      const shape = shapeOf(e.request.ast)
      for (const f of shape.kind === 'object' ? shape.fields : []) {
        const expected = /^(startTime|\w+From)$/.test(f.name)
          ? 'DayStart'
          : /^(endTime|\w+To)$/.test(f.name)
            ? 'DayEnd'
            : undefined
        if (!expected) continue
        ranges.push(`${e.name}.${f.name}`)
        expect(f.shape.name, `${e.name}.${f.name}`).toBe(expected)
      }
    }
    expect(ranges).toEqual(
      expect.arrayContaining(['Order.GetPagedMallOrderList.etdTo', 'Order.ExportCustomerOrders.createFrom']),
    )
  })
})

describe('customers, notifications and files', () => {
  it('R-API-030 R-ORD-006 shipping addresses are asked with customerCode and addressType 2 and carry Id and ShippingAddress', () => {
    expect(fields(GetShippingAddressList.request)).toEqual(['customerCode', 'addressType'])
    expect(accepts(GetShippingAddressList.request, { customerCode: 'C001', addressType: '2' })).toBe(true)
    expect(itemFields(GetShippingAddressList.response)).toEqual(
      expect.arrayContaining(['Id', 'ShippingAddress']),
    )
  })

  it('R-API-033 the unread count is a number', () => {
    expect(Schema.decodeUnknownSync(GetUserUnReadNotificationCount.response)(7)).toBe(7)
    expect(accepts(GetUserUnReadNotificationCount.response, { count: 7 })).toBe(false)
  })

  it('R-NOTI-002 there are exactly four notification types, Id 1 to 4, each with names, Count and latest notification', () => {
    const type = (Id: number) => ({
      Id,
      NotificationType_EN: 't',
      NotificationType_VN: 't',
      Count: 0,
      LatestNotification_EN: null,
      LatestNotification_VN: null,
    })
    expect(accepts(GetNotificationTypeList.response, [1, 2, 3, 4].map(type))).toBe(true)
    expect(accepts(GetNotificationTypeList.response, [1, 2, 3].map(type))).toBe(false)
    expect(accepts(GetNotificationTypeList.response, [1, 2, 3, 5].map(type))).toBe(false)
  })

  it('R-NOTI-003 a notification OrderType is 1, 2 or 3', () => {
    const base = {
      Id: 1,
      NotificationType: 1,
      IsRead: false,
      CreateTime: '2026-03-01 09:15:00',
      NotificationContent_EN: 'x',
      NotificationContent_VN: 'x',
      OrderId: 3,
      FileName: null,
      FileURL: null,
    }
    for (const OrderType of [1, 2, 3, null]) expect(accepts(Notification, { ...base, OrderType })).toBe(true)
    expect(accepts(Notification, { ...base, OrderType: 4 })).toBe(false)
  })

  it('R-API-021 R-NOTI-004 R-NOTI-006 R-NOTI-007 the notification calls take NotificationTypeId, notificationId, notificationTypeId and nothing', () => {
    expect(fields(GetUserNotificationList.request)).toEqual(['NotificationTypeId'])
    expect(fields(SetNotificationRead.request)).toEqual(['notificationId'])
    expect(fields(SetNotificationReadByTypeId.request)).toEqual(['notificationTypeId'])
    expect(fields(MarkAllNotificationRead.request)).toEqual([])
  })

  it('R-QA-001 a Q&A item has the question, its time, attachments and replies with content, time and attachments', () => {
    expect(fields(QaItem)).toEqual([
      'Id',
      'QuestionId',
      'Question',
      'CreateTime',
      'QuestionAttachments',
      'ReplyList',
      // Ours, optional: the product the question is about, for its picture (R-PIC-004).
      'ProductCode',
    ])
    const item = shapeOf(QaItem.ast)
    const replies =
      item.kind === 'object' ? item.fields.find((f) => f.name === 'ReplyList')?.shape : undefined
    expect(replies?.kind === 'array' ? fieldsOf(replies.item) : []).toEqual([
      'ReplyId',
      'ReplyContent',
      'CreateTime',
      'ReplyAttachments',
    ])
  })

  it('R-UPL-008 UploadPdfOrImage takes the multipart field file and answers { fileURL, fileName }', () => {
    expect(UploadPdfOrImage.kind).toBe('multipart')
    expect(fields(UploadPdfOrImage.request)).toEqual(['file'])
    expect(accepts(UploadPdfOrImage.request, { file: new File(['%PDF'], 'voucher.pdf') })).toBe(true)
    expect(accepts(UploadPdfOrImage.request, { file: 'voucher.pdf' })).toBe(false)
    expect(fields(UploadPdfOrImage.response)).toEqual(['fileURL', 'fileName'])
  })

  it('R-API-015 R-API-016 R-API-017 the exports take the spec parameters', () => {
    expect(fields(ExportPDF.request)).toEqual(['orderId', 'bbNo'])
    // poNumber: ours, the lists' PO number filter (R-PO-006, decision 0362).
    const filters = [
      'companyCode',
      'bbNo',
      'poNumber',
      'orderStatus',
      'paymentStatus',
      'createFrom',
      'createTo',
    ]
    // Ours (decision 0210): the list's ETA and ETD ranges too.
    const ranges = ['etaFrom', 'etaTo', 'etdFrom', 'etdTo']
    expect(fields(ExportCustomerOrders.request)).toEqual([...filters, ...ranges])
    expect(fields(ExportCustomerOrderSummaryReport.request)).toEqual([...filters, ...ranges, 'LanCode'])
    expect(accepts(ExportCustomerOrderSummaryReport.request, { LanCode: 'vi' })).toBe(true)
    expect(accepts(ExportCustomerOrderSummaryReport.request, { LanCode: 'fr' })).toBe(false)
  })

  it('R-API-032 Login takes { account, password } and answers { token, userInfo }', () => {
    expect(fields(Login.request)).toEqual(['account', 'password'])
    expect(fields(Login.response)).toEqual(['token', 'userInfo'])
  })

  it('R-API-036 cancel takes an optional { reason, note }; R-API-039 the clock moves by whole days forward', () => {
    expect(accepts(SimCancel.request, { orderId: '12' })).toBe(true)
    expect(
      accepts(SimCancel.request, { orderId: '12', reason: 'No stock', note: 'Called the customer' }),
    ).toBe(true)
    expect(accepts(SimMoveClock.request, { days: 8 })).toBe(true)
    for (const days of [0, -1, 1.5]) expect(accepts(SimMoveClock.request, { days })).toBe(false)
  })
})

/** Spec names the parameters use as they are, though not camelCase. */
const SPEC_REQUEST_NAMES = new Set([
  'OrderId',
  'NotificationTypeId',
  'LanCode',
  // The name for the place-order body's PO number (issue 39, R-PO-002).
  'PoNumber',
])
/** Spec and design names of answer fields that are not PascalCase. */
const SPEC_ANSWER_NAMES = new Set(['list', 'totalCount', 'token', 'userInfo', 'fileURL', 'fileName'])

function objectsIn(shape: Shape, out: Shape[] = []): Shape[] {
  if (shape.kind === 'object') {
    out.push(shape)
    for (const f of shape.fields) objectsIn(f.shape, out)
  } else if (shape.kind === 'array') objectsIn(shape.item, out)
  else if (shape.kind === 'nullable') objectsIn(shape.of, out)
  return out
}

describe('names', () => {
  const requestNames = (e: Endpoint) => fieldsOf(shapeOf(e.request.ast))

  it('R-API-025 request parameters are camelCase, except the spellings the spec itself uses', () => {
    for (const e of allEndpoints) {
      const odd = requestNames(e).filter((n) => !/^[a-z][A-Za-z0-9]*$/.test(n) && !SPEC_REQUEST_NAMES.has(n))
      expect(odd, e.name).toEqual([])
    }
  })

  it('R-API-025 entity fields are PascalCase wherever they appear', () => {
    for (const e of allEndpoints) {
      const answers = objectsIn(shapeOf(e.response.ast))
      // Below the top level of a request, objects are entities (order lines, vouchers) or FileRefs.
      const nested = objectsIn(shapeOf(e.request.ast))
        .slice(1)
        .filter((s) => s.name !== 'FileRef')
      for (const object of [...answers, ...nested]) {
        const odd = fieldsOf(object).filter((n) => !/^[A-Z]/.test(n) && !SPEC_ANSWER_NAMES.has(n))
        expect(odd, `${e.name} ${object.name ?? ''}`).toEqual([])
      }
    }
  })
})
