// The day picker's pop-up (decisions 0281, 0324): PrimeReact's OverlayPanel as a modal dialog, the
// calendar in it built only while it is open. A chunk of its own, downloaded at the picker's first
// press (R-PERF-029, decision 0386), the way the pop-up menus are (decision 0380): the pressed
// button is kept while it downloads, the pop-up opens beside it once mounted, every later press
// toggles it.
import { OverlayPanel } from 'primereact/overlaypanel'
import { DomHandler } from 'primereact/utils'
import '../prime-locale'
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPart, useLazyPart } from '../LazyPart'
import type { MenuPress } from '../PopupMenu'
import { useAfterMount } from '../useAfterMount'

const loadDayCalendar = () => import('./DayCalendar')

export interface DayPickerPopupProps {
  /** The pop-up's name (the button's). */
  readonly label: string
  readonly value: Date | null
  readonly minDate?: Date | undefined
  /** The button pressed; a new object for each press. */
  readonly press: MenuPress | undefined
  readonly onPick: (day: Date) => void
  /** Whether the pop-up is open, as its button says (aria-expanded). */
  readonly onExpanded: (expanded: boolean) => void
  readonly focusButton: () => void
}

export function DayPickerPopup(props: DayPickerPopupProps) {
  const { t } = useTranslation('common')
  const { focusButton, onExpanded } = props
  const picker = useRef<OverlayPanel>(null)
  const { Part: DayCalendar, retry, retryIfFailed } = useLazyPart(loadDayCalendar)
  const [open, setOpen] = useState(false)
  const mounted = useAfterMount()
  useEffect(() => {
    // The press's own event is gone: the pop-up reads only which button it came from.
    if (mounted && props.press)
      picker.current?.toggle({ currentTarget: props.press.target } as unknown as SyntheticEvent)
  }, [mounted, props.press])

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
        onExpanded(true)
        followSize(true)
      }}
      onHide={() => {
        setOpen(false)
        onExpanded(false)
        followSize(false)
        // Escape or a click outside: focus left in the pop-up, or lost with it, returns to the button.
        const focused = document.activeElement
        if (focused === null || focused === document.body || picker.current?.getElement()?.contains(focused))
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
  )
}
