// A day filter of the order lists (R-PEND-003, R-CONF-004, R-DATE-004): typed DD/MM/YYYY and
// applied on Enter or leaving the field once it is a real day, or picked from a calendar opened
// by the button beside it (decision 0281). A range whose start is after its end is refused beside
// the field, the typed text kept. The day goes to the list as YYYY-MM-DD; the request builder
// sends it as 00:00:00 or 23:59:59 (R-DATE-001).
import dayjs from 'dayjs'
import { InputText } from '../InputText'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isInvertedRange, type OrderListFilters } from '../../machines/order-list'
import { parseScreenDate } from '../../lib/format'
import { DayPicker } from './DayPicker'
import type { Change } from './ListFilterFields'

const filterDay = (wire: string | undefined) => (wire === undefined ? '' : dayjs(wire).format('DD/MM/YYYY'))
const dateOf = (wire: string | undefined) => (wire === undefined ? null : dayjs(wire).toDate())

type DateKey = 'etdFrom' | 'etdTo' | 'etaFrom' | 'etaTo' | 'createdFrom' | 'createdTo'

// Memoised: a list's answer does not render the day fields again (decision 0323).
export const DateFilterField = memo(function DateFilterField(props: {
  readonly name: DateKey
  readonly label: string
  readonly filters: OrderListFilters
  readonly onChange: Change
}) {
  const { t } = useTranslation('orders')
  const id = useId()
  const value = props.filters[props.name]
  const [text, setText] = useState(filterDay(value))
  const [problem, setProblem] = useState<'badDate' | 'startAfterEnd' | null>(null)
  // A reset or an address read elsewhere changes the filter: the field shows it.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(filterDay(value))
    setProblem(null)
  }

  const apply = (typed: string) => {
    if (typed === '') {
      setProblem(null)
      if (value !== undefined) props.onChange({ [props.name]: undefined })
      return
    }
    const day = parseScreenDate(typed)
    if (day === undefined) return setProblem('badDate')
    const from = props.name.endsWith('From')
      ? day
      : props.filters[props.name.replace('To', 'From') as DateKey]
    const to = props.name.endsWith('To') ? day : props.filters[props.name.replace('From', 'To') as DateKey]
    if (isInvertedRange(from, to)) return setProblem('startAfterEnd')
    setProblem(null)
    if (day !== value) props.onChange({ [props.name]: day })
  }

  const pick = (day: Date) => {
    const typed = dayjs(day).format('DD/MM/YYYY')
    setText(typed)
    apply(typed)
  }

  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <div className="list-filters__day">
        <InputText
          id={id}
          value={text}
          placeholder={t('filters.datePlaceholder')}
          inputMode="numeric"
          invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => apply(text.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(text.trim())
          }}
        />
        <DayPicker
          label={t('filters.pickDay', { field: props.label })}
          value={dateOf(parseScreenDate(text.trim()) ?? value)}
          onPick={pick}
        />
      </div>
      {problem ? (
        <small id={`${id}-problem`} className="list-filters__problem" role="alert">
          {t(`filters.${problem}`)}
        </small>
      ) : null}
    </div>
  )
})
