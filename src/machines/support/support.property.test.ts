// Properties of the receipt-and-support machine (decision 0211): for generated orders (status,
// confirmed ETA) and business times the buttons and the window follow the lifecycle's rules; no
// sequence of the customer's actions submits support without a reason or with an unfinished upload.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { SaveAsSupportOrderRequest } from '../../api/contracts/order'
import type { SupportReason } from '../../api/contracts/order-entities'
import { addDays, dateOfDayNumber } from '../order-lifecycle/business-time'
import { supportWindowOpen } from '../order-lifecycle/order-lifecycle.rules'
import { supportMachine, type SupportEvent } from './support.machine'
import { supportLastDayOf, type SupportOrder } from './support.rules'

const two = (n: number) => String(n).padStart(2, '0')
const REASONS: SupportReason[] = [1, 2, 3].map((Id) => ({
  Id,
  SupportName: `R${Id}`,
  Support_EN: `Reason ${Id}`,
  Support_VN: `Lý do ${Id}`,
}))

const CONFIRMED_LIST: FeOrderStatus[] = [3, 4, 5, 6, 7, 8]
const arbDay = fc.integer({ min: 19_700, max: 21_000 }).map(dateOfDayNumber)
const arbOrder = fc.record({
  status: fc.constantFrom(...CONFIRMED_LIST),
  eta: fc.option(arbDay, { nil: null }),
})
/** A business time within 3 weeks either side of `day`. */
const arbTimeNear = (day: string) =>
  fc
    .record({ offset: fc.integer({ min: -21, max: 21 }), second: fc.integer({ min: 0, max: 86_399 }) })
    .map(
      ({ offset, second }) =>
        `${addDays(day, offset)} ${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}`,
    )

const orderOf = (status: FeOrderStatus, eta: string | null): SupportOrder => ({
  Id: 41,
  OrderNumber: 'BB00000041',
  FeOrderStatus: status,
  ConfirmedETA: eta,
  EtaDate: eta ?? '2025-01-01',
  TermsOfPayment: 'no credit - TT',
})

function actorFor(order: SupportOrder, now: string, submitted: SaveAsSupportOrderRequest[] = []) {
  return createActor(
    supportMachine.provide({
      actors: {
        loadReasons: fromPromise<readonly SupportReason[]>(async () => REASONS),
        completeOrder: fromPromise(async () => 'received'),
        // The test itself says how each upload ends (upload.done / upload.failed events).
        uploadFile: fromCallback(() => undefined),
        submitSupport: fromPromise<string, SaveAsSupportOrderRequest>(async ({ input }) => {
          submitted.push(input)
          return 'Successfully submitted !'
        }),
      },
    }),
    { input: { order, now } },
  ).start()
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('support machine properties', () => {
  it('R-CONF-014 R-LIFE-030 R-LIFE-031 Received and Support exist exactly at 5 inside the window', () => {
    fc.assert(
      fc.property(
        arbOrder.chain((o) => fc.tuple(fc.constant(o), arbTimeNear(o.eta ?? '2025-06-01'))),
        ([{ status, eta }, now]) => {
          const actor = actorFor(orderOf(status, eta), now)
          const open = status === 5 && supportWindowOpen(eta, now)
          expect(actor.getSnapshot().can({ type: 'receipt.ask' })).toBe(open)
          expect(actor.getSnapshot().can({ type: 'support.open' })).toBe(open)
          actor.stop()
        },
      ),
      { numRuns: 300 },
    )
  })

  it('R-SUP-008 R-LIFE-031 support can be asked through the last day the dialog names, not a second later', () => {
    fc.assert(
      fc.property(arbDay, (eta) => {
        const last = supportLastDayOf(eta)!
        expect(last).toBe(addDays(eta, 6))
        const inside = actorFor(orderOf(5, eta), `${last} 23:59:59`)
        const after = actorFor(orderOf(5, eta), `${addDays(last, 1)} 00:00:00`)
        expect(inside.getSnapshot().can({ type: 'support.open' })).toBe(true)
        expect(after.getSnapshot().can({ type: 'support.open' })).toBe(false)
        expect(after.getSnapshot().can({ type: 'receipt.ask' })).toBe(false)
      }),
    )
    expect(supportLastDayOf(null)).toBeUndefined()
  })

  it('R-SUP-001 R-SUP-002 R-SUP-003 R-SUP-004 no sequence submits support without a reason or with an unfinished upload', async () => {
    const file = (name: string, size: number) => ({ name, size })
    const arbFile = fc.constantFrom(
      file('photo.JPG', 1200),
      file('note.pdf', 400),
      file('sheet.xlsx', 300),
      file('huge.png', 10 * 1024 * 1024 + 1),
      file('empty.pdf', 0),
    )
    const arbKey = fc.integer({ min: 1, max: 6 }).map((n) => `upload-${n}`)
    const arbEvent: fc.Arbitrary<SupportEvent> = fc.oneof(
      fc.constant<SupportEvent>({ type: 'support.open' }),
      fc.constant<SupportEvent>({ type: 'support.submit' }),
      fc.constant<SupportEvent>({ type: 'support.submit' }),
      fc.constant<SupportEvent>({ type: 'support.cancel' }),
      fc.integer({ min: 1, max: 4 }).map((id): SupportEvent => ({ type: 'support.toggleReason', id })),
      fc.string({ maxLength: 8 }).map((text): SupportEvent => ({ type: 'support.describe', text })),
      arbFile.map((f): SupportEvent => ({
        type: 'upload.add',
        file: new Blob([new Uint8Array(f.size)]),
        fileName: f.name,
      })),
      arbKey.map((key): SupportEvent => ({ type: 'upload.done', key, fileUrl: `/api/__files/${key}` })),
      arbKey.map((key): SupportEvent => ({ type: 'upload.failed', key })),
      arbKey.map((key): SupportEvent => ({ type: 'upload.remove', key })),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(arbEvent, { maxLength: 25 }), async (events) => {
        const submitted: SaveAsSupportOrderRequest[] = []
        const actor = actorFor(orderOf(5, '2025-06-10'), '2025-06-12 10:00:00', submitted)
        actor.subscribe((snapshot) => {
          if (!snapshot.matches({ support: 'submitting' })) return
          expect(snapshot.context.draft.reasonIds.length).toBeGreaterThan(0)
          expect(snapshot.context.draft.uploads.every((u) => u.status === 'done')).toBe(true)
        })
        for (const event of events) {
          actor.send(event)
          await flush()
        }
        for (const request of submitted) {
          expect(request.supportIdList.length).toBeGreaterThan(0)
          expect(request.supportIdList.every((id) => REASONS.some((r) => r.Id === id))).toBe(true)
          expect(request.supportUrlList.every((f) => f.fileUrl.startsWith('/api/__files/'))).toBe(true)
          expect(request.supportUrlList.every((f) => /\.(jpg|pdf)$/i.test(f.fileName))).toBe(true)
        }
        actor.stop()
      }),
      { numRuns: 120 },
    )
  })
})
