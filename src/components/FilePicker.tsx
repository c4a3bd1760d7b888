// A file is picked with the app's own button, in the active language (R-UPL-010, decision 0347):
// the browser's file input says "Choose file / No file chosen" in the browser's language, whatever
// the portal's. The native input stays in the page, hidden from sight and from Tab, so its field
// label still names it and opens it; the visible button opens it too, and the chosen names (or a
// "no file" text) are written beside it when the screen does not list them itself. A plain button
// with PrimeReact's classes, as IconAction; while unavailable it keeps the focus (decision 0330).
import type { ChangeEvent, Ref } from 'react'
import { unavailableClass, unavailableWhile } from './unavailable'
import './file-picker.css'

export interface FilePickerProps {
  /** The id of the native input: the field's `<label htmlFor>` names it. */
  readonly inputId: string
  /** The button's text, from the screen's namespace (e.g. "Chọn tệp"). */
  readonly label: string
  /** The input's own name, where no field label names it. */
  readonly inputLabel?: string
  /** A PrimeIcons class; an upload arrow unless the screen says otherwise. */
  readonly icon?: string
  /** PrimeReact's small button, beside the fields of a form. */
  readonly small?: boolean
  readonly accept: string
  readonly multiple?: boolean
  readonly disabled?: boolean
  readonly invalid?: boolean
  readonly describedBy?: string
  /** What is chosen, written beside the button; left out when the screen lists the files itself. */
  readonly chosen?: string
  /** The button, for a screen that moves the focus to it. */
  readonly ref?: Ref<HTMLButtonElement>
  readonly onFiles: (files: File[]) => void
}

export function FilePicker({ ref, ...props }: FilePickerProps) {
  const unavailable = props.disabled === true
  const chosenId = `${props.inputId}-chosen`
  const open = () => document.getElementById(props.inputId)?.click()
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    props.onFiles(Array.from(event.target.files ?? []))
    event.target.value = '' // the same file may be picked again after a refusal
  }
  const describedBy = [props.describedBy, props.chosen === undefined ? undefined : chosenId]
    .filter(Boolean)
    .join(' ')
  return (
    <span className="file-picker">
      <input
        id={props.inputId}
        type="file"
        className="file-picker__input"
        accept={props.accept}
        multiple={props.multiple}
        disabled={unavailable}
        tabIndex={-1}
        aria-label={props.inputLabel}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={change}
      />
      <button
        ref={ref}
        type="button"
        className={unavailableClass(
          `p-button p-component p-button-outlined${props.small === false ? '' : ' p-button-sm'}`,
          unavailable,
        )}
        aria-describedby={describedBy || undefined}
        {...unavailableWhile(unavailable, open)}
      >
        <span
          className={`p-button-icon p-button-icon-left ${props.icon ?? 'pi pi-upload'}`}
          aria-hidden="true"
        />
        <span className="p-button-label">{props.label}</span>
      </button>
      {props.chosen === undefined ? null : (
        <span id={chosenId} className="file-picker__chosen">
          {props.chosen}
        </span>
      )}
    </span>
  )
}
