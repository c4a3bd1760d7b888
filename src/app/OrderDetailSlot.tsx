// The order detail drawer of the two order lists, loaded when it is first needed (decision 0328):
// its code (the sections, the voucher and export machines) is not part of the list's start. It
// mounts once `?orderId=` is in the address (a row opened, or a reload of an opened order) and
// stays mounted after, so closing still animates and gives the focus back. Its chunk starts
// downloading at the user's first pointer move, press or key on the page; while it downloads the
// page says so, and if it cannot, the address loses the order again (the row can be opened anew).
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { api } from '../api/client'
import { LazyPart, useLazyPart } from '../components/LazyPart'
import { APPROACH_EVENTS, useOnFirstInteraction } from '../components/useOnFirstInteraction'
import { ORDER_ID_PARAM, withoutParam } from '../lib/paths'
import type { DetailScreen } from '../machines/order-detail'
import { withTexts } from '../i18n/with-texts'

// The drawer's modules and its texts (R-PERF-035, decision 0396).
const importDrawer = withTexts(['orderDetail', 'confirmedDetail', 'orders', 'templates'], () =>
  Promise.all([
    import('../features/order-detail/OrderDetailDrawer'),
    import('../features/order-detail/order-detail-io'),
  ]),
)

const loadDrawer = () =>
  importDrawer().then(([{ OrderDetailDrawer }, { orderDetailIO }]) => {
    const io = orderDetailIO(api)
    return {
      default: ({ screen }: { readonly screen: DetailScreen }) => (
        <OrderDetailDrawer screen={screen} io={io} />
      ),
    }
  })

/** Starts the drawer's download and its texts'; `lazy` asks for the same modules, which the browser has then. */
const preloadDrawer = () => void importDrawer().catch(() => undefined)

export function OrderDetailSlot({ screen }: { readonly screen: DetailScreen }) {
  const [params, setParams] = useSearchParams()
  const asked = params.has(ORDER_ID_PARAM)
  const [needed, setNeeded] = useState(asked)
  // Set when the download failed, until the address has let go of the order.
  const [failed, setFailed] = useState(false)
  if (asked && !needed && !failed) setNeeded(true)
  if (!asked && failed) setFailed(false)
  const { Part: Drawer, retry } = useLazyPart(loadDrawer)
  useOnFirstInteraction(preloadDrawer, APPROACH_EVENTS)
  const fail = () => {
    setFailed(true)
    setNeeded(false)
    retry()
    setParams(withoutParam(ORDER_ID_PARAM), { replace: true })
  }
  return needed ? (
    <LazyPart onFail={fail}>
      <Drawer screen={screen} />
    </LazyPart>
  ) : null
}
