// Questions customers send are records of the shared event log (decision 0230, R-QA-004): two
// tabs over one stored log both see them, a reload keeps them, ids never collide, and a question
// is read back only by its author.
import { describe, expect, it } from 'vitest'
import { GetMyQuestionHistory, SendCustomerQuestion } from '../api/contracts/customer'
import type { QaItem } from '../api/contracts/customer'
import { ask, signIn, tabOver } from '../test/tabs'
import { memoryPersistence } from '../backend/persistence'
import type { MockBackend } from './handlers'

const history = async (tab: MockBackend, token: string) =>
  (await ask(tab, GetMyQuestionHistory, {}, token)).data as QaItem[]

describe('R-QA-004 questions in the event log', () => {
  it('a question sent in one tab shows in another and after a reload', async () => {
    const persistence = memoryPersistence()
    const first = tabOver(persistence)
    await first.ready()
    const second = tabOver(persistence)
    await second.ready()
    const [tokenA, tokenB] = [await signIn(first), await signIn(second)]
    const seeded = await history(first, tokenA)
    const answers = await Promise.all([
      ask(first, SendCustomerQuestion, { question: 'tab A', questionAttachments: [] }, tokenA),
      ask(second, SendCustomerQuestion, { question: 'tab B', questionAttachments: [] }, tokenB),
    ])
    expect(answers.map((a) => a.code)).toEqual([0, 0])
    const inSecond = await history(second, tokenB)
    expect(inSecond.length).toBe(seeded.length + 2)
    expect(inSecond.map((q) => q.Question)).toEqual(expect.arrayContaining(['tab A', 'tab B']))
    // Ids are unique across the seed's threads and both tabs' questions.
    expect(new Set(inSecond.map((q) => q.Id)).size).toBe(inSecond.length)
    const log = (await persistence.loadLog()) as { kind: string }[]
    expect(log.filter((r) => r.kind === 'question')).toHaveLength(2)

    const reload = tabOver(persistence)
    const token = await signIn(reload)
    expect((await history(reload, token)).map((q) => q.Id).sort()).toEqual(inSecond.map((q) => q.Id).sort())
    expect(
      (await history(reload, await signIn(reload, 'credit@demo.vn'))).some((q) => q.Question === 'tab A'),
    ).toBe(false)
    for (const tab of [first, second, reload]) tab.close()
  })

  it('the newest question comes first, before the seeded threads', async () => {
    const tab = tabOver(memoryPersistence())
    const token = await signIn(tab)
    await ask(tab, SendCustomerQuestion, { question: 'newest', questionAttachments: [] }, token)
    const items = await history(tab, token)
    expect(items[0]?.Question).toBe('newest')
    expect(items[0]?.ReplyList).toEqual([])
    tab.close()
  })
})
