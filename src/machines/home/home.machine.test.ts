// The homepage machine and rules: news paging and categories (R-HOME-004), the detail view and a
// news id that does not exist (R-HOME-006), banners without an image (R-HOME-003), and which
// promotion a promotion product sells (R-HOME-005).
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Banner, News, NewsSummary } from '../../api/contracts/content'
import type { Product, Promotion } from '../../api/contracts/product-entities'
import { homeMachine, type HomeContent, type HomeContext, type NewsQuery } from './home.machine'
import {
  bannersOnShow,
  isPageOf,
  lastPageOf,
  newsIdOf,
  promotionOf,
  showableBanners,
  NEWS_PAGE_SIZE,
} from './home.rules'

const summary = (id: number, categoryId: number): NewsSummary => ({
  Id: id,
  CategoryId: categoryId,
  Title_EN: `n${id}`,
  Title_VN: `n${id}`,
  Summary_EN: '',
  Summary_VN: '',
  CoverImageURL: null,
  PublishTime: '2025-03-15 10:00:00',
})
const ALL = Array.from({ length: 12 }, (_, i) => summary(i + 1, (i % 2) + 1))
const content: HomeContent = {
  banners: [],
  promotions: [],
  promotionTypes: [],
  promotionProducts: [],
  newProducts: [],
  categories: [],
}

function start(newsId: number | null = null) {
  const queries: NewsQuery[] = []
  const actor = createActor(
    homeMachine.provide({
      actors: {
        loadContent: fromPromise<HomeContent>(async () => content),
        loadNews: fromPromise<HomeContext['news'], NewsQuery>(async ({ input }) => {
          queries.push(input)
          const rows = ALL.filter((n) => input.categoryId === null || n.CategoryId === input.categoryId)
          const from = (input.pageIndex - 1) * input.pageSize
          return { list: rows.slice(from, from + input.pageSize), totalCount: rows.length }
        }),
        loadNewsDetail: fromPromise<News, { newsId: number }>(async ({ input }) => {
          const found = ALL.find((n) => n.Id === input.newsId)
          if (!found) throw new Error('not found')
          return { ...found, Content_EN: '<p>x</p>', Content_VN: '<p>x</p>' }
        }),
      },
    }),
    { input: { newsId } },
  ).start()
  return { actor, queries }
}

describe('R-HOME-004 news pages and categories', () => {
  it('pages within the list only, and a category starts again at page 1', async () => {
    const { actor, queries } = start()
    await waitFor(actor, (s) => s.matches({ news: 'ready', content: 'ready' }))
    expect(actor.getSnapshot().context.news.list).toHaveLength(NEWS_PAGE_SIZE)
    actor.send({ type: 'news.page', pageIndex: 3 })
    await waitFor(actor, (s) => s.matches({ news: 'ready' }))
    expect(actor.getSnapshot().context.news.list.map((n) => n.Id)).toEqual([11, 12])
    actor.send({ type: 'news.page', pageIndex: 4 })
    actor.send({ type: 'news.page', pageIndex: 0 })
    expect(actor.getSnapshot().matches({ news: 'ready' })).toBe(true)
    actor.send({ type: 'news.category', categoryId: 2 })
    await waitFor(actor, (s) => s.matches({ news: 'ready' }))
    expect(queries.at(-1)).toEqual({ categoryId: 2, pageIndex: 1, pageSize: NEWS_PAGE_SIZE })
    expect(actor.getSnapshot().context.news.list.every((n) => n.CategoryId === 2)).toBe(true)
    expect(queries).toHaveLength(3)
  })

  it('property: the page asked is always a page of the list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -2, max: 6 }), { maxLength: 8 }), async (pages) => {
        const { actor, queries } = start()
        await waitFor(actor, (s) => s.matches({ news: 'ready' }))
        for (const pageIndex of pages) {
          actor.send({ type: 'news.page', pageIndex })
          await waitFor(actor, (s) => s.matches({ news: 'ready' }))
        }
        for (const q of queries) expect(isPageOf(q.pageIndex, ALL.length, q.pageSize)).toBe(true)
        actor.stop()
      }),
      { numRuns: 30 },
    )
  })
})

describe('R-HOME-002 content', () => {
  it('loads once, and again when the language changes', async () => {
    let loads = 0
    const actor = createActor(
      homeMachine.provide({
        actors: {
          loadContent: fromPromise<HomeContent>(async () => {
            loads++
            return content
          }),
          loadNews: fromPromise<HomeContext['news'], NewsQuery>(async () => ({ list: [], totalCount: 0 })),
        },
      }),
      { input: { newsId: null } },
    ).start()
    await waitFor(actor, (s) => s.matches({ content: 'ready' }))
    actor.send({ type: 'content.retry' })
    expect(loads).toBe(1)
    actor.send({ type: 'content.reload' })
    await waitFor(actor, (s) => s.matches({ content: 'ready' }))
    expect(loads).toBe(2)
  })
})

describe('R-HOME-006 news detail', () => {
  it('opens from the address, and an id that does not exist ends in missing', async () => {
    const found = start(3)
    await waitFor(found.actor, (s) => s.matches({ detail: 'open' }))
    expect(found.actor.getSnapshot().context.detail?.Id).toBe(3)
    found.actor.send({ type: 'news.close' })
    expect(found.actor.getSnapshot().matches({ detail: 'closed' })).toBe(true)
    const missing = start(999)
    await waitFor(missing.actor, (s) => s.matches({ detail: 'missing' }))
    expect(start().actor.getSnapshot().matches({ detail: 'closed' })).toBe(true)
  })

  it('reads a news id from the address only as a positive integer', () => {
    expect(newsIdOf('12')).toBe(12)
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999'])
      expect(newsIdOf(bad)).toBeNull()
  })
})

describe('R-HOME-003 banners', () => {
  it('shows only banners with an image, in Sort order', () => {
    const banner = (Id: number, Sort: number, ImageURL: string): Banner => ({
      Id,
      Sort,
      ImageURL,
      Title_EN: '',
      Title_VN: '',
      LinkURL: null,
    })
    expect(
      showableBanners([banner(1, 2, 'a.svg'), banner(2, 1, ' '), banner(3, 0, 'c.svg')]).map((b) => b.Id),
    ).toEqual([3, 1])
    expect(lastPageOf(0, 5)).toBe(1)
  })
})

describe('R-HOME-005 promotion of a promotion product', () => {
  const items = [{ ProductCode: 'FZ001', ProductName: 'a', ProductName_enUS: 'a', PromotionItemQuantity: 10 }]
  const foc = [{ ProductCode: 'FZ004', ProductName: 'b', ProductName_enUS: 'b', PromotionItemQuantity: 1 }]
  const promotion = {
    Id: 1,
    PromotionFromDate: '2025-03-01',
    PromotionToDate: '2025-04-01',
    MainProductList: items,
    FocProductList: foc,
  } as unknown as Promotion
  const product = {
    IsPromotion: true,
    PromotionFromDate: '2025-03-01',
    PromotionToDate: '2025-04-01',
    MainProductList: items,
    FocProductList: foc,
  } as unknown as Product
  it('matches by period and items, never a regular product', () => {
    expect(promotionOf(product, [promotion])?.Id).toBe(1)
    expect(promotionOf({ ...product, PromotionToDate: '2025-05-01' }, [promotion])).toBeUndefined()
    expect(promotionOf({ ...product, FocProductList: [] }, [promotion])).toBeUndefined()
    expect(promotionOf({ ...product, IsPromotion: false }, [promotion])).toBeUndefined()
  })
})

describe('R-HOME-008 the last visit’s banners until the content comes', () => {
  const banner = (id: number, title: string): Banner => ({
    Id: id,
    Title_EN: title,
    Title_VN: title,
    ImageURL: `data:image/svg+xml,${id}`,
    LinkURL: null,
    Sort: id,
  })

  it('property: the kept banners show while loading, the answer’s after, and each answer is kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 51, max: 99 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 2 }),
        async (keptIds, answerIds, reloads) => {
          const kept = keptIds.map((id) => banner(id, `kept ${id}`))
          const answer = answerIds.map((id) => banner(id, `new ${id}`))
          let release: () => void = () => undefined
          const keptByMachine: (readonly Banner[])[] = []
          const actor = createActor(
            homeMachine.provide({
              actions: { keepBanners: (_, { banners }) => void keptByMachine.push(banners) },
              actors: {
                loadContent: fromPromise<HomeContent>(
                  () => new Promise((resolve) => (release = () => resolve({ ...content, banners: answer }))),
                ),
                loadNews: fromPromise<HomeContext['news'], NewsQuery>(async () => ({
                  list: [],
                  totalCount: 0,
                })),
              },
            }),
            { input: { newsId: null, keptBanners: kept } },
          ).start()
          const shown = () =>
            bannersOnShow(actor.getSnapshot().context.content, actor.getSnapshot().context.keptBanners)
          expect(actor.getSnapshot().matches({ content: 'loading' })).toBe(true)
          expect(shown()).toEqual(kept)
          expect(keptByMachine).toEqual([])
          release()
          await waitFor(actor, (s) => s.matches({ content: 'ready' }))
          expect(shown()).toEqual(answer)
          for (let i = 0; i < reloads; i++) {
            actor.send({ type: 'content.reload' })
            release()
            await waitFor(actor, (s) => s.matches({ content: 'ready' }))
          }
          expect(keptByMachine).toEqual(Array.from({ length: reloads + 1 }, () => answer))
          actor.stop()
        },
      ),
      { numRuns: 40 },
    )
  })

  it('a failed content keeps showing the last visit’s banners', async () => {
    const kept = [banner(1, 'kept')]
    const actor = createActor(
      homeMachine.provide({
        actors: {
          loadContent: fromPromise<HomeContent>(() => Promise.reject(new Error('down'))),
          loadNews: fromPromise<HomeContext['news'], NewsQuery>(async () => ({ list: [], totalCount: 0 })),
        },
      }),
      { input: { newsId: null, keptBanners: kept } },
    ).start()
    await waitFor(actor, (s) => s.matches({ content: 'failed' }))
    const { context } = actor.getSnapshot()
    expect(bannersOnShow(context.content, context.keptBanners)).toEqual(kept)
  })
})
