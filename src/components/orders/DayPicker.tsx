// A button that opens a calendar in a pop-up dialog, beside a day typed in a box (decisions 0281,
// 0324). The pop-up (DayPickerPopup, PrimeReact's OverlayPanel) downloads at the first press
// (R-PERF-029, decision 0386); the calendar in it is its own chunk too and is built only while the
// pop-up is open: PrimeReact's Calendar renders its whole month view even when closed, a long task
// on a phone.
import { Button } from '../Button'
import { useId, useState } from 'react'
import { OpenedPart } from '../OpenedPart'
import type { MenuPress } from '../PopupMenu'

const loadPopup = () => import('./DayPickerPopup').then((m) => ({ default: m.DayPickerPopup }))

export function DayPicker(props: {
  /** The button's and the pop-up's name. */
  readonly label: string
  readonly value: Date | null
  readonly minDate?: Date
  readonly disabled?: boolean
  readonly onPick: (day: Date) => void
}) {
  const buttonId = useId()
  // PrimeReact's Button is typed as a class although its ref is the element: found by id.
  const focusButton = () => document.getElementById(buttonId)?.focus()
  const [press, setPress] = useState<MenuPress | undefined>(undefined)
  // Said expanded from the click on, not only once the pop-up's opening animation has ended.
  const [expanded, setExpanded] = useState(false)

  return (
    <>
      <Button
        id={buttonId}
        type="button"
        text
        icon="pi pi-calendar"
        aria-label={props.label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        disabled={props.disabled}
        onClick={(event) => {
          setExpanded(!expanded)
          setPress({ target: event.currentTarget })
        }}
      />
      <OpenedPart
        open={press !== undefined}
        load={loadPopup}
        onFail={() => {
          setPress(undefined)
          setExpanded(false)
        }}
        props={{
          label: props.label,
          value: props.value,
          minDate: props.minDate,
          press,
          onPick: props.onPick,
          onExpanded: setExpanded,
          focusButton,
        }}
      />
    </>
  )
}
