// The back office of server mode (decision 0272): one demo account that signs in like the others
// but owns no company and no demo data, and is the only one the simulator's endpoints accept, so
// the customers of a shared demo cannot approve their own orders.
import { DEMO_PASSWORD, type DemoAccount } from '../src/backend/accounts'
import { BACK_OFFICE_ROLE } from '../src/machines/simulator/desk.rules'

export const BACK_OFFICE_ACCOUNT = 'backoffice@demo.vn'

export const backOfficeAccount: DemoAccount = {
  account: BACK_OFFICE_ACCOUNT,
  password: DEMO_PASSWORD,
  termsOfPayment: '',
  userInfo: {
    Email: BACK_OFFICE_ACCOUNT,
    Mobile: '0900000000',
    CustomerSet: null,
    CustomerTypeId: 1,
    CustomerTypeName: 'Company',
    Phone: null,
    RealName: 'Back office',
    // The page shows the desk by this role (R-DESK-001); the server decides by the account.
    RoleName: BACK_OFFICE_ROLE,
    UserName: BACK_OFFICE_ACCOUNT,
    IsConsentPrivacy: true,
    CustomerList: [],
  },
}

export const isBackOffice = (account: DemoAccount) => account.account === BACK_OFFICE_ACCOUNT
