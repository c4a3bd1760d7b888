// The ETA of the order form (R-ORD-005, R-ORD-018): typed DD-MM-YYYY and
// taken when the box is left or on Enter, or picked from a calendar opened by the button beside it,
// where the days whose ETD would be before today are disabled. A typed text that is not a date
// gets a message and stays in the box; a real day the machine refuses gets the machine's reason.
// A plain box and a picker built only when opened (decision 0324): PrimeReact's own Calendar
// built its month view on every render, the place-order page's longest task on a phone.
import { InputText } from '../../components/InputText'
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../machines/place-order'
import { DayPicker } from '../../components/orders/DayPicker'
import {
  dateOfWire,
  formatCount,
  messageParams,
  parseScreenDate,
  screenDate,
  wireOfDate,
  type Lng,
} from '../../lib/format'

export interface EtaFieldProps {
  readonly id: string
  /** The ETA the machine holds (YYYY-MM-DD). */
  readonly etaDate: string | null
  /** The first ETA offered, once the customer code is chosen. */
  readonly earliest: string | null
  readonly etdGapDays: number | null
  readonly editable: boolean
  /** An ETA waits in the promotion dialog. */
  readonly etaPending: boolean
  /** The machine's notice, when it is about the ETA. */
  readonly etaNotice: Notice | null
  readonly lng: Lng
  readonly onEta: (etaDate: string | null) => void
}

// Memoised: the cart's changes do not render the ETA again (decision 0323).
export const EtaField = memo(function EtaField(props: EtaFieldProps) {
  const { t } = useTranslation('placeOrder')
  const { id, etaDate, earliest, etaPending, onEta } = props
  const input = useRef<HTMLInputElement>(null)
  const etaText = etaDate === null ? '' : screenDate(etaDate)
  const [text, setText] = useState(etaText)
  /** The customer typed since the box last showed the machine's ETA: judged when it is left. */
  const typed = useRef(false)
  const [formatError, setFormatError] = useState<string | null>(null)

  // The box shows the ETA the machine kept (the old one after No in the promotion dialog, a
  // draft's, none once another tab placed the order), with no message left from an earlier text.
  // While the box has the focus it waits until the box is left, unless the customer typed since.
  const stale = useRef(false)
  const showMachineEta = () => {
    stale.current = false
    typed.current = false
    setFormatError(null)
    setText(etaText)
  }
  useEffect(() => {
    if (etaPending) return
    if (document.activeElement === input.current) stale.current = true
    else showMachineEta()
    // showMachineEta reads only etaText.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [etaPending, etaText])

  // Once the promotion question about an ETA is answered, focus comes back to this box, whether
  // the ETA was typed (and the box left) or picked: the answer may call for another day. After the
  // question's own return of focus, which is queued first (PlaceOrderDialogs).
  const asked = useRef(false)
  useEffect(() => {
    if (etaPending) {
      asked.current = true
      return
    }
    if (!asked.current) return
    asked.current = false
    const timer = setTimeout(() => input.current?.focus({ preventScroll: true }), 0)
    return () => clearTimeout(timer)
  }, [etaPending])

  const judge = () => {
    if (!typed.current) {
      if (stale.current) showMachineEta()
      return
    }
    typed.current = false
    stale.current = false
    const trimmed = text.trim()
    if (trimmed === '') {
      setFormatError(null)
      if (etaDate !== null) onEta(null)
      return
    }
    const wire = parseScreenDate(trimmed)
    if (wire === undefined) return setFormatError(trimmed)
    setFormatError(null)
    setText(screenDate(wire))
    // A real day before the earliest ETA goes to the machine too: it says why it is refused.
    if (wire !== etaDate) onEta(wire)
  }

  const pick = (day: Date) => {
    const wire = wireOfDate(day)
    typed.current = false
    setFormatError(null)
    setText(screenDate(wire))
    if (wire !== etaDate) onEta(wire)
  }

  // The same Date objects while the ETA stays: PrimeReact's Calendar moves its view back to the
  // value's month whenever it is given a new one, which would undo a month the customer moved to
  // in an open picker when anything else here renders again (a notice, the language).
  const value = useMemo(() => (etaDate === null ? null : dateOfWire(etaDate)), [etaDate])
  const minDate = useMemo(() => (earliest === null ? undefined : dateOfWire(earliest)), [earliest])
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const error = formatError !== null || props.etaNotice !== null

  return (
    <div className="po-field">
      <label htmlFor={id}>{t('form.eta')}</label>
      <div className="po-eta">
        <InputText
          ref={input}
          id={id}
          value={text}
          placeholder={t('form.etaPlaceholder')}
          autoComplete="off"
          disabled={!props.editable}
          invalid={error}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            typed.current = true
            setText(event.target.value)
          }}
          onBlur={judge}
          onKeyDown={(event) => {
            if (event.key === 'Enter') judge()
          }}
        />
        <DayPicker
          label={t('common:calendar.chooseDate')}
          value={value}
          minDate={minDate}
          disabled={!props.editable}
          onPick={pick}
        />
      </div>
      <small id={hintId} className="po-field__hint">
        {earliest === null || props.etdGapDays === null
          ? t('form.etaHintLoading')
          : t('form.etaHint', {
              earliest: screenDate(earliest),
              gap: formatCount(props.etdGapDays, props.lng),
            })}
      </small>
      {error ? (
        <small id={errorId} className="po-field__error" role="alert">
          {formatError !== null
            ? t('form.etaFormat', { text: formatError })
            : props.etaNotice
              ? t(props.etaNotice.key, messageParams(props.etaNotice.params))
              : null}
        </small>
      ) : null}
    </div>
  )
})
