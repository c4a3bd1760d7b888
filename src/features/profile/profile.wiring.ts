// The profile machine's side effect (decision 0242): the account first, then its main company's
// sections and every code's shipping addresses (api/Customer/GetShippingAddressList, type 2).
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { GetShippingAddressList } from '../../api/contracts/customer'
import {
  GetAccountInfo,
  GetChildCodePermissionList,
  GetCreditLimit,
  GetInvoiceInfo,
} from '../../api/contracts/profile'
import { profileMachine, type ProfileData, type ProfileInput } from '../../machines/profile'

export function provideProfile(client: Pick<ApiClient, 'call'>) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise<ProfileData, ProfileInput>(async ({ input }) => {
        const account = await client.call(GetAccountInfo, {})
        const customerCode = account.CustomerCode
        const [children, credit, invoice, addresses] = await Promise.all([
          client.call(GetChildCodePermissionList, { customerCode }),
          client.call(GetCreditLimit, { customerCode }),
          client.call(GetInvoiceInfo, { customerCode }),
          Promise.all(
            input.customerCodes.map(async (code) => ({
              customerCode: code,
              addresses: await client.call(GetShippingAddressList, {
                customerCode: code,
                addressType: 2 as const,
              }),
            })),
          ),
        ])
        return { account, children, credit, invoice, addresses }
      }),
    },
  })
}
