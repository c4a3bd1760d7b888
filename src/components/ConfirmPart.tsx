// PrimeReact's ConfirmDialog (with its Dialog) as a chunk of its own, downloaded the first time the
// question is asked (R-PERF-029, decision 0386): the drafts' and the templates' "delete?". From
// then on it stays mounted, so closing animates and gives the focus back as before (OpenedPart).
import type { ConfirmDialogProps } from 'primereact/confirmdialog'
import { OpenedPart } from './OpenedPart'

// With PrimeReact's locale, which no page's start loads any more (decision 0390).
const loadConfirm = () =>
  Promise.all([import('primereact/confirmdialog'), import('./prime-locale')]).then(([m]) => ({
    default: m.ConfirmDialog,
  }))

export function ConfirmPart({
  onFail,
  ...props
}: ConfirmDialogProps & {
  /** Answers no after the dialog's code could not be downloaded. */
  readonly onFail: () => void
}) {
  return <OpenedPart open={props.visible === true} load={loadConfirm} onFail={onFail} props={props} />
}
