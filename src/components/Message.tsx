// An inline message with PrimeReact's Message markup (`p-inline-message p-component
// p-inline-message-<severity>`, its icon and `p-inline-message-text`, announced politely as an
// alert) without PrimeReact, so the theme draws it unchanged and a page with a message loads none
// of PrimeReact's base (decision 0390, R-PERF-031).
import { memo, type AriaRole, type ReactNode } from 'react'
import { PrimeIcon, type IconPaths } from './PrimeIcon'
import { CHECK_ICON } from './prime-icons/check'
import { EXCLAMATION_TRIANGLE_ICON } from './prime-icons/exclamation-triangle'
import { INFO_CIRCLE_ICON } from './prime-icons/info-circle'
import { TIMES_CIRCLE_ICON } from './prime-icons/times-circle'
import './prime-structure.css'

export type MessageSeverity = 'success' | 'info' | 'warn' | 'error'

const ICON: Readonly<Record<MessageSeverity, IconPaths>> = {
  info: INFO_CIRCLE_ICON,
  warn: EXCLAMATION_TRIANGLE_ICON,
  error: TIMES_CIRCLE_ICON,
  success: CHECK_ICON,
}

export interface MessageProps {
  readonly severity: MessageSeverity
  readonly className?: string
  readonly id?: string
  readonly role?: AriaRole
  /** The words, after the severity's icon. */
  readonly text?: ReactNode
  /** Everything inside instead of the icon and the text. */
  readonly content?: ReactNode
}

export const Message = memo(function Message({ severity, className, id, role, text, content }: MessageProps) {
  return (
    <div
      id={id}
      className={[className, `p-inline-message p-component p-inline-message-${severity}`]
        .filter(Boolean)
        .join(' ')}
      role={role ?? 'alert'}
      aria-live="polite"
      aria-atomic="true"
    >
      {content ?? (
        <>
          <PrimeIcon paths={ICON[severity]} className="p-inline-message-icon" />
          <span className="p-inline-message-text">{text}</span>
        </>
      )}
    </div>
  )
})
