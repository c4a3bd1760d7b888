// The figures of the terms text in one place, for the About pages (R-ABOUT-001, R-ABOUT-002):
// each comes from the rules constant the machines and the mock backend obey,
// so the pages cannot state a figure the portal does not apply. Refund and force-majeure periods
// are the terms' own (no flow enforces them); they are defined here, once.
import { CONTAINER_BANDS, MIN_ORDER_CASES, FROZEN_MAX_CASES } from '../place-order/place-order.rules'
import { AUTO_COMPLETE_DAYS, SUPPORT_WINDOW_DAYS } from '../order-lifecycle/order-lifecycle.rules'
import { UPLOAD_MAX_BYTES } from '../../api/contracts/file-bounds'

/** Refund of a cancelled paid order, in working days (R-LIFE-015). */
export const REFUND_WORKING_DAYS = { from: 7, to: 15 } as const
/** Days of force majeure after which either side may terminate the order (R-CONST-006). */
export const FORCE_MAJEURE_TERMINATION_DAYS = 30

const band = (name: (typeof CONTAINER_BANDS)[number]['band']) => CONTAINER_BANDS.find((b) => b.band === name)!

/** Every figure the About pages state, by name. */
export const TERMS_FIGURES = {
  minOrderCases: MIN_ORDER_CASES,
  frozenMaxCases: FROZEN_MAX_CASES,
  container20From: band('20ft').from,
  container20To: band('20ft').to,
  container40From: band('40ft').from,
  container40To: band('40ft').to,
  supportWindowDays: SUPPORT_WINDOW_DAYS,
  autoCompleteDays: AUTO_COMPLETE_DAYS,
  refundFrom: REFUND_WORKING_DAYS.from,
  refundTo: REFUND_WORKING_DAYS.to,
  forceMajeureDays: FORCE_MAJEURE_TERMINATION_DAYS,
  uploadMaxMb: UPLOAD_MAX_BYTES / (1024 * 1024),
} as const
