// The home machine's side effects for the homepage: each actor is calls of the request layer
// (spec §7 Content). The request layer shows a toast for any failure; the machine shows the
// section's own empty or failed state.
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  GetBannerList,
  GetCustomerProductList,
  GetNews,
  GetNewsCategories,
  GetPagedNewsList,
  GetPromotionList,
  GetPromotionTypeList,
  type News,
} from '../../api/contracts/content'
import { homeMachine, type HomeContent, type HomeContext, type NewsQuery } from '../../machines/home'

export type HomeClient = Pick<ApiClient, 'call'>

export function provideHome(client: HomeClient) {
  return homeMachine.provide({
    actors: {
      loadContent: fromPromise<HomeContent>(async () => {
        const [banners, promotions, promotionTypes, promotionProducts, newProducts, categories] =
          await Promise.all([
            client.call(GetBannerList, {}),
            client.call(GetPromotionList, {}),
            client.call(GetPromotionTypeList, {}),
            client.call(GetCustomerProductList, { isPromotion: true }),
            client.call(GetCustomerProductList, { isNew: true }),
            client.call(GetNewsCategories, {}),
          ])
        return { banners, promotions, promotionTypes, promotionProducts, newProducts, categories }
      }),
      loadNews: fromPromise<HomeContext['news'], NewsQuery>(({ input }) =>
        client.call(GetPagedNewsList, {
          pageIndex: input.pageIndex,
          pageSize: input.pageSize,
          ...(input.categoryId === null ? {} : { categoryId: input.categoryId }),
        }),
      ),
      loadNewsDetail: fromPromise<News, { readonly newsId: number }>(({ input }) =>
        client.call(GetNews, { newsId: input.newsId }),
      ),
    },
  })
}
