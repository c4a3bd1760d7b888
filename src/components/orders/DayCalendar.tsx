// The calendar of a day picker, in its own chunk: PrimeReact's Calendar builds its whole month view
// on every render, so it loads and renders only when a customer opens a picker (decisions 0281,
// 0324). Its month and day names follow the portal language through PrimeReact's locale (0280).
import dayjs from 'dayjs'
import { Calendar, type CalendarPassThroughOptions } from 'primereact/calendar'
import '../prime-locale'
import { useEffect, useMemo, useRef, useState } from 'react'

/** What PrimeReact's calendar passes as a day's context (its type says Date; it is this). */
interface CalendarDay {
  readonly day: number
  readonly month: number
  readonly year: number
  readonly selectable?: boolean
}

const dayKey = (date: Date) => dayjs(date).format('YYYY-MM-DD')

/**
 * The calendar puts aria-selected and aria-disabled on a role-less <span> in each day cell (axe:
 * aria-allowed-attr, critical): they move to the cell itself, a gridcell, where they are allowed.
 */
function dayPassThrough(selected: string | null): CalendarPassThroughOptions {
  return {
    day: (options) => {
      const meta = options?.context?.date as unknown as CalendarDay | undefined
      if (meta === undefined || meta === null || typeof meta !== 'object') return {}
      return {
        'aria-disabled': meta.selectable === false ? true : undefined,
        'aria-selected': dayKey(new Date(meta.year, meta.month, meta.day)) === selected,
      }
    },
    dayLabel: { 'aria-selected': undefined, 'aria-disabled': undefined },
  }
}

export default function DayCalendar(props: {
  readonly value: Date | null
  readonly label: string
  /** The first day offered; earlier ones are shown disabled. */
  readonly minDate?: Date
  readonly onPick: (day: Date) => void
}) {
  const frame = useRef<HTMLDivElement>(null)
  const selected = props.value === null ? null : dayKey(props.value)
  const pt = useMemo(() => dayPassThrough(selected), [selected])
  // It opens on the chosen day's month, else on the first day offered when that is later than
  // this month (an ETA a few days ahead at the end of a month): not on a month with nothing to pick.
  const [viewDate] = useState(() => {
    if (props.value !== null) return props.value
    const min = props.minDate
    return min !== undefined && dayjs(min).isAfter(dayjs(), 'month') ? min : undefined
  })
  // Opened from a button, the picker takes the focus on its day (the chosen one, else today or the
  // first offered), where the arrow keys move (WAI-ARIA date picker dialog), once the calendar
  // shows its month: it draws today's first, then moves there in its own mount effect.
  // PrimeReact's Calendar gives its day grid a new key on every render, so any render of it (its own
  // focus state, a new value) replaces the focused day's element and drops the focus to <body>; the
  // frame then puts it back on the same day. Both are watched as the grid changes, not polled.
  const shown = dayjs(viewDate ?? new Date())
  const [month, year] = [shown.month(), shown.year()]
  useEffect(() => {
    const element = frame.current
    if (element === null) return
    const find = (selector: string) => element.querySelector<HTMLElement>(selector)
    const inMonth = `td[data-p-month="${month}"][data-p-year="${year}"]:not([data-p-other-month="true"])`
    // The focused day is the grid's one Tab stop (PrimeReact gives today's or the chosen day's).
    const focusDay = (day: HTMLElement) => {
      for (const other of element.querySelectorAll<HTMLElement>('td span[tabindex="0"]')) other.tabIndex = -1
      day.tabIndex = 0
      // Not scrolled to: the pop-up is placed beside its button, and may still be moving there.
      day.focus({ preventScroll: true })
    }
    let placed = false
    /** The cell of the day that has the focus, as a selector that finds it in a new grid. */
    let focused: string | null = null
    const settle = () => {
      if (!placed) {
        if (find(inMonth) === null) return
        placed = true
        const day =
          find('td span[data-p-highlight="true"]') ??
          find(`${inMonth}[data-p-today="true"] span:not([data-p-disabled="true"])`) ??
          find(`${inMonth} span:not([data-p-disabled="true"])`)
        if (day === null) return void find('button:not([disabled])')?.focus() // nothing to pick here
        return focusDay(day)
      }
      const active = document.activeElement
      if (focused === null || (active !== null && active !== document.body)) return
      const day = find(`${focused} span`)
      if (day !== null) focusDay(day)
    }
    const onFocusIn = (event: FocusEvent) => {
      const cell = (event.target as Element).closest<HTMLElement>('td[data-p-day]')
      focused =
        cell === null
          ? null
          : `td[data-p-day="${cell.dataset.pDay}"][data-p-month="${cell.dataset.pMonth}"][data-p-year="${cell.dataset.pYear}"]`
    }
    // Focus sent out of the calendar on purpose is not brought back; a removed element has no
    // related target.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget
      if (next instanceof Node && !element.contains(next)) focused = null
    }
    const observer = new MutationObserver(settle)
    observer.observe(element, { childList: true, subtree: true })
    element.addEventListener('focusin', onFocusIn)
    element.addEventListener('focusout', onFocusOut)
    settle()
    return () => {
      observer.disconnect()
      element.removeEventListener('focusin', onFocusIn)
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [month, year])
  return (
    <div ref={frame}>
      <Calendar
        inline
        value={props.value}
        viewDate={viewDate}
        minDate={props.minDate}
        pt={pt}
        aria-label={props.label}
        onChange={(event) => {
          if (event.value instanceof Date) props.onPick(event.value)
        }}
      />
    </div>
  )
}
