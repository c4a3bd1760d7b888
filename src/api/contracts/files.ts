// Uploads and downloads (R-API-015..019, R-UPL-005, R-UPL-008). Exports answer a file, not an
// envelope: `kind: 'file'`, fetched with api.download.
import { Schema } from 'effect'
import { defineEndpoint } from '../endpoint'
import {
  DayEnd,
  DayStart,
  EntityId,
  FeOrderStatus,
  FILE_NAME_MAX,
  inQuery,
  LanguageCode,
  QueryList,
  QUERY_LIST_MAX,
  RequiredText,
  Text,
} from './common'
import { PaymentStatusCode, PO_NUMBER_MAX } from './order-entities'

export { UPLOAD_MAX_BYTES } from './file-bounds'
/**
 * The packing list's HTML for the PDF service (R-SRV-009, decision 0352): what the drawer's sheet
 * of the largest packing list holds (1,000 rows of about 250 characters, and the watermark's tile
 * as a data URL), no more; a longer one is refused by the Schema (code 4000).
 */
export const HTML_MAX = 300_000

/** A file picked by the user, sent as a multipart part. */
export const UploadFile = Schema.instanceOf(Blob, {
  identifier: 'UploadFile',
  description: 'a file (multipart part)',
  jsonSchema: { type: 'string', format: 'binary' },
  arbitrary: () => (fc) =>
    fc
      .tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('voucher.pdf', 'photo.PNG', 'scan.jpg'))
      .map(([bytes, name]) => new File([Uint8Array.from(bytes)], name)),
})

export const UploadedFile = Schema.Struct({ fileURL: Schema.String, fileName: Schema.String }).annotations({
  identifier: 'UploadedFile',
})
export type UploadedFile = Schema.Schema.Type<typeof UploadedFile>

/** The answer of a download: a file named by content-disposition, never decoded. */
export const FileDownload = Schema.Unknown.annotations({
  identifier: 'FileDownload',
  description: 'a file; its name comes from content-disposition',
})

export const UploadPdfOrImage = defineEndpoint({
  name: 'Common.UploadPdfOrImage',
  method: 'POST',
  path: 'api/Common/UploadPdfOrImage',
  kind: 'multipart',
  request: Schema.Struct({ file: UploadFile }),
  response: UploadedFile,
  summary: 'Stores a pdf or image up to 10 MB and answers its URL (R-UPL-005, R-UPL-008, R-UPL-009).',
})

export const ExportPDF = defineEndpoint({
  name: 'Order.ExportPDF',
  method: 'POST',
  path: 'api/Order/ExportPDF',
  kind: 'file',
  request: Schema.Struct({ orderId: EntityId, bbNo: RequiredText(50) }),
  response: FileDownload,
  summary: "An order's PDF (R-API-015).",
})

/**
 * The export filters of R-API-016 and R-API-017; the summary report sends them as query strings.
 */
const exportFilters = <S, SI, L, LI>(status: Schema.Schema<S, SI>, statuses: Schema.Schema<L, LI>) => ({
  companyCode: Schema.optional(Text(50)),
  bbNo: Schema.optional(Text(50)),
  // Ours (decision 0362): the lists' PO number filter, which an export follows too (R-PO-006).
  poNumber: Schema.optional(Text(PO_NUMBER_MAX)),
  orderStatus: Schema.optional(status),
  paymentStatus: Schema.optional(statuses).annotations({ description: 'PaymentStatus numbers' }),
  createFrom: Schema.optional(DayStart),
  createTo: Schema.optional(DayEnd),
  // Ours (decision 0210): the confirmed list's ETA and ETD ranges, so an export holds exactly
  // the orders the list shows.
  etaFrom: Schema.optional(DayStart),
  etaTo: Schema.optional(DayEnd),
  etdFrom: Schema.optional(DayStart),
  etdTo: Schema.optional(DayEnd),
})

export const ExportCustomerOrdersRequest = Schema.Struct(
  exportFilters(FeOrderStatus, Schema.Array(PaymentStatusCode).pipe(Schema.maxItems(QUERY_LIST_MAX))),
)
export const ExportCustomerOrders = defineEndpoint({
  name: 'Order.ExportCustomerOrders',
  method: 'POST',
  path: 'api/Order/ExportCustomerOrders',
  kind: 'file',
  request: ExportCustomerOrdersRequest,
  response: FileDownload,
  summary: 'The order-details Excel workbook for the filters (R-API-016, R-CONF-005).',
})

export const ExportCustomerOrderSummaryReportRequest = Schema.Struct({
  ...exportFilters(inQuery(FeOrderStatus), QueryList(inQuery(PaymentStatusCode))),
  LanCode: LanguageCode,
})
export const ExportCustomerOrderSummaryReport = defineEndpoint({
  name: 'Order.ExportCustomerOrderSummaryReport',
  method: 'GET',
  path: 'api/Order/ExportCustomerOrderSummaryReport',
  kind: 'file',
  request: ExportCustomerOrderSummaryReportRequest,
  response: FileDownload,
  summary: 'The order-report Excel workbook in the active language (R-API-017, R-CONF-005).',
})

export const HtmlToPdf = defineEndpoint({
  name: 'ExportService.HtmlToPdf',
  method: 'POST',
  path: 'api/ExportService/HtmlToPdf',
  kind: 'file',
  request: Schema.Struct({ html: RequiredText(HTML_MAX), fileName: RequiredText(FILE_NAME_MAX) }),
  response: FileDownload,
  summary:
    "The packing list's PDF from its HTML (R-CONF-019). Ours: the spec's external service and its " +
    'client secret stay behind the server, never in the bundle.',
})

export const fileEndpoints = [
  UploadPdfOrImage,
  ExportPDF,
  ExportCustomerOrders,
  ExportCustomerOrderSummaryReport,
  HtmlToPdf,
] as const
