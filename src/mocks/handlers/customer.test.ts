// Contract tests of the customer handlers, run in Node through fetch with a real login's token.
import { beforeAll, describe, expect, it } from 'vitest'
import { GetCustomerList, GetShippingAddressList } from '../../api/contracts/customer'
import {
  call,
  callEncoded,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { demoAccounts } from '../../backend/accounts'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES, FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer()
const accounts = demoAccounts()
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const a of accounts) tokens[a.account] = await login(a.account)
})
const customerToken = () => tokens['customer@demo.vn']!
const customerCodes = accounts[0]!.userInfo.CustomerList.map((c) => c.CustomerCode)

describe('R-API-008 R-PROF-003 Customer.GetCustomerList', () => {
  it("answers exactly the user's own companies and child codes, for every demo account", async () => {
    for (const account of accounts) {
      const list = decoded(
        GetCustomerList,
        await call(GetCustomerList, {}, { token: tokens[account.account] }),
      )
      expect(list.map((c) => c.CustomerCode)).toEqual(
        account.userInfo.CustomerList.map((c) => c.CustomerCode),
      )
      for (const c of list) expect(c.TermsOfPayment).toBe(account.termsOfPayment)
    }
  })

  it('shows the child codes under their company (R-API-031)', async () => {
    const list = decoded(GetCustomerList, await call(GetCustomerList, {}, { token: customerToken() }))
    const parent = list.find((c) => c.CustomerCode === 'C1001')
    expect(parent?.ChildCustomerList.map((c) => c.CustomerCode)).toEqual(['C1001-01', 'C1001-02'])
    expect(list.filter((c) => c.ParentCustomerCode === 'C1001').map((c) => c.CustomerCode)).toEqual([
      'C1001-01',
      'C1001-02',
    ])
  })

  it('refuses a call without a token (4010) or with an unknown token (5004), in both languages', async () => {
    await expectRefusedInBothLanguages(GetCustomerList, {}, AUTH_CODES.noAuthInfo, undefined, 'noAuthInfo')
    await expectRefusedInBothLanguages(
      GetCustomerList,
      {},
      AUTH_CODES.invalidToken,
      'demo.forged',
      'invalidToken',
    )
  })

  it('generated requests decode with the client Schema', async () => {
    const ok = await expectGeneratedRequestsAnswered(GetCustomerList, { token: customerToken(), runs: 5 })
    expect(ok).toBe(5)
  })
})

describe('R-ORD-006 R-API-030 Customer.GetShippingAddressList', () => {
  it("answers a company's shipping addresses (type 2) with Id and ShippingAddress", async () => {
    for (const code of customerCodes) {
      const list = decoded(
        GetShippingAddressList,
        await call(
          GetShippingAddressList,
          { customerCode: code, addressType: 2 },
          { token: customerToken() },
        ),
      )
      expect(list.length).toBeGreaterThan(0)
      for (const a of list) {
        expect(a.AddressType).toBe(2)
        expect(a.CustomerCode).toBe(code)
        expect(a.Id).toBeGreaterThan(0)
        expect(a.ShippingAddress.length).toBeGreaterThan(0)
      }
    }
  })

  it('answers the invoice address for type 1, and only that type', async () => {
    const list = decoded(
      GetShippingAddressList,
      await call(
        GetShippingAddressList,
        { customerCode: 'C2001', addressType: 1 },
        { token: tokens['credit@demo.vn'] },
      ),
    )
    expect(list.length).toBe(1)
    expect(list[0]?.AddressType).toBe(1)
  })

  it("refuses another company's addresses (4030) and shows none of them", async () => {
    const catalog = mock.backend.state.catalog.catalog
    expect(catalog.companies.some((c) => c.customer.CustomerCode === 'C2001')).toBe(true)
    await expectRefusedInBothLanguages(
      GetShippingAddressList,
      { customerCode: 'C2001', addressType: '2' },
      FORBIDDEN_CODE,
      customerToken(),
      'notYourCustomer',
      { code: 'C2001' },
    )
  })

  it('refuses bad input with a bilingual message: wrong address type, no customer code, over-long code', async () => {
    for (const bad of [
      { customerCode: 'C1001', addressType: '3' },
      { customerCode: 'C1001', addressType: 'two' },
      { addressType: '2' },
      { customerCode: 'C'.repeat(51), addressType: '2' },
    ])
      await expectRefusedInBothLanguages(GetShippingAddressList, bad, MOCK_CODES.badRequest, customerToken())
  })

  it('refuses a call without a token', async () => {
    const answer = await callEncoded(GetShippingAddressList, { customerCode: 'C1001', addressType: '2' })
    expect(answer.code).toBe(AUTH_CODES.noAuthInfo)
  })

  it("generated requests decode with the client Schema, or are refused as another company's", async () => {
    const ok = await expectGeneratedRequestsAnswered(GetShippingAddressList, {
      token: customerToken(),
      refusals: [FORBIDDEN_CODE],
      tweak: (input, pick) =>
        pick % 3 === 0 ? input : { ...input, customerCode: customerCodes[pick % customerCodes.length]! },
    })
    expect(ok).toBeGreaterThan(0)
  })
})
