// The confirmed-order screen's actor beside its list: tab counts, payment statuses, exports and
// order PDFs, with the screen's I/O, seen by the inspector. The counts reload whenever the app's
// 'orders changed' signal says an order moved (decision 0100), as the list does. The screen
// selects only what it shows, each part on its own, so an answer renders again only the part that
// shows it (decision 0323).
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fromCallback, fromPromise } from 'xstate'
import type { OrderStatusOption, PaymentStatusOption } from '../../api/contracts/order-entities'
import { inspect } from '../../lib/inspection'
import { lngOf } from '../../lib/format'
import { ordersChanged } from '../../lib/orders-changed'
import { confirmedScreenMachine, type ExportInput, type PdfInput } from '../../machines/confirmed-orders'
import type { OrderListFilters } from '../../machines/order-list'
import type { ConfirmedIO } from './confirmed-io'

export function useConfirmedScreen(io: ConfirmedIO, filters: OrderListFilters) {
  const { i18n } = useTranslation()
  const machine = confirmedScreenMachine.provide({
    actors: {
      loadCounts: fromPromise<readonly OrderStatusOption[], { filters: OrderListFilters }>(({ input }) =>
        io.loadCounts(input.filters),
      ),
      loadPaymentStatuses: fromPromise<readonly PaymentStatusOption[]>(() => io.loadPaymentStatuses()),
      exportFile: fromPromise<string, ExportInput>(({ input }) => io.exportFile(input, lngOf(i18n.language))),
      downloadPdf: fromPromise<string, PdfInput>(({ input }) => io.downloadPdf(input)),
      watchOrders: fromCallback(({ sendBack }) =>
        ordersChanged.subscribe(() => sendBack({ type: 'orders.changed' })),
      ),
    },
  })
  const actorRef = useActorRef(machine, { input: { filters }, inspect })
  return {
    send: actorRef.send,
    statusOptions: useSelector(actorRef, (s) => s.context.statusOptions),
    countsLoading: useSelector(actorRef, (s) => s.matches({ counts: 'loading' })),
    paymentOptions: useSelector(actorRef, (s) => s.context.paymentOptions),
    paymentsFailed: useSelector(actorRef, (s) => s.matches({ payments: 'failed' })),
    exporting: useSelector(actorRef, (s) => s.hasTag('exporting')),
    pdfOrderId: useSelector(actorRef, (s) => s.context.pdfOrderId),
    // The machine takes a PDF download whatever the row (one at a time, no guard on the row).
    mayDownload: useSelector(actorRef, (s) => s.can({ type: 'pdf.download', orderId: 0, orderNumber: '' })),
  }
}
