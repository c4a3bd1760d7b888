// A signed-in user's stored info (the `userInfo` cookie, R-STORE-001) for tests: one company user,
// any role.
import type { UserInfo } from '../api/contracts/auth'

export const userInfoOf = (RoleName: string): UserInfo => ({
  Email: 'a@b.vn',
  Mobile: '0900000000',
  CustomerSet: null,
  CustomerTypeId: 1,
  CustomerTypeName: 'Company',
  Phone: null,
  RealName: 'Lan',
  RoleName,
  UserName: 'a@b.vn',
  IsConsentPrivacy: true,
  CustomerList: [],
})
