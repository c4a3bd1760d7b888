// What fills the top bar's places: the notification bell and the Q&A drawer (each its own lazy
// chunk) and, in mock mode and in our server's build only, the back office's desk (the
// simulator's toggle, R-API-035, R-DESK-002): in the top bar it never covers a page's own buttons,
// and a build for a manufacturer's own API never loads it. Each is a `ShellPart`: a chunk that cannot be downloaded leaves
// that part out until the next page, not the whole shell (decision 0331).
import { ShellPart } from '../components/LazyPart'
import type { ShellSlots } from '../features/shell/ShellLayout'
// The bell loads with its own chunk (the request layer's notification calls, the machine, PrimeReact's
// Dialog), so the shell's first paint does not wait for it (decision 0221).
const loadNotificationBell = () =>
  import('../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell }))

// Tested on the raw build-time variables (as main.tsx does), so that a real-API build folds the
// condition and drops the simulator's chunk; a computed flag would keep it (decision 0044).
// VITE_PORTAL_SERVER is set by the builds for our own server (scripts/serve.mjs), whose back
// office uses the desk (decision 0370). Only the toggle loads with the shell; the panel loads when
// opened (decision 0250).
const loadSimulatorToggle =
  !import.meta.env.VITE_API_BASE_URL || import.meta.env.VITE_PORTAL_SERVER === '1'
    ? () => import('../features/simulator/SimulatorToggle').then((m) => ({ default: m.SimulatorToggle }))
    : null
// The Q&A button (R-SHELL-016) loads with its own chunk, so the shell's first load stays small;
// the drawer it opens is a further chunk, downloaded when first needed (decision 0328).
const loadQaDrawer = () => import('../features/qa/QaDrawer')
// The search across every order (decision 0363) is a chunk of its own too, with its machine.
const loadOrderSearch = () => import('../features/order-search/OrderSearch')

export const shellSlots: ShellSlots = {
  backOffice: loadSimulatorToggle ? <ShellPart load={loadSimulatorToggle} /> : null,
  notifications: <ShellPart load={loadNotificationBell} />,
  qa: <ShellPart load={loadQaDrawer} />,
  search: <ShellPart load={loadOrderSearch} />,
}
