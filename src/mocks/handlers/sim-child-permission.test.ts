// R-PERM-018 (decision 0359): the back-office simulator changes what a child code allows, in the
// backend's memory: the profile's permission list and the order handlers see it at once, a reset
// restores the seed's, and a code that is no child code is refused in both languages.
import { describe, expect, it, beforeAll } from 'vitest'
import { GetChildCodePermissionList } from '../../api/contracts/profile'
import { SimReset, SimSetChildPermission } from '../../api/contracts/simulator'
import * as Order from '../../api/contracts/order'
import { call, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, fixedClock, orderBody } from '../../test/order-contract'
import { FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const catalog = () => mock.backend.state.orders.catalog
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})

const listed = async (code: string) => {
  const answer = await call(GetChildCodePermissionList, { customerCode: 'C1001' }, { token })
  expect(answer.code, answer.message).toBe(0)
  return (answer.data as { CustomerCode: string; CanPlaceOrder: boolean; CanViewOrders: boolean }[]).find(
    (c) => c.CustomerCode === code,
  )
}

describe('R-PERM-018 the simulator sets a child code permission', () => {
  it('R-PERM-018 only the rights named change; the profile lists them and the order handlers refuse by them; a reset restores the seed', async () => {
    const before = await listed('C1001-01')
    expect(before?.CanPlaceOrder).toBe(true)
    const set = await callWithPath(
      SimSetChildPermission,
      { customerCode: 'C1001-01', canPlaceOrder: false },
      { token },
    )
    expect(set.code, set.message).toBe(0)
    expect(set.data).toMatchObject({
      CustomerCode: 'C1001-01',
      ParentCustomerCode: 'C1001',
      CanPlaceOrder: false,
      CanViewOrders: before?.CanViewOrders,
    })
    expect(await listed('C1001-01')).toMatchObject({
      CanPlaceOrder: false,
      CanViewOrders: before?.CanViewOrders,
    })
    const company = catalog().companies.find((c) => c.customer.CustomerCode === 'C1001-01')!
    const refused = await call(
      Order.CreateDraftOrder,
      orderBody(catalog(), { customerCode: 'C1001-01', shippingAddressId: company.addresses[0]!.Id }),
      { token },
    )
    expect(refused.code).toBe(FORBIDDEN_CODE)
    const reset = await call(SimReset, {}, { token })
    expect(reset.code, reset.message).toBe(0)
    expect((await listed('C1001-01'))?.CanPlaceOrder).toBe(true)
  })

  it('R-PERM-018 a code that is no child code is refused in both languages', async () => {
    for (const language of ['vi', 'en'] as const) {
      const answer = await callWithPath(
        SimSetChildPermission,
        { customerCode: 'C1001', canViewOrders: false },
        { token, language },
      )
      expect(answer.code).toBe(4004)
      expect(answer.message).toContain('C1001')
      expect(answer.message).toContain(language === 'vi' ? 'mã con' : 'child code')
    }
  })
})
