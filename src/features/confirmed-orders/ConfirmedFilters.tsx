// The confirmed list's filters (R-CONF-003, R-CONF-004): the order lists' shared fields (company,
// BB number, days typed DD/MM/YYYY, reset) with payment status (several, from
// api/Order/GetPaymentStatusList), the ETD range and the ETA range (R-CONF-022), folded behind the
// "Filters (n)" toggle below 1366 px (R-LIST-002).
import { Checkbox } from '../../components/Checkbox'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentStatusOption } from '../../api/contracts/order-entities'
import {
  CompanyFilterField,
  ListFilterForm,
  TextFilterField,
  useFilterText,
  type Companies,
} from '../../components/orders/ListFilterFields'
import { DateFilterField } from '../../components/orders/DateFilterField'
import {
  activeFilterCount,
  CONFIRMED_FILTER_KEYS,
  type OrderListFilterChange,
  type OrderListFilters,
} from '../../machines/order-list'
import { lngOf, pairText } from '../../lib/format'

export interface ConfirmedFiltersProps {
  readonly filters: OrderListFilters
  readonly companies: Companies
  /** R-PERM-017: codes that may not view orders. */
  readonly refused: readonly string[]
  readonly paymentOptions: readonly PaymentStatusOption[]
  readonly paymentsFailed: boolean
  readonly onChange: (change: OrderListFilterChange) => void
  readonly onReset: () => void
}

// Memoised: it renders again only when its own props change (decision 0323).
export const ConfirmedFilters = memo(function ConfirmedFilters(props: ConfirmedFiltersProps) {
  const { t, i18n } = useTranslation('confirmedOrders')
  const lng = lngOf(i18n.language)
  const id = useId()
  const { filters, onChange } = props
  const orderNumber = useFilterText(filters, 'orderNumber', onChange)
  const poNumber = useFilterText(filters, 'poNumber', onChange)

  const chosen = new Set(filters.paymentStatuses ?? [])
  const togglePayment = (status: number) => {
    const next = new Set(chosen)
    if (next.has(status)) next.delete(status)
    else next.add(status)
    onChange({ paymentStatuses: [...next] })
  }

  return (
    <ListFilterForm
      onReset={props.onReset}
      onSubmit={() => onChange({ orderNumber: orderNumber.text, poNumber: poNumber.text })}
      active={activeFilterCount(filters, CONFIRMED_FILTER_KEYS)}
    >
      <CompanyFilterField
        filters={filters}
        companies={props.companies}
        refused={props.refused}
        onChange={onChange}
      />
      <TextFilterField {...orderNumber} />
      <TextFilterField {...poNumber} />
      <DateFilterField name="etdFrom" label={t('filters.etdFrom')} filters={filters} onChange={onChange} />
      <DateFilterField name="etdTo" label={t('filters.etdTo')} filters={filters} onChange={onChange} />
      <DateFilterField name="etaFrom" label={t('filters.etaFrom')} filters={filters} onChange={onChange} />
      <DateFilterField name="etaTo" label={t('filters.etaTo')} filters={filters} onChange={onChange} />
      <fieldset className="list-filters__payments">
        <legend>{t('filters.paymentStatus')}</legend>
        {props.paymentsFailed ? <small>{t('filters.paymentsFailed')}</small> : null}
        {props.paymentOptions.map((option) => {
          const optionId = `${id}-payment-${option.PaymentStatus}`
          return (
            <span key={option.PaymentStatus} className="list-filters__payment">
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
    </ListFilterForm>
  )
})
