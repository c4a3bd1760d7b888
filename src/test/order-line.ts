// An order line as the place-order screen sends it (R-API-028), for the contract tests and the
// journeys alike (the journeys' process cannot import vitest, so this file stays free of it).
import type { OrderProductLine } from '../api/contracts/order-entities'

/** What a catalogue product gives its order line. */
export type OrderLineSource = Omit<OrderProductLine, 'Key' | 'Quantity' | 'Amount'>

/** `quantity` cases of `product`, its amount at the product's unit price. */
export const orderLineOf = (product: OrderLineSource, quantity: number): OrderProductLine => ({
  ProductCode: product.ProductCode,
  ProductName: product.ProductName,
  ProductName_enUS: product.ProductName_enUS,
  ProductSpecification: product.ProductSpecification,
  UnitPrice: product.UnitPrice,
  Quantity: quantity,
  Amount: product.UnitPrice * quantity,
  IsPromotion: product.IsPromotion,
  IsDisplayed: product.IsDisplayed,
  PromotionTypeName: product.PromotionTypeName,
  PromotionFromDate: product.PromotionFromDate,
  PromotionToDate: product.PromotionToDate,
  MainProductList: product.MainProductList,
  FocProductList: product.FocProductList,
})
