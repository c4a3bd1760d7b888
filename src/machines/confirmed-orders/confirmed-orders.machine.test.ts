// The confirmed screen's parallel regions stay apart: recounting the tabs (a filter change, an
// order changed elsewhere) neither reloads the payment statuses nor cancels an export or a PDF
// download under way.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OrderStatusOption, PaymentStatusOption } from '../../api/contracts/order-entities'
import type { OrderListFilters } from '../order-list/order-list.rules'
import { confirmedScreenMachine, type ExportInput, type PdfInput } from './confirmed-orders.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start() {
  const calls = { counts: 0, payments: 0, exports: 0, pdfs: 0 }
  const pending: { resolve: (name: string) => void }[] = []
  const actor = createActor(
    confirmedScreenMachine.provide({
      actors: {
        loadCounts: fromPromise<readonly OrderStatusOption[], { filters: OrderListFilters }>(async () => {
          calls.counts += 1
          return []
        }),
        loadPaymentStatuses: fromPromise<readonly PaymentStatusOption[]>(async () => {
          calls.payments += 1
          return []
        }),
        exportFile: fromPromise<string, ExportInput>(
          () =>
            new Promise((resolve) => {
              calls.exports += 1
              pending.push({ resolve })
            }),
        ),
        downloadPdf: fromPromise<string, PdfInput>(
          () =>
            new Promise((resolve) => {
              calls.pdfs += 1
              pending.push({ resolve })
            }),
        ),
      },
    }),
    { input: { filters: {} } },
  ).start()
  return { actor, calls, pending }
}

describe('the confirmed screen machine', () => {
  it('R-CONF-002 R-CONF-023 a recount reloads only the counts: payment statuses once, an export and a PDF go on', async () => {
    const { actor, calls } = start()
    await settle()
    actor.send({ type: 'export.start', kind: 'report' })
    actor.send({ type: 'pdf.download', orderId: 3, orderNumber: 'BB00000003' })
    actor.send({ type: 'filters.changed', filters: { customerCode: 'C1001' } })
    actor.send({ type: 'orders.changed' })
    actor.send({ type: 'counts.refresh' })
    await settle()
    expect(calls.counts).toBe(4)
    expect(calls.payments).toBe(1)
    expect(calls.exports).toBe(1)
    expect(calls.pdfs).toBe(1)
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true)
    expect(actor.getSnapshot().context.pdfOrderId).toBe(3)
  })

  it('R-PERF-012 the filters the screen already has change nothing: the same snapshot, no recount', async () => {
    const { actor, calls } = start()
    await settle()
    const before = actor.getSnapshot()
    actor.send({ type: 'filters.changed', filters: {} })
    expect(actor.getSnapshot()).toBe(before)
    actor.send({ type: 'filters.changed', filters: { orderStatus: 7 } })
    expect(actor.getSnapshot().context.filters).toEqual({ orderStatus: 7 })
    await settle()
    expect(calls.counts).toBe(1)
  })

  it('whatever the recounts, the payment statuses load once and an export under way is never dropped', async () => {
    const recount = fc.oneof(
      fc.record({
        type: fc.constant('filters.changed' as const),
        filters: fc.record({ customerCode: fc.constantFrom('C1001', 'C1002') }),
      }),
      fc.constant({ type: 'orders.changed' as const }),
      fc.constant({ type: 'counts.refresh' as const }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(recount, { maxLength: 8 }), async (events) => {
        const { actor, calls } = start()
        actor.send({ type: 'export.start', kind: 'details' })
        for (const e of events) actor.send(e)
        await settle()
        expect(calls.payments).toBe(1)
        expect(calls.exports).toBe(1)
        expect(actor.getSnapshot().context.exporting).toBe('details')
        actor.stop()
      }),
      { numRuns: 40 },
    )
  })
})
