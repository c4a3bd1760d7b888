// Test kit of the simulator machine: fake calls that wait until the test settles them, a record
// of every call started, stopped and answered, and of the hooks. Used by tests only.
import { createActor, fromPromise } from 'xstate'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { SimClock, SimFailureKind, SimOrder, SimOrderResult } from '../../api/contracts/simulator'
import {
  simulatorMachine,
  type SimAnswer,
  type SimOrderRequest,
  type SimPanelData,
  type SimPanelQuery,
  type SimReport,
} from './simulator.machine'

export const CLOCK: SimClock = { Now: '2025-03-15 10:00:00', OffsetDays: 0 }

/** An order of the back office's list at `status` (a company paying 'no credit - TT'). */
export const simOrder = (id: number, status: FeOrderStatus): SimOrder => ({
  Id: id,
  OrderNumber: `SO${String(id).padStart(4, '0')}`,
  Account: 'customer@demo.vn',
  CustomerCode: 'C001',
  CustomerName: 'Demo',
  CustomerTypeName: 'Company',
  TermsOfPayment: 'no credit - TT',
  FeOrderStatus: status,
  EtaDate: '2025-04-01',
  ConfirmedETA: null,
  CreateTime: '2025-03-01 09:00:00',
})

export const ORDERS: readonly SimOrder[] = [simOrder(1, 1), simOrder(2, 2), simOrder(3, 3), simOrder(4, 5)]

/** The calls that change the back office's data, as opposed to loading the panel. */
export const ACTION_CALLS = ['moveClock', 'failNext', 'resetData', 'moveOrder'] as const
export type CallName = (typeof ACTION_CALLS)[number] | 'loadPanel' | 'confirmReset'

interface Waiting {
  readonly name: CallName
  readonly input: unknown
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/** The machine over fake calls; each call waits in `waiting` until `answer` or `fail`. */
export function simulatorHarness() {
  const waiting: Waiting[] = []
  const started: { name: CallName; input: unknown }[] = []
  let stopped = 0
  let actionsStopped = 0
  const reports: SimReport[] = []
  let ordersChanged = 0
  const fake = <Out, In>(name: CallName) =>
    fromPromise<Out, In>(
      ({ input, signal }) =>
        new Promise<Out>((resolve, reject) => {
          started.push({ name, input })
          const entry: Waiting = { name, input, resolve: resolve as (v: unknown) => void, reject }
          waiting.push(entry)
          signal.addEventListener('abort', () => {
            const at = waiting.indexOf(entry)
            if (at >= 0) {
              waiting.splice(at, 1)
              stopped += 1
              if ((ACTION_CALLS as readonly string[]).includes(name)) actionsStopped += 1
            }
          })
        }),
    )
  const machine = simulatorMachine.provide({
    actors: {
      loadPanel: fake<SimPanelData, SimPanelQuery>('loadPanel'),
      moveClock: fake<SimAnswer<SimClock>, { readonly days: number }>('moveClock'),
      failNext: fake<
        SimAnswer<{ readonly Next: SimFailureKind | null }>,
        { readonly kind: SimFailureKind | null }
      >('failNext'),
      resetData: fake<SimAnswer<unknown>, void>('resetData'),
      moveOrder: fake<SimAnswer<SimOrderResult>, SimOrderRequest>('moveOrder'),
      confirmReset: fake<boolean, void>('confirmReset'),
    },
    actions: {
      tell: (_, report) => void reports.push(report),
      ordersChanged: () => void (ordersChanged += 1),
    },
  })
  const actor = createActor(machine).start()
  const take = (name: CallName): Waiting => {
    const at = waiting.findIndex((w) => w.name === name)
    const entry = waiting[at]
    if (entry === undefined) throw new Error(`no ${name} call waits`)
    waiting.splice(at, 1)
    return entry
  }
  /** Lets settled calls reach the machine. */
  const flush = async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve()
  }
  return {
    actor,
    snapshot: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    started,
    reports,
    ordersChanged: () => ordersChanged,
    stopped: () => stopped,
    /** Back-office calls stopped before their answer: the server may have done them all the same. */
    actionsStopped: () => actionsStopped,
    isWaiting: (name: CallName) => waiting.some((w) => w.name === name),
    /** The action calls waiting for an answer now. */
    actionsInFlight: () => waiting.filter((w) => (ACTION_CALLS as readonly string[]).includes(w.name)).length,
    answer: async (name: CallName, value: unknown) => {
      take(name).resolve(value)
      await flush()
    },
    fail: async (name: CallName, error: unknown = new Error('refused')) => {
      take(name).reject(error)
      await flush()
    },
    /** Answers the panel's load with the clock and `rows`. */
    load: async (rows: readonly SimOrder[] = ORDERS, clock: SimClock = CLOCK) => {
      take('loadPanel').resolve({ clock, page: { rows, total: rows.length } } satisfies SimPanelData)
      await flush()
    },
    flush,
  }
}
