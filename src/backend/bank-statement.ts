// The back office imports a bank statement (R-BANK-003, R-BANK-004, decision 0369): each line is
// judged by the pure rules (bank-statement.rules.ts) against the orders as the store holds them,
// and each match is one lifecycle command, ReceiveTransfer, decided and appended like any other
// (decision 0336): read -> fold -> decide -> append. The event carries the line and its key; the
// keys of the log's transfers are the record that keeps a line from being imported twice.
import {
  classifyStatement,
  creditAmountOf,
  type LineVerdict,
  type PayableOrder,
  type StatementLine,
} from '../machines/bank-statement/bank-statement.rules'
import { isPaymentVoucherMode } from '../machines/order-lifecycle'
import type { EventStore } from './event-store'
import type { OrderCommands } from './order-commands'
import { orderNumberOf } from './order-commands'

export interface StatementOutcome {
  readonly verdicts: readonly LineVerdict[]
  /** The orders moved to Verifying, in statement order (none in a preview). */
  readonly moved: readonly { readonly orderId: number; readonly orderNumber: string }[]
}

export function bankStatement(store: EventStore, commands: OrderCommands) {
  /** The order a BB number names, with its amount due by transfer (R-QR-003) or null. */
  function payableOf(orderNumber: string): PayableOrder | undefined {
    const state = store.order(Number(orderNumber.slice(2)))
    if (state === undefined || orderNumberOf(state.id) !== orderNumber) return undefined
    const byTransfer = isPaymentVoucherMode(
      state.facts.customerTypeName,
      state.snapshot.context.termsOfPayment,
    )
    return {
      id: state.id,
      orderNumber,
      status: state.status,
      amountDue: byTransfer ? state.document.TotalAmount : null,
    }
  }

  /** The keys of every statement line the log's transfers carry. */
  function importedKeys(): Set<string> {
    const keys = new Set<string>()
    for (const state of store.orders())
      for (const { event } of state.records)
        if (event.type === 'payment.transfer') keys.add(event.statementLine.key)
    return keys
  }

  const judge = (lines: readonly StatementLine[]) => classifyStatement(lines, payableOf, importedKeys())

  return {
    /**
     * A sample statement as a Vietnamese bank exports it (R-BANK-009): a credit for each order now
     * waiting for payment by transfer, its content glued to the bank's own words, and two decoys: first
     * one of those orders for a different amount (a part paid), last a transfer naming no order.
     */
    sample(today: string): StatementLine[] {
      const date = today.split('-').reverse().join('/')
      const waiting = [...store.orders()].filter(
        (s) => s.status === 2 && payableOf(s.orderNumber)?.amountDue !== null,
      )
      const money = (n: number) => n.toLocaleString('de-DE')
      const lines: StatementLine[] = waiting.slice(0, 50).map((s, i) => ({
        date,
        amount: money(s.document.TotalAmount),
        content: `${s.document.CustomerName.toUpperCase().slice(0, 40)} CK ${s.orderNumber} FT${i + 1}`,
        reference: `FT${today.replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
      }))
      const first = waiting[0]
      if (first !== undefined)
        lines.unshift({
          date,
          amount: money(Math.max(1000, first.document.TotalAmount - 50_000)),
          content: `THANH TOAN ${first.orderNumber.slice(0, 2)} ${first.orderNumber.slice(2)} CON THIEU`,
          reference: `FT${today.replace(/-/g, '')}9001`,
        })
      lines.push({
        date,
        amount: money(3_000_000),
        content: 'NOP TIEN MAT TAI QUAY',
        reference: `FT${today.replace(/-/g, '')}9002`,
      })
      return lines
    },

    /** Each line's verdict now; nothing is appended. */
    preview: (lines: readonly StatementLine[]): StatementOutcome => ({ verdicts: judge(lines), moved: [] }),

    /**
     * Moves each matched order to Verifying with the line as its evidence. A match the decider
     * refuses by then (another tab moved the order) is listed as no longer waiting for payment.
     */
    async import(lines: readonly StatementLine[], at: string): Promise<StatementOutcome> {
      const verdicts = judge(lines)
      const moved: { orderId: number; orderNumber: string }[] = []
      const final: LineVerdict[] = []
      for (const [i, verdict] of verdicts.entries()) {
        const state = verdict.kind === 'match' ? store.order(verdict.orderId) : undefined
        if (verdict.kind !== 'match' || state === undefined) {
          final.push(verdict)
          continue
        }
        const line = lines[i]!
        const done = await commands.act(state, {
          type: 'ReceiveTransfer',
          by: 'backOffice',
          at,
          statementLine: {
            date: line.date.trim(),
            amount: creditAmountOf(line.amount) ?? verdict.amount,
            content: line.content.trim(),
            reference: line.reference.trim(),
            key: verdict.key,
          },
        })
        if (done.ok) {
          moved.push({ orderId: verdict.orderId, orderNumber: verdict.orderNumber })
          final.push(verdict)
        } else
          final.push({
            kind: 'unmatched',
            reason: 'notWaitingForPayment',
            orderNumber: verdict.orderNumber,
            amount: verdict.amount,
            expected: null,
            key: verdict.key,
          })
      }
      return { verdicts: final, moved }
    },
  }
}
