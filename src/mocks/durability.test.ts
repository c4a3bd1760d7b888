// The mock backend's storage as a trustworthy server's (decisions 0150-0153): tabs share one log
// and lose nothing, a bad stored record is set aside and the user told, a failed write answers a
// non-zero code, and an interrupted seeding is redone at the next start.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { CreateDraftOrder, CreateOpenOrder } from '../api/contracts/order'
import type { ToastMessage } from '../lib/notify'
import { backendText, type Answer } from '../test/mock-contract'
import { orderBody } from '../test/order-contract'
import { ask, placedIds, signIn, tabOver } from '../test/tabs'
import type { MockBackend } from './handlers'
import {
  memoryPersistence,
  type Persistence,
  type SeedContents,
  type StoredMeta,
} from '../backend/persistence'

describe('R-DATA-001 one log for all tabs', () => {
  it('two tabs placing orders at once over one stored log lose none: a reload sees every acknowledged order', async () => {
    const persistence = memoryPersistence()
    const first = tabOver(persistence)
    await first.ready()
    const second = tabOver(persistence)
    await second.ready()
    const [tokenA, tokenB] = [await signIn(first), await signIn(second)]
    const body = (note: string) => orderBody(first.state.orders.catalog, { note })
    const answers = await Promise.all([
      ask(first, CreateOpenOrder, body('tab A 1'), tokenA),
      ask(second, CreateOpenOrder, body('tab B 1'), tokenB),
      ask(first, CreateOpenOrder, body('tab A 2'), tokenA),
      ask(second, CreateOpenOrder, body('tab B 2'), tokenB),
    ])
    const ids = placedIds(answers)
    expect(new Set(ids).size).toBe(4)
    const seqs = ((await persistence.loadLog()) as { seq: number }[]).map((r) => r.seq)
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    const reload = tabOver(persistence)
    await reload.ready()
    const notes = ids.map((id) => reload.state.orders.store.order(id)?.document.Note)
    expect(notes.sort()).toEqual(['tab A 1', 'tab A 2', 'tab B 1', 'tab B 2'])
  })
})

describe('R-DATA-002 a bad stored record', () => {
  it('is set aside (kept, not deleted) before any request is answered; the other orders stay, and the user is told', async () => {
    const persistence = memoryPersistence()
    const first = tabOver(persistence)
    await first.ready()
    const orderCount = first.state.orders.store.orderCount
    const bad = { seq: first.state.orders.store.log.length + 1, kind: 'order', orderId: 1 }
    await persistence.appendLog([bad as never])
    const told: ToastMessage[] = []
    const reload = tabOver(persistence, { tellUser: (toast) => void told.push(toast) })
    const token = await signIn(reload)
    expect(reload.state.orders.store.orderCount).toBe(orderCount)
    expect(await persistence.loadSetAside()).toEqual([expect.objectContaining({ record: bad })])
    expect(told).toEqual([expect.objectContaining({ severity: 'warn' })])
    expect(told[0]!.text).toBe(backendText('vi', 'storage.setAside', { count: 1 }))
    // Nothing was reseeded: the log still holds every record of the first start.
    expect((await persistence.loadLog()).length).toBe(first.state.orders.store.log.length + 1)
    expect(token).toBeTruthy()
  })
})

describe('R-DATA-002 a bad stored record and another tab', () => {
  it('whose reset comes between the check and the set-aside: nothing of the new log is marked over, and the start folds the new log', async () => {
    const persistence = memoryPersistence()
    const first = tabOver(persistence)
    await first.ready()
    const seedLength = first.state.orders.store.log.length
    const bad = { seq: seedLength + 1, kind: 'order', orderId: 1 }
    await persistence.appendLog([bad as never])
    // The other tab resets the data once this one has read the log, before it sets anything aside.
    let reset: Promise<unknown> | undefined
    const racing = new Proxy(persistence, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown
        if (name !== 'loadLog') return value
        return async () => {
          const log = await target.loadLog()
          reset ??= first.state.orders.reset()
          await reset
          return log
        }
      },
    })
    const reload = tabOver(racing)
    await reload.ready()
    expect(await persistence.loadSetAside()).toEqual([])
    const stored = (await persistence.loadLog()) as { kind: string }[]
    expect(stored).toHaveLength(seedLength)
    expect(stored.filter((record) => record.kind === 'set-aside')).toEqual([])
    expect(reload.state.orders.store.log.length).toBe(seedLength)
    expect(reload.state.orders.store.orderCount).toBe(first.state.orders.store.orderCount)
  })
})

describe('R-DATA-002 a bad stored record and a tab that keeps resetting', () => {
  it('starts again in the write turn once, where no reset can come between, and folds the log it finds there', async () => {
    const persistence = memoryPersistence()
    const first = tabOver(persistence)
    await first.ready()
    const seedLength = first.state.orders.store.log.length
    // Each one differs from the last, so the start's set-aside finds the record it read replaced.
    let bad = 0
    const badRecord = () => ({ seq: seedLength + 1, kind: 'order', orderId: ++bad }) as never
    await persistence.appendLog([badRecord()])
    // Outside the write turn, every read of the log is followed by another tab's reset and a new
    // bad record: a start that only started over outside the turn would never end.
    let inTurn = false
    let started = false
    let readsOutsideTheTurn = 0
    const resetting = new Proxy(persistence, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown
        if (name === 'exclusive')
          return async <T>(task: () => Promise<T>) =>
            target.exclusive(async () => {
              inTurn = true
              try {
                return await task()
              } finally {
                inTurn = false
              }
            })
        if (name !== 'loadLog') return value
        return async () => {
          const log = await target.loadLog()
          // At most 10 times, so that a start that never ends fails the test rather than hangs it.
          if (!inTurn && !started && readsOutsideTheTurn < 10) {
            readsOutsideTheTurn++
            await first.state.orders.reset()
            await target.appendLog([badRecord()])
          }
          return log
        }
      },
    })
    const reload = tabOver(resetting)
    await reload.ready()
    started = true
    reload.close()
    first.close()
    expect(readsOutsideTheTurn).toBe(1)
    expect(await persistence.loadSetAside()).toHaveLength(1)
    expect(reload.state.orders.store.log.length).toBe(seedLength + 1)
  })
})

describe('R-DATA-003 a write that fails', () => {
  it('answers a non-zero code, and the order is not there after a reload', async () => {
    const persistence = memoryPersistence()
    const tab = tabOver(persistence)
    await tab.ready()
    const token = await signIn(tab)
    const before = tab.state.orders.store.log.length
    persistence.appendLog = () => Promise.reject(new DOMException('disk full', 'QuotaExceededError'))
    const answer = await ask(tab, CreateOpenOrder, orderBody(tab.state.orders.catalog), token)
    expect(answer.code).not.toBe(0)
    expect(answer.message).toBe(backendText('vi', 'storage.writeFailed'))
    expect(tab.state.orders.store.log.length).toBe(before)
    const reload = tabOver(persistence)
    await reload.ready()
    reload.close()
    expect(reload.state.orders.store.log.length).toBe(before)
    expect(reload.state.orders.store.orderCount).toBe(tab.state.orders.store.orderCount)
  })
})

const WRITES = new Set([
  'saveMeta',
  'appendLog',
  'replaceLog',
  'seed',
  'putFile',
  'clearFiles',
  'saveSnapshot',
  'setAside',
])

/**
 * The storage as a page that is closed at its `k`-th write leaves it: that write and every later
 * one never happen, and its write turn is released (a closed page's Web Lock is).
 */
function closedAtWrite(persistence: Persistence, k: number): Persistence {
  let writes = 0
  return new Proxy(persistence, {
    get(target, name, receiver) {
      if (name === 'exclusive') return <T>(task: () => Promise<T>) => task()
      const value = Reflect.get(target, name, receiver) as unknown
      if (typeof value !== 'function' || !WRITES.has(String(name))) return value
      return (...args: unknown[]) =>
        ++writes >= k ? new Promise(() => {}) : (value as (...a: unknown[]) => unknown).apply(target, args)
    },
  })
}

describe('R-DATA-004 seeding', () => {
  it('interrupted at any of its writes (a reload on the first start) is redone in full at the next start', async () => {
    const fresh = tabOver(memoryPersistence())
    await fresh.ready()
    const seeded = fresh.state.orders.store.orderCount
    expect(seeded).toBeGreaterThan(20)
    for (let k = 1; k <= 6; k++) {
      const persistence = memoryPersistence()
      const closing = tabOver(closedAtWrite(persistence, k))
      // The page goes away while the seed is written; give it time to get as far as it can.
      await Promise.race([closing.ready(), new Promise((resolve) => setTimeout(resolve, 50))])
      const next = tabOver(persistence)
      await next.ready()
      expect(next.state.orders.store.orderCount, `closed at write ${k}`).toBe(seeded)
      expect(next.state.orders.db.files.count(), `closed at write ${k}`).toBe(
        fresh.state.orders.db.files.count(),
      )
    }
  })
})

/** Stored contents of a seeded start, to give each run of a property a fresh copy. */
async function seededContents(): Promise<SeedContents> {
  const persistence = memoryPersistence()
  const tab = tabOver(persistence)
  await tab.ready()
  tab.close()
  const metas = await persistence.loadFileMetas()
  return {
    meta: (await persistence.loadMeta()) as StoredMeta,
    records: (await persistence.loadLog()) as { seq: number }[],
    files: await Promise.all(
      metas.map(async (meta) => ({ meta, bytes: (await persistence.getFileBytes(meta.id))! })),
    ),
  }
}

type Command = { readonly kind: 'place' | 'draft'; readonly note: string }

/** A tab's storage whose reads and appends resolve when the property's scheduler says. */
function scheduledStorage(persistence: Persistence, s: fc.Scheduler, tab: string): Persistence {
  return new Proxy(persistence, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown
      if (name !== 'loadLog' && name !== 'appendLog' && name !== 'exclusive') return value
      const run = (value as (...a: unknown[]) => Promise<unknown>).bind(target)
      return (...args: unknown[]) =>
        s.schedule(Promise.resolve(), `${tab} ${String(name)}`).then(() => run(...args))
    },
  })
}

const send = (tab: MockBackend, token: string, command: Command): Promise<Answer> =>
  ask(
    tab,
    command.kind === 'place' ? CreateOpenOrder : CreateDraftOrder,
    orderBody(tab.state.orders.catalog, { note: command.note }),
    token,
  )

describe('R-DATA-005 interleaved tabs', () => {
  it("for any interleaving of two tabs' commands, the log equals one serial history and holds every acknowledged command", async () => {
    const seed = await seededContents()
    const commands = (tab: string) =>
      fc
        .array(fc.constantFrom<Command['kind']>('place', 'draft'), { minLength: 1, maxLength: 4 })
        .map((kinds) => kinds.map((kind, i): Command => ({ kind, note: `${tab}${i}` })))
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), commands('A'), commands('B'), async (s, fromA, fromB) => {
        const shared = memoryPersistence()
        await shared.seed(seed)
        const [a, b] = [tabOver(scheduledStorage(shared, s, 'A')), tabOver(scheduledStorage(shared, s, 'B'))]
        const started = s.waitFor(Promise.all([a.ready(), b.ready(), signIn(a), signIn(b)]))
        const [, , tokenA, tokenB] = await started
        const answers = await s.waitFor(
          Promise.all([
            ...fromA.map((c) => send(a, tokenA, c).then((answer) => ({ c, answer }))),
            ...fromB.map((c) => send(b, tokenB, c).then((answer) => ({ c, answer }))),
          ]),
        )
        a.close()
        b.close()
        placedIds(answers.map((x) => x.answer))
        // Every acknowledged command is in the stored log, once, at dense positions.
        const stored = (await shared.loadLog()) as {
          seq: number
          kind: string
          document?: { Note: string }
        }[]
        expect(stored.map((r) => r.seq)).toEqual(stored.map((_, i) => i + 1))
        const added = stored.slice(seed.records.length)
        const notes = added.map((r) => r.document?.Note)
        expect([...notes].sort()).toEqual(answers.map((x) => x.c.note).sort())
        // Each tab's own commands keep their order only if it waited; both were sent at once, so
        // any order is a serial history: replaying the commands one by one in the log's order on
        // a single backend gives the same log.
        const serial = memoryPersistence()
        await serial.seed(seed)
        const one = tabOver(serial)
        const token = await signIn(one)
        const byNote = new Map(answers.map((x) => [x.c.note, x.c]))
        for (const note of notes) expect((await send(one, token, byNote.get(note!)!)).code).toBe(0)
        one.close()
        expect(await serial.loadLog()).toEqual(stored)
      }),
      { numRuns: 25 },
    )
  }, 120_000)
})
