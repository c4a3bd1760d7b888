// "Order again" in an order list's row (table row and phone card, R-REORDER-007): place order
// fills its cart from this order (R-REORDER-001); what is no longer sold is said there. A row of a
// code that may not place orders offers none (R-REORDER-008).
import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { OrderRow } from '../../api/contracts/order-entities'
import { reorderPath } from '../../lib/paths'
import { IconAction } from '../IconAction'
import { PlaceRefusedCodes } from './place-refused'

export function OrderAgainAction({
  row,
}: {
  readonly row: Pick<OrderRow, 'Id' | 'OrderNumber' | 'CustomerCode'>
}) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const refused = useContext(PlaceRefusedCodes)
  if (refused.includes(row.CustomerCode)) return null
  return (
    <IconAction
      icon="pi pi-replay"
      label={t('actions.orderAgain', { orderNumber: row.OrderNumber })}
      onClick={() => void navigate(reorderPath(row.Id))}
    />
  )
}
