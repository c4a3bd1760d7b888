// Product and promotion entities (only their order-line fields are given, R-ORD-011..014;
// R-API-029 fixes the minimum of a product). Names follow the spec's pairs: ProductName /
// ProductName_enUS for products, _EN / _VN for every other bilingual text.
import { Schema } from 'effect'
import { EntityId, note, Vnd, WireDate } from './common'
import { PromotionItem, promotionFields } from './order-entities'

/**
 * A product as the place-order screen and the homepage list it (R-API-029). IsFrozen repeats its
 * format's flag so the frozen limit (R-ORD-017) needs no second call; the seed keeps them equal.
 */
export const Product = Schema.Struct({
  ProductCode: Schema.String,
  ProductName: Schema.String,
  ProductName_enUS: Schema.String,
  ProductSpecification: Schema.String,
  UnitPrice: Vnd,
  FormatId: EntityId,
  IsFrozen: note(Schema.Boolean, "its format's IsFrozen"),
  CategoryId: Schema.NullOr(EntityId),
  ImageURL: note(
    Schema.NullOr(Schema.String),
    "the product's picture; the demo's are drawn, one per product (R-PIC-001, decision 0345)",
  ),
  ...promotionFields,
}).annotations({ identifier: 'Product' })
export type Product = Schema.Schema.Type<typeof Product>

/** A product format (R-ORD-020: one format per order); frozen formats carry the 2300-case limit. */
export const ProductFormat = Schema.Struct({
  FormatId: EntityId,
  FormatName_EN: Schema.String,
  FormatName_VN: Schema.String,
  IsFrozen: note(Schema.Boolean, 'frozen goods: an order is limited to 2300 cases (R-ORD-017)'),
}).annotations({ identifier: 'ProductFormat' })
export type ProductFormat = Schema.Schema.Type<typeof ProductFormat>

export const ProductCategory = Schema.Struct({
  CategoryId: EntityId,
  CategoryName_EN: Schema.String,
  CategoryName_VN: Schema.String,
}).annotations({ identifier: 'ProductCategory' })
export type ProductCategory = Schema.Schema.Type<typeof ProductCategory>

export const PromotionType = Schema.Struct({
  PromotionTypeId: EntityId,
  PromotionTypeName_EN: Schema.String,
  PromotionTypeName_VN: Schema.String,
}).annotations({ identifier: 'PromotionType' })
export type PromotionType = Schema.Schema.Type<typeof PromotionType>

export const Promotion = Schema.Struct({
  Id: EntityId,
  PromotionName_EN: Schema.String,
  PromotionName_VN: Schema.String,
  PromotionTypeId: EntityId,
  PromotionTypeName: Schema.String,
  PromotionFromDate: WireDate,
  PromotionToDate: WireDate,
  Description_EN: Schema.String,
  Description_VN: Schema.String,
  ImageURL: Schema.NullOr(Schema.String),
  MainProductList: Schema.Array(PromotionItem),
  FocProductList: Schema.Array(PromotionItem),
}).annotations({ identifier: 'Promotion' })
export type Promotion = Schema.Schema.Type<typeof Promotion>
