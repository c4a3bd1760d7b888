// A button that opens a calendar in a pop-up dialog, beside a day typed in a box (decisions 0281,
// 0324). The calendar is its own chunk and is built only while the pop-up is open: PrimeReact's
// Calendar renders its whole month view even when closed, a long task on a phone.
import { Button } from 'primereact/button'
import { OverlayPanel } from 'primereact/overlaypanel'
import { DomHandler } from 'primereact/utils'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPart, useLazyPart } from '../LazyPart'

const loadDayCalendar = () => import('./DayCalendar')

export function DayPicker(props: {
  /** The button's and the pop-up's name. */
  readonly label: string
  readonly value: Date | null
  readonly minDate?: Date
  readonly disabled?: boolean
  readonly onPick: (day: Date) => void
}) {
  const { t } = useTranslation('common')
  const buttonId = useId()
  // PrimeReact's Button is typed as a class although its ref is the element: found by id.
  const focusButton = () => document.getElementById(buttonId)?.focus()
  const picker = useRef<OverlayPanel>(null)
  const { Part: DayCalendar, retry, retryIfFailed } = useLazyPart(loadDayCalendar)
  const [open, setOpen] = useState(false)
  // Said expanded from the click on, not only once the pop-up's opening animation has ended.
  const [expanded, setExpanded] = useState(false)

  const pick = (day: Date) => {
    // Focus goes back to the button first: what the pick opens next (a question) gives it back there.
    focusButton()
    picker.current?.hide()
    props.onPick(day)
  }

  // The pop-up is placed when it opens, while it holds no calendar yet: it is placed again whenever
  // its size changes (the calendar loaded, drawn, given a fixed width), so that it stays within the
  // screen rather than running off the right of a button near the edge.
  const resized = useRef<ResizeObserver | null>(null)
  const followSize = (on: boolean) => {
    resized.current?.disconnect()
    resized.current = null
    const element = picker.current?.getElement()
    if (!on || !element || typeof ResizeObserver === 'undefined') return
    resized.current = new ResizeObserver(() => picker.current?.align())
    resized.current.observe(element)
  }
  useEffect(() => () => resized.current?.disconnect(), [])

  // The pop-up is a modal dialog (WAI-ARIA date picker dialog): Tab and Shift+Tab go round its
  // controls. It sits at the end of the page, so a Tab from its last control would otherwise leave
  // it open behind the focus.
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    // PrimeReact's month and year views move the focus on Tab themselves.
    if (event.key !== 'Tab' || event.isDefaultPrevented()) return
    const controls = DomHandler.getFocusableElements(event.currentTarget) as HTMLElement[]
    const from = document.activeElement ?? document.body
    // By place in the page: a day reached with the arrow keys is not in the Tab order itself.
    const placed = (control: HTMLElement, position: number) =>
      (from.compareDocumentPosition(control) & position) !== 0
    const next = event.shiftKey
      ? (controls.filter((control) => placed(control, Node.DOCUMENT_POSITION_PRECEDING)).at(-1) ??
        controls.at(-1))
      : (controls.find((control) => placed(control, Node.DOCUMENT_POSITION_FOLLOWING)) ?? controls[0])
    if (next === undefined) return
    event.preventDefault()
    next.focus()
  }

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
          setExpanded(!picker.current?.isVisible())
          picker.current?.toggle(event)
        }}
      />
      <OverlayPanel
        ref={picker}
        pt={{ root: { role: 'dialog', 'aria-modal': true, 'aria-label': props.label } }}
        // Focusable itself, so that a click on its frame keeps the focus in it, where Tab goes round.
        tabIndex={-1}
        onKeyDown={keepTabInside}
        onShow={() => {
          // A download that failed after the pop-up was closed is asked for again now.
          retryIfFailed()
          setOpen(true)
          setExpanded(true)
          followSize(true)
        }}
        onHide={() => {
          setOpen(false)
          setExpanded(false)
          followSize(false)
          // Escape or a click outside: focus left in the pop-up, or lost with it, returns to the button.
          const focused = document.activeElement
          if (
            focused === null ||
            focused === document.body ||
            picker.current?.getElement()?.contains(focused)
          )
            focusButton()
        }}
      >
        {open ? (
          // A calendar that cannot be downloaded says "Connection Error" and closes the pop-up; the
          // day can still be typed, and the next opening asks again (decision 0331). Uncaught,
          // it replaced the whole screen, with the order being typed, by the error page.
          <LazyPart
            loading={<span role="status">{t('dayPicker.loading')}</span>}
            onFail={() => {
              retry()
              picker.current?.hide()
            }}
          >
            <DayCalendar value={props.value} minDate={props.minDate} label={props.label} onPick={pick} />
          </LazyPart>
        ) : null}
      </OverlayPanel>
    </>
  )
}
