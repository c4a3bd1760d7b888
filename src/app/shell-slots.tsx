// What fills the top bar's notification and Q&A places. The notifications and Q&A issues replace
// a placeholder here with their component (one line each).
import type { ShellSlots } from '../features/shell/ShellLayout'
import { NotificationsPlaceholder, QaPlaceholder } from '../features/shell/SlotPlaceholders'

export const shellSlots: ShellSlots = {
  notifications: <NotificationsPlaceholder />,
  qa: <QaPlaceholder />,
}
