// The rights of all of a user's own codes, in one loader shared by the screens that reflect them
// (R-PERM-014, decision 0359): the place-order screen, the order lists and the order drawer. It asks
// the profile's permission list (GetChildCodePermissionList) of each own code once, in parallel;
// a failed call rejects the whole, and the screen then decides nothing (the backend refuses).
import type { ApiClient } from '../../api/client'
import { GetChildCodePermissionList } from '../../api/contracts/profile'
import { ownRightsOf, type OwnRights } from '../../machines/profile/profile.rules'

export async function loadOwnRights(
  client: Pick<ApiClient, 'call'>,
  ownCodes: readonly string[],
): Promise<OwnRights> {
  const lists = await Promise.all(
    ownCodes.map((customerCode) => client.call(GetChildCodePermissionList, { customerCode })),
  )
  return ownRightsOf(ownCodes, lists.flat())
}
