// The place-order screen's messages (R-ORD-008, R-ORD-019..021, R-ORD-026): each notice says where
// it is shown (its slot) and how (its severity), so the screen routes it without reading its i18n
// key (decision 0110). The key and its params are the text, in the placeOrder or common namespace.
import { isApiError } from '../../api/errors'
import type { Notice } from './place-order.cart'

/** eta: under the ETA box; summary: above the submit buttons; page: under the page's title. */
export type NoticeSlot = 'eta' | 'summary' | 'page'
export type NoticeSeverity = 'success' | 'info' | 'warn' | 'error'

export interface ScreenNotice extends Notice {
  readonly slot: NoticeSlot
  readonly severity: NoticeSeverity
}

const notice =
  (slot: NoticeSlot, severity: NoticeSeverity, key: string) =>
  (params?: Record<string, unknown>): ScreenNotice =>
    params === undefined ? { slot, severity, key } : { slot, severity, key, params }

export const NOTICES = {
  etaNotOffered: notice('eta', 'error', 'placeOrder:notice.etaNotOffered'),
  linesDropped: notice('summary', 'warn', 'placeOrder:notice.linesDropped'),
  loadFailed: notice('summary', 'error', 'placeOrder:notice.loadFailed'),
  promotionsRemoved: notice('summary', 'info', 'placeOrder:notice.promotionsRemoved'),
  serverRefused: notice('summary', 'error', 'placeOrder:notice.serverRefused'),
  submissionFailed: notice('summary', 'error', 'common:messages.submissionFailed'),
  draftSaved: notice('summary', 'success', 'placeOrder:notice.draftSaved'),
  draftSavedAndSwitched: notice('summary', 'success', 'placeOrder:notice.draftSavedAndSwitched'),
  orderSuccessful: notice('summary', 'success', 'common:messages.orderSuccessful'),
  onlyDrafts: notice('page', 'error', 'placeOrder:notice.onlyDrafts'),
  draftLinkInvalid: notice('page', 'error', 'placeOrder:page.draftLinkInvalid'),
  draftGone: notice('summary', 'warn', 'placeOrder:notice.draftGone'),
  /** R-PERM-015: a code whose permission refuses placing orders, let go or not opened. */
  notAllowedToPlace: notice('page', 'warn', 'placeOrder:notice.notAllowedToPlace'),
  /** R-REORDER-001: a link whose order or template id, or selected codes, are not well formed. */
  refillLinkInvalid: notice('page', 'error', 'placeOrder:refill.linkInvalid'),
  /** R-REORDER-005: the source's customer code is none of the user's. */
  refillNotYours: notice('page', 'error', 'placeOrder:refill.notYours'),
  /** R-REORDER-001: no line of the source (or none of the selected ones) to order. */
  refillEmpty: notice('page', 'warn', 'placeOrder:refill.empty'),
  /** R-REORDER-001: the source could not be loaded, and no toast said why. */
  refillFailed: notice('page', 'error', 'placeOrder:refill.failed'),
} as const

/** The server's refusal: its message, or 'Submission failed! Please try again.' (R-ERR-009). */
export function serverNotice(error: unknown): ScreenNotice {
  const message = isApiError(error) ? error.details.serverMessage : undefined
  return message !== undefined && message.trim() !== ''
    ? NOTICES.serverRefused({ message })
    : NOTICES.submissionFailed()
}

/** The server answered and refused (an envelope with a non-zero code), rather than no answer at all. */
export const isServerRefusal = (error: unknown): boolean => isApiError(error) && error._tag === 'ServerError'

/** The notice if it belongs in `slot`, else null. */
export const noticeIn = (notice: ScreenNotice | null, slot: NoticeSlot): ScreenNotice | null =>
  notice !== null && notice.slot === slot ? notice : null
