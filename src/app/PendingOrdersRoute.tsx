// /myorder/orderInfo (R-ROUTE-007): the pending list and the order detail drawer
// side by side. Features never import each other (decision 0120), so the app composes them: the
// list puts `?orderId=` in the address, the drawer reads it (decision 0200; loaded when first
// needed, 0328), and after a change the lists reload through the orders-changed signal (0100).
import PendingOrdersPage from '../features/pending-orders/PendingOrdersPage'
import { OrderDetailSlot } from './OrderDetailSlot'

export default function PendingOrdersRoute() {
  return (
    <>
      <PendingOrdersPage />
      <OrderDetailSlot screen="pending" />
    </>
  )
}
