// /myorder/orderInfo (spec §2 Pending-order screen): the pending list and the order detail drawer
// side by side. Features never import each other (decision 0120), so the app composes them: the
// list puts `?orderId=` in the address, the drawer reads it (decision 0200), and after a change
// the lists reload through the orders-changed signal (decision 0100).
import { api } from '../api/client'
import { orderDetailIO } from '../features/order-detail/order-detail-io'
import { OrderDetailDrawer } from '../features/order-detail/OrderDetailDrawer'
import PendingOrdersPage from '../features/pending-orders/PendingOrdersPage'

const detailIO = orderDetailIO(api)

export default function PendingOrdersRoute() {
  return (
    <>
      <PendingOrdersPage />
      <OrderDetailDrawer screen="pending" io={detailIO} />
    </>
  )
}
