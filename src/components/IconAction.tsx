// A row's or a file's action as a small icon button named for screen readers (spec §2: view,
// tracking, payment documents, download; §5 Uploads: remove): one look for every such action.
import { Button } from 'primereact/button'

export function IconAction(props: {
  readonly icon: string
  /** The accessible name: what it does and to which order or file. */
  readonly label: string
  readonly onClick: () => void
  readonly disabled?: boolean
}) {
  return (
    <Button
      type="button"
      text
      size="small"
      icon={props.icon}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    />
  )
}
