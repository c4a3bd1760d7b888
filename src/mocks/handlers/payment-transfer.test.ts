// api/Order/GetPaymentTransfer through the mock backend's HTTP face (R-QR-003, decision 0367):
// the seed's bank account, the order's total and its BB number for a customer who pays by
// transfer at 1 or 2, from which the VietQR payload is built; null for a customer on credit, a
// distributor, an order past payment; refused in both languages: another company's order, a child
// code without the right to view orders.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GetPaymentTransfer } from '../../api/contracts/payment-transfer'
import type { ChildRights } from '../../machines/profile/profile.rules'
import { parseVietQr, vietQrPayload } from '../../machines/payment-voucher/vietqr.rules'
import { MANUFACTURER_BANK_ACCOUNT } from '../../backend/seed/manufacturer'
import {
  call,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'
import { FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn', 'distributor@demo.vn'])
    tokens[account] = await login(account)
})
const restores: (() => void)[] = []
afterEach(() => {
  for (const restore of restores.splice(0)) restore()
})

function orderOf(account: string, status: number | readonly number[], code?: string) {
  const statuses = typeof status === 'number' ? [status] : status
  const found = [...orders().store.orders()].find(
    (o) =>
      !o.deleted &&
      o.account === account &&
      statuses.includes(o.status) &&
      (code === undefined || o.document.CustomerCode === code),
  )
  if (found === undefined) throw new Error(`no order of ${account} at ${status}`)
  return found
}

describe('R-QR-003 the transfer of an order waiting for payment comes from the backend', () => {
  it.each([1, 2])(
    'R-QR-003 at %i: the seed account, the order total as the amount, the BB number as the content',
    async (status) => {
      const order = orderOf('customer@demo.vn', status)
      const transfer = decoded(
        GetPaymentTransfer,
        await call(GetPaymentTransfer, { orderId: order.id }, { token: tokens['customer@demo.vn']! }),
      )
      if (transfer === null) return expect.fail('no transfer')
      expect(transfer).toEqual({
        BankBin: MANUFACTURER_BANK_ACCOUNT.bin,
        BankName: MANUFACTURER_BANK_ACCOUNT.bankName,
        AccountNumber: MANUFACTURER_BANK_ACCOUNT.accountNumber,
        AccountName: MANUFACTURER_BANK_ACCOUNT.accountName,
        Amount: order.document.TotalAmount,
        Content: order.orderNumber,
      })
      const payload = vietQrPayload({
        bin: transfer.BankBin,
        accountNumber: transfer.AccountNumber,
        amount: transfer.Amount,
        content: transfer.Content,
      })
      expect(parseVietQr(payload ?? '')).toMatchObject({
        amount: order.document.TotalAmount,
        content: order.orderNumber,
      })
    },
  )

  it('R-QR-003 another company’s order is not found; a customer on credit, a distributor and an order past payment get null', async () => {
    const other = orderOf('credit@demo.vn', 1)
    await expectRefusedInBothLanguages(
      GetPaymentTransfer,
      { orderId: String(other.id) },
      MOCK_CODES.notFound,
      tokens['customer@demo.vn'],
    )
    const cases: [string, number | readonly number[]][] = [
      ['credit@demo.vn', [1, 3]],
      ['distributor@demo.vn', [1, 3]],
      ['customer@demo.vn', 25],
      ['customer@demo.vn', 3],
      ['customer@demo.vn', 0],
    ]
    for (const [account, status] of cases) {
      const order = orderOf(account, status)
      const answer = await call(GetPaymentTransfer, { orderId: order.id }, { token: tokens[account]! })
      expect(decoded(GetPaymentTransfer, answer), `${account} at ${order.status}`).toBeNull()
    }
  })

  it('R-QR-003 a child code without the right to view orders is refused with 4030', async () => {
    const order = orderOf('customer@demo.vn', [1, 2], 'C1001-01')
    const company = orders().catalog.companies.find((c) => c.customer.CustomerCode === 'C1001-01') as {
      childPermission: ChildRights | null
    }
    const before = company.childPermission
    company.childPermission = { ...before!, CanViewOrders: false }
    restores.push(() => {
      company.childPermission = before
    })
    await expectRefusedInBothLanguages(
      GetPaymentTransfer,
      { orderId: String(order.id) },
      FORBIDDEN_CODE,
      tokens['customer@demo.vn'],
    )
  })

  it('R-QR-003 generated order ids are answered with a transfer the client decodes, or refused', async () => {
    const ids = [...orders().store.orders()].map((o) => o.id)
    const succeeded = await expectGeneratedRequestsAnswered(GetPaymentTransfer, {
      token: tokens['customer@demo.vn']!,
      refusals: [MOCK_CODES.notFound, FORBIDDEN_CODE],
      // Half aim at stored orders of any company, so answers and refusals both come.
      tweak: (input, pick) => (pick % 2 === 0 ? { orderId: ids[pick % ids.length]! } : input),
      runs: 40,
    })
    expect(succeeded).toBeGreaterThan(0)
  })
})
