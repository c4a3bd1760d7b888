// The order backend's benchmark (decisions 0037, 0041), loaded by scripts/bench.mjs through Vite's
// SSR module loader: for each size, a generated log of orders spread over every status is replayed
// by the event store as at start-up (fold it through the lifecycle machine, build the @msw/data
// projection; then check every record against its Schema, which the backend does after start-up),
// then filtered, paginated list queries run through the real MSW handlers (msw's getResponse).
// Measured, never asserted.
import { getResponse } from 'msw'
import type { FeOrderStatus } from '../src/api/contracts/common'
import { demoAccounts } from '../src/backend/accounts'
import { shiftDate } from '../src/backend/clock'
import type { StoreRecord } from '../src/backend/event-records'
import { neverSlice } from '../src/lib/next-task'
import { EventStore, verifyRecords } from '../src/backend/event-store'
import { createMockBackend } from '../src/mocks/handlers'
import { catalogSeed } from '../src/backend/seed/catalog'
import { generateOrders } from '../src/backend/seed/generated-orders'

/** The bench's "now": 2030-01-01 10:00 in Vietnam; orders are created in the year before it. */
const NOW = new Date('2030-01-01T03:00:00Z')
const TODAY = '2030-01-01'
const FIRST_DAY = '2029-01-01'
const ORIGIN = 'http://bench.test'

/** `count` orders over every demo company and status (the generator the large demo data set uses too, decision 0287). */
export function generateLog(count: number): StoreRecord[] {
  return generateOrders({ count, catalog: catalogSeed(TODAY), accounts: demoAccounts(), today: TODAY })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
/** CPU time of this process (all its threads: the collector's too), in ms: less swayed by other loads than wall time. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

export interface BenchRow {
  readonly orders: number
  readonly records: number
  readonly validateMs: number
  readonly foldMs: number
  readonly projectMs: number
  readonly startupMs: number
  readonly startupCpuMs: number
  readonly pendingQueryMs: number
  readonly pendingQueryCpuMs: number
  readonly mallQueryMs: number
  readonly mallQueryCpuMs: number
  readonly pendingTotal: number
  readonly mallTotal: number
  readonly heapMb: number
  /** Start-up from a snapshot of the folded log (decision 0041): restore, then the projection. */
  readonly snapshotRestoreMs: number
  readonly snapshotProjectMs: number
  readonly snapshotStartupMs: number
  readonly snapshotStartupCpuMs: number
  /** A structured clone of the snapshot: about what reading it back from IndexedDB costs. */
  readonly snapshotCloneMs: number
}

async function timeQuery(
  handlers: Parameters<typeof getResponse>[0],
  url: string,
  token: string,
  runs: number,
) {
  const send = async () => {
    const request = new Request(url, { headers: { Token: token, 'Accept-Language': 'en' } })
    const response = await getResponse(handlers, request)
    const body = (await response!.json()) as { code: number; message: string; data: { totalCount: number } }
    if (body.code !== 0) throw new Error(`bench: ${url} answered ${body.code} ${body.message}`)
    return body.data.totalCount
  }
  let total = 0
  for (let i = 0; i < 3; i++) total = await send()
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const [t, c] = [performance.now(), cpuMs()]
    await send()
    times.push(performance.now() - t)
    cpu.push(cpuMs() - c)
  }
  return { ms: median(times), cpuMs: median(cpu), total }
}

/** Runs the bench for each size; `log` reports progress. */
export async function runBench(
  sizes: readonly number[],
  log: (line: string) => void = () => {},
): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
  // Warm-up: the first replays also compile the code paths (whole log, then from a snapshot).
  const warm = generateLog(1000).map((r) => structuredClone(r) as unknown)
  const warmStore = new EventStore(null)
  await warmStore.replay(warm, { validate: true })
  await new EventStore(null).replay(warm, {
    snapshot: { value: structuredClone(warmStore.foldSnapshot('bench')), key: 'bench' },
  })
  for (const size of sizes) {
    log(`generating ${size.toLocaleString('en')} orders…`)
    // What IndexedDB gives back: structured clones of the stored records.
    const stored = generateLog(size).map((r) => structuredClone(r) as unknown)
    const backend = createMockBackend({ realNow: () => NOW, baseDate: TODAY })
    await backend.ready()
    const orders = backend.state.orders
    // Start-up, repeated on fresh stores (the median run counts); the backend's own store last.
    const repeats = size > 10_000 ? 1 : 5
    const replays: { timings: Awaited<ReturnType<EventStore['replay']>>; ms: number; cpu: number }[] = []
    for (let i = 0; i < repeats; i++) {
      const store = i === repeats - 1 ? orders.store : new EventStore(null)
      log(`replaying ${stored.length.toLocaleString('en')} records (${i + 1}/${repeats})…`)
      gc()
      // As the backend starts: fold and project the stored log, then check it against its Schemas.
      const [t0, c0] = [performance.now(), cpuMs()]
      const timings = await store.replay(stored, { validate: false })
      const [t1, c1] = [performance.now(), cpuMs()]
      const invalid = await verifyRecords(stored, 0, neverSlice)
      if (invalid.length > 0) throw new Error(`bench: ${invalid.length} generated records do not decode`)
      replays.push({ timings: { ...timings, validateMs: performance.now() - t1 }, ms: t1 - t0, cpu: c1 - c0 })
    }
    const {
      timings,
      ms: startupMs,
      cpu: startupCpuMs,
    } = [...replays].sort((a, b) => a.ms - b.ms)[Math.floor(replays.length / 2)]!
    // Start-up from a snapshot of the whole log, as a later start of the browser backend does.
    const c0 = performance.now()
    const snapshot = structuredClone(orders.store.foldSnapshot('bench'))
    const snapshotCloneMs = performance.now() - c0
    const fromSnapshot: { timings: Awaited<ReturnType<EventStore['replay']>>; ms: number; cpu: number }[] = []
    for (let i = 0; i < repeats; i++) {
      log(`starting from a snapshot (${i + 1}/${repeats})…`)
      gc()
      const [t0, c1] = [performance.now(), cpuMs()]
      const timings = await new EventStore(null).replay(stored, {
        snapshot: { value: snapshot, key: 'bench' },
      })
      if (timings.fromSnapshot !== stored.length) throw new Error('bench: the snapshot was not used')
      fromSnapshot.push({ timings, ms: performance.now() - t0, cpu: cpuMs() - c1 })
    }
    const snap = [...fromSnapshot].sort((a, b) => a.ms - b.ms)[Math.floor(fromSnapshot.length / 2)]!
    const heapMb = process.memoryUsage().heapUsed / 2 ** 20
    const login = await getResponse(
      backend.handlers,
      new Request(`${ORIGIN}/api/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: 'customer@demo.vn', password: 'Demo1234' }),
      }),
    )
    const token = ((await login!.json()) as { data: { token: string } }).data.token
    const runs = size >= 100_000 ? 9 : 21
    const from = `${shiftDate(FIRST_DAY, 90)} 00:00:00`
    const to = `${shiftDate(FIRST_DAY, 270)} 23:59:59`
    const pending = await timeQuery(
      backend.handlers,
      `${ORIGIN}/api/Order/GetPendingOrderList?startTime=${encodeURIComponent(from)}&endTime=${encodeURIComponent(to)}&pageIndex=2&pageSize=10`,
      token,
      runs,
    )
    const mall = await timeQuery(
      backend.handlers,
      `${ORIGIN}/api/Order/GetPagedMallOrderList?paymentStatusStrings=3&paymentStatusStrings=4&etdFrom=${encodeURIComponent(
        `${shiftDate(FIRST_DAY, 30)} 00:00:00`,
      )}&etdTo=${encodeURIComponent(`${shiftDate(TODAY, 30)} 23:59:59`)}&pageIndex=3&pageSize=20`,
      token,
      runs,
    )
    rows.push({
      orders: size,
      records: stored.length,
      ...timings,
      startupMs,
      startupCpuMs,
      pendingQueryMs: pending.ms,
      pendingQueryCpuMs: pending.cpuMs,
      mallQueryMs: mall.ms,
      mallQueryCpuMs: mall.cpuMs,
      pendingTotal: pending.total,
      mallTotal: mall.total,
      heapMb,
      snapshotRestoreMs: snap.timings.foldMs,
      snapshotProjectMs: snap.timings.projectMs,
      snapshotStartupMs: snap.ms,
      snapshotStartupCpuMs: snap.cpu,
      snapshotCloneMs,
    })
    const counts = new Map<FeOrderStatus, number>()
    for (const state of orders.store.orders()) counts.set(state.status, (counts.get(state.status) ?? 0) + 1)
    log(`  statuses ${[...counts].map(([s, n]) => `${s}:${n}`).join(' ')}`)
  }
  return rows
}
