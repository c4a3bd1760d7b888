// A row's or a file's action as a small icon button named for screen readers (R-PEND-005,
// R-CONF-006: view, tracking, payment documents, download; an upload's remove): one look for every
// such action. A plain button with the classes of PrimeReact's small text icon Button, so the theme
// draws it the same: an order list renders several per row on every filter change, and PrimeReact's
// Button cost more to render than the row around it (decision 0305).
import { unavailableClass, unavailableWhile } from './unavailable'

export function IconAction(props: {
  readonly icon: string
  /** The accessible name: what it does and to which order or file. */
  readonly label: string
  readonly onClick: () => void
  readonly disabled?: boolean
}) {
  const unavailable = props.disabled === true
  return (
    <button
      type="button"
      className={unavailableClass(
        'p-button p-component p-button-icon-only p-button-text p-button-sm',
        unavailable,
      )}
      aria-label={props.label}
      // Its download under way, it keeps the focus (decision 0330).
      {...unavailableWhile(unavailable, props.onClick)}
    >
      <span className={`p-button-icon p-c ${props.icon}`} aria-hidden="true" />
      <span className="p-button-label p-c">&nbsp;</span>
    </button>
  )
}
