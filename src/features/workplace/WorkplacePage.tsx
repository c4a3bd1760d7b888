// /myWork/myWorkplace with the app's request layer, session and address (decision 0240): the
// company shown is the `company` query; the business month is Vietnam's (decision 0161).
import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { api } from '../../api/client'
import { useSession } from '../../components/session/session-context'
import { COMPANY_PARAM } from '../../lib/paths'
import { businessDateAt } from '../../machines/order-lifecycle/business-time'
import { WorkplaceScreen } from './WorkplaceScreen'

const NO_CUSTOMERS: readonly never[] = []
/** The business month now (the machine never reads a clock). */
const businessMonth = () => businessDateAt(Date.now()).slice(0, 7)

export default function WorkplacePage() {
  const { userInfo } = useSession()
  const [params, setParams] = useSearchParams()
  const [currentMonth] = useState(businessMonth)
  const onCompanyShown = useCallback(
    (code: string) => {
      // An address that names it already is left alone: writing it is a navigation that renders
      // the routes again, which the first screen paid for on every visit (decision 0395).
      if ((new URLSearchParams(window.location.search).get(COMPANY_PARAM) ?? '') === code) return
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (code === '') next.delete(COMPANY_PARAM)
          else next.set(COMPANY_PARAM, code)
          return next
        },
        { replace: true },
      )
    },
    [setParams],
  )
  return (
    <WorkplaceScreen
      client={api}
      customers={userInfo?.CustomerList ?? NO_CUSTOMERS}
      requestedCode={params.get(COMPANY_PARAM) ?? ''}
      currentMonth={currentMonth}
      onCompanyShown={onCompanyShown}
    />
  )
}
