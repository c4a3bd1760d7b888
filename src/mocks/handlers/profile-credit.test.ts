// Contract test of the credit in use (R-PROF-004, decision 0242): Profile.GetCreditLimit answers
// the open orders' amounts from the order log, for the company and for it with its child codes.
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateDraftOrder, CreateOpenOrder } from '../../api/contracts/order'
import { GetCreditLimit } from '../../api/contracts/profile'
import { usesCredit } from '../../machines/profile/profile.rules'
import { call, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, orderBody } from '../../test/order-contract'

const mock = startMockServer({ realNow: fixedClock })
let customer = ''
beforeAll(async () => {
  customer = await login('customer@demo.vn')
})

const credit = async (customerCode: string) =>
  decoded(GetCreditLimit, await call(GetCreditLimit, { customerCode }, { token: customer }))

/** The open orders' amounts of `codes`, summed over the log. */
const usedInLog = (codes: readonly string[]) =>
  [...mock.backend.state.orders.store.orders()]
    .filter((o) => !o.deleted && codes.includes(o.document.CustomerCode) && usesCredit(o.status))
    .reduce((sum, o) => sum + o.document.TotalAmount, 0)

describe('R-PROF-004 the credit in use is the open orders of the company and of its child codes', () => {
  it('equals the sums over the log, and an order placed adds its amount; a draft adds nothing', async () => {
    const before = await credit('C1001')
    expect(before.CompanyCreditUsed).toBe(usedInLog(['C1001']))
    expect(before.TotalCreditUsed).toBe(usedInLog(['C1001', 'C1001-01', 'C1001-02']))
    expect(before.TotalCreditUsed).toBeGreaterThan(before.CompanyCreditUsed)
    const child = await credit('C1001-01')
    expect(child.TotalCreditUsed).toBe(child.CompanyCreditUsed)

    const catalog = mock.backend.state.orders.catalog
    expect((await call(CreateDraftOrder, orderBody(catalog), { token: customer })).code).toBe(0)
    expect(await credit('C1001')).toEqual(before)
    const placed = decoded(
      CreateOpenOrder,
      await call(CreateOpenOrder, orderBody(catalog), { token: customer }),
    )
    const total = mock.backend.state.orders.store.order(placed.Id)!.document.TotalAmount
    const after = await credit('C1001')
    expect(after.CompanyCreditUsed).toBe(before.CompanyCreditUsed + total)
    expect(after.TotalCreditUsed).toBe(before.TotalCreditUsed + total)
    expect(await credit('C1001-01')).toEqual(child)
  })
})
