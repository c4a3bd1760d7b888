// The confirmed list's filters (R-CONF-003, R-CONF-004): company (the user's own customers only),
// BB number, payment status (several, from api/Order/GetPaymentStatusList), ETD range and ETA range
// typed DD/MM/YYYY (R-DATE-004) and a reset. A BB number applies 1 s after the last key
// (R-CONST-003) or on Enter; a date applies once it is a real day, and a range whose start is
// after its end is refused beside the field with the typed text kept (R-CONF-022).
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentStatusOption } from '../../api/contracts/order-entities'
import { NativeSelect } from '../../components/NativeSelect'
import { isInvertedRange } from '../../machines/confirmed-orders'
import type { OrderListFilterChange, OrderListFilters } from '../../machines/order-list'
import { lngOf, pairText, parseScreenDate } from '../../lib/format'
import dayjs from 'dayjs'

const DEBOUNCE_MS = 1000

export interface ConfirmedFiltersProps {
  readonly filters: OrderListFilters
  readonly companies: readonly { readonly CustomerCode: string; readonly CustomerName: string }[]
  readonly paymentOptions: readonly PaymentStatusOption[]
  readonly paymentsFailed: boolean
  readonly onChange: (change: OrderListFilterChange) => void
  readonly onReset: () => void
}

const filterDay = (wire: string | undefined) => (wire === undefined ? '' : dayjs(wire).format('DD/MM/YYYY'))

type DateKey = 'etdFrom' | 'etdTo' | 'etaFrom' | 'etaTo'

function DateField(props: {
  readonly name: DateKey
  readonly label: string
  readonly filters: OrderListFilters
  readonly onChange: (change: OrderListFilterChange) => void
}) {
  const { t } = useTranslation('confirmedOrders')
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

  const apply = () => {
    const typed = text.trim()
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

  return (
    <div className="confirmed-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <InputText
        id={id}
        value={text}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
      />
      {problem ? (
        <small id={`${id}-problem`} className="confirmed-filters__problem" role="alert">
          {t(`filters.${problem}`)}
        </small>
      ) : null}
    </div>
  )
}

export function ConfirmedFilters(props: ConfirmedFiltersProps) {
  const { t, i18n } = useTranslation('confirmedOrders')
  const lng = lngOf(i18n.language)
  const id = useId()
  const { filters, onChange } = props
  const [orderNumber, setOrderNumber] = useState(filters.orderNumber ?? '')
  const [shownNumber, setShownNumber] = useState(filters.orderNumber)
  if (shownNumber !== filters.orderNumber) {
    setShownNumber(filters.orderNumber)
    if (orderNumber.trim() !== (filters.orderNumber ?? '')) setOrderNumber(filters.orderNumber ?? '')
  }
  useEffect(() => {
    if (orderNumber.trim() === (filters.orderNumber ?? '')) return
    const timer = setTimeout(() => onChange({ orderNumber }), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [orderNumber, filters.orderNumber, onChange])

  const chosen = new Set(filters.paymentStatuses ?? [])
  const togglePayment = (status: number) => {
    const next = new Set(chosen)
    if (next.has(status)) next.delete(status)
    else next.add(status)
    onChange({ paymentStatuses: [...next] })
  }

  return (
    <form
      className="confirmed-filters"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault()
        onChange({ orderNumber })
      }}
    >
      <div className="confirmed-filters__field">
        <label htmlFor={`${id}-company`}>{t('filters.company')}</label>
        <NativeSelect
          id={`${id}-company`}
          value={filters.customerCode ?? ''}
          options={[
            { value: '', label: t('filters.allCompanies') },
            ...props.companies.map((c) => ({
              value: c.CustomerCode,
              label: `${c.CustomerCode} ${c.CustomerName}`,
            })),
          ]}
          onChange={(code) => onChange({ customerCode: code })}
        />
      </div>
      <div className="confirmed-filters__field">
        <label htmlFor={`${id}-bb`}>{t('filters.orderNumber')}</label>
        <InputText
          id={`${id}-bb`}
          type="search"
          value={orderNumber}
          maxLength={50}
          placeholder={t('filters.orderNumberHint')}
          onChange={(event) => setOrderNumber(event.target.value)}
        />
      </div>
      <DateField name="etdFrom" label={t('filters.etdFrom')} filters={filters} onChange={onChange} />
      <DateField name="etdTo" label={t('filters.etdTo')} filters={filters} onChange={onChange} />
      <DateField name="etaFrom" label={t('filters.etaFrom')} filters={filters} onChange={onChange} />
      <DateField name="etaTo" label={t('filters.etaTo')} filters={filters} onChange={onChange} />
      <fieldset className="confirmed-filters__payments">
        <legend>{t('filters.paymentStatus')}</legend>
        {props.paymentsFailed ? <small>{t('filters.paymentsFailed')}</small> : null}
        {props.paymentOptions.map((option) => {
          const optionId = `${id}-payment-${option.PaymentStatus}`
          return (
            <span key={option.PaymentStatus} className="confirmed-filters__payment">
              <Checkbox
                inputId={optionId}
                checked={chosen.has(option.PaymentStatus)}
                onChange={() => togglePayment(option.PaymentStatus)}
              />
              <label htmlFor={optionId}>
                {pairText(option.PaymentStatusString_EN, option.PaymentStatusString_VN, lng)}
              </label>
            </span>
          )
        })}
      </fieldset>
      <div className="confirmed-filters__actions">
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-filter-slash"
          label={t('filters.reset')}
          onClick={props.onReset}
        />
      </div>
    </form>
  )
}
