// The round × that closes or dismisses what it sits in (a message, a panel, the search box): one
// look and one accessible name pattern everywhere.
import { Button } from './Button'

export function CloseButton(props: {
  /** The accessible name: what it closes. */
  readonly label: string
  readonly onClick: () => void
  readonly className?: string
  readonly severity?: 'secondary'
}) {
  return (
    <Button
      type="button"
      text
      rounded
      icon="pi pi-times"
      severity={props.severity}
      className={props.className}
      aria-label={props.label}
      onClick={props.onClick}
    />
  )
}
