// Which backend the back-office panel works on (decision 0370): a build with an API address is our
// server's (shell-slots.tsx loads the simulator only then), where the panel is the back office's
// real desk; without one it is the in-browser demo's simulator.
import type { DeskBackend } from '../../machines/simulator/desk.rules'

export const DESK_BACKEND: DeskBackend = import.meta.env.VITE_API_BASE_URL ? 'server' : 'demo'

/** The i18next context of the panel's texts that differ on the server (`title_server`). */
export const DESK_CONTEXT = DESK_BACKEND === 'server' ? 'server' : undefined
