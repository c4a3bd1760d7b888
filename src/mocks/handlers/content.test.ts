// Contract tests of the content handlers (banners, news, products, promotions, public texts),
// run in Node through fetch with a real login's token.
import { beforeAll, describe, expect, it } from 'vitest'
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
  PUBLIC_MODULE_CODES,
} from '../../api/contracts/content'
import type { Endpoint } from '../../api/endpoint'
import {
  call,
  callEncoded,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { MOCK_CODES } from '../respond'
import { availableProductsOf } from '../../backend/seed/catalog'
import { AUTH_CODES, FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer()
const state = () => mock.backend.state.catalog
let token = ''
let distributor = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
  distributor = await login('distributor@demo.vn')
})
const OWN = ['C1001', 'C1001-01', 'C1001-02']

const everyEndpoint: Endpoint[] = [
  GetBannerList,
  GetNewsCategories,
  GetPagedNewsList,
  GetNews,
  GetCustomerProductList,
  GetCategoryList,
  GetProductFormatList,
  GetPromotionList,
  GetPromotionTypeList,
  GetPublicModule,
]

describe('R-API-008 the content calls need a signed-in user', () => {
  it('every content call without a token answers 4010, with a forged one 5004', async () => {
    const minimal: Record<string, unknown> = {
      'News.GetPagedNewsList': { pageIndex: '1', pageSize: '10' },
      'News.Get': { newsId: '1' },
    }
    for (const endpoint of everyEndpoint) {
      const input = minimal[endpoint.name] ?? {}
      expect((await callEncoded(endpoint, input)).code, endpoint.name).toBe(AUTH_CODES.noAuthInfo)
      expect((await callEncoded(endpoint, input, { token: 'forged' })).code, endpoint.name).toBe(
        AUTH_CODES.invalidToken,
      )
    }
  })
})

describe('R-API-008 R-HOME-001 Banner.GetList', () => {
  it('answers bilingual banners with images, in Sort order', async () => {
    const banners = decoded(GetBannerList, await call(GetBannerList, {}, { token }))
    expect(banners.length).toBeGreaterThan(0)
    expect(banners.map((b) => b.Sort)).toEqual([...banners.map((b) => b.Sort)].sort((a, b) => a - b))
    for (const b of banners) {
      expect(b.Title_VN).not.toBe(b.Title_EN)
      expect(b.ImageURL).toMatch(/^\/pictures\/banners\/\d+\.svg$/)
    }
    expect(await expectGeneratedRequestsAnswered(GetBannerList, { token, runs: 3 })).toBe(3)
  })
})

describe('R-API-008 R-HOME-001 News', () => {
  it('GetNewsCategories answers bilingual categories', async () => {
    const categories = decoded(GetNewsCategories, await call(GetNewsCategories, {}, { token }))
    expect(categories.length).toBeGreaterThan(1)
    for (const c of categories) expect(c.CategoryName_VN).not.toBe(c.CategoryName_EN)
    expect(await expectGeneratedRequestsAnswered(GetNewsCategories, { token, runs: 3 })).toBe(3)
  })

  it('GetPagedNewsList pages the news newest first, with the total', async () => {
    const all = state().content.news
    const first = decoded(
      GetPagedNewsList,
      await call(GetPagedNewsList, { pageIndex: 1, pageSize: 4 }, { token }),
    )
    const second = decoded(
      GetPagedNewsList,
      await call(GetPagedNewsList, { pageIndex: 2, pageSize: 4 }, { token }),
    )
    expect(first.totalCount).toBe(all.length)
    expect(first.list.length).toBe(4)
    const times = [...first.list, ...second.list].map((n) => n.PublishTime)
    expect(times).toEqual([...times].sort().reverse())
    expect(second.list[0]?.Id).not.toBe(first.list[0]?.Id)
    const beyond = decoded(
      GetPagedNewsList,
      await call(GetPagedNewsList, { pageIndex: 99, pageSize: 10 }, { token }),
    )
    expect(beyond).toEqual({ list: [], totalCount: all.length })
  })

  it('GetPagedNewsList filters by category and by keyword (accent-insensitive)', async () => {
    const category = state().content.newsCategories[1]!.CategoryId
    const byCategory = decoded(
      GetPagedNewsList,
      await call(GetPagedNewsList, { categoryId: category, pageIndex: 1, pageSize: 100 }, { token }),
    )
    expect(byCategory.totalCount).toBeGreaterThan(0)
    expect(byCategory.totalCount).toBeLessThan(state().content.news.length)
    for (const n of byCategory.list) expect(n.CategoryId).toBe(category)
    const byKeyword = decoded(
      GetPagedNewsList,
      await call(GetPagedNewsList, { keyword: 'HA CAO', pageIndex: 1, pageSize: 100 }, { token }),
    )
    expect(byKeyword.totalCount).toBeGreaterThan(0)
    for (const n of byKeyword.list) expect(`${n.Title_VN} ${n.Summary_VN}`.toLowerCase()).toContain('há cảo')
  })

  it('GetPagedNewsList refuses an unknown category and bad paging, in both languages', async () => {
    await expectRefusedInBothLanguages(
      GetPagedNewsList,
      { categoryId: '999', pageIndex: '1', pageSize: '10' },
      MOCK_CODES.notFound,
      token,
      'newsCategoryNotFound',
      { id: 999 },
    )
    for (const bad of [
      { pageIndex: '0', pageSize: '10' },
      { pageIndex: '1.5', pageSize: '10' },
      { pageIndex: '1', pageSize: '101' },
      { pageIndex: '1', pageSize: '-1' },
      { pageIndex: '1' },
      { pageIndex: '1', pageSize: '10', keyword: 'x'.repeat(101) },
      { pageIndex: '1', pageSize: '10', categoryId: 'abc' },
    ])
      await expectRefusedInBothLanguages(GetPagedNewsList, bad, MOCK_CODES.badRequest, token)
  })

  it('GetPagedNewsList: generated requests decode, or name an unknown category', async () => {
    const ok = await expectGeneratedRequestsAnswered(GetPagedNewsList, {
      token,
      refusals: [MOCK_CODES.notFound],
      tweak: (input, pick) =>
        pick % 2 === 0 ? { ...input, categoryId: undefined, keyword: undefined } : input,
    })
    expect(ok).toBeGreaterThan(0)
  })

  it('News.Get answers every article with its bilingual HTML, and refuses an unknown id', async () => {
    for (const news of state().content.news) {
      const article = decoded(GetNews, await call(GetNews, { newsId: news.Id }, { token }))
      expect(article.Id).toBe(news.Id)
      expect(article.Content_VN).toMatch(/^</)
      expect(article.Content_VN).not.toBe(article.Content_EN)
      expect(article.Content_VN).not.toMatch(/<script|on\w+=/i)
    }
    await expectRefusedInBothLanguages(
      GetNews,
      { newsId: '999' },
      MOCK_CODES.notFound,
      token,
      'newsNotFound',
      {
        id: 999,
      },
    )
    for (const bad of [{ newsId: '0' }, { newsId: '1.5' }, { newsId: 'x' }, {}])
      await expectRefusedInBothLanguages(GetNews, bad, MOCK_CODES.badRequest, token)
    const ok = await expectGeneratedRequestsAnswered(GetNews, {
      token,
      refusals: [MOCK_CODES.notFound],
      tweak: (input, pick) => (pick % 2 === 0 ? { newsId: 1 + (pick % state().content.news.length) } : input),
    })
    expect(ok).toBeGreaterThan(0)
  })
})

describe('R-API-008 R-HOME-002 Product.GetCustomerProductList', () => {
  it("answers the products of the user's companies: one company's, or all of them together (R-ORD-007)", async () => {
    const all = decoded(GetCustomerProductList, await call(GetCustomerProductList, {}, { token }))
    const union = new Set(
      OWN.flatMap((code) => availableProductsOf(state().catalog, code).map((p) => p.ProductCode)),
    )
    expect(new Set(all.map((p) => p.ProductCode))).toEqual(union)
    const danang = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { customerCode: 'C1001-02' }, { token }),
    )
    expect(danang.map((p) => p.ProductCode)).toEqual(
      availableProductsOf(state().catalog, 'C1001-02').map((p) => p.ProductCode),
    )
    expect(danang.length).toBeLessThan(all.length)
  })

  it('answers promotion products and new products for the homepage (R-HOME-002, R-ORD-013, R-ORD-014)', async () => {
    const promotions = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { isPromotion: true }, { token }),
    )
    expect(promotions.length).toBeGreaterThan(0)
    for (const p of promotions) {
      expect(p.IsPromotion).toBe(true)
      expect(p.PromotionTypeName).not.toBeNull()
      expect(p.PromotionFromDate).not.toBeNull()
    }
    const fresh = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { isNew: true }, { token }),
    )
    expect(fresh.length).toBeGreaterThan(0)
    for (const p of fresh) expect(p.IsDisplayed).toBe(true)
  })

  it('filters by category, format and keyword', async () => {
    const frozen = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { formatId: 3 }, { token }),
    )
    expect(frozen.length).toBeGreaterThan(0)
    for (const p of frozen) expect(p.IsFrozen).toBe(true)
    const sauces = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { categoryId: 2 }, { token }),
    )
    for (const p of sauces) expect(p.CategoryId).toBe(2)
    const found = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { keyword: 'ha cao' }, { token }),
    )
    expect(found.map((p) => p.ProductCode)).toContain('FZ001')
    const english = decoded(
      GetCustomerProductList,
      await call(GetCustomerProductList, { keyword: 'SPRING ROLLS' }, { token }),
    )
    expect(english.map((p) => p.ProductCode)).toContain('FZ004')
  })

  it("refuses another company's catalogue, unknown ids and bad input, in both languages", async () => {
    await expectRefusedInBothLanguages(
      GetCustomerProductList,
      { customerCode: 'D3001' },
      FORBIDDEN_CODE,
      token,
      'notYourCustomer',
      { code: 'D3001' },
    )
    await expectRefusedInBothLanguages(
      GetCustomerProductList,
      { categoryId: '77' },
      MOCK_CODES.notFound,
      token,
      'productCategoryNotFound',
      { id: 77 },
    )
    await expectRefusedInBothLanguages(
      GetCustomerProductList,
      { formatId: '9' },
      MOCK_CODES.notFound,
      token,
      'productFormatNotFound',
      { id: 9 },
    )
    for (const bad of [
      { formatId: '-1' },
      { isPromotion: 'yes' },
      { categoryId: '2.5' },
      { keyword: 'k'.repeat(101) },
    ])
      await expectRefusedInBothLanguages(GetCustomerProductList, bad, MOCK_CODES.badRequest, token)
  })

  it('generated requests decode with the client Schema, or are refused', async () => {
    const ok = await expectGeneratedRequestsAnswered(GetCustomerProductList, {
      token,
      refusals: [FORBIDDEN_CODE, MOCK_CODES.notFound],
      tweak: (input, pick) =>
        pick % 2 === 0
          ? {
              ...input,
              customerCode: pick % 4 === 0 ? undefined : OWN[pick % OWN.length],
              categoryId: undefined,
              formatId: undefined,
              keyword: undefined,
            }
          : input,
    })
    expect(ok).toBeGreaterThan(0)
  })
})

describe('R-API-008 product categories, formats and promotion types', () => {
  it('answer bilingual lists; the formats carry the frozen flag (R-ORD-017, R-ORD-020)', async () => {
    const categories = decoded(GetCategoryList, await call(GetCategoryList, {}, { token }))
    expect(categories.length).toBeGreaterThan(3)
    const formats = decoded(GetProductFormatList, await call(GetProductFormatList, {}, { token }))
    expect(formats.some((f) => f.IsFrozen)).toBe(true)
    expect(formats.some((f) => !f.IsFrozen)).toBe(true)
    const types = decoded(GetPromotionTypeList, await call(GetPromotionTypeList, {}, { token }))
    expect(types.length).toBeGreaterThan(0)
    for (const endpoint of [GetCategoryList, GetProductFormatList, GetPromotionTypeList] as Endpoint[])
      expect(await expectGeneratedRequestsAnswered(endpoint, { token, runs: 3 })).toBe(3)
  })
})

describe('R-API-008 R-HOME-001 Promotion.GetList', () => {
  it('answers running promotions with main and free-of-charge items, filtered by type (R-ORD-011)', async () => {
    const all = decoded(GetPromotionList, await call(GetPromotionList, {}, { token }))
    expect(all.length).toBeGreaterThan(0)
    const today = state().today()
    for (const p of all) {
      expect(p.MainProductList.length).toBeGreaterThan(0)
      expect(p.FocProductList.length).toBeGreaterThan(0)
      expect(p.PromotionToDate >= today).toBe(true)
    }
    const type = all[0]!.PromotionTypeId
    const ofType = decoded(
      GetPromotionList,
      await call(GetPromotionList, { promotionTypeId: type }, { token }),
    )
    expect(ofType.length).toBeGreaterThan(0)
    for (const p of ofType) expect(p.PromotionTypeId).toBe(type)
  })

  it('shows a company only the promotions of products it may order', async () => {
    const mine = decoded(GetPromotionList, await call(GetPromotionList, {}, { token }))
    const distributorOnes = decoded(
      GetPromotionList,
      await call(GetPromotionList, {}, { token: distributor }),
    )
    // The distributor orders no chilled goods: the chilled combo is not offered to it.
    const codes = (list: typeof mine) => list.flatMap((p) => p.MainProductList.map((i) => i.ProductCode))
    expect(codes(mine)).toContain('CH001')
    expect(codes(distributorOnes)).not.toContain('CH001')
  })

  it("refuses another company's promotions, an unknown type and bad input", async () => {
    await expectRefusedInBothLanguages(GetPromotionList, { customerCode: 'C2001' }, FORBIDDEN_CODE, token)
    await expectRefusedInBothLanguages(
      GetPromotionList,
      { promotionTypeId: '50' },
      MOCK_CODES.notFound,
      token,
      'promotionTypeNotFound',
      { id: 50 },
    )
    await expectRefusedInBothLanguages(
      GetPromotionList,
      { promotionTypeId: '0' },
      MOCK_CODES.badRequest,
      token,
    )
    const ok = await expectGeneratedRequestsAnswered(GetPromotionList, {
      token,
      refusals: [FORBIDDEN_CODE, MOCK_CODES.notFound],
      tweak: (input, pick) => (pick % 2 === 0 ? { customerCode: OWN[pick % OWN.length] } : input),
    })
    expect(ok).toBeGreaterThan(0)
  })
})

describe('R-API-008 R-HOME-002 PublicModule', () => {
  it('answers every public text in both languages, or the one asked for', async () => {
    const all = decoded(GetPublicModule, await call(GetPublicModule, {}, { token }))
    expect(all.map((m) => m.ModuleCode).sort()).toEqual([...PUBLIC_MODULE_CODES].sort())
    for (const m of all) expect(m.Content_VN).not.toBe(m.Content_EN)
    const welcome = decoded(
      GetPublicModule,
      await call(GetPublicModule, { moduleCode: 'Welcome' }, { token }),
    )
    expect(welcome.map((m) => m.ModuleCode)).toEqual(['Welcome'])
    await expectRefusedInBothLanguages(
      GetPublicModule,
      { moduleCode: 'Secret' },
      MOCK_CODES.badRequest,
      token,
    )
    expect(await expectGeneratedRequestsAnswered(GetPublicModule, { token, runs: 8 })).toBe(8)
  })
})
