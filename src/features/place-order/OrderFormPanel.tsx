// The delivery part of the order form (spec §2 Place order, R-ORD-005): shipping address of the
// chosen customer (type 2, R-ORD-006), ETA date with the days whose ETD would be before today
// disabled and the ETD calculated from it (R-ORD-018), and the note. A typed ETA that is not a
// date, or not offered, gets a message and stays in the box.
import { GrowingTextarea } from '../../components/GrowingTextarea'
import { Calendar, type CalendarPassThroughOptions } from 'primereact/calendar'
import dayjs from 'dayjs'
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShippingAddress } from '../../api/contracts/customer'
import { ORDER_NOTE_MAX } from '../../api/contracts/order'
import type { Notice, OrderForm, OrderSummary } from '../../machines/place-order'
import { primeLocaleOf, registerPrimeLocales } from '../../components/primereact-locale'
import { i18n } from '../../i18n'
import { NativeSelect } from '../../components/NativeSelect'
import {
  dateOfWire,
  formatCount,
  WIRE_DATE,
  messageParams,
  parseScreenDate,
  screenDate,
  wireOfDate,
  type Lng,
} from '../../lib/format'

registerPrimeLocales(i18n)

/**
 * PrimeReact's calendar builds its whole month view on every render, even while its picker is
 * closed (9-18 ms on this VM): it renders only when one of its props changes, and the panel gives
 * it stable ones (decision 0323).
 */
const EtaCalendar = memo(Calendar)

/** What PrimeReact's calendar passes as a day's context (its type says Date; it is this). */
interface CalendarDay {
  readonly day: number
  readonly month: number
  readonly year: number
  readonly selectable?: boolean
}

/**
 * The calendar puts aria-selected and aria-disabled on a role-less <span> in each day cell (axe:
 * aria-allowed-attr, critical): they move to the cell itself, a gridcell, where they are allowed.
 */
function dayPassThrough(etaDate: string | null): CalendarPassThroughOptions {
  return {
    day: (options) => {
      const meta = options?.context?.date as unknown as CalendarDay | undefined
      if (meta === undefined || meta === null || typeof meta !== 'object') return {}
      const wire = dayjs(new Date(meta.year, meta.month, meta.day)).format(WIRE_DATE)
      return {
        'aria-disabled': meta.selectable === false ? true : undefined,
        'aria-selected': wire === etaDate,
      }
    },
    dayLabel: { 'aria-selected': undefined, 'aria-disabled': undefined },
  }
}

export interface OrderFormPanelProps {
  readonly form: OrderForm
  readonly addresses: readonly ShippingAddress[]
  readonly summary: OrderSummary
  readonly etdGapDays: number | null
  /** The machine takes address and ETA changes (editing, no dialog, nothing busy). */
  readonly editable: boolean
  readonly noteEditable: boolean
  /** An ETA waits in the promotion dialog. */
  readonly etaPending: boolean
  /** The machine's notice, when it is about the ETA. */
  readonly etaNotice: Notice | null
  readonly lng: Lng
  readonly onAddress: (shippingAddressId: number) => void
  readonly onEta: (etaDate: string | null) => void
  readonly onNote: (note: string) => void
}

export function OrderFormPanel(props: OrderFormPanelProps) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const { form, summary, lng } = props
  const inputRef = useRef<HTMLInputElement>(null)
  const typed = useRef<string | null>(null)
  /** The last ETA the calendar itself delivered while the user typed (not to be sent twice). */
  const delivered = useRef<string | null>(null)
  const [etaFormatError, setEtaFormatError] = useState<string | null>(null)

  const addressOptions = props.addresses.map((a) => ({
    value: a.Id as number | null,
    label: a.ShippingAddress,
  }))
  const chosenAddress = props.addresses.find((a) => a.Id === form.shippingAddressId)
  const earliest = summary.earliestEta
  // Same Date objects from render to render: the calendar rewrites its box whenever they change.
  const etaValue = useMemo(() => (form.etaDate === null ? null : dateOfWire(form.etaDate)), [form.etaDate])
  const minDate = useMemo(() => (earliest === null ? undefined : dateOfWire(earliest)), [earliest])
  const calendarPt = useMemo(() => dayPassThrough(form.etaDate), [form.etaDate])
  const etaHintId = `${id}-eta-hint`
  const etaErrorId = `${id}-eta-error`
  const etaError = etaFormatError !== null || props.etaNotice !== null
  const etaDescribedBy = etaError ? `${etaErrorId} ${etaHintId}` : etaHintId
  // Once the promotion dialog is answered the box shows the ETA the machine kept (the old one after
  // No): the calendar itself only rewrites it when its value changes.
  const etaText = form.etaDate === null ? '' : screenDate(form.etaDate)
  const { etaPending } = props
  useEffect(() => {
    const input = inputRef.current
    if (!etaPending && input !== null && document.activeElement !== input) input.value = etaText
  }, [etaPending, etaText])

  // The calendar does not pass aria-describedby to its input: set it on the element.
  useEffect(() => {
    const input = inputRef.current
    if (input === null) return
    input.setAttribute('aria-describedby', etaDescribedBy)
    if (etaError) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
  }, [etaDescribedBy, etaError])

  const { onEta } = props
  const { etaDate } = form
  /** Leaving the ETA box: a typed text the calendar could not take is reported, and kept. */
  const onEtaBlur = useCallback(() => {
    const text = typed.current
    typed.current = null
    if (text === null) return
    const trimmed = text.trim()
    if (trimmed === '') {
      // An emptied box clears the ETA (the calendar itself keeps its last date).
      setEtaFormatError(null)
      if (etaDate !== null) onEta(null)
      return
    }
    const wire = parseScreenDate(trimmed)
    if (wire !== undefined && wire === delivered.current) {
      delivered.current = null // the calendar took it already; the machine decided
      return
    }
    if (wire === undefined) setEtaFormatError(trimmed)
    else {
      setEtaFormatError(null)
      // A real day the calendar would not take (before the earliest ETA): the machine says why.
      if (wire !== etaDate) onEta(wire)
    }
    const input = inputRef.current
    if (input !== null && (wire === undefined || wire !== etaDate)) input.value = trimmed
  }, [etaDate, onEta])

  const onEtaInput = useCallback((e: FormEvent<HTMLInputElement>) => {
    typed.current = (e.target as HTMLInputElement).value
  }, [])
  const onEtaChange = useCallback(
    (e: { readonly value?: unknown }) => {
      const { value } = e
      if (value instanceof Date) {
        typed.current = null
        setEtaFormatError(null)
        const wire = wireOfDate(value)
        delivered.current = wire
        if (wire !== etaDate) onEta(wire)
      } else if (value === null || value === undefined) {
        typed.current = null
        delivered.current = null
        setEtaFormatError(null)
        if (etaDate !== null) onEta(null)
      }
      // A string: text the calendar cannot read yet; judged when the box is left.
    },
    [etaDate, onEta],
  )

  return (
    <section className="po-panel po-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('form.title')}</h2>
      <div className="po-field">
        <label htmlFor={`${id}-address`}>{t('form.address')}</label>
        <NativeSelect
          id={`${id}-address`}
          value={form.shippingAddressId}
          options={addressOptions}
          placeholder={props.addresses.length === 0 ? t('form.noAddress') : t('form.addressPlaceholder')}
          disabled={!props.editable}
          onChange={(shippingAddressId) => {
            if (shippingAddressId !== null) props.onAddress(shippingAddressId)
          }}
        />
        {chosenAddress && (chosenAddress.ContactName || chosenAddress.ContactMobile) ? (
          <small className="po-field__hint">
            {[chosenAddress.ContactName, chosenAddress.ContactMobile].filter(Boolean).join(' · ')}
          </small>
        ) : null}
      </div>

      <div className="po-form__dates">
        <div className="po-field">
          <label htmlFor={`${id}-eta`}>{t('form.eta')}</label>
          <EtaCalendar
            inputId={`${id}-eta`}
            inputRef={inputRef}
            value={etaValue}
            minDate={minDate}
            pt={calendarPt}
            dateFormat="dd-mm-yy"
            locale={primeLocaleOf(lng)}
            placeholder={t('form.etaPlaceholder')}
            showIcon
            // The picker opens from its button, not on focus: focus coming back to the box (after
            // the promotion dialog) must not open it over the summary.
            showOnFocus={false}
            keepInvalid
            disabled={!props.editable}
            invalid={etaError}
            onInput={onEtaInput}
            onChange={onEtaChange}
            onBlur={onEtaBlur}
          />
          <small id={etaHintId} className="po-field__hint">
            {earliest === null || props.etdGapDays === null
              ? t('form.etaHintLoading')
              : t('form.etaHint', {
                  earliest: screenDate(earliest),
                  gap: formatCount(props.etdGapDays, lng),
                })}
          </small>
          {etaError ? (
            <small id={etaErrorId} className="po-field__error" role="alert">
              {etaFormatError !== null
                ? t('form.etaFormat', { text: etaFormatError })
                : props.etaNotice
                  ? t(props.etaNotice.key, messageParams(props.etaNotice.params))
                  : null}
            </small>
          ) : null}
        </div>
        <div className="po-field">
          <span id={`${id}-etd-label`} className="po-field__label">
            {t('form.etd')}
          </span>
          <output className="po-form__etd" aria-labelledby={`${id}-etd-label`}>
            {summary.etd === null ? t('form.etdNone') : screenDate(summary.etd)}
          </output>
        </div>
      </div>

      <div className="po-field">
        <label htmlFor={`${id}-note`}>{t('form.note')}</label>
        <GrowingTextarea
          id={`${id}-note`}
          value={form.note}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          placeholder={t('form.notePlaceholder')}
          disabled={!props.noteEditable}
          aria-describedby={`${id}-note-count`}
          onChange={(e) => props.onNote(e.target.value.slice(0, ORDER_NOTE_MAX))}
        />
        <small id={`${id}-note-count`} className="po-field__hint po-field__count">
          {t('form.noteCount', { count: form.note.length, max: ORDER_NOTE_MAX })}
        </small>
      </div>
    </section>
  )
}
