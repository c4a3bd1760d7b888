// /myorder/confirm (R-ROUTE-008): the confirmed list and the order detail drawer
// side by side, composed here because features never import each other (decision 0120): the list
// puts `?orderId=` in the address, the drawer reads it (decision 0200; loaded when first needed,
// 0328) and shows the confirmed sections, and the tracking action of every row opens the tracking
// dialog (R-CONF-006: view, tracking, download; unlike the pending list, not only for voucher
// payers, R-PERM-005); after Received or a support request every list and the tab counts reload
// through the orders-changed signal (decision 0100).
import { useCallback } from 'react'
import { api } from '../api/client'
import type { OrderRow } from '../api/contracts/order-entities'
import { useOrderTracking } from '../components/orders/TrackingDialog'
import { ConfirmedOrdersScreen } from '../features/confirmed-orders/ConfirmedOrdersScreen'
import { confirmedOrdersIO } from '../features/confirmed-orders/ConfirmedOrdersPage'
import { OrderDetailSlot } from './OrderDetailSlot'

export default function ConfirmedOrdersRoute() {
  const tracking = useOrderTracking(api)
  // Stable, so the list's row actions stay stable and its table renders only for new rows (decision 0288).
  const openTracking = tracking.open
  const onTrack = useCallback((row: OrderRow) => openTracking(row.Id, row.OrderNumber), [openTracking])
  return (
    <ConfirmedOrdersScreen io={confirmedOrdersIO} onTrack={onTrack}>
      <OrderDetailSlot screen="confirmed" />
      {tracking.dialog}
    </ConfirmedOrdersScreen>
  )
}
