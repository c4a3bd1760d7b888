// What the drawer's payment documents read from the payment-voucher actor, one selector per need
// (`useSelector(actor, selector)`), so the section re-renders only when what it shows changes.
// What may be done is asked with `snapshot.can`, so the machine's guards decide it.
import { modeOf, type PaymentVoucherSnapshot } from './payment-voucher.machine'

export const vouchersOf = (s: PaymentVoucherSnapshot) => s.context.vouchers
export const voucherNoticeOf = (s: PaymentVoucherSnapshot) => s.context.notice
export const voucherDetailOf = (s: PaymentVoucherSnapshot) => s.context.detail
export const isVoucherBusy = (s: PaymentVoucherSnapshot): boolean => s.hasTag('busy')
/** R-PEND-013: the customer uploads, saves and submits (else the vouchers are only listed). */
export const isPaymentMode = (s: PaymentVoucherSnapshot): boolean => modeOf(s) === 'payment'
/** Save and Submit are offered while the machine takes them; one it refuses says why (R-PAY-004). */
export const maySave = (s: PaymentVoucherSnapshot): boolean => s.can({ type: 'payment.save' })
export const maySubmit = (s: PaymentVoucherSnapshot): boolean => s.can({ type: 'payment.submit' })
export const isSaving = (s: PaymentVoucherSnapshot): boolean => s.matches({ payment: 'saving' })
export const isSubmitting = (s: PaymentVoucherSnapshot): boolean => s.matches({ payment: 'submitting' })

/** The keys of the vouchers that may be removed now; compare with `sameKeys`. */
export const removableKeysOf = (s: PaymentVoucherSnapshot): readonly string[] =>
  s.context.vouchers.filter((v) => s.can({ type: 'voucher.remove', key: v.key })).map((v) => v.key)

/** Equal lists of keys, so a selector of keys re-renders only when the keys change. */
export const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key, i) => key === b[i])

/** R-PERM-013: what the customer code allows is known (until then the section is locked). */
export const rightsKnown = (s: PaymentVoucherSnapshot): boolean => s.context.rights !== undefined
/** R-PERM-013: the customer code may not upload vouchers; the section says why. */
export const isPaymentRefused = (s: PaymentVoucherSnapshot): boolean => s.matches({ payment: 'notAllowed' })
