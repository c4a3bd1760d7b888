// Sim.BankStatement (R-BANK-003..005, decision 0369): the back office's statement import. The
// simulator's session rule stands before it (decision 0272): any signed-in demo session in the
// browser, only the back-office account in server mode. The lines are the client's; the orders,
// their amounts and statuses are the backend's own.
import {
  GetBankStatementSample,
  ImportBankStatement,
  type StatementLineBody,
  type StatementResult,
} from '../../api/contracts/bank-statement'
import type { StatementLine } from '../../machines/bank-statement/bank-statement.rules'
import { bankStatement, type StatementOutcome } from '../../backend/bank-statement'
import { say } from '../../backend/messages'
import { ok } from '../respond'
import { handleOrders, type OrderHandlerDeps } from './order-context'

const answerOf = (outcome: StatementOutcome): StatementResult => ({
  Lines: outcome.verdicts.map((verdict, line) => ({
    Line: line,
    Verdict: verdict.kind === 'match' ? 'match' : verdict.reason,
    OrderNumber: verdict.orderNumber,
    Amount: verdict.amount,
    Expected: verdict.kind === 'match' ? null : verdict.expected,
  })),
  Moved: outcome.moved.map((order) => ({ Id: order.orderId, OrderNumber: order.orderNumber })),
})

const bodyOf = (line: StatementLine): StatementLineBody => ({
  Date: line.date,
  Amount: line.amount,
  Content: line.content,
  Reference: line.reference,
})
const lineOf = (body: StatementLineBody): StatementLine => ({
  date: body.Date,
  amount: body.Amount,
  content: body.Content,
  reference: body.Reference,
})

export function bankStatementHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  const statement = bankStatement(orders.store, orders.commands)
  return [
    handleOrders(deps, GetBankStatementSample, () =>
      ok({ Lines: statement.sample(orders.clock.today()).map(bodyOf) }),
    ),
    handleOrders(deps, ImportBankStatement, async ({ mode, lines: bodies }, { request }) => {
      const lines = bodies.map(lineOf)
      if (mode === 'preview') return ok(answerOf(statement.preview(lines)))
      const outcome = await statement.import(lines, orders.clock.now())
      return ok(
        answerOf(outcome),
        say(request, 'sim.statementImported', { moved: outcome.moved.length, lines: lines.length }),
      )
    }),
  ]
}
