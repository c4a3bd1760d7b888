// The home machine's side effects for the homepage: each actor is calls of the request layer
// (R-API-008, R-HOME-004). The request layer shows a toast for any failure; the machine shows the
// section's own empty or failed state.
import { Either, Schema } from 'effect'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  Banner,
  GetBannerList,
  GetCustomerProductList,
  GetNews,
  GetNewsCategories,
  GetPagedNewsList,
  GetPromotionList,
  GetPromotionTypeList,
  type News,
} from '../../api/contracts/content'
import { storage, type Storage } from '../../lib/storage'
import {
  homeMachine,
  showableBanners,
  type HomeContent,
  type HomeContext,
  type NewsQuery,
} from '../../machines/home'

/** At most this many banners are kept for the next visit (a carousel shows a handful). */
const KEPT_BANNERS_MAX = 20
const KeptBanners = Schema.Array(Banner).pipe(Schema.maxItems(KEPT_BANNERS_MAX))
const decodeKept = Schema.decodeUnknownEither(KeptBanners)

/**
 * The banners the last visit kept (R-HOME-008, decision 0313), or none: what the storage holds is
 * decoded like an answer, so an entry that is damaged or of another version is ignored.
 */
export function keptBanners(store: Pick<Storage, 'getLocal'> = storage): readonly Banner[] {
  let stored: unknown
  try {
    stored = store.getLocal('homeBanners')
  } catch {
    return []
  }
  return Either.getOrElse(decodeKept(stored), () => [])
}

/**
 * Keeps the answer's banners that the carousel can show, for the next visit; a storage that
 * refuses (full, blocked) only loses the head start.
 */
export function keepBanners(banners: readonly Banner[], store: Pick<Storage, 'setLocal'> = storage): void {
  try {
    store.setLocal('homeBanners', showableBanners(banners).slice(0, KEPT_BANNERS_MAX))
  } catch {
    // Nothing is lost: the next visit waits for its content as before.
  }
}

export type HomeClient = Pick<ApiClient, 'call'>

export function provideHome(client: HomeClient) {
  return homeMachine.provide({
    actions: {
      keepBanners: (_, { banners }) => keepBanners(banners),
    },
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
