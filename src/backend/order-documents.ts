// An order's document from what the customer sent, completed from the catalogue: the server takes
// names, prices and promotion details from its own products (a client cannot set a price), and
// computes the cases (R-ORD-011, R-ORD-012), amounts, special rate and total itself: the rate is the
// company's (R-ORD-030), and a rate in the body is ignored (decision 0160). Unknown or foreign ids
// are refused with a message key; the ordering rules are the place-order rules file's (R-ORD-023).
import type { OrderBody } from '../api/contracts/order'
import type { OrderProductLine } from '../api/contracts/order-entities'
import { orderFiguresOf } from '../machines/order-pricing'
import {
  cartFormatOf,
  checkOrderForSubmit,
  type CartForCheck,
  type CartLineForCheck,
  type OrderRuleViolation,
} from '../machines/place-order/place-order.rules'
import type { DemoAccount } from './accounts'
import type { OrderDocument } from './event-records'
import { optionalPoNumber } from '../machines/place-order/po-number.rules'
import {
  addressById,
  availableProductsOf,
  companyByCode,
  etaEtdGapOf,
  ownsCustomer,
  type CatalogSeed,
} from './seed/catalog'

/**
 * What a document needs: the Update body's fields (R-API-010) with the lines' codes and quantities.
 * Not its quantity, amount or special rate: the server computes them (R-ORD-030).
 */
export type DocumentInput = Pick<
  OrderBody,
  'customerCode' | 'warehouseCode' | 'shippingAddressId' | 'note' | 'etaDate' | 'PoNumber'
> & { readonly orderProductList: readonly Pick<OrderProductLine, 'ProductCode' | 'Quantity'>[] }

/** A refusal: a `backend` message key, its values, and the mock code family it belongs to. */
export interface Refusal {
  readonly kind: 'badRequest' | 'notFound' | 'ruleViolation'
  readonly key: string
  readonly params?: Record<string, unknown>
}

export type DocumentResult =
  | { readonly ok: true; readonly document: OrderDocument; readonly cart: CartForCheck }
  | { readonly ok: false; readonly refusal: Refusal }

/**
 * The document for `input` by `account`: the company must be one of the account's own (R-PEND-001),
 * the address one of that company's shipping addresses, every product one the company may order.
 */
export function buildDocument(
  catalog: CatalogSeed,
  account: DemoAccount,
  input: DocumentInput,
): DocumentResult {
  const refuse = (kind: Refusal['kind'], key: string, params?: Record<string, unknown>): DocumentResult => ({
    ok: false,
    refusal: params === undefined ? { kind, key } : { kind, key, params },
  })
  const company = companyByCode(catalog, input.customerCode)
  if (company === undefined || !ownsCustomer(account, input.customerCode))
    return refuse('notFound', 'notYourCustomer', { code: input.customerCode })
  const address = input.shippingAddressId === null ? undefined : addressById(catalog, input.shippingAddressId)
  if (
    input.shippingAddressId !== null &&
    (address === undefined || address.CustomerCode !== input.customerCode || address.AddressType !== 2)
  )
    return refuse('notFound', 'orders.unknownAddress', {
      addressId: input.shippingAddressId,
      customerCode: input.customerCode,
    })
  const available = new Map(availableProductsOf(catalog, input.customerCode).map((p) => [p.ProductCode, p]))
  const lines: OrderProductLine[] = []
  const cartLines: CartLineForCheck[] = []
  const seen = new Set<string>()
  for (const line of input.orderProductList) {
    const product = available.get(line.ProductCode)
    if (product === undefined)
      return refuse('notFound', 'orders.unknownProduct', {
        productCode: line.ProductCode,
        customerCode: input.customerCode,
      })
    if (seen.has(line.ProductCode))
      return refuse('badRequest', 'orders.duplicateProduct', { productCode: line.ProductCode })
    seen.add(line.ProductCode)
    const promotion = {
      IsPromotion: product.IsPromotion,
      IsDisplayed: product.IsDisplayed,
      PromotionTypeName: product.PromotionTypeName,
      PromotionFromDate: product.PromotionFromDate,
      PromotionToDate: product.PromotionToDate,
      MainProductList: product.MainProductList,
      FocProductList: product.FocProductList,
    }
    lines.push({
      ProductCode: product.ProductCode,
      ProductName: product.ProductName,
      ProductName_enUS: product.ProductName_enUS,
      ProductSpecification: product.ProductSpecification,
      UnitPrice: product.UnitPrice,
      Quantity: line.Quantity,
      Amount: product.UnitPrice * line.Quantity,
      ...promotion,
    })
    cartLines.push({
      ProductCode: product.ProductCode,
      Quantity: line.Quantity,
      FormatId: product.FormatId,
      IsFrozen: product.IsFrozen,
      ...promotion,
    })
  }
  // The same figures a change order computes again (R-CHG-009, R-DOC-005).
  const figures = orderFiguresOf(lines, company.customer.CustomerTypeName)
  const document: OrderDocument = {
    CustomerCode: company.customer.CustomerCode,
    CustomerName: company.customer.CustomerName,
    WarehouseCode: input.warehouseCode,
    FormatId: cartFormatOf(cartLines) ?? 0,
    ShippingAddressId: address?.Id ?? null,
    ShippingAddress: address?.ShippingAddress ?? null,
    ContactName: address?.ContactName ?? company.contact.name,
    ContactMobile: address?.ContactMobile ?? company.contact.mobile,
    ContactEmail: company.contact.email,
    InvoiceInfo: {
      InvoiceName: company.invoice.InvoiceName,
      VATCode: company.invoice.VATCode,
      InvoiceAddress: company.invoice.InvoiceAddress,
    },
    EtaDate: input.etaDate,
    Note: input.note,
    // Trimmed here too: the server trusts no client's trimming (R-PO-001).
    ...optionalPoNumber(input.PoNumber),
    Quantity: figures.quantity,
    Amount: figures.amount,
    SpecialRatePercent: figures.specialRatePercent,
    TotalAmount: figures.totalAmount,
    OrderProductList: lines,
  }
  const cart: CartForCheck = {
    customerCode: input.customerCode,
    shippingAddressId: input.shippingAddressId,
    etaDate: input.etaDate,
    note: input.note,
    lines: cartLines,
  }
  return { ok: true, document, cart }
}

/** The ordering rules a submitted order must pass (R-ORD-023): the place-order rules file's. */
export const submitViolations = (
  catalog: CatalogSeed,
  cart: CartForCheck,
  today: string,
): readonly OrderRuleViolation[] =>
  checkOrderForSubmit(cart, { today, etdGapDays: etaEtdGapOf(catalog, cart.customerCode) })
