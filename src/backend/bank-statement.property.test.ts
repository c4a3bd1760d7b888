// R-BANK-006 (decision 0369): a generated statement against generated orders, through the
// backend's decider over a real event store. Every line judged a match moves exactly its one
// order from Pending Payment to Verifying with the line as evidence; every order waiting for
// payment whose BB number and exact amount a credit line carries moves; nothing else moves; and
// importing the same statement again appends nothing and matches nothing.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  commandOf,
  CREDIT_COMPANY,
  ROUTE_TO,
  TT_COMPANY,
  TT_DISTRIBUTOR,
} from '../machines/order-lifecycle/order-lifecycle.testkit'
import {
  creditAmountOf,
  orderNumbersIn,
  type StatementLine,
} from '../machines/bank-statement/bank-statement.rules'
import { bankStatement } from './bank-statement'
import { EventStore } from './event-store'
import { orderCommands, orderNumberOf } from './order-commands'
import { orderDocumentOf } from '../test/order-document'

const NOW = '2025-03-20 10:00:00'
const STATES = ['pendingApproval', 'pendingPayment', 'verifying', 'confirmed', 'cancelled'] as const

const arbOrder = fc.record({
  facts: fc.constantFrom(TT_COMPANY, TT_COMPANY, TT_COMPANY, CREDIT_COMPANY, TT_DISTRIBUTOR),
  state: fc.constantFrom(...STATES, 'pendingPayment', 'pendingPayment'),
  total: fc.constantFrom(1_250_000, 2_500_000, 980_000, 12_340_000),
})

/** How a bank writes an amount and a BB number into a line. */
const spell = (amount: number, style: number) =>
  [
    String(amount),
    amount.toLocaleString('de-DE'),
    amount.toLocaleString('en-US'),
    `${amount.toLocaleString('de-DE')},00`,
  ][style % 4]!
const contentOf = (number: string, style: number) =>
  [
    number,
    `${number.slice(0, 2)} ${number.slice(2)}`,
    number.toLowerCase(),
    `CTY BEP VIET THANH TOAN${number}FT25`,
    'THANH TOAN TIEN HANG',
  ][style % 5]!

const arbLine = fc.record({
  order: fc.nat({ max: 12 }),
  amountDelta: fc.constantFrom(0, 0, 0, 1000, -1),
  negative: fc.nat({ max: 9 }).map((n) => n === 0),
  style: fc.nat(),
  reference: fc.constantFrom('FT1', 'FT2', 'FT3', ''),
})

type GeneratedOrder = typeof arbOrder extends fc.Arbitrary<infer O> ? O : never

async function storeOf(orders: readonly GeneratedOrder[]) {
  const store = new EventStore(null)
  const commands = orderCommands(store)
  for (const order of orders) {
    const state = await commands.open({
      account: 'customer@demo.vn',
      facts: order.facts,
      etdGapDays: 3,
      document: orderDocumentOf('C1001', order.facts.etaDate, order.total),
      command: { type: 'SaveDraft', by: 'customer', at: '2025-03-01 08:00:00' },
    })
    for (const event of ROUTE_TO[order.state]) await commands.act(store.order(state.id)!, commandOf(event))
  }
  return { store, commands }
}

describe('R-BANK-006 a generated statement against generated orders', () => {
  it('R-BANK-006 every exact match moves exactly one order, nothing else moves, and re-import is a no-op', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbOrder, { minLength: 1, maxLength: 8 }),
        fc.array(arbLine, { minLength: 1, maxLength: 14 }),
        async (orders, specs) => {
          const { store, commands } = await storeOf(orders)
          const before = new Map([...store.orders()].map((s) => [s.id, s]))
          const lines: StatementLine[] = specs.map((spec, i) => {
            const id = spec.order + 1 // ids past the orders are unknown BB numbers
            const total = before.get(id)?.document.TotalAmount ?? 1_250_000
            const amount = Math.max(1, total + spec.amountDelta)
            return {
              date: `2025-03-${String(10 + (i % 9)).padStart(2, '0')}`,
              amount: (spec.negative ? '-' : '') + spell(amount, spec.style),
              content: contentOf(orderNumberOf(id), spec.style >> 2),
              reference: spec.reference,
            }
          })
          const statement = bankStatement(store, commands)
          const { verdicts, moved } = await statement.import(lines, NOW)

          const matches = verdicts.filter((v) => v.kind === 'match')
          expect(moved.map((m) => m.orderId)).toEqual(matches.map((m) => m.orderId))
          expect(new Set(moved.map((m) => m.orderId)).size).toBe(moved.length)
          for (const [id, was] of before) {
            const now = store.order(id)!
            const match = matches.find((m) => m.orderId === id)
            if (match === undefined) {
              expect(now.records.length, `order ${id} did not move`).toBe(was.records.length)
              continue
            }
            expect(was.status).toBe(2)
            expect(now.status).toBe(25)
            expect(match.amount).toBe(was.document.TotalAmount)
            const last = now.records[now.records.length - 1]!.event
            expect(last.type === 'payment.transfer' && last.statementLine.key).toBe(match.key)
          }
          // Completeness: an order waiting for payment by transfer that a credit line pays, moves.
          for (const [id, was] of before) {
            const paid = lines.some(
              (line) =>
                creditAmountOf(line.amount) === was.document.TotalAmount &&
                orderNumbersIn(line.content).join() === orderNumberOf(id),
            )
            const waiting =
              was.status === 2 &&
              was.facts.customerTypeName !== 'Distributor' &&
              was.facts.termsOfPayment === TT_COMPANY.termsOfPayment
            expect(store.order(id)!.status === 25 && was.status === 2, `order ${id}`).toBe(paid && waiting)
          }

          const logLength = store.log.length
          const again = await statement.import(lines, NOW)
          expect(store.log.length).toBe(logLength)
          expect(again.moved).toEqual([])
          expect(again.verdicts.every((v) => v.kind === 'unmatched')).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })
})
