import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { Banner, News, NewsCategory, PublicModule, PUBLIC_MODULE_CODES } from '../../api/contracts/content'
import { WireDateTime } from '../../api/contracts/common'
import { demoAccounts } from '../accounts'
import {
  bannersSeed,
  myQuestionsSeed,
  NEWS_CATEGORIES,
  newsSeed,
  productQaSeed,
  PUBLIC_MODULES,
  type DatedThread,
} from './content'

const BASE = '2025-03-01'
const isWireDateTime = Schema.is(WireDateTime)

const threadsOk = (threads: readonly DatedThread[]) => {
  for (const thread of threads) {
    expect(isWireDateTime(thread.createTime)).toBe(true)
    expect(thread.createTime < `${BASE} 00:00:00`).toBe(true)
    expect(thread.question.vi).not.toBe(thread.question.en)
    for (const reply of thread.replies) {
      expect(reply.createTime > thread.createTime).toBe(true)
      expect(reply.createTime < `${BASE} 00:00:00`).toBe(true)
      expect(reply.content.vi).not.toBe(reply.content.en)
    }
  }
}

describe('content seed (R-HOME-001, R-HOME-002, R-QA-001)', () => {
  it('is deterministic and follows the base date', () => {
    expect(newsSeed(BASE)).toEqual(newsSeed(BASE))
    expect(newsSeed('2025-04-01')[0]?.PublishTime).not.toBe(newsSeed(BASE)[0]?.PublishTime)
  })

  it('decodes with the contract Schemas, in both languages', () => {
    for (const b of bannersSeed()) expect(Schema.decodeUnknownSync(Banner)(b)).toEqual(b)
    for (const c of NEWS_CATEGORIES) expect(Schema.decodeUnknownSync(NewsCategory)(c)).toEqual(c)
    for (const m of PUBLIC_MODULES) {
      expect(Schema.decodeUnknownSync(PublicModule)(m)).toEqual(m)
      expect(m.Content_VN).not.toBe(m.Content_EN)
    }
    expect(PUBLIC_MODULES.map((m) => m.ModuleCode)).toEqual([...PUBLIC_MODULE_CODES])
    for (const n of newsSeed(BASE)) {
      expect(Schema.decodeUnknownSync(News)(n)).toEqual(n)
      expect(n.Title_VN).not.toBe(n.Title_EN)
      expect(n.PublishTime < `${BASE} 00:00:00`).toBe(true)
    }
  })

  it('keeps the news HTML simple: no scripts, handlers, styles or frames', () => {
    for (const n of newsSeed(BASE))
      for (const html of [n.Content_VN, n.Content_EN]) {
        expect(html).not.toMatch(/<(script|style|iframe|object)|\son\w+=|javascript:/i)
        for (const tag of html.match(/<\/?(\w+)/g) ?? [])
          expect(['p', 'ul', 'li', 'strong', 'em']).toContain(tag.replace(/[</]/g, ''))
      }
  })

  it('dates every Q&A thread before the base date, each reply after its question', () => {
    const product = productQaSeed(BASE)
    expect(product.length).toBeGreaterThan(5)
    threadsOk(product)
    for (const account of demoAccounts()) threadsOk(myQuestionsSeed(BASE, account.account))
    expect(myQuestionsSeed(BASE, 'customer@demo.vn').length).toBeGreaterThan(0)
    expect(myQuestionsSeed(BASE, 'nobody@demo.vn')).toEqual([])
  })
})

describe('pictures in one language (decision 0345)', () => {
  it('R-PIC-003 a news cover, shown on a page of either language, holds no words', () => {
    const covers = newsSeed(BASE)
      .map((news) => news.CoverImageURL)
      .filter((url): url is string => url !== null)
    expect(covers.length).toBeGreaterThan(0)
    for (const cover of covers) expect(decodeURIComponent(cover)).not.toMatch(/<text/)
  })
})
