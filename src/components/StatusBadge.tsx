// An order's status as a badge (R-LIST-003, decision 0343): the status's name in the active
// language, with the colour and the icon of its family of state (waiting on the customer, in
// progress, done, problem, cancelled), so a cancelled order never looks like one being delivered
// and the colour is never the only signal. The same badge on every list and in the order drawer.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FeOrderStatus } from '../api/contracts/common'
import { statusFamilyOf, type StatusFamily } from '../machines/order-list/list-layout.rules'
import './status-badge.css'

/** One PrimeIcons icon per family: the shape says the family where the colour cannot. */
export const FAMILY_ICON: Readonly<Record<StatusFamily, string>> = {
  waiting: 'pi pi-clock',
  progress: 'pi pi-sync',
  done: 'pi pi-check-circle',
  problem: 'pi pi-exclamation-triangle',
  cancelled: 'pi pi-ban',
}

export const StatusBadge = memo(function StatusBadge({ status }: { readonly status: FeOrderStatus }) {
  const { t } = useTranslation('orders')
  const family = statusFamilyOf(status)
  return (
    <span className={`status-badge status-badge--${family}`} data-family={family}>
      <i className={FAMILY_ICON[family]} aria-hidden="true" />
      {t(`orders:status.${status}`)}
    </span>
  )
})
