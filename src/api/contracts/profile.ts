// My profile (R-PROF-001, R-PROF-002). The spec names no calls: these
// are ours, one per section, each for the company chosen on the page.
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { note, RequiredText, Vnd } from './common'
import { ShippingAddress } from './customer'
import { InvoiceInfo } from './order-entities'

const companyQuery = Schema.Struct({ customerCode: RequiredText(50) })

export const AccountInfo = Schema.Struct({
  UserName: Schema.String,
  RealName: Schema.String,
  Email: Schema.String,
  Mobile: Schema.String,
  Phone: Schema.NullOr(Schema.String),
  RoleName: Schema.String,
  CustomerTypeName: Schema.String,
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  TermsOfPayment: Schema.String,
}).annotations({ identifier: 'AccountInfo' })
export type AccountInfo = Schema.Schema.Type<typeof AccountInfo>

/** What a child company code lets this account do (the spec shows the label, not the rights). */
export const ChildCodePermission = Schema.Struct({
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  ParentCustomerCode: Schema.String,
  CanPlaceOrder: Schema.Boolean,
  CanViewOrders: Schema.Boolean,
  CanUploadPayment: Schema.Boolean,
}).annotations({ identifier: 'ChildCodePermission' })
export type ChildCodePermission = Schema.Schema.Type<typeof ChildCodePermission>

export const CreditLimit = Schema.Struct({
  CustomerCode: Schema.String,
  CompanyCreditLimit: note(Vnd, "this company's own limit"),
  TotalCreditLimit: note(Vnd, 'the limit shared by the company and its child codes'),
}).annotations({ identifier: 'CreditLimit' })
export type CreditLimit = Schema.Schema.Type<typeof CreditLimit>

/**
 * The credit limits with what the open orders use of them (R-PROF-004, decision 0242): the
 * company's own, and the total shared with its child codes. What is available is the limit less
 * what is used, never below 0; the screen computes it (machines/profile).
 */
export const CreditStanding = Schema.Struct({
  ...CreditLimit.fields,
  CompanyCreditUsed: note(Vnd, "this company's open orders (statuses 1, 2, 25, 3, 4, 5 and 7)"),
  TotalCreditUsed: note(Vnd, 'the open orders of the company and its child codes'),
}).annotations({ identifier: 'CreditStanding' })
export type CreditStanding = Schema.Schema.Type<typeof CreditStanding>

export const ProfileInvoiceInfo = Schema.Struct({
  CustomerCode: Schema.String,
  InvoiceCode: Schema.String,
  ...InvoiceInfo.fields,
}).annotations({ identifier: 'ProfileInvoiceInfo' })
export type ProfileInvoiceInfo = Schema.Schema.Type<typeof ProfileInvoiceInfo>

export const GetAccountInfo = defineEndpoint({
  name: 'Profile.GetAccountInfo',
  method: 'GET',
  path: 'api/Profile/GetAccountInfo',
  request: NoInput,
  response: AccountInfo,
  summary: "The signed-in account's details.",
})

export const GetChildCodePermissionList = defineEndpoint({
  name: 'Profile.GetChildCodePermissionList',
  method: 'GET',
  path: 'api/Profile/GetChildCodePermissionList',
  request: companyQuery,
  response: Schema.Array(ChildCodePermission),
  summary: "The company's child codes and what each allows (R-PROF-002, R-PROF-003).",
})

export const GetCreditLimit = defineEndpoint({
  name: 'Profile.GetCreditLimit',
  method: 'GET',
  path: 'api/Profile/GetCreditLimit',
  request: companyQuery,
  response: CreditStanding,
  summary:
    'The credit limit of the company and the total, with what open orders use (R-PROF-002, R-PROF-004).',
})

export const GetShippingInfo = defineEndpoint({
  name: 'Profile.GetShippingInfo',
  method: 'GET',
  path: 'api/Profile/GetShippingInfo',
  request: companyQuery,
  response: Schema.Array(ShippingAddress),
  summary: 'Every address of the company, of both types, with its contact.',
})

export const GetInvoiceInfo = defineEndpoint({
  name: 'Profile.GetInvoiceInfo',
  method: 'GET',
  path: 'api/Profile/GetInvoiceInfo',
  request: companyQuery,
  response: ProfileInvoiceInfo,
  summary: "The company's invoice details with its invoice code (R-PROF-002).",
})

export const profileEndpoints = [
  GetAccountInfo,
  GetChildCodePermissionList,
  GetCreditLimit,
  GetShippingInfo,
  GetInvoiceInfo,
] as const
