// The drawer's "Save as template" (R-TPL-003, decision 0366): a past order's code, address and
// products become a company template (the backend leaves out what is no longer sold and says so).
// Offered on every order but a draft; a code that may not place orders is refused by the backend
// (R-TPL-001, R-PERM-011), whose message the request layer shows.
import type { Order } from '../../api/contracts/order-entities'
import { api } from '../../api/client'
import { SaveTemplateSlot } from '../../components/templates/SaveTemplateSlot'

export function SaveOrderAsTemplate({ order }: { readonly order: Order }) {
  return (
    <div className="order-detail__template">
      <SaveTemplateSlot
        client={api}
        orderNumber={order.OrderNumber}
        source={() => ({ kind: 'order', orderId: order.Id, customerCode: order.CustomerCode })}
      />
    </div>
  )
}
