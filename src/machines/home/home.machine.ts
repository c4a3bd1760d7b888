// The homepage (R-HOME-002..006): its content (banners, promotions, new products,
// news categories) loads once; the news list beside it pages and filters by category; a news
// article opens in a detail view, from a click or from the address (`?newsId=`), and an id that
// does not exist ends in `missing` (R-HOME-006). Three regions side by side: content, news, detail.
// The banners of the last visit show until the content comes (R-HOME-008, decision 0313): each
// answer's banners are handed to `keepBanners`, which the feature gives.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Banner, News, NewsCategory, NewsSummary } from '../../api/contracts/content'
import type { Product, Promotion, PromotionType } from '../../api/contracts/product-entities'
import { isPageOf, NEWS_PAGE_SIZE } from './home.rules'

export interface HomeContent {
  readonly banners: readonly Banner[]
  readonly promotions: readonly Promotion[]
  readonly promotionTypes: readonly PromotionType[]
  readonly promotionProducts: readonly Product[]
  readonly newProducts: readonly Product[]
  readonly categories: readonly NewsCategory[]
}

export interface NewsQuery {
  readonly categoryId: number | null
  readonly pageIndex: number
  readonly pageSize: number
}

export interface HomeContext {
  readonly content: HomeContent | null
  /** The banners the last visit's content had (kept by the feature), shown until this one's come. */
  readonly keptBanners: readonly Banner[]
  readonly query: NewsQuery
  readonly news: { readonly list: readonly NewsSummary[]; readonly totalCount: number }
  readonly detailId: number | null
  readonly detail: News | null
}

export type HomeEvent =
  | { type: 'content.retry' }
  /** The language changed: the server's texts (specifications) come again in the new one. */
  | { type: 'content.reload' }
  | { type: 'news.category'; categoryId: number | null }
  | { type: 'news.page'; pageIndex: number }
  | { type: 'news.retry' }
  | { type: 'news.open'; newsId: number }
  | { type: 'news.close' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as { readonly newsId: number | null; readonly keptBanners?: readonly Banner[] },
  },
  actors: {
    loadContent: fromPromise<HomeContent>(notProvided('loadContent')),
    loadNews: fromPromise<HomeContext['news'], NewsQuery>(notProvided('loadNews')),
    loadNewsDetail: fromPromise<News, { readonly newsId: number }>(notProvided('loadNewsDetail')),
  },
  guards: {
    isOtherCategory: ({ context, event }) => {
      assertEvent(event, 'news.category')
      return event.categoryId !== context.query.categoryId
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'news.page')
      return (
        event.pageIndex !== context.query.pageIndex &&
        isPageOf(event.pageIndex, context.news.totalCount, context.query.pageSize)
      )
    },
    hasDetailId: ({ context }) => context.detailId !== null,
  },
  actions: {
    setCategory: assign(({ context, event }) => {
      assertEvent(event, 'news.category')
      return { query: { ...context.query, categoryId: event.categoryId, pageIndex: 1 } }
    }),
    setPage: assign(({ context, event }) => {
      assertEvent(event, 'news.page')
      return { query: { ...context.query, pageIndex: event.pageIndex } }
    }),
    setDetailId: assign(({ event }) => {
      assertEvent(event, 'news.open')
      return { detailId: event.newsId, detail: null }
    }),
    closeDetail: assign({ detailId: null, detail: null }),
    /** The answer's banners, to show on the next visit until its content comes (given by the feature). */
    keepBanners: (_, _params: { readonly banners: readonly Banner[] }) => undefined,
  },
}).createMachine({
  id: 'home',
  type: 'parallel',
  context: ({ input }) => ({
    content: null,
    keptBanners: input.keptBanners ?? [],
    query: { categoryId: null, pageIndex: 1, pageSize: NEWS_PAGE_SIZE },
    news: { list: [], totalCount: 0 },
    detailId: input.newsId,
    detail: null,
  }),
  states: {
    content: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadContent',
            src: 'loadContent',
            onDone: {
              target: 'ready',
              actions: [
                assign({ content: ({ event }) => event.output }),
                { type: 'keepBanners', params: ({ event }) => ({ banners: event.output.banners }) },
              ],
            },
            onError: 'failed',
          },
        },
        ready: { on: { 'content.reload': 'loading' } },
        failed: { on: { 'content.retry': 'loading', 'content.reload': 'loading' } },
      },
    },
    news: {
      initial: 'loading',
      on: {
        'news.category': { guard: 'isOtherCategory', target: '.loading', actions: 'setCategory' },
        'news.page': { guard: 'isOtherPage', target: '.loading', actions: 'setPage' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadNews',
            src: 'loadNews',
            input: ({ context }) => context.query,
            onDone: { target: 'ready', actions: assign({ news: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { 'news.retry': 'loading' } },
      },
    },
    detail: {
      initial: 'starting',
      on: {
        'news.open': { target: '.loading', actions: 'setDetailId' },
      },
      states: {
        starting: { always: [{ guard: 'hasDetailId', target: 'loading' }, { target: 'closed' }] },
        closed: {},
        loading: {
          invoke: {
            id: 'loadNewsDetail',
            src: 'loadNewsDetail',
            input: ({ context }) => ({ newsId: context.detailId ?? 0 }),
            onDone: { target: 'open', actions: assign({ detail: ({ event }) => event.output }) },
            onError: 'missing',
          },
          on: { 'news.close': { target: 'closed', actions: 'closeDetail' } },
        },
        open: { on: { 'news.close': { target: 'closed', actions: 'closeDetail' } } },
        /** The article does not exist (or could not be read): the view says so. */
        missing: { on: { 'news.close': { target: 'closed', actions: 'closeDetail' } } },
      },
    },
  },
})

export type HomeSnapshot = SnapshotFrom<typeof homeMachine>
