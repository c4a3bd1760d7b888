// /myorder/confirm: the confirmed list (features/confirmed-orders) composed with the order's drawer
// (features/order-detail), here in the app because a feature does not import another (decision
// 0120). `?orderId=` opens the drawer (spec §2, R-ROUTE-007).
import { ConfirmedOrdersScreen } from '../../features/confirmed-orders/ConfirmedOrdersScreen'
import { confirmedOrdersIO } from '../../features/confirmed-orders/ConfirmedOrdersPage'

export default function ConfirmedOrdersRoute() {
  return <ConfirmedOrdersScreen io={confirmedOrdersIO} />
}
