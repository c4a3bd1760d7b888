// Contract tests of the profile handlers, run in Node through fetch with a real login's token.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  GetAccountInfo,
  GetChildCodePermissionList,
  GetCreditLimit,
  GetInvoiceInfo,
  GetShippingInfo,
} from '../../api/contracts/profile'
import type { Endpoint } from '../../api/endpoint'
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
import { companyByCode } from '../../backend/seed/catalog'
import { AUTH_CODES, FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer()
const accounts = demoAccounts()
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const a of accounts) tokens[a.account] = await login(a.account)
})
const customer = () => tokens['customer@demo.vn']!
const OWN = ['C1001', 'C1001-01', 'C1001-02']
const companyScoped: Endpoint<{ customerCode: string }>[] = [
  GetChildCodePermissionList,
  GetCreditLimit,
  GetShippingInfo,
  GetInvoiceInfo,
]

describe('R-PROF-001 Profile.GetAccountInfo', () => {
  it("answers each account's details with its main company and terms", async () => {
    for (const account of accounts) {
      const info = decoded(GetAccountInfo, await call(GetAccountInfo, {}, { token: tokens[account.account] }))
      expect(info.UserName).toBe(account.userInfo.UserName)
      expect(info.RealName).toBe(account.userInfo.RealName)
      expect(info.CustomerTypeName).toBe(account.userInfo.CustomerTypeName)
      expect(info.CustomerCode).toBe(account.userInfo.CustomerList[0]?.CustomerCode)
      expect(info.TermsOfPayment).toBe(account.termsOfPayment)
    }
    expect(await expectGeneratedRequestsAnswered(GetAccountInfo, { token: customer(), runs: 3 })).toBe(3)
  })

  it('needs a signed-in user (4010 without a token, 5004 with an unknown one)', async () => {
    await expectRefusedInBothLanguages(GetAccountInfo, {}, AUTH_CODES.noAuthInfo, undefined, 'noAuthInfo')
    await expectRefusedInBothLanguages(GetAccountInfo, {}, AUTH_CODES.invalidToken, 'x.y.z', 'invalidToken')
  })
})

describe('R-PROF-002 R-PROF-003 Profile.GetChildCodePermissionList', () => {
  it("lists a company's child codes with what each allows; a company without children has none", async () => {
    const list = decoded(
      GetChildCodePermissionList,
      await call(GetChildCodePermissionList, { customerCode: 'C1001' }, { token: customer() }),
    )
    expect(list.map((c) => c.CustomerCode)).toEqual(['C1001-01', 'C1001-02'])
    for (const c of list) expect(c.ParentCustomerCode).toBe('C1001')
    expect(list.map((c) => c.CanUploadPayment)).toEqual([true, false])
    const none = decoded(
      GetChildCodePermissionList,
      await call(GetChildCodePermissionList, { customerCode: 'C2001' }, { token: tokens['credit@demo.vn'] }),
    )
    expect(none).toEqual([])
  })
})

describe('R-PROF-002 Profile.GetCreditLimit', () => {
  it('answers the company and the total credit limit', async () => {
    const limit = decoded(
      GetCreditLimit,
      await call(GetCreditLimit, { customerCode: 'C2001' }, { token: tokens['credit@demo.vn'] }),
    )
    const seeded = companyByCode(mock.backend.state.catalog.catalog, 'C2001')!.credit
    expect(limit).toMatchObject(seeded)
    expect(limit.TotalCreditUsed).toBeGreaterThanOrEqual(limit.CompanyCreditUsed)
    expect(limit.CompanyCreditLimit).toBeGreaterThan(0)
    expect(limit.TotalCreditLimit).toBeGreaterThanOrEqual(limit.CompanyCreditLimit)
  })
})

describe('R-PROF-001 Profile.GetShippingInfo', () => {
  it('answers every address of the company, of both types, with its contact', async () => {
    const list = decoded(
      GetShippingInfo,
      await call(GetShippingInfo, { customerCode: 'C1001' }, { token: customer() }),
    )
    expect(new Set(list.map((a) => a.AddressType))).toEqual(new Set([1, 2]))
    for (const a of list) {
      expect(a.CustomerCode).toBe('C1001')
      expect(a.ContactName).not.toBeNull()
    }
  })
})

describe('R-PROF-002 Profile.GetInvoiceInfo', () => {
  it('answers the invoice name, VAT code, address and invoice code', async () => {
    for (const code of OWN) {
      const info = decoded(
        GetInvoiceInfo,
        await call(GetInvoiceInfo, { customerCode: code }, { token: customer() }),
      )
      expect(info.CustomerCode).toBe(code)
      expect(info.InvoiceCode.length).toBeGreaterThan(0)
      expect(info.VATCode).toMatch(/^\d{10}(-\d{3})?$/)
    }
  })
})

describe('R-PROF-001 R-PROF-003 every profile section is the user’s own companies only', () => {
  it("refuses another company's data with 4030, in both languages, and a call without a token", async () => {
    for (const endpoint of companyScoped) {
      await expectRefusedInBothLanguages(
        endpoint,
        { customerCode: 'D3001' },
        FORBIDDEN_CODE,
        customer(),
        'notYourCustomer',
        { code: 'D3001' },
      )
      // A distributor cannot read a child code of another company either.
      await expectRefusedInBothLanguages(
        endpoint,
        { customerCode: 'C1001-01' },
        FORBIDDEN_CODE,
        tokens['distributor@demo.vn'],
      )
      expect((await callEncoded(endpoint, { customerCode: 'C1001' })).code).toBe(AUTH_CODES.noAuthInfo)
    }
  })

  it('refuses bad input (no code, blank, over-long, wrong type) in both languages', async () => {
    for (const endpoint of companyScoped)
      for (const bad of [
        {},
        { customerCode: '' },
        { customerCode: ' C1001' },
        { customerCode: 'C'.repeat(51) },
      ])
        await expectRefusedInBothLanguages(endpoint, bad, MOCK_CODES.badRequest, customer())
  })

  it("generated requests decode with the client Schema, or are refused as another company's", async () => {
    for (const endpoint of companyScoped) {
      const ok = await expectGeneratedRequestsAnswered(endpoint, {
        token: customer(),
        refusals: [FORBIDDEN_CODE],
        runs: 12,
        tweak: (input, pick) => (pick % 3 === 0 ? input : { customerCode: OWN[pick % OWN.length]! }),
      })
      expect(ok, endpoint.name).toBeGreaterThan(0)
    }
  })
})
