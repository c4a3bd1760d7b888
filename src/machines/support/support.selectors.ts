// What the order drawer's Received and Support parts read from the support actor, one selector per
// need (`useSelector(actor, selector)`), so a part re-renders only when what it shows changes.
// What may be done is asked with `snapshot.can`, so the machine's guards decide it.
import type { SupportSnapshot } from './support.machine'

export const supportOrderOf = (s: SupportSnapshot) => s.context.order
export const supportWarningOf = (s: SupportSnapshot) => s.context.warning
export const supportReasonsOf = (s: SupportSnapshot) => s.context.reasons
export const supportDraftOf = (s: SupportSnapshot) => s.context.draft
export const isSupportBusy = (s: SupportSnapshot): boolean => s.hasTag('busy')

/** R-CONF-014, R-LIFE-030: Received may be asked now. */
export const mayAskReceipt = (s: SupportSnapshot): boolean => s.can({ type: 'receipt.ask' })
/** R-CONF-014, R-LIFE-031: Support may be asked now. */
export const mayAskSupport = (s: SupportSnapshot): boolean => s.can({ type: 'support.open' })

export const isReceiving = (s: SupportSnapshot): boolean => s.matches('receiving')
export const isSupportIdle = (s: SupportSnapshot): boolean => s.matches('idle')
export const isConfirmingReceipt = (s: SupportSnapshot): boolean => s.matches('confirmingReceipt')
export const isSupportEditing = (s: SupportSnapshot): boolean => s.matches({ support: 'editing' })
export const isLoadingReasons = (s: SupportSnapshot): boolean => s.matches({ support: 'loadingReasons' })
export const reasonsFailed = (s: SupportSnapshot): boolean => s.matches({ support: 'reasonsFailed' })
