// Content calls (R-API-008): banners, news, the product catalogue, promotions and
// the public texts. Every one needs a signed-in user (R-SESS-007: only /login and /changeorder work
// without a token). Filters naming an id that does not exist answer notFound.
import {
  GetBannerList,
  GetCategoryList,
  GetCustomerProductList,
  GetNews,
  GetNewsCategories,
  GetPagedNewsList,
  GetProductFormatList,
  GetPromotionList,
  GetPromotionTypeList,
  GetPublicModule,
} from '../../api/contracts/content'
import type { Product } from '../../api/contracts/product-entities'
import type { CatalogState } from '../../backend/catalog-db'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { languageOf } from '../../backend/messages'
import {
  availableProductsOf,
  customersOf,
  productIn,
  promotionProductCodeOf,
} from '../../backend/seed/catalog'
import { forUser, notOwned } from '../signed-in'
import { matchesKeyword, page } from '../../backend/text-search'
import type { AuthState } from './auth'

/** The products the user may order: of one company, or of all of them without duplicates. */
function productsFor(state: CatalogState, codes: readonly string[]): Product[] {
  const wanted = new Set(
    codes.flatMap((code) => availableProductsOf(state.catalog, code).map((p) => p.ProductCode)),
  )
  return state.catalog.products.filter((p) => wanted.has(p.ProductCode))
}

export function contentHandlers(auth: AuthState, state: CatalogState) {
  return [
    handle(
      GetBannerList,
      forUser(auth, () => ok([...state.content.banners].sort((a, b) => a.Sort - b.Sort || a.Id - b.Id))),
    ),

    handle(
      GetNewsCategories,
      forUser(auth, () => ok(state.content.newsCategories)),
    ),

    handle(
      GetPagedNewsList,
      forUser(auth, ({ categoryId, keyword, pageIndex, pageSize }, { request }) => {
        if (
          categoryId !== undefined &&
          !state.content.newsCategories.some((c) => c.CategoryId === categoryId)
        )
          return refuse(request, MOCK_CODES.notFound, 'newsCategoryNotFound', { id: categoryId })
        const rows = state.content.news
          .filter((n) => categoryId === undefined || n.CategoryId === categoryId)
          .filter((n) => matchesKeyword(keyword, n.Title_VN, n.Title_EN, n.Summary_VN, n.Summary_EN))
          .map(({ Content_EN: _en, Content_VN: _vi, ...summary }) => summary)
        return ok(page(rows, pageIndex, pageSize))
      }),
    ),

    handle(
      GetNews,
      forUser(auth, ({ newsId }, { request }) => {
        const news = state.content.news.find((n) => n.Id === newsId)
        return news ? ok(news) : refuse(request, MOCK_CODES.notFound, 'newsNotFound', { id: newsId })
      }),
    ),

    handle(
      GetCustomerProductList,
      forUser(auth, (input, { request }, account) => {
        const { customerCode, categoryId, formatId, isPromotion, isNew, keyword } = input
        if (customerCode !== undefined && customerCode !== '') {
          const refused = notOwned(account, customerCode, request)
          if (refused) return refused
        }
        if (categoryId !== undefined && !state.catalog.categories.some((c) => c.CategoryId === categoryId))
          return refuse(request, MOCK_CODES.notFound, 'productCategoryNotFound', { id: categoryId })
        if (formatId !== undefined && !state.catalog.formats.some((f) => f.FormatId === formatId))
          return refuse(request, MOCK_CODES.notFound, 'productFormatNotFound', { id: formatId })
        const codes = customerCode
          ? [customerCode]
          : customersOf(state.catalog, account).map((c) => c.customer.CustomerCode)
        const products = productsFor(state, codes).filter(
          (p) =>
            (categoryId === undefined || p.CategoryId === categoryId) &&
            (formatId === undefined || p.FormatId === formatId) &&
            (isPromotion !== true || p.IsPromotion) &&
            (isNew !== true || p.IsDisplayed) &&
            matchesKeyword(keyword, p.ProductCode, p.ProductName, p.ProductName_enUS),
        )
        const language = languageOf(request)
        return ok(products.map((p) => productIn(p, language)))
      }),
    ),

    handle(
      GetCategoryList,
      forUser(auth, () => ok(state.catalog.categories)),
    ),

    handle(
      GetProductFormatList,
      forUser(auth, () => ok(state.catalog.formats)),
    ),

    handle(
      GetPromotionList,
      forUser(auth, ({ promotionTypeId, customerCode }, { request }, account) => {
        if (customerCode !== undefined && customerCode !== '') {
          const refused = notOwned(account, customerCode, request)
          if (refused) return refused
        }
        if (
          promotionTypeId !== undefined &&
          !state.catalog.promotionTypes.some((t) => t.PromotionTypeId === promotionTypeId)
        )
          return refuse(request, MOCK_CODES.notFound, 'promotionTypeNotFound', { id: promotionTypeId })
        const codes = customerCode
          ? [customerCode]
          : customersOf(state.catalog, account).map((c) => c.customer.CustomerCode)
        // A promotion shows to a company that may order its promotion product, until it ends.
        const sold = new Set(productsFor(state, codes).map((p) => p.ProductCode))
        const today = state.today()
        const promotions = state.catalog.promotions.filter(
          (promotion) =>
            (promotionTypeId === undefined || promotion.PromotionTypeId === promotionTypeId) &&
            promotion.PromotionToDate >= today &&
            sold.has(promotionProductCodeOf(promotion.Id) ?? ''),
        )
        return ok(promotions)
      }),
    ),

    handle(
      GetPromotionTypeList,
      forUser(auth, () => ok(state.catalog.promotionTypes)),
    ),

    handle(
      GetPublicModule,
      forUser(auth, ({ moduleCode }) =>
        ok(
          state.content.publicModules.filter((m) => moduleCode === undefined || m.ModuleCode === moduleCode),
        ),
      ),
    ),
  ]
}
