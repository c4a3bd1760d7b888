// Vouchers uploaded but not yet saved, kept in the browser per order (decision 0298): a session
// that ends before Save (it expired, the tab closed, the save failed and the user went away) does
// not lose what was uploaded; the drawer shows them again, ready to save. The files themselves are
// on the server; only their URLs and names are kept here, and the server checks at Save that they
// are the caller's own (R-OWN-003). Tampered or oversized storage reads as nothing kept.
import type { KeptVoucher } from '../../machines/payment-voucher/payment-voucher.machine'
import { storage as browserStorage, type Storage } from '../../lib/storage'

type DraftStorage = Pick<Storage, 'getLocal' | 'setLocal' | 'removeLocal'>

/** At most this many orders' vouchers are kept: the oldest entries go first. */
const MAX_ORDERS = 20
const MAX_PER_ORDER = 20

const isKept = (u: unknown): u is KeptVoucher =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as KeptVoucher).url === 'string' &&
  (u as KeptVoucher).url.length <= 2048 &&
  typeof (u as KeptVoucher).fileName === 'string' &&
  (u as KeptVoucher).fileName.length <= 255 &&
  Number.isFinite((u as KeptVoucher).size)

function readAll(storage: DraftStorage): [string, KeptVoucher[]][] {
  const raw = storage.getLocal<unknown>('voucherDrafts')
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return []
  return Object.entries(raw as Record<string, unknown>).flatMap(([orderId, list]) =>
    Array.isArray(list) && /^\d{1,12}$/.test(orderId)
      ? [[orderId, list.filter(isKept).slice(0, MAX_PER_ORDER)]]
      : [],
  )
}

/** The vouchers kept for an order. */
export function keptVouchers(orderId: number, storage: DraftStorage = browserStorage): KeptVoucher[] {
  return readAll(storage).find(([id]) => id === String(orderId))?.[1] ?? []
}

/** Keeps `vouchers` for an order (none: forgets the order), newest order last. */
export function keepVouchers(
  orderId: number,
  vouchers: readonly KeptVoucher[],
  storage: DraftStorage = browserStorage,
): void {
  const others = readAll(storage).filter(([id]) => id !== String(orderId))
  const next =
    vouchers.length === 0 ? others : [...others, [String(orderId), vouchers.slice(0, MAX_PER_ORDER)]]
  if (next.length === 0) storage.removeLocal('voucherDrafts')
  else storage.setLocal('voucherDrafts', Object.fromEntries(next.slice(-MAX_ORDERS)))
}
