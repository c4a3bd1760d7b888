// Uploads and downloads (R-API-015..019, R-UPL-008): UploadPdfOrImage keeps the bytes
// (IndexedDB in the browser) and serves them at `/api/__files/<id>`; the exports answer real
// files (xlsx by exceljs, PDF by pdf-lib) named by content-disposition (R-API-019).
import { http, HttpResponse } from 'msw'
import type { FeOrderStatus } from '../../api/contracts/common'
import {
  ExportCustomerOrders,
  ExportCustomerOrderSummaryReport,
  ExportPDF,
  HtmlToPdf,
  UploadPdfOrImage,
} from '../../api/contracts/files'
import {
  FILE_NAME_MAX,
  uploadProblem,
  type UploadProblem,
} from '../../machines/payment-voucher/payment-voucher.rules'
import type { Language } from '../../i18n/languages'
import { checkFileContent, isShownInline, type ContentProblem } from '../../backend/file-check'
import { readableFile } from '../../backend/file-ownership'
import { fileIdOfUrl, fileUrlOf } from '../../backend/file-urls'
import {
  contentDisposition,
  orderDetailsWorkbook,
  orderPdf,
  orderReportWorkbook,
  packingListDocument,
  XLSX_TYPE,
} from '../../backend/exports'
import { languageOf, say } from '../../backend/messages'
import type { OrderBackend } from '../../backend/order-backend'
import { findOrderRows, type OrderFilter } from '../../backend/order-queries'
import { orderDetailOf, orderRowOf } from '../../backend/order-view'
import { guarded, MOCK_CODES, ok, refuse, tokenOf } from '../respond'
import type { DemoAccount } from '../../backend/accounts'
import { signedIn } from '../signed-in'
import type { CatalogSeed } from '../../backend/seed/catalog'
import {
  childCodeRefusal,
  handleForUser,
  orderNotFound,
  ownOrder,
  type OrderHandlerDeps,
} from './order-context'
import { CONFIRMED_STATUSES, customerScope } from './order'

/** The `backend` message of each upload problem (the payment-voucher rules, R-UPL-009). */
const UPLOAD_PROBLEM_KEYS: Record<UploadProblem, string> = {
  badName: 'files.badName',
  wrongType: 'fileNotPdfOrImage',
  tooLarge: 'fileTooLarge',
  empty: 'files.empty',
}

/**
 * What one account may upload per business day (R-UPL-016, decision 0354): twenty full vouchers
 * of 10 MB. A day's uploads of a real customer are a few vouchers and photos; this stops one
 * account from filling the disk, not a busy accountant.
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024

/** Whole megabytes, rounded up, for the quota's message. */
const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`

/** The `backend` message of each content problem (R-UPL-011). */
const CONTENT_PROBLEM_KEYS: Record<ContentProblem, string> = {
  svg: 'files.svg',
  notPdfOrImage: 'fileNotPdfOrImage',
  notAsNamed: 'files.notAsNamed',
}

/**
 * The headers of a stored file (R-UPL-012, decision 0354): the browser never guesses its type, a
 * page it opens is sandboxed with nothing allowed, and only a raster picture or a PDF is shown in
 * the page; anything else (a file stored before the content check) is a download.
 */
export function storedFileHeaders(contentType: string, fileName: string, size: number) {
  const inline = isShownInline(contentType)
  const disposition = contentDisposition(fileName)
  return {
    'Content-Type': inline ? contentType : 'application/octet-stream',
    'Content-Disposition': inline ? disposition.replace(/^attachment/, 'inline') : disposition,
    'Content-Length': String(size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
  }
}

const stamp = (dateTime: string) => dateTime.replace(/\D/g, '')

/**
 * The file name as sent. Node's multipart parser reads a UTF-8 file name as Latin-1 ('Phiếu'
 * arrives as 'Phiáº¿u'); when every character fits a byte and those bytes are valid UTF-8, the
 * name is read again as UTF-8. A real Latin-1 name ('café.pdf') is not valid UTF-8 and stays.
 */
export function repairedFileName(name: string): string {
  if (![...name].every((c) => c.charCodeAt(0) < 256) || /^[\x20-\x7e]*$/.test(name)) return name
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (c) => c.charCodeAt(0)))
  } catch {
    return name
  }
}

function fileAnswer(bytes: Uint8Array, contentType: string, fileName: string) {
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(fileName),
      'Content-Length': String(bytes.byteLength),
    },
  })
}

/**
 * The export filters (R-API-016, R-CONF-021) over the confirmed list, limited to the user's
 * companies.
 */
function exportFilter(
  catalog: CatalogSeed,
  account: DemoAccount,
  request: Request,
  input: {
    companyCode?: string | undefined
    bbNo?: string | undefined
    poNumber?: string | undefined
    orderStatus?: FeOrderStatus | undefined
    paymentStatus?: readonly number[] | undefined
    createFrom?: string | undefined
    createTo?: string | undefined
    etaFrom?: string | undefined
    etaTo?: string | undefined
    etdFrom?: string | undefined
    etdTo?: string | undefined
  },
): OrderFilter | Response {
  // The user's codes whose orders may be viewed (R-PERM-012), or the one asked for if it may.
  const scope = customerScope(catalog, account, input.companyCode, request)
  if (scope instanceof Response) return scope
  const confirmed: readonly FeOrderStatus[] = CONFIRMED_STATUSES
  return {
    customerCodes: scope,
    statuses: new Set(
      input.orderStatus === undefined ? confirmed : confirmed.filter((s) => s === input.orderStatus),
    ),
    orderNumber: input.bbNo,
    poNumber: input.poNumber,
    paymentStatuses: input.paymentStatus ? new Set(input.paymentStatus) : undefined,
    createdFrom: input.createFrom,
    createdTo: input.createTo,
    etaFrom: input.etaFrom,
    etaTo: input.etaTo,
    etdFrom: input.etdFrom,
    etdTo: input.etdTo,
  }
}

/**
 * `tokenCookie`: the name of the portal's token cookie, which the browser sends with a file's URL;
 * the page's environment decides it (lib/storage), so whoever creates the backend passes it.
 */
export function fileHandlers(
  deps: OrderHandlerDeps & { readonly tokenCookie: string; readonly uploadQuotaBytes: number },
) {
  const { orders } = deps
  const newestFirst = (orders: OrderBackend, filter: OrderFilter) =>
    findOrderRows(orders.db, filter)
      .reverse()
      .map((row) => orders.store.order(row.Id)!)

  return [
    handleForUser(deps, UploadPdfOrImage, async ({ file }, { request }, account) => {
      const name = repairedFileName(file instanceof File ? file.name : '').trim()
      const problem = uploadProblem({ fileName: name, size: file.size })
      if (problem)
        return refuse(request, MOCK_CODES.fileRejected, UPLOAD_PROBLEM_KEYS[problem], {
          name,
          max: FILE_NAME_MAX,
        })
      // The account's uploads of this business day, before the bytes are read (R-UPL-016).
      const today = orders.clock.today()
      const used = orders.db.files
        .findMany((q) => q.where({ Account: account.account }))
        .filter((f) => f.CreateTime.startsWith(today))
        .reduce((sum, f) => sum + f.Size, 0)
      if (used + file.size > deps.uploadQuotaBytes)
        return refuse(request, MOCK_CODES.fileRejected, 'files.quota', {
          used: megabytes(used),
          limit: megabytes(deps.uploadQuotaBytes),
        })
      const bytes = new Uint8Array(await file.arrayBuffer())
      // By its bytes, never by the name or the declared type (R-UPL-011).
      const verdict = await checkFileContent(bytes, name)
      if (!verdict.ok)
        return refuse(request, MOCK_CODES.fileRejected, CONTENT_PROBLEM_KEYS[verdict.problem], { name })
      const stored = await orders.storeFile(
        {
          FileName: name,
          ContentType: verdict.contentType,
          Size: bytes.byteLength,
          CreateTime: orders.clock.now(),
          Account: account.account,
        },
        bytes,
      )
      return ok({ fileURL: fileUrlOf(stored.Id), fileName: name }, say(request, 'files.uploaded'))
    }),

    // The stored bytes at the URL UploadPdfOrImage answered (R-UPL-008), for their owner's session
    // only (R-OWN-002): the token comes in the headers, or in the portal's token cookie when an
    // <img> or a new window asks without headers. Another's file answers as a missing one.
    http.get('*/api/__files/:id', ({ request, params, cookies }) =>
      guarded(request, async () => {
        await orders.ready()
        const token = tokenOf(request) ?? cookies[deps.tokenCookie]
        const account = await signedIn(deps.auth, { request, params, token })
        if (account instanceof Response) return account
        const id = fileIdOfUrl(new URL(request.url).pathname)
        const meta = id === undefined ? undefined : readableFile(orders, account, id)
        const bytes = id === undefined || meta === undefined ? undefined : await orders.fileBytes(id)
        if (meta === undefined || bytes === undefined)
          return HttpResponse.json(
            { code: MOCK_CODES.notFound, message: say(request, 'files.notFound'), data: null },
            { status: 404 },
          )
        return new HttpResponse(bytes, {
          headers: storedFileHeaders(meta.ContentType, meta.FileName, bytes.byteLength),
        })
      }),
    ),

    handleForUser(deps, ExportPDF, async ({ orderId, bbNo }, { request }, account) => {
      const state = await ownOrder(orders, account, orderId)
      if (state === undefined || state.orderNumber !== bbNo.trim()) return orderNotFound(request, orderId)
      const notAllowed = childCodeRefusal(orders.catalog, request, state.document.CustomerCode, 'viewOrders')
      if (notAllowed !== undefined) return notAllowed
      const language = languageOf(request)
      const bytes = await orderPdf(orderDetailOf(state, language), language, orders.clock.now())
      return fileAnswer(bytes, 'application/pdf', `${state.orderNumber}.pdf`)
    }),

    handleForUser(deps, ExportCustomerOrders, async (input, { request }, account) => {
      const filter = exportFilter(orders.catalog, account, request, input)
      if (filter instanceof Response) return filter
      const language = languageOf(request)
      const details = newestFirst(orders, filter).map((state) => orderDetailOf(state, language))
      const bytes = await orderDetailsWorkbook(details, language)
      return fileAnswer(bytes, XLSX_TYPE, `OrderDetails_${stamp(orders.clock.now())}.xlsx`)
    }),

    handleForUser(deps, ExportCustomerOrderSummaryReport, async (input, { request }, account) => {
      const filter = exportFilter(orders.catalog, account, request, input)
      if (filter instanceof Response) return filter
      const language: Language = input.LanCode
      const rows = newestFirst(orders, filter).map((state) => orderRowOf(state, language))
      const bytes = await orderReportWorkbook(rows, language)
      return fileAnswer(bytes, XLSX_TYPE, `OrderReport_${stamp(orders.clock.now())}.xlsx`)
    }),

    // The packing list's PDF (R-CONF-019): the external export service of the spec, played here;
    // the sheet's HTML becomes a document with the letterhead, its table and its watermark (R-DOC-004).
    handleForUser(deps, HtmlToPdf, async ({ html, fileName }, { request }) => {
      const title = fileName.replace(/\.pdf$/i, '')
      const made = await packingListDocument(html, title, languageOf(request), orders.clock.now())
      // More than a packing list holds is refused before it is laid out (R-SRV-009, decision 0352).
      if ('tooLarge' in made)
        return refuse(request, MOCK_CODES.badRequest, 'files.packingListTooLarge', made.tooLarge)
      const bytes = made.bytes
      return fileAnswer(bytes, 'application/pdf', /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`)
    }),
  ]
}
