// The order backend's start-up, persistence and seed: a reload (a new backend over the same
// persistence) loses nothing; a stored log of another version, or a broken one, gives the seed;
// the seed is the same for the same base date (R-API-042) and covers every status.
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../api/contracts/common'
import { fixedClock } from '../test/order-contract'
import { demoAccounts } from './accounts'
import { createOrderBackend } from './order-backend'
import { memoryPersistence, STORAGE_VERSION } from './persistence'
import { catalogSeed } from './seed/catalog'
import { buildSeed } from './seed'
import { TINY_PNG } from './file-content'

const backendOver = (persistence = memoryPersistence(), realNow = fixedClock) =>
  createOrderBackend({ accounts: demoAccounts, persistence, realNow })

describe('R-API-042 the seed', () => {
  it('is deterministic: the same base date gives the same log and the same files', async () => {
    const counted = () => {
      let n = 0
      return () => (++n).toString(16).padStart(32, '0')
    }
    const input = { baseDate: '2025-03-15', catalog: catalogSeed('2025-03-15'), accounts: demoAccounts() }
    const [a, b] = [
      await buildSeed({ ...input, fileId: counted() }),
      await buildSeed({ ...input, fileId: counted() }),
    ]
    expect(a.records).toEqual(b.records)
    expect(a.files).toEqual(b.files)
    const other = await buildSeed({
      ...input,
      fileId: counted(),
      baseDate: '2025-04-01',
      catalog: catalogSeed('2025-04-01'),
    })
    expect(other.records).not.toEqual(a.records)
  })

  it('has orders in every status, drafts to cancelled, for the voucher customer; the others in every status their terms allow', async () => {
    const backend = backendOver()
    await backend.ready()
    const statuses = (account: string) =>
      new Set([...backend.store.orders()].filter((o) => o.account === account).map((o) => o.status))
    expect([...statuses('customer@demo.vn')].sort()).toEqual([...FE_ORDER_STATUSES].sort())
    for (const account of ['credit@demo.vn', 'distributor@demo.vn'])
      expect([...statuses(account)].sort()).toEqual([0, 1, 3, 4, 5, 6, 7, 8].sort())
    const all = [...backend.store.orders()]
    expect(all.some((o) => o.change?.newEta)).toBe(true)
    expect(all.some((o) => o.change?.newShippingAddress)).toBe(true)
    expect(all.some((o) => o.status === 8 && o.cancel?.reason && o.cancel.note)).toBe(true)
    expect(
      all.some(
        (o) => o.details.WarehouseConfirmed === 1 && (o.details.OrderProductPackList ?? []).length > 0,
      ),
    ).toBe(true)
    // Ids follow creation time, which the lists sort on.
    const created = all.map((o) => o.createTime)
    expect(created).toEqual([...created].sort())
  })
})

describe('persistence', () => {
  it('a reload over the same persistence rebuilds the same orders, notifications, files and clock', async () => {
    const persistence = memoryPersistence()
    const first = backendOver(persistence)
    expect((await first.ready()).source).toBe('seed')
    const state = [...first.store.orders()].find((o) => o.status === 1)!
    await first.commands.act(state, { type: 'ApproveOrder', by: 'backOffice', at: first.clock.now() })
    const file = await first.storeFile(
      {
        FileName: 'a.png',
        ContentType: 'image/png',
        Size: TINY_PNG.byteLength,
        CreateTime: first.clock.now(),
        Account: null,
      },
      TINY_PNG,
    )
    await first.advanceClock(2)
    const second = backendOver(persistence)
    const report = await second.ready()
    expect(report.source).toBe('stored')
    expect(report.setAside).toBe(0)
    expect(second.store.log).toEqual(first.store.log)
    expect(second.store.order(state.id)!.status).toBe(first.store.order(state.id)!.status)
    expect(second.store.notificationsOf('customer@demo.vn')).toEqual(
      first.store.notificationsOf('customer@demo.vn'),
    )
    expect(second.clock.offsetDays).toBe(2)
    expect(second.db.files.count()).toBe(first.db.files.count())
    expect(await second.fileBytes(file.Id)).toEqual(TINY_PNG)
  })

  it('storage of another version is replaced by the seed', async () => {
    const old = memoryPersistence()
    await old.saveMeta({ version: STORAGE_VERSION - 1, baseDate: '2020-01-01', offsetDays: 9 })
    const fresh = backendOver(old)
    expect((await fresh.ready()).source).toBe('seed')
    expect(fresh.baseDate).toBe('2025-03-15')
    expect(fresh.clock.offsetDays).toBe(0)
    expect(await old.loadLog()).toEqual([...fresh.store.log])
  })

  it('R-API-040 with a snapshot key, a start-up that folded many records keeps a snapshot; the next one starts from it, and a reset drops it', async () => {
    const persistence = memoryPersistence()
    const options = { snapshotKey: 'build-1', snapshotAfter: 10 }
    const first = createOrderBackend({ accounts: demoAccounts, persistence, realNow: fixedClock, ...options })
    await first.ready()
    const seedLength = first.store.log.length
    // The seed is written and replayed from memory: nothing stored to start from yet.
    expect(await first.snapshotKept()).toBe(false)
    const second = createOrderBackend({
      accounts: demoAccounts,
      persistence,
      realNow: fixedClock,
      ...options,
    })
    expect((await second.ready()).timings?.fromSnapshot).toBe(0)
    expect(await second.snapshotKept()).toBe(true)
    const state = [...second.store.orders()].find((o) => o.status === 1)!
    await second.commands.act(state, { type: 'ApproveOrder', by: 'backOffice', at: second.clock.now() })
    const third = createOrderBackend({ accounts: demoAccounts, persistence, realNow: fixedClock, ...options })
    const report = await third.ready()
    // Only the records after the snapshot were folded: too few to keep another.
    expect(report.timings?.fromSnapshot).toBe(seedLength)
    expect(third.store.log.length).toBeGreaterThan(seedLength)
    expect(await third.snapshotKept()).toBe(false)
    expect(third.store.order(state.id)!.status).toBe(second.store.order(state.id)!.status)
    expect(third.store.db.orders.all()).toEqual(second.store.db.orders.all())
    // Another build ignores it; a reset replaces the log and drops it.
    const other = createOrderBackend({
      accounts: demoAccounts,
      persistence,
      realNow: fixedClock,
      snapshotKey: 'build-2',
    })
    expect((await other.ready()).timings?.fromSnapshot).toBe(0)
    await third.reset()
    expect(await persistence.loadSnapshot()).toBeUndefined()
  })
})
