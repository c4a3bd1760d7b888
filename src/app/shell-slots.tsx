// What fills the top bar's places: the notification bell and the Q&A drawer (each its own lazy
// chunk) and, in mock mode only, the back-office
// simulator's toggle (R-API-035): in the top bar it never covers a page's own buttons, and a
// real-API build never loads it.
import { lazy, Suspense } from 'react'
import type { ShellSlots } from '../features/shell/ShellLayout'
// The bell loads with its own chunk (the request layer's notification calls, the machine, PrimeReact's
// Dialog), so the shell's first paint does not wait for it (decision 0221).
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
)

// Tested on the raw build-time variable (as main.tsx does), so that a real-API build folds the
// condition and drops the simulator's chunk; a computed flag would keep it (decision 0044).
const SimulatorPanel = !import.meta.env.VITE_API_BASE_URL
  ? lazy(() => import('../features/simulator/SimulatorPanel').then((m) => ({ default: m.SimulatorPanel })))
  : null
// The Q&A drawer (spec §2 Shell) loads with its own chunk, so the shell's first load stays small.
const QaDrawer = lazy(() => import('../features/qa/QaDrawer'))

export const shellSlots: ShellSlots = {
  backOffice: SimulatorPanel ? (
    <Suspense fallback={null}>
      <SimulatorPanel />
    </Suspense>
  ) : null,
  notifications: (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ),
  qa: (
    <Suspense fallback={null}>
      <QaDrawer />
    </Suspense>
  ),
}
