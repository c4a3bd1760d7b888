// The confirmed drawer's last section (decision 0211): the packing-info link with its drawer
// (R-CONF-018, R-CONF-009) and the Received and Support buttons with their dialogs (R-CONF-014).
// The support window is read at the business time: the server's in mock mode (decision 0161).
import { useEffect, useState } from 'react'
import './confirmed-sections.css'
import { api } from '../../../api/client'
import { createBusinessDay, serverNowOf } from '../../../components/business-day'
import { startOf } from '../../../machines/order-lifecycle/business-time'
import { PackingListDrawer } from '../packing-list/PackingListDrawer'
import { useReceiptSupport } from '../support/useReceiptSupport'
import { PackingInfoLink } from './PackingInfoLink'
import { ReceiptSupportActions } from './ReceiptSupportActions'
import type { SectionProps } from './section-props'

const businessDay = createBusinessDay({
  now: () => Date.now(),
  serverNow: import.meta.env.VITE_API_BASE_URL ? undefined : serverNowOf(api),
})
// The window closes at 00:00 of a day (R-LIFE-031): the day's start decides as the exact time does.
const businessNow = () => startOf(businessDay.today())

export function ReceiptSection({ order, reload, close }: SectionProps) {
  const [packingOpen, setPackingOpen] = useState(false)
  const support = useReceiptSupport(order, {
    client: api,
    now: businessNow,
    closeDrawer: close,
    reloadOrder: reload,
  })
  // The server's business date may have moved (the simulator's clock): ask it, then decide again.
  // A move may have completed the order by itself (R-LIFE-032): it is read again, never shown with
  // its buttons gone and its old status (R-SUP-009).
  const { send } = support
  useEffect(() => {
    let live = true
    businessDay.clockMoved().then(
      (moved) => {
        if (!live) return
        if (moved) reload()
        else send({ type: 'order.loaded', order, now: businessNow() })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [order, send, reload])
  return (
    <div className="confirmed-detail__end">
      <PackingInfoLink order={order} onOpen={() => setPackingOpen(true)} />
      <PackingListDrawer
        order={order}
        visible={packingOpen}
        client={api}
        onHide={() => setPackingOpen(false)}
      />
      <ReceiptSupportActions support={support} />
    </div>
  )
}
