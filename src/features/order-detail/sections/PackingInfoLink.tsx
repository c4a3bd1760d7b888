// The packing-info link (R-CONF-018): at statuses 5 to 8 only, and only once the warehouse
// confirmed the packing list (WarehouseConfirmed 1). It opens the packing-list drawer.
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import type { FeOrderStatus } from '../../../api/contracts/common'
import type { Order } from '../../../api/contracts/order-entities'

const PACKING_STATUSES: readonly FeOrderStatus[] = [5, 6, 7, 8]

export const showsPackingInfo = (order: Pick<Order, 'FeOrderStatus' | 'WarehouseConfirmed'>): boolean =>
  PACKING_STATUSES.includes(order.FeOrderStatus) && order.WarehouseConfirmed === 1

export function PackingInfoLink({ order, onOpen }: { readonly order: Order; readonly onOpen: () => void }) {
  const { t } = useTranslation('confirmedDetail')
  if (!showsPackingInfo(order)) return null
  return (
    <Button
      type="button"
      link
      className="p-0"
      icon="pi pi-box"
      label={t('packingInfo.link')}
      onClick={onOpen}
    />
  )
}
