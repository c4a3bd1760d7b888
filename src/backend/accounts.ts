// The three demo accounts (R-API-031, password Demo1234 for all). Their reset codes are no
// business of the core's: see reset-codes.ts (decision 0348).
import type { UserInfo } from '../api/contracts/auth'

export const DEMO_PASSWORD = 'Demo1234'

export interface DemoAccount {
  readonly account: string
  readonly password: string
  readonly userInfo: UserInfo
  readonly termsOfPayment: string
}

const customer = (
  account: string,
  realName: string,
  typeName: string,
  customers: ReadonlyArray<readonly [string, string]>,
  termsOfPayment: string,
  roleName = 'Main',
): DemoAccount => ({
  account,
  password: DEMO_PASSWORD,
  termsOfPayment,
  userInfo: {
    Email: account,
    Mobile: '0900000000',
    CustomerSet: null,
    CustomerTypeId: typeName === 'Distributor' ? 2 : 1,
    CustomerTypeName: typeName,
    Phone: null,
    RealName: realName,
    RoleName: roleName,
    UserName: account,
    IsConsentPrivacy: true,
    CustomerList: customers.map(([CustomerCode, CustomerName]) => ({ CustomerCode, CustomerName })),
  },
})

export function demoAccounts(): DemoAccount[] {
  return [
    customer(
      'customer@demo.vn',
      'Nguyễn Thị Lan',
      'Company',
      [
        ['C1001', 'Công ty TNHH Bếp Việt'],
        ['C1001-01', 'Bếp Việt – Chi nhánh Hà Nội'],
        ['C1001-02', 'Bếp Việt – Chi nhánh Đà Nẵng'],
      ],
      'no credit - TT',
    ),
    customer(
      'credit@demo.vn',
      'Trần Văn Minh',
      'Company',
      [['C2001', 'Công ty CP Thực phẩm Sài Gòn Xanh']],
      'credit 30 days',
    ),
    customer(
      'distributor@demo.vn',
      'Lê Hoàng Phúc',
      'Distributor',
      [['D3001', 'Nhà phân phối Phúc Lộc']],
      'credit 45 days',
    ),
  ]
}

/**
 * A second user of customer@demo.vn's company, with the Manager role and no data of her own
 * (decision 0366): the company's templates are shared with her (R-TPL-001), and, not being the
 * Main role, she changes only the templates she made (R-TPL-005). Never seeded: the seed stays
 * the three accounts'.
 */
export function colleagueAccounts(): DemoAccount[] {
  const [main] = demoAccounts()
  const codes = main!.userInfo.CustomerList.map((c) => [c.CustomerCode, c.CustomerName] as const)
  return [customer('buyer@demo.vn', 'Phạm Thu Hà', 'Company', codes, main!.termsOfPayment, 'Manager')]
}
