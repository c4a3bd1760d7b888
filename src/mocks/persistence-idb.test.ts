// The browser's persistence over a real IndexedDB (fake-indexeddb in Node, decision 0150): two
// pages open the same database, as two tabs do; appends add and never overwrite; the seed is one
// transaction; a set-aside record is kept and its place held.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { CreateOpenOrder } from '../api/contracts/order'
import { orderBody } from '../test/order-contract'
import { ask, placedIds, signIn, tabOver } from '../test/tabs'
import { setAsideMark } from '../backend/event-records'
import { LogConflictError } from '../backend/persistence'
import { indexedDbPersistence } from './persistence-idb'

let databases = 0
/** A database of its own for each test: the pages of one test share it. */
const freshName = () => `ordering-portal-test-${++databases}`

const meta = { version: 2, baseDate: '2025-03-15', offsetDays: 0 }
const record = (seq: number) => ({ seq, kind: 'test' })

describe('R-DATA-001 IndexedDB shared by tabs', () => {
  it('two pages over one database placing orders at once lose none; a reload sees them all', async () => {
    const name = freshName()
    const first = tabOver(indexedDbPersistence(name))
    await first.ready()
    const second = tabOver(indexedDbPersistence(name))
    await second.ready()
    const [tokenA, tokenB] = [await signIn(first), await signIn(second)]
    const body = (note: string) => orderBody(first.state.orders.catalog, { note })
    const ids = placedIds(
      await Promise.all([
        ask(first, CreateOpenOrder, body('A1'), tokenA),
        ask(second, CreateOpenOrder, body('B1'), tokenB),
        ask(first, CreateOpenOrder, body('A2'), tokenA),
        ask(second, CreateOpenOrder, body('B2'), tokenB),
      ]),
    )
    first.close()
    second.close()
    const reload = tabOver(indexedDbPersistence(name))
    expect((await reload.state.orders.ready()).source).toBe('stored')
    reload.close()
    const notes = ids.map((id) => reload.state.orders.store.order(id)?.document.Note)
    expect(notes.sort()).toEqual(['A1', 'A2', 'B1', 'B2'])
  })

  it('an append at a taken position is refused and writes none of its records', async () => {
    const storage = indexedDbPersistence(freshName())
    await storage.seed({ meta, records: [record(1)], files: [] })
    await storage.appendLog([record(2)])
    await expect(storage.appendLog([record(3), record(2)])).rejects.toBeInstanceOf(LogConflictError)
    expect(await storage.loadLog()).toEqual([record(1), record(2)])
    expect(await storage.loadLog(1)).toEqual([record(2)])
  })
})

describe('R-DATA-004 IndexedDB seed', () => {
  it('is all or nothing: a seed that fails part way leaves the storage as it was', async () => {
    const storage = indexedDbPersistence(freshName())
    // A record without its key cannot be added: the transaction aborts after meta and files were put.
    const broken = [record(1), { kind: 'no seq' } as never]
    const file = {
      meta: {
        id: 'a'.repeat(32),
        fileName: 'a.png',
        contentType: 'image/png',
        size: 1,
        createTime: '2025-03-15 10:00:00',
        account: null,
      },
      bytes: new Uint8Array([1]),
    }
    await expect(storage.seed({ meta, records: broken, files: [file] })).rejects.toBeDefined()
    expect(await storage.loadMeta()).toBeUndefined()
    expect(await storage.loadLog()).toEqual([])
    expect(await storage.loadFileMetas()).toEqual([])
    await storage.seed({ meta, records: [record(1)], files: [file] })
    expect(await storage.loadMeta()).toEqual(meta)
    expect(await storage.loadFileMetas()).toEqual([file.meta])
    expect(await storage.getFileBytes(file.meta.id)).toEqual(file.bytes)
  })
})

describe('R-DATA-002 IndexedDB set-aside store', () => {
  it('keeps the record as found and holds its place in the log with a mark', async () => {
    const storage = indexedDbPersistence(freshName())
    await storage.seed({ meta, records: [record(1), record(2), record(3)], files: [] })
    const entry = { seq: 2, record: record(2), reason: 'bad', at: '2025-03-15T03:00:00.000Z' }
    await storage.setAside([entry], setAsideMark)
    expect(await storage.loadSetAside()).toEqual([entry])
    expect(await storage.loadLog()).toEqual([record(1), setAsideMark(2), record(3)])
  })
})
