// A placed order's document for the backend's tests that seed orders straight into the event
// store (the lists' index, the bank statement's matching): only the customer code, the ETA and
// the total vary.
import type { OrderDocument } from '../backend/event-records'

/** A one-address order of `code` for `total` VND, with the ETA `etaDate`. */
export const orderDocumentOf = (code: string, etaDate: string, total = 1_000_000): OrderDocument => ({
  CustomerCode: code,
  CustomerName: code,
  WarehouseCode: null,
  FormatId: 1,
  ShippingAddressId: 1,
  ShippingAddress: 'Quận 7',
  ContactName: 'Phạm Quốc Bảo',
  ContactMobile: '0903123456',
  ContactEmail: 'customer@demo.vn',
  InvoiceInfo: { InvoiceName: code, VATCode: '0312456789', InvoiceAddress: 'Quận 7' },
  EtaDate: etaDate,
  Note: '',
  Quantity: 60,
  Amount: total,
  SpecialRatePercent: 0,
  TotalAmount: total,
  OrderProductList: [],
})
