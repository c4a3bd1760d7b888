// The confirmed-order screen's I/O through the request layer (R-API-013, R-API-015..017):
// the list, its tab counts and payment statuses, the two Excel exports and an order's PDF.
// Failures reject with the client's ApiError after its toast (R-ERR-005); a failed export or PDF
// saves no file (the client saves only a file answer).
import type { ApiClient } from '../../api/client'
import {
  GetMallOrderStatusList,
  GetPagedMallOrderList,
  GetPaymentStatusList,
} from '../../api/contracts/order'
import type { OrderStatusOption, PaymentStatusOption } from '../../api/contracts/order-entities'
import type { OrderListIO } from '../../components/orders/order-list-io'
import { loadOwnRights } from '../../components/session/own-rights'
import {
  exportFiltersOf,
  mallListRequestOf,
  statusCountRequestOf,
  type ExportInput,
  type PdfInput,
} from '../../machines/confirmed-orders'
import type { OrderListFilters } from '../../machines/order-list'
import type { Lng } from '../../lib/format'

export interface ConfirmedIO {
  readonly list: OrderListIO
  readonly loadCounts: (filters: OrderListFilters) => Promise<readonly OrderStatusOption[]>
  readonly loadPaymentStatuses: () => Promise<readonly PaymentStatusOption[]>
  readonly exportFile: (input: ExportInput, lng: Lng) => Promise<string>
  readonly downloadPdf: (input: PdfInput) => Promise<string>
}

type Client = Pick<ApiClient, 'call' | 'download'>

// The file endpoints load with the first export or PDF, not with the list (decision 0397).
const fileEndpoints = () => import('../../api/contracts/files')

export const confirmedIO = (client: Client): ConfirmedIO => ({
  list: {
    loadPage: async ({ filters, pageIndex, pageSize }) => {
      const page = await client.call(
        GetPagedMallOrderList,
        mallListRequestOf(filters, { pageIndex, pageSize }),
      )
      return { list: page.OrderList, totalCount: page.totalCount }
    },
    loadRights: (ownCodes) => loadOwnRights(client, ownCodes),
  },
  loadCounts: (filters) => client.call(GetMallOrderStatusList, statusCountRequestOf(filters)),
  loadPaymentStatuses: () => client.call(GetPaymentStatusList, {}),
  // R-CONF-005: both with the current filters; the report in the active language (LanCode).
  exportFile: async ({ kind, filters }, lng) => {
    const { ExportCustomerOrders, ExportCustomerOrderSummaryReport } = await fileEndpoints()
    return kind === 'report'
      ? client.download(
          ExportCustomerOrderSummaryReport,
          { ...exportFiltersOf(filters), LanCode: lng },
          'xlsx',
        )
      : client.download(ExportCustomerOrders, exportFiltersOf(filters), 'xlsx')
  },
  // R-API-015, R-ERR-007.
  downloadPdf: async ({ orderId, orderNumber }) => {
    const { ExportPDF } = await fileEndpoints()
    return client.download(ExportPDF, { orderId, bbNo: orderNumber }, 'pdf')
  },
})
