// The place-order state kept in localStorage (R-ORD-009): placeList,
// placeInfo and draftInfo, written on every change and read back, through the machine's own
// Schema, as the machine's input after a reload or a crash. A value that no longer decodes (an
// older shape, a tampered entry) is dropped rather than crashing the screen.
import { Either, Schema } from 'effect'
import { LOCAL_KEYS, type Storage } from '../../lib/storage'
import { SavedPlaceOrder, type PlaceOrderContext } from '../../machines/place-order'
import { savedStateOf } from '../../machines/place-order'

export type PlaceOrderStorage = Pick<Storage, 'getLocal' | 'setLocal' | 'removeLocal'>

const decodeSaved = Schema.decodeUnknownEither(SavedPlaceOrder)

/** The saved state, or undefined when there is none or it does not decode. */
export function readSavedOrder(storage: PlaceOrderStorage): SavedPlaceOrder | undefined {
  const placeInfo = storage.getLocal<unknown>('placeInfo')
  if (placeInfo === undefined) return undefined
  const decoded = decodeSaved({
    placeList: storage.getLocal<unknown>('placeList') ?? [],
    placeInfo,
    draftInfo: storage.getLocal<unknown>('draftInfo') ?? null,
  })
  if (Either.isRight(decoded)) return decoded.right
  clearSavedOrder(storage)
  return undefined
}

export function writeSavedOrder(storage: PlaceOrderStorage, saved: SavedPlaceOrder): void {
  const encoded = Schema.encodeSync(SavedPlaceOrder)(saved)
  storage.setLocal('placeList', encoded.placeList)
  storage.setLocal('placeInfo', encoded.placeInfo)
  if (encoded.draftInfo === null) storage.removeLocal('draftInfo')
  else storage.setLocal('draftInfo', encoded.draftInfo)
}

export function clearSavedOrder(storage: PlaceOrderStorage): void {
  storage.removeLocal('placeList')
  storage.removeLocal('placeInfo')
  storage.removeLocal('draftInfo')
}

/**
 * Writes the state whenever one of its three parts changes (the machine keeps the references of
 * what it did not change, so an unrelated event writes nothing).
 */
export function createSaver(storage: PlaceOrderStorage) {
  let last: { cart: unknown; form: unknown; draft: unknown } | undefined
  return {
    save(context: PlaceOrderContext) {
      if (
        last !== undefined &&
        last.cart === context.cart &&
        last.form === context.form &&
        last.draft === context.draft
      )
        return
      last = { cart: context.cart, form: context.form, draft: context.draft }
      writeSavedOrder(storage, savedStateOf(context))
    },
    clear() {
      last = undefined
      clearSavedOrder(storage)
    },
  }
}

/** The cart as this screen would store it (placeList), to compare with another tab's. */
export const storedCartOf = (context: PlaceOrderContext): readonly unknown[] =>
  Schema.encodeSync(SavedPlaceOrder)(savedStateOf(context)).placeList

/**
 * Whether another tab just placed the order this screen shows (decision 0299): the shared cart was
 * removed from storage (a placed order leaves nothing, R-ORD-009), and it was this very cart. A tab
 * showing another cart keeps it.
 */
export function placedElsewhere(
  event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>,
  cartHere: readonly unknown[],
): boolean {
  return (
    event.newValue === null &&
    event.oldValue !== null &&
    (event.key?.endsWith(LOCAL_KEYS.placeList) ?? false) &&
    cartHere.length > 0 &&
    event.oldValue === JSON.stringify(cartHere)
  )
}
