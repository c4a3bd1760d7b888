// The calendar of a day filter, in its own chunk: PrimeReact's Calendar loads only when a
// customer opens a picker (decision 0281). Its month and day names follow the portal language
// through PrimeReact's global locale (decision 0280).
import { Calendar } from 'primereact/calendar'

export default function DayCalendar(props: {
  readonly value: Date | null
  readonly label: string
  readonly onPick: (day: Date) => void
}) {
  return (
    <Calendar
      inline
      value={props.value}
      aria-label={props.label}
      onChange={(event) => {
        if (event.value instanceof Date) props.onPick(event.value)
      }}
    />
  )
}
