// The own codes of an order list whose permission refuses placing orders (R-PERM-015), as the list
// frame knows them from its machine's rights: a row's "Order again" reads them (R-REORDER-008).
import { createContext } from 'react'

export const PlaceRefusedCodes = createContext<readonly string[]>([])
