// Sim.BankStatement through the mock backend's HTTP face (R-BANK-003..005, decision 0369): a
// statement with a customer's order at Pending Payment and two decoys moves that order alone to
// Verifying with the line as evidence, tells the customer, shows in the order's replay; the same
// statement again moves nothing; a preview changes nothing; the lines are bounded; the simulator's
// session rule stands before it.
import { describe, expect, it, beforeAll } from 'vitest'
import { GetBankStatementSample, ImportBankStatement } from '../../api/contracts/bank-statement'
import { GetUserNotificationList } from '../../api/contracts/notification'
import * as Order from '../../api/contracts/order'
import { SimGetOrderHistory } from '../../api/contracts/simulator'
import { STATEMENT_CONTENT_MAX, STATEMENT_MAX_LINES } from '../../api/contracts/bank-statement-bounds'
import type { StatementLine } from '../../machines/bank-statement/bank-statement.rules'
import { call, callEncoded, decoded, expectGeneratedRequestsAnswered, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, fixedClock } from '../../test/order-contract'
import { BAD_REQUEST_CODE } from '../respond'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})

const waiting = () => {
  const found = [...orders().store.orders()].find((o) => o.account === 'customer@demo.vn' && o.status === 2)
  if (found === undefined) throw new Error('no order at 2')
  return found
}
const other = (status: number) => [...orders().store.orders()].find((o) => o.status === status)!

const wire = (lines: readonly StatementLine[]) =>
  lines.map((l) => ({ Date: l.date, Amount: l.amount, Content: l.content, Reference: l.reference }))

function statementFor(): StatementLine[] {
  const order = waiting()
  const confirmed = other(3)
  return [
    {
      date: '28/11/2026',
      amount: order.document.TotalAmount.toLocaleString('de-DE'),
      content: `CTY THANH TOAN ${order.orderNumber.slice(0, 2)} ${order.orderNumber.slice(2)} FT2611`,
      reference: 'FT26332001',
    },
    // Decoys: a confirmed order's number, and no BB number at all.
    {
      date: '28/11/2026',
      amount: String(confirmed.document.TotalAmount),
      content: `${confirmed.orderNumber.toLowerCase()} tien hang`,
      reference: 'FT26332002',
    },
    { date: '28/11/2026', amount: '3.000.000', content: 'NOP TIEN MAT', reference: 'FT26332003' },
  ]
}

describe('R-BANK-009 the sample statement', () => {
  it('R-BANK-009 a credit for each order waiting for payment by transfer, then two decoys that move nothing', async () => {
    const sample = decoded(GetBankStatementSample, await call(GetBankStatementSample, {}, { token }))
    const waitingNow = [...orders().store.orders()].filter(
      (o) => o.status === 2 && o.facts.customerTypeName !== 'Distributor',
    )
    expect(waitingNow.length).toBeGreaterThan(0)
    expect(sample.Lines).toHaveLength(waitingNow.length + 2)
    const preview = decoded(
      ImportBankStatement,
      await call(ImportBankStatement, { mode: 'preview', lines: sample.Lines }, { token }),
    )
    expect(preview.Lines.map((l) => l.Verdict)).toEqual([
      'differentAmount',
      ...waitingNow.map(() => 'match'),
      'noOrderNumber',
    ])
  })
})

describe('R-BANK-003 the import moves the paid order and lists the others', () => {
  it('R-BANK-003 a preview judges and changes nothing; the import moves the order to Verifying, tells the customer, and the replay shows it', async () => {
    const order = waiting()
    const lines = statementFor()
    const logLength = orders().store.log.length
    const preview = decoded(
      ImportBankStatement,
      await call(ImportBankStatement, { mode: 'preview', lines: wire(lines) }, { token }),
    )
    expect(preview.Lines.map((l) => l.Verdict)).toEqual(['match', 'notWaitingForPayment', 'noOrderNumber'])
    expect(preview.Moved).toEqual([])
    expect(orders().store.log.length).toBe(logLength)

    const answer = await call(
      ImportBankStatement,
      { mode: 'import', lines: wire(lines) },
      { token, language: 'en' },
    )
    const result = decoded(ImportBankStatement, answer)
    expect(result.Moved).toEqual([{ Id: order.id, OrderNumber: order.orderNumber }])
    expect(result.Lines[0]).toMatchObject({
      Verdict: 'match',
      OrderNumber: order.orderNumber,
      Amount: order.document.TotalAmount,
    })
    expect(answer.message).toContain('1')
    expect(orders().store.order(order.id)!.status).toBe(25)
    expect(orders().store.order(other(3).id)).toBeDefined()

    const pending = decoded(
      GetUserNotificationList,
      await call(GetUserNotificationList, { NotificationTypeId: 1 }, { token, language: 'en' }),
    )
    expect(pending[0]).toMatchObject({ OrderId: order.id, IsRead: false })
    expect(pending[0]!.NotificationContent_EN).toContain(order.orderNumber)
    expect(pending[0]!.NotificationContent_EN).toMatch(/transfer/i)

    // The drawer's order answer carries the line that paid it (no voucher needed).
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: order.id }, { token }))
    expect(detail.PaidByTransfer).toEqual({
      Date: '28/11/2026',
      Amount: order.document.TotalAmount,
      Reference: 'FT26332001',
    })
    expect(detail.OrderPaymentList).toEqual([])

    const history = decoded(
      SimGetOrderHistory,
      await callWithPath(SimGetOrderHistory, { orderId: order.id }, { token }),
    )
    const last = history.Events[history.Events.length - 1]!
    expect(last).toMatchObject({ Type: 'payment.transfer', By: 'backOffice' })
    expect(JSON.parse(last.Event).statementLine).toMatchObject({
      reference: 'FT26332001',
      amount: order.document.TotalAmount,
    })
  })
})

describe('R-BANK-004 a statement imported twice changes nothing the second time', () => {
  it('R-BANK-004 the same lines again: nothing appended, the paid line listed as already imported', async () => {
    const lines = statementFor()
    await call(ImportBankStatement, { mode: 'import', lines: wire(lines) }, { token })
    const logLength = orders().store.log.length
    // The same line written another way is the same line.
    const again = [{ ...lines[0]!, amount: lines[0]!.amount.replace(/\./g, '') }, ...lines]
    const result = decoded(
      ImportBankStatement,
      await call(ImportBankStatement, { mode: 'import', lines: wire(again) }, { token }),
    )
    expect(result.Moved).toEqual([])
    expect(result.Lines[0]!.Verdict).toBe('alreadyImported')
    expect(result.Lines[1]!.Verdict).toBe('alreadyImported')
    expect(orders().store.log.length).toBe(logLength)
  })
})

describe('R-BANK-005 the statement is bounded and for the back office', () => {
  it(`R-BANK-005 at most ${STATEMENT_MAX_LINES} lines and bounded texts; no session, no import`, async () => {
    const line = { Date: '1/1/2026', Amount: '1', Content: 'x', Reference: '' }
    const tooMany = { mode: 'import', lines: Array.from({ length: STATEMENT_MAX_LINES + 1 }, () => line) }
    expect((await callEncoded(ImportBankStatement, tooMany, { token })).code).toBe(BAD_REQUEST_CODE)
    const tooLong = { mode: 'import', lines: [{ ...line, Content: 'x'.repeat(STATEMENT_CONTENT_MAX + 1) }] }
    expect((await callEncoded(ImportBankStatement, tooLong, { token })).code).toBe(BAD_REQUEST_CODE)
    const logLength = orders().store.log.length
    const anonymous = await callEncoded(
      ImportBankStatement,
      { mode: 'import', lines: [{ ...line, Content: 'BB00000001' }] },
      {},
    )
    expect(anonymous.code).not.toBe(0)
    expect(orders().store.log.length).toBe(logLength)
  })

  it('R-BANK-005 generated statements are answered with data the client decodes', async () => {
    const succeeded = await expectGeneratedRequestsAnswered(ImportBankStatement, { token, runs: 15 })
    expect(succeeded).toBeGreaterThan(0)
  })
})
