// The state of the catalogue, content, customer, profile, workplace and Q&A groups of the mock
// backend, one per backend instance (createMockBackend). The seeds are plain data; what users
// change (questions sent, monthly inventories uploaded) lives in @msw/data collections validated
// by Schemas (the questions customers send are records of the event log, decision 0230). `reset()` rebuilds all of it from the seed for the business day of `now()`.
import { Collection } from '@msw/data'
import dayjs from 'dayjs'
import { Schema } from 'effect'
import type { Banner, News, NewsCategory, PublicModule } from '../api/contracts/content'
import { EntityId, FileLink, WireDateTime } from '../api/contracts/common'
import type { QaItem } from '../api/contracts/customer'
import { MonthlyInventory } from '../api/contracts/workplace'
import type { Language } from '../i18n/languages'
import { catalogSeed, productCodeNamedIn, type CatalogSeed } from './seed/catalog'
import {
  bannersSeed,
  myQuestionsSeed,
  NEWS_CATEGORIES,
  newsSeed,
  productQaSeed,
  PUBLIC_MODULES,
  SEEDED_QUESTION_ACCOUNTS,
  type DatedThread,
} from './seed/content'

/** A reply as stored: seeded ones keep an English translation, a user's text is kept as written. */
export const StoredReply = Schema.Struct({
  ReplyId: EntityId,
  ReplyContent: Schema.String,
  ReplyContent_EN: Schema.NullOr(Schema.String),
  CreateTime: WireDateTime,
  ReplyAttachments: Schema.Array(FileLink),
})
export type StoredReply = Schema.Schema.Type<typeof StoredReply>

/** A customer's question as stored, with the account that asked it. */
export const StoredQuestion = Schema.Struct({
  Id: EntityId,
  Account: Schema.String,
  Question: Schema.String,
  Question_EN: Schema.NullOr(Schema.String),
  /** The product a seeded question is about (decision 0345); a sent one is matched by the names it holds. */
  ProductCode: Schema.optional(Schema.String),
  CreateTime: WireDateTime,
  QuestionAttachments: Schema.Array(FileLink),
  ReplyList: Schema.Array(StoredReply),
})
export type StoredQuestion = Schema.Schema.Type<typeof StoredQuestion>

/** A stored question in the caller's language, as the wire carries it (QaItem). */
export function qaItemOf(question: StoredQuestion, language: Language): QaItem {
  const english = language === 'en'
  const product = question.ProductCode ?? productCodeNamedIn([question.Question, question.Question_EN ?? ''])
  return {
    Id: question.Id,
    QuestionId: question.Id,
    Question: (english ? question.Question_EN : null) ?? question.Question,
    ...(product === undefined ? {} : { ProductCode: product }),
    CreateTime: question.CreateTime,
    QuestionAttachments: question.QuestionAttachments.map((f) => ({
      FileName: f.FileName,
      FileURL: f.FileURL,
    })),
    ReplyList: question.ReplyList.map((r) => ({
      ReplyId: r.ReplyId,
      ReplyContent: (english ? r.ReplyContent_EN : null) ?? r.ReplyContent,
      CreateTime: r.CreateTime,
      ReplyAttachments: r.ReplyAttachments.map((f) => ({ FileName: f.FileName, FileURL: f.FileURL })),
    })),
  }
}

export interface ContentData {
  readonly banners: readonly Banner[]
  readonly newsCategories: readonly NewsCategory[]
  /** Newest first. */
  readonly news: readonly News[]
  readonly publicModules: readonly PublicModule[]
  /** The product Q&A page, newest first, stored like a customer's questions. */
  readonly productQa: readonly StoredQuestion[]
}

export interface CatalogStateOptions {
  /** The business time, `YYYY-MM-DD HH:mm:ss`. Default: the wall clock. */
  readonly now?: () => string
  /**
   * The day the seed is built for, read at start and at every reset. Default: the business day of
   * `now()`. The order store keeps its own base date; wire it here so both seeds agree.
   */
  readonly baseDate?: () => string
}

export interface CatalogState {
  readonly now: () => string
  /** The business day, `YYYY-MM-DD`. */
  readonly today: () => string
  readonly catalog: CatalogSeed
  readonly content: ContentData
  readonly questions: ReturnType<typeof questionCollection>
  readonly inventories: ReturnType<typeof inventoryCollection>
  /** Settles once the collections hold the seed; handlers await it. */
  readonly ready: Promise<void>
  /** Restores the seed (for the current base date), dropping what users changed. */
  reset(): Promise<void>
  /** The highest id the seed's questions and replies use: sent questions take ids above it. */
  lastSeededQaId(): number
  nextInventoryId(): number
}

const questionCollection = () => new Collection({ schema: Schema.standardSchemaV1(StoredQuestion) })
const inventoryCollection = () => new Collection({ schema: Schema.standardSchemaV1(MonthlyInventory) })

const wallClock = () => dayjs().format('YYYY-MM-DD HH:mm:ss')

function stored(thread: DatedThread, account: string, id: number, firstReplyId: number): StoredQuestion {
  return {
    Id: id,
    Account: account,
    Question: thread.question.vi,
    Question_EN: thread.question.en,
    ...(thread.product === null ? {} : { ProductCode: thread.product }),
    CreateTime: thread.createTime,
    QuestionAttachments: [...thread.attachments],
    ReplyList: thread.replies.map((r, i) => ({
      ReplyId: firstReplyId + i,
      ReplyContent: r.content.vi,
      ReplyContent_EN: r.content.en,
      CreateTime: r.createTime,
      ReplyAttachments: [...r.attachments],
    })),
  }
}

/** Seeded questions and product Q&A share one id space; replies too (as a real table would). */
function seedThreads(baseDate: string) {
  let questionId = 0
  let replyId = 0
  const take = (thread: DatedThread, account: string) => {
    const question = stored(thread, account, ++questionId, replyId + 1)
    replyId += thread.replies.length
    return question
  }
  const productQa = productQaSeed(baseDate).map((thread) => take(thread, ''))
  const mine = SEEDED_QUESTION_ACCOUNTS.flatMap((account) =>
    myQuestionsSeed(baseDate, account).map((thread) => take(thread, account)),
  )
  return { productQa, mine, lastId: Math.max(questionId, replyId) }
}

export function createCatalogState(options: CatalogStateOptions = {}): CatalogState {
  const now = options.now ?? wallClock
  const today = () => now().slice(0, 10)
  const baseDate = options.baseDate ?? today
  let qaId = 0
  let inventoryId = 0

  const build = (baseDate: string) => {
    const threads = seedThreads(baseDate)
    return {
      catalog: catalogSeed(baseDate),
      content: {
        banners: bannersSeed(),
        newsCategories: NEWS_CATEGORIES,
        news: newsSeed(baseDate).sort((a, b) => b.PublishTime.localeCompare(a.PublishTime) || b.Id - a.Id),
        publicModules: PUBLIC_MODULES,
        productQa: threads.productQa,
      },
      threads,
    }
  }

  const initial = build(baseDate())
  const state: { -readonly [K in keyof CatalogState]: CatalogState[K] } = {
    now,
    today,
    catalog: initial.catalog,
    content: initial.content,
    questions: questionCollection(),
    inventories: inventoryCollection(),
    ready: Promise.resolve(),
    // Resets run one after another, never interleaved.
    reset: () => {
      state.ready = state.ready.then(load, load)
      return state.ready
    },
    lastSeededQaId: () => qaId,
    nextInventoryId: () => ++inventoryId,
  }

  // The new collections fill aside and replace the old ones at once: a handler never reads a
  // half-restored state.
  async function load() {
    const built = build(baseDate())
    const freshQuestions = questionCollection()
    for (const question of built.threads.mine) await freshQuestions.create(question)
    state.catalog = built.catalog
    state.content = built.content
    state.questions = freshQuestions
    state.inventories = inventoryCollection()
    qaId = built.threads.lastId
    inventoryId = 0
  }

  // The seed data is there at once; the collections fill before the first handler reads them.
  void state.reset()
  return state
}
