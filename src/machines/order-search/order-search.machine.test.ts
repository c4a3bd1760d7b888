// The search box's machine (R-SEARCH-003, R-SEARCH-004, R-SEARCH-006..008; decision 0363), on a
// simulated clock with a fake search: it asks only after a quiet moment and only a query the
// rules allow; the results shown are always the text's; the arrow keys stay among the results;
// Enter opens the active result's own link; Escape closes the results, then the phone's box.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { OrderSearchHit, OrderSearchResult } from '../../api/contracts/order-search'
import { orderSearchMachine, type OrderSearchEvent } from './order-search.machine'
import { hitLinkOf, hitsInOrder, queryOf, SEARCH_DEBOUNCE_MS, type ResultMove } from './order-search.rules'

const hit = (id: number, status: FeOrderStatus): OrderSearchHit => ({
  Id: id,
  OrderNumber: `BB${String(id).padStart(8, '0')}`,
  OrderSO: null,
  CustomerCode: 'C1001',
  FeOrderStatus: status,
  CreateTime: '2025-03-15 10:00:00',
  MatchedOn: 'orderNumber',
  Matched: `BB${String(id).padStart(8, '0')}`,
})

/** The fake server's answer to a query: as many hits as the query has characters past 2, mod 4. */
function answerOf(query: string): OrderSearchResult {
  const count = (query.length - 2) % 4
  const statuses: FeOrderStatus[] = [0, 1, 6]
  const hits = Array.from({ length: count }, (_, i) => hit(query.length * 10 + i + 1, statuses[i % 3]!))
  const groups = (['draft', 'pending', 'confirmed'] as const).map((list, k) => {
    const orders = hits.filter((h) => h.FeOrderStatus === statuses[k])
    return { List: list, Total: orders.length, Orders: orders }
  })
  return { Groups: groups, Total: count }
}

/** A query holding `x` fails, as a refused or lost request does. */
const fails = (query: string) => query.includes('x')

function start() {
  const clock = new SimulatedClock()
  const asked: string[] = []
  const opened: string[] = []
  let focused = 0
  let shortcut: ((event: OrderSearchEvent) => void) | undefined
  const actor = createActor(
    orderSearchMachine.provide({
      actors: {
        search: fromPromise<OrderSearchResult, { query: string }>(async ({ input }) => {
          asked.push(input.query)
          if (fails(input.query)) throw new Error('refused')
          return answerOf(input.query)
        }),
        watchShortcut: fromCallback<OrderSearchEvent>(({ sendBack }) => {
          shortcut = sendBack
        }),
      },
      actions: {
        openHit: (_, { link }) => void opened.push(link),
        focusBox: () => void (focused += 1),
      },
    }),
    { clock },
  ).start()
  return {
    actor,
    clock,
    asked,
    opened,
    focused: () => focused,
    pressSlash: () => shortcut!({ type: 'search.shortcut' }),
  }
}

/** Lets the fake search's promise settle. */
const settle = () => new Promise((done) => setTimeout(done, 0))

describe('R-SEARCH-003 the box asks after a quiet moment, only for a query of 2 to 50 characters', () => {
  it('R-SEARCH-003 typing waits 250 ms after the last key, trims, and a text too short asks nothing', async () => {
    const { actor, clock, asked } = start()
    actor.send({ type: 'search.type', text: 'B' })
    clock.increment(1000)
    expect(asked).toEqual([])
    actor.send({ type: 'search.type', text: ' BB0' })
    clock.increment(SEARCH_DEBOUNCE_MS - 1)
    actor.send({ type: 'search.type', text: ' BB01 ' })
    clock.increment(SEARCH_DEBOUNCE_MS - 1)
    expect(asked).toEqual([])
    clock.increment(1)
    await settle()
    expect(asked).toEqual(['BB01'])
    expect(actor.getSnapshot().matches({ results: 'shown' })).toBe(true)
  })

  it('R-SEARCH-003 no order found shows the empty state; a failed search offers to try again', async () => {
    const { actor, clock, asked } = start()
    actor.send({ type: 'search.type', text: 'BB0000' }) // 6 characters: (6 - 2) % 4 = 0 hits
    clock.increment(SEARCH_DEBOUNCE_MS)
    await settle()
    expect(actor.getSnapshot().matches({ results: 'empty' })).toBe(true)
    actor.send({ type: 'search.type', text: 'xx' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    await settle()
    expect(actor.getSnapshot().matches({ results: 'failed' })).toBe(true)
    actor.send({ type: 'search.retry' })
    await settle()
    expect(asked).toEqual(['BB0000', 'xx', 'xx'])
  })
})

describe('R-SEARCH-006 R-SEARCH-004 R-SEARCH-008 keys in the box', () => {
  it('R-SEARCH-006 R-SEARCH-004 arrows move through the results, Enter opens the active one, Escape closes', async () => {
    const { actor, clock, opened } = start()
    actor.send({ type: 'search.type', text: 'BB0' }) // 1 hit
    clock.increment(SEARCH_DEBOUNCE_MS)
    await settle()
    actor.send({ type: 'search.type', text: 'BB01' }) // 2 hits
    clock.increment(SEARCH_DEBOUNCE_MS)
    await settle()
    const hits = hitsInOrder(actor.getSnapshot().context.result!.Groups)
    expect(hits).toHaveLength(2)
    actor.send({ type: 'search.choose' })
    expect(opened).toEqual([]) // Enter with no active result opens nothing
    actor.send({ type: 'search.move', move: 'previous' })
    expect(actor.getSnapshot().context.active).toBe(1)
    actor.send({ type: 'search.move', move: 'next' })
    expect(actor.getSnapshot().context.active).toBe(0)
    actor.send({ type: 'search.choose' })
    expect(opened).toEqual([hitLinkOf(hits[0]!)])
    expect(actor.getSnapshot().matches({ results: 'idle' })).toBe(true)
    actor.send({ type: 'search.reopen' })
    await settle()
    expect(actor.getSnapshot().matches({ results: 'shown' })).toBe(true)
    actor.send({ type: 'search.close' })
    expect(actor.getSnapshot().matches({ results: 'idle' })).toBe(true)
  })

  it('R-SEARCH-007 R-SEARCH-008 `/` opens and focuses the box; Escape closes the results first, then the box', async () => {
    const { actor, clock, pressSlash, focused } = start()
    pressSlash()
    expect(actor.getSnapshot().matches({ box: 'expanded' })).toBe(true)
    expect(focused()).toBeGreaterThan(0)
    actor.send({ type: 'search.type', text: 'BB0' })
    clock.increment(SEARCH_DEBOUNCE_MS)
    await settle()
    actor.send({ type: 'search.close' })
    expect(actor.getSnapshot().matches({ results: 'idle', box: 'expanded' })).toBe(true)
    actor.send({ type: 'search.close' })
    expect(actor.getSnapshot().matches({ box: 'collapsed' })).toBe(true)
  })
})

type Step =
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'move'; readonly move: ResultMove }
  | { readonly kind: 'choose' | 'close' | 'reopen' | 'retry' | 'settle' }

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    text: fc.string({ unit: fc.constantFrom('B', 'b', '0', '1', ' ', 'x'), maxLength: 7 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * SEARCH_DEBOUNCE_MS }) }),
  fc.record({
    kind: fc.constant('move' as const),
    move: fc.constantFrom<ResultMove>('next', 'previous', 'first', 'last'),
  }),
  fc.record({
    kind: fc.constantFrom(
      'choose' as const,
      'close' as const,
      'reopen' as const,
      'retry' as const,
      'settle' as const,
    ),
  }),
)

describe('R-SEARCH-003 R-SEARCH-004 R-SEARCH-006 over generated typing, waiting and keys', () => {
  it('R-SEARCH-003 R-SEARCH-004 R-SEARCH-006 asks only allowed queries after a quiet moment, shows only the text’s results, keeps the active result among them, opens its link', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbStep, { maxLength: 30 }), async (steps) => {
        const { actor, clock, asked, opened } = start()
        let quiet = Infinity // simulated ms since the last key
        for (const step of steps) {
          const askedBefore = asked.length
          const before = actor.getSnapshot()
          switch (step.kind) {
            case 'type':
              actor.send({ type: 'search.type', text: step.text })
              quiet = 0
              break
            case 'wait':
              clock.increment(step.ms)
              quiet += step.ms
              break
            case 'move':
              actor.send({ type: 'search.move', move: step.move })
              break
            case 'choose': {
              const hits = before.context.result ? hitsInOrder(before.context.result.Groups) : []
              const openedBefore = opened.length
              actor.send({ type: 'search.choose' })
              const active = before.context.active
              if (before.matches({ results: 'shown' }) && active >= 0)
                expect(opened.slice(openedBefore)).toEqual([hitLinkOf(hits[active]!)])
              else expect(opened.length).toBe(openedBefore)
              break
            }
            default:
              actor.send({ type: `search.${step.kind}` } as OrderSearchEvent)
          }
          await settle()
          const after = actor.getSnapshot()
          for (const query of asked.slice(askedBefore)) {
            // Only a query the rules allow, as the box's text gives it.
            expect(queryOf(query)).toBe(query)
            // Typing asks nothing at once; a wait asks only once the keys were quiet 250 ms.
            if (step.kind === 'type') expect.fail(`asked ${query} while typing`)
            if (step.kind === 'wait') expect(quiet).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS)
          }
          // Typing, waiting and moving never open or close the phone's box.
          if (['type', 'wait', 'move', 'settle'].includes(step.kind))
            expect(after.matches({ box: 'expanded' })).toBe(before.matches({ box: 'expanded' }))
          const { context } = after
          if (after.matches({ results: 'shown' }) || after.matches({ results: 'empty' })) {
            expect(context.query).toBe(queryOf(context.text))
            expect(context.result).toEqual(answerOf(context.query!))
          }
          const count = context.result ? hitsInOrder(context.result.Groups).length : 0
          expect(context.active).toBeGreaterThanOrEqual(-1)
          expect(context.active).toBeLessThan(Math.max(count, 0) || 1)
          if (!after.matches({ results: 'shown' })) expect(context.active === -1 || count > 0).toBe(true)
        }
        actor.stop()
      }),
      { numRuns: 150 },
    )
  })
})
