// The pending list's filters (R-PEND-001..004): company (the user's
// own CustomerList only), BB number (1 s after the last key), created-date range DD/MM/YYYY (sent
// as 00:00:00 and 23:59:59 by the request builder, R-DATE-001) and a reset, folded behind the
// "Filters (n)" toggle below 1366 px (R-LIST-002).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
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
  PENDING_FILTER_KEYS,
  type OrderListFilterChange,
  type OrderListFilters,
} from '../../machines/order-list'

// Memoised: it renders again only when its own props change (decision 0323).
export const PendingFilters = memo(function PendingFilters(props: {
  readonly filters: OrderListFilters
  readonly companies: Companies
  /** R-PERM-017: codes that may not view orders. */
  readonly refused: readonly string[]
  readonly onChange: (change: OrderListFilterChange) => void
  readonly onReset: () => void
}) {
  const { t } = useTranslation('orders')
  const { filters, onChange } = props
  const orderNumber = useFilterText(filters, 'orderNumber', onChange)
  const poNumber = useFilterText(filters, 'poNumber', onChange)
  return (
    <ListFilterForm
      onReset={props.onReset}
      onSubmit={() => onChange({ orderNumber: orderNumber.text, poNumber: poNumber.text })}
      active={activeFilterCount(filters, PENDING_FILTER_KEYS)}
    >
      <CompanyFilterField
        filters={filters}
        companies={props.companies}
        refused={props.refused}
        onChange={onChange}
      />
      <TextFilterField {...orderNumber} />
      <TextFilterField {...poNumber} />
      <DateFilterField
        name="createdFrom"
        label={t('filters.createdFrom')}
        filters={filters}
        onChange={onChange}
      />
      <DateFilterField
        name="createdTo"
        label={t('filters.createdTo')}
        filters={filters}
        onChange={onChange}
      />
    </ListFilterForm>
  )
})
