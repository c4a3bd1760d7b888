// What every section of the order detail drawer is given (decision 0200): the order as loaded, who
// looks at it, on which screen, and the drawer's two hooks. A section is one file in this folder,
// listed in `./index.ts`; `sectionsOf` (machines/order-detail) decides which show.
import type { Order } from '../../../api/contracts/order-entities'
import type { DetailScreen, Viewer } from '../../../machines/order-detail'

export interface SectionProps {
  readonly order: Order
  readonly viewer: Viewer
  readonly screen: DetailScreen
  /** Loads the order again (after a change the section made). */
  readonly reload: () => void
  /** Closes the drawer (removes `orderId` from the address). */
  readonly close: () => void
}
