// Authentication contracts (R-API-007, R-API-032, R-PWD-008, R-PWD-009).
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { NoData } from './common'

export const CustomerRef = Schema.Struct({
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
}).annotations({ identifier: 'CustomerRef' })
export type CustomerRef = Schema.Schema.Type<typeof CustomerRef>

/** The stored user info, kept as JSON in a cookie (R-STORE-001). */
export const UserInfo = Schema.Struct({
  Email: Schema.String,
  Mobile: Schema.String,
  CustomerSet: Schema.NullOr(Schema.String),
  CustomerTypeId: Schema.Int,
  CustomerTypeName: Schema.String,
  Phone: Schema.NullOr(Schema.String),
  RealName: Schema.String,
  RoleName: Schema.String,
  UserName: Schema.String,
  IsConsentPrivacy: Schema.Boolean,
  CustomerList: Schema.Array(CustomerRef),
}).annotations({ identifier: 'UserInfo' })
export type UserInfo = Schema.Schema.Type<typeof UserInfo>

/** An account is an e-mail address or a mobile number: an e-mail address has at most 254 characters. */
export const ACCOUNT_MAX = 254
export const PASSWORD_MAX = 128
export const VALIDATION_CODE_MAX = 20
const Account = Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(ACCOUNT_MAX))
const Password = Schema.NonEmptyString.pipe(Schema.maxLength(PASSWORD_MAX))

export const LoginRequest = Schema.Struct({ account: Account, password: Password })
export type LoginRequest = Schema.Schema.Type<typeof LoginRequest>

export const LoginResponse = Schema.Struct({
  token: Schema.NonEmptyString,
  userInfo: UserInfo,
})
export type LoginResponse = Schema.Schema.Type<typeof LoginResponse>

export const Login = defineEndpoint({
  name: 'Login',
  method: 'POST',
  path: 'api/Login',
  request: LoginRequest,
  response: LoginResponse,
  summary: 'Signs in with account and password; wrong credentials answer 4011.',
  callerShowsRefusal: true,
})

export const SendValidationCodeRequest = Schema.Struct({ account: Account })
export const SendValidationCode = defineEndpoint({
  name: 'Authorization.SendValidationCode',
  method: 'POST',
  path: 'api/Authorization/SendValidationCode',
  request: SendValidationCodeRequest,
  response: NoData,
  summary: 'Sends a verification code to the account (email or mobile).',
})

export const UpdatePasswordRequest = Schema.Struct({
  account: Account,
  code: Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(VALIDATION_CODE_MAX)),
  newPassword: Password,
  confirmNewPassword: Password,
})
export type UpdatePasswordRequest = Schema.Schema.Type<typeof UpdatePasswordRequest>

export const UpdatePassword = defineEndpoint({
  name: 'Authorization.UpdatePassword',
  method: 'POST',
  path: 'api/Authorization/UpdatePassword',
  request: UpdatePasswordRequest,
  response: NoData,
  summary: 'Sets a new password with the verification code; a wrong or expired code answers 5006.',
})

export const Logout = defineEndpoint({
  name: 'Authorization.Logout',
  method: 'POST',
  path: 'api/Authorization/Logout',
  request: NoInput,
  response: NoData,
  summary: 'Ends the session on the server (path ours: the spec does not show it).',
})

export const authEndpoints = [Login, SendValidationCode, UpdatePassword, Logout] as const
