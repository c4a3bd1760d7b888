// R-BANK-005 (decision 0272): where only the back office may use the simulator (server mode), a
// customer's session may neither preview nor import a statement, nor take the sample; nothing is
// appended.
import { describe, expect, it } from 'vitest'
import { GetBankStatementSample, ImportBankStatement } from '../../api/contracts/bank-statement'
import { call, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer({
  realNow: fixedClock,
  simulatorAccess: (account) => account.account === 'credit@demo.vn',
})
const orders = () => mock.backend.state.orders

describe('R-BANK-005 the statement import is the back office’s alone', () => {
  it('R-BANK-005 a session the simulator rule refuses gets 4030 for the sample, the preview and the import; a permitted one is answered', async () => {
    const customer = await login('customer@demo.vn')
    const waiting = [...orders().store.orders()].find(
      (o) => o.status === 2 && o.account === 'customer@demo.vn',
    )!
    const lines = [
      {
        Date: '28/11/2026',
        Amount: String(waiting.document.TotalAmount),
        Content: waiting.orderNumber,
        Reference: 'FT1',
      },
    ]
    const logLength = orders().store.log.length
    expect((await call(GetBankStatementSample, {}, { token: customer })).code).toBe(FORBIDDEN_CODE)
    for (const mode of ['preview', 'import'] as const)
      expect((await call(ImportBankStatement, { mode, lines }, { token: customer })).code).toBe(
        FORBIDDEN_CODE,
      )
    expect(orders().store.log.length).toBe(logLength)
    expect(orders().store.order(waiting.id)!.status).toBe(2)

    const backOffice = await login('credit@demo.vn')
    const preview = await call(ImportBankStatement, { mode: 'preview', lines }, { token: backOffice })
    expect(preview.code, preview.message).toBe(0)
  })
})
