// Authentication contracts (spec §7 Authentication, design §5).
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { NoData } from './common'

export const CustomerRef = Schema.Struct({
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
}).annotations({ identifier: 'CustomerRef' })
export type CustomerRef = Schema.Schema.Type<typeof CustomerRef>

/** The stored user info of spec §3 (kept as JSON in a cookie). */
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

export const LoginRequest = Schema.Struct({
  account: Schema.NonEmptyTrimmedString,
  password: Schema.NonEmptyString,
})
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

export const SendValidationCodeRequest = Schema.Struct({ account: Schema.NonEmptyTrimmedString })
export const SendValidationCode = defineEndpoint({
  name: 'Authorization.SendValidationCode',
  method: 'POST',
  path: 'api/Authorization/SendValidationCode',
  request: SendValidationCodeRequest,
  response: NoData,
  summary: 'Sends a verification code to the account (email or mobile).',
})

export const UpdatePasswordRequest = Schema.Struct({
  account: Schema.NonEmptyTrimmedString,
  code: Schema.NonEmptyTrimmedString,
  newPassword: Schema.NonEmptyString,
  confirmNewPassword: Schema.NonEmptyString,
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
