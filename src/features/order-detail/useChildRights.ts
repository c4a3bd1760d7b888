// What the order's customer code allows (R-PERM-013, decision 0340): the drawer asks the profile's
// child code permissions once per order. `undefined` while they come; when they cannot be had the
// code counts as no child code (null) and the backend, which refuses by the same rule, decides.
import { useEffect, useState } from 'react'
import { useSession } from '../../components/session/session-context'
import type { ChildRights } from '../../machines/profile/profile.rules'
import type { OrderDetailIO } from './order-detail-io'

export function useChildRights(io: OrderDetailIO, customerCode: string): ChildRights | null | undefined {
  const { userInfo } = useSession()
  const ownCodes = (userInfo?.CustomerList ?? []).map((c) => c.CustomerCode).join(',')
  const [answer, setAnswer] = useState<{ readonly code: string; readonly rights: ChildRights | null }>()
  useEffect(() => {
    let live = true
    io.loadChildRights(customerCode, ownCodes === '' ? [] : ownCodes.split(',')).then(
      (rights) => live && setAnswer({ code: customerCode, rights }),
      () => live && setAnswer({ code: customerCode, rights: null }),
    )
    return () => {
      live = false
    }
  }, [io, customerCode, ownCodes])
  return answer?.code === customerCode ? answer.rights : undefined
}
