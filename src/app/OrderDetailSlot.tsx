// The order detail drawer of the two order lists, loaded when it is first needed (decision 0328):
// its code (the sections, the voucher and export machines) is not part of the list's start. It
// mounts once `?orderId=` is in the address (a row opened, or a reload of an opened order) and
// stays mounted after, so closing still animates and gives the focus back. Its chunk starts
// downloading at the user's first pointer move, press or key on the page.
import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { api } from '../api/client'
import { APPROACH_EVENTS, useOnFirstInteraction } from '../components/useOnFirstInteraction'
import { ORDER_ID_PARAM } from '../lib/paths'
import type { DetailScreen } from '../machines/order-detail'

const loadDrawer = () =>
  Promise.all([
    import('../features/order-detail/OrderDetailDrawer'),
    import('../features/order-detail/order-detail-io'),
  ]).then(([{ OrderDetailDrawer }, { orderDetailIO }]) => {
    const io = orderDetailIO(api)
    return {
      default: ({ screen }: { readonly screen: DetailScreen }) => (
        <OrderDetailDrawer screen={screen} io={io} />
      ),
    }
  })

const Drawer = lazy(loadDrawer)

/** Starts the drawer's download; `lazy` asks for the same modules, which the browser has then. */
const preloadDrawer = () => void loadDrawer().catch(() => undefined)

export function OrderDetailSlot({ screen }: { readonly screen: DetailScreen }) {
  const [params] = useSearchParams()
  const asked = params.has(ORDER_ID_PARAM)
  const [needed, setNeeded] = useState(asked)
  if (asked && !needed) setNeeded(true)
  useOnFirstInteraction(preloadDrawer, APPROACH_EVENTS)
  return needed ? (
    <Suspense fallback={null}>
      <Drawer screen={screen} />
    </Suspense>
  ) : null
}
