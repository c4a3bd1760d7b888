// The packing-info link (R-CONF-018): at statuses 5 to 8 only, and only once the warehouse
// confirmed the packing list (WarehouseConfirmed 1). It opens the packing-list drawer.
import { Button } from '../../../components/Button'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../api/contracts/order-entities'
import { showsPackingInfo } from '../../../machines/order-detail'

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
