// Content calls (R-API-008, R-HOME-004, R-QA-003): banners, news, the product catalogue,
// promotions, the public texts, and the product Q&A list. Only the paths are the spec's; payloads
// are ours (decision 0017).
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import {
  Count,
  EntityId,
  inQuery,
  note,
  Paged,
  pagingParams,
  QueryBoolean,
  Text,
  WireDateTime,
} from './common'
import { QaItem } from './customer'
import { Product, ProductCategory, ProductFormat, Promotion, PromotionType } from './product-entities'

export const KEYWORD_MAX = 100
const keyword = Schema.optional(Text(KEYWORD_MAX))

export const Banner = Schema.Struct({
  Id: EntityId,
  Title_EN: Schema.String,
  Title_VN: Schema.String,
  ImageURL: note(
    Schema.String,
    'a picture with no words in it: the page writes the title over it (R-PIC-003)',
  ),
  LinkURL: Schema.NullOr(Schema.String),
  Sort: note(Count, 'ascending display order'),
}).annotations({ identifier: 'Banner' })
export type Banner = Schema.Schema.Type<typeof Banner>

export const NewsCategory = Schema.Struct({
  CategoryId: EntityId,
  CategoryName_EN: Schema.String,
  CategoryName_VN: Schema.String,
}).annotations({ identifier: 'NewsCategory' })
export type NewsCategory = Schema.Schema.Type<typeof NewsCategory>

const newsSummaryFields = {
  Id: EntityId,
  CategoryId: EntityId,
  Title_EN: Schema.String,
  Title_VN: Schema.String,
  Summary_EN: Schema.String,
  Summary_VN: Schema.String,
  CoverImageURL: Schema.NullOr(Schema.String),
  PublishTime: WireDateTime,
}
export const NewsSummary = Schema.Struct(newsSummaryFields).annotations({ identifier: 'NewsSummary' })
export type NewsSummary = Schema.Schema.Type<typeof NewsSummary>

export const News = Schema.Struct({
  ...newsSummaryFields,
  Content_EN: note(Schema.String, 'HTML, sanitised before display'),
  Content_VN: note(Schema.String, 'HTML, sanitised before display'),
}).annotations({ identifier: 'News' })
export type News = Schema.Schema.Type<typeof News>

/** The texts the About area and the homepage show (R-ROUTE-001, R-HOME-002). */
export const PUBLIC_MODULE_CODES = ['Welcome', 'CheckoutPayment', 'TermsConditions', 'AboutQA'] as const
export const PublicModuleCode = Schema.Literal(...PUBLIC_MODULE_CODES).annotations({
  identifier: 'PublicModuleCode',
  description: 'the homepage welcome text and the About area texts',
})
export const PublicModule = Schema.Struct({
  ModuleCode: PublicModuleCode,
  Title_EN: Schema.String,
  Title_VN: Schema.String,
  Content_EN: note(Schema.String, 'HTML, sanitised before display'),
  Content_VN: note(Schema.String, 'HTML, sanitised before display'),
}).annotations({ identifier: 'PublicModule' })
export type PublicModule = Schema.Schema.Type<typeof PublicModule>

export const GetBannerList = defineEndpoint({
  name: 'Banner.GetList',
  method: 'GET',
  path: 'api/Banner/GetList',
  request: NoInput,
  response: Schema.Array(Banner),
  summary: 'The homepage banners, in Sort order (R-API-008).',
})

export const GetPagedNewsListRequest = Schema.Struct({
  categoryId: Schema.optional(inQuery(EntityId)),
  keyword,
  ...pagingParams,
})
export const GetPagedNewsList = defineEndpoint({
  name: 'News.GetPagedNewsList',
  method: 'GET',
  path: 'api/News/GetPagedNewsList',
  request: GetPagedNewsListRequest,
  response: Paged(NewsSummary),
  summary: 'News, newest first, optionally of one category (R-HOME-001).',
})

export const GetNewsCategories = defineEndpoint({
  name: 'News.GetNewsCategories',
  method: 'GET',
  path: 'api/News/GetNewsCategories',
  request: NoInput,
  response: Schema.Array(NewsCategory),
  summary: 'The news categories (R-HOME-001).',
})

export const GetNews = defineEndpoint({
  name: 'News.Get',
  method: 'GET',
  path: 'api/News/Get',
  request: Schema.Struct({ newsId: inQuery(EntityId) }),
  response: News,
  summary: 'One news article with its content (path ours: the spec does not show it).',
})

export const GetCustomerProductListRequest = Schema.Struct({
  customerCode: Schema.optional(Text(50)),
  categoryId: Schema.optional(inQuery(EntityId)),
  formatId: Schema.optional(inQuery(EntityId)),
  isPromotion: Schema.optional(QueryBoolean).annotations({ description: 'true: promotion products only' }),
  isNew: Schema.optional(QueryBoolean).annotations({ description: 'true: products tagged new only' }),
  keyword,
})
export const GetCustomerProductList = defineEndpoint({
  name: 'Product.GetCustomerProductList',
  method: 'GET',
  path: 'api/Product/GetCustomerProductList',
  request: GetCustomerProductListRequest,
  response: Schema.Array(Product),
  summary: "The catalogue the user's companies may order; the homepage asks for promotion and new products.",
})

export const GetCategoryList = defineEndpoint({
  name: 'Product.GetCategoryList',
  method: 'GET',
  path: 'api/Product/GetCategoryList',
  request: NoInput,
  response: Schema.Array(ProductCategory),
  summary: 'The product categories.',
})

export const GetProductFormatList = defineEndpoint({
  name: 'Product.GetProductFormatList',
  method: 'GET',
  path: 'api/Product/GetProductFormatList',
  request: NoInput,
  response: Schema.Array(ProductFormat),
  summary: 'The product formats, with the frozen flag (R-ORD-017, R-ORD-020).',
})

export const GetProductQAList = defineEndpoint({
  name: 'Product.GetProductQAList',
  method: 'GET',
  path: 'api/Product/GetProductQAList',
  request: Schema.Struct({ keyword, ...pagingParams }),
  response: Paged(QaItem),
  summary: 'The product Q&A page (/user/productQA); path ours, the spec does not show it.',
})

export const GetPromotionList = defineEndpoint({
  name: 'Promotion.GetList',
  method: 'GET',
  path: 'api/Promotion/GetList',
  request: Schema.Struct({
    promotionTypeId: Schema.optional(inQuery(EntityId)),
    customerCode: Schema.optional(Text(50)),
  }),
  response: Schema.Array(Promotion),
  summary: 'The running promotions with their main and free-of-charge items (R-HOME-001).',
})

export const GetPromotionTypeList = defineEndpoint({
  name: 'Promotion.GetPromotionTypeList',
  method: 'GET',
  path: 'api/Promotion/GetPromotionTypeList',
  request: NoInput,
  response: Schema.Array(PromotionType),
  summary: 'The promotion types.',
})

export const GetPublicModule = defineEndpoint({
  name: 'PublicModule',
  method: 'GET',
  path: 'api/PublicModule',
  request: Schema.Struct({
    moduleCode: Schema.optional(PublicModuleCode).annotations({ description: 'absent: every module' }),
  }),
  response: Schema.Array(PublicModule),
  summary: 'The public texts: welcome, checkout and payment, terms and conditions, about Q&A.',
})

export const contentEndpoints = [
  GetBannerList,
  GetPagedNewsList,
  GetNewsCategories,
  GetNews,
  GetCustomerProductList,
  GetCategoryList,
  GetProductFormatList,
  GetProductQAList,
  GetPromotionList,
  GetPromotionTypeList,
  GetPublicModule,
] as const
