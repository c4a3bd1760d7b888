// The drawer's order actor: the order-detail machine with the feature's I/O, seen by the inspector,
// following the `orderId` of the address (R-ROUTE-007) and the app's 'orders changed' signal.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import type { Order } from '../../api/contracts/order-entities'
import { inspect } from '../../lib/inspection'
import { ordersChanged } from '../../lib/orders-changed'
import { orderDetailMachine, viewOf } from '../../machines/order-detail'
import type { OrderDetailIO } from './order-detail-io'

export function useOrderDetail(io: OrderDetailIO, orderId: number | 'invalid' | undefined) {
  const actorRef = useActorRef(
    orderDetailMachine.provide({
      actors: {
        loadOrder: fromPromise<Order, { orderId: number }>(({ input }) => io.loadOrder(input)),
        watchOrders: fromCallback(({ sendBack }) =>
          ordersChanged.subscribe(() => sendBack({ type: 'orders.changed' })),
        ),
      },
    }),
    { inspect },
  )
  useEffect(() => {
    actorRef.send(orderId === undefined ? { type: 'detail.close' } : { type: 'detail.open', orderId })
  }, [actorRef, orderId])
  // What the drawer shows, not the whole snapshot: a refresh that brings the same order renders nothing.
  const view = useSelector(actorRef, viewOf)
  const order = useSelector(actorRef, (s) => s.context.order)
  return { view, order, send: actorRef.send }
}
