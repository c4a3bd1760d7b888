// The order lists' shared filter fields (R-PEND-001..004, R-CONF-003, R-CONF-004): company (the
// user's own customers only), BB number applied 1 s after the last key (R-CONST-003) or on
// Enter, a day typed DD/MM/YYYY (R-DATE-004) applied once it is a real day (a range whose start is
// after its end refused beside the field, the typed text kept; DateFilterField.tsx), a reset, and the notice that a
// crafted address was corrected (decisions 0203, 0210). Below 1366 px (a phone included) the form
// folds behind a "Filters (n)" toggle that counts the filters holding a value (R-LIST-002,
// decision 0343); folded, the form stays mounted, hidden, so what was typed in it stays.
import { Button } from '../Button'
import { InputText } from '../InputText'
import { Message } from '../Message'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  FILTERS_OPEN_MIN_PX,
  type OrderListFilterChange,
  type OrderListFilters,
} from '../../machines/order-list'
import { PO_NUMBER_MAX } from '../../api/contracts/order-entities'
import { NativeSelect } from '../NativeSelect'
import { useNarrowerThan } from './useNarrowScreen'
import './list-filters.css'

const DEBOUNCE_MS = 1000

export type Change = (change: OrderListFilterChange) => void

/** The user's companies, as the stored user info lists them. */
export type Companies = readonly { readonly CustomerCode: string; readonly CustomerName: string }[]

/**
 * The filter form: its fields, then the reset button; Enter applies the BB number at once. Below
 * FILTERS_OPEN_MIN_PX it is folded behind its toggle (closed at first), which says how many
 * filters hold a value (R-LIST-002).
 */
export function ListFilterForm(props: {
  readonly onReset: () => void
  readonly onSubmit: () => void
  /** How many of the form's filters hold a value (activeFilterCount). */
  readonly active: number
  readonly children: ReactNode
}) {
  const { t } = useTranslation('orders')
  const foldable = useNarrowerThan(FILTERS_OPEN_MIN_PX)
  const [open, setOpen] = useState(false)
  const formId = useId()
  // One tree whether foldable or not (the toggle's place is kept empty on a wide window), so a
  // window resized across the width keeps the fields and what was typed in them.
  return (
    <div className={`list-filters-fold${foldable ? ' list-filters-fold--foldable' : ''}`}>
      {foldable ? (
        <Button
          type="button"
          outlined
          size="small"
          className="list-filters-fold__toggle"
          icon={open ? 'pi pi-chevron-up' : 'pi pi-filter'}
          label={props.active > 0 ? t('filters.toggleCount', { count: props.active }) : t('filters.toggle')}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((was) => !was)}
        />
      ) : null}
      <form
        id={formId}
        className="list-filters"
        aria-label={t('filters.label')}
        hidden={foldable && !open}
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        {props.children}
        <div className="list-filters__actions">
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
    </div>
  )
}

export function CompanyFilterField(props: {
  readonly filters: OrderListFilters
  readonly companies: Companies
  /** Codes whose permission refuses viewing orders: shown, not choosable, and why (R-PERM-017). */
  readonly refused?: readonly string[]
  readonly onChange: Change
}) {
  const { t } = useTranslation('orders')
  const id = useId()
  const refused = props.refused ?? []
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{t('filters.company')}</label>
      <NativeSelect
        id={id}
        value={props.filters.customerCode ?? ''}
        options={[
          { value: '', label: t('filters.allCompanies') },
          ...props.companies.map((c) => ({
            value: c.CustomerCode,
            label: refused.includes(c.CustomerCode)
              ? t('filters.companyNotAllowed', { code: c.CustomerCode, name: c.CustomerName })
              : `${c.CustomerCode} ${c.CustomerName}`,
            disabled: refused.includes(c.CustomerCode),
          })),
        ]}
        describedBy={refused.length === 0 ? undefined : `${id}-refused`}
        onChange={(code) => props.onChange({ customerCode: code })}
      />
      {refused.length === 0 ? null : (
        <small id={`${id}-refused`} className="list-filters__hint">
          {refused.map((code) => (
            <span key={code}>
              <i className="pi pi-lock" aria-hidden="true" /> {t('filters.notAllowedToView', { code })}
            </span>
          ))}
        </small>
      )}
    </div>
  )
}

/** A typed filter: the BB number, or the PO number (R-PO-006). */
export type TextFilterKey = 'orderNumber' | 'poNumber'
const TEXT_FILTER_MAX: Record<TextFilterKey, number> = { orderNumber: 50, poNumber: PO_NUMBER_MAX }

/** A typed filter's text, applied 1 s after the last key; the form's Enter applies `text` at once. */
export function useFilterText(filters: OrderListFilters, key: TextFilterKey, onChange: Change) {
  const applied = filters[key]
  const [text, setText] = useState(applied ?? '')
  const [shown, setShown] = useState(applied)
  // A reset or an address read elsewhere changes the filter: the field shows it.
  if (shown !== applied) {
    setShown(applied)
    if (text.trim() !== (applied ?? '')) setText(applied ?? '')
  }
  useEffect(() => {
    if (text.trim() === (applied ?? '')) return
    const timer = setTimeout(() => onChange({ [key]: text }), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, applied, key, onChange])
  return { name: key, text, setText }
}

export function TextFilterField(props: {
  readonly name: TextFilterKey
  readonly text: string
  readonly setText: (text: string) => void
}) {
  const { t } = useTranslation('orders')
  const id = useId()
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{t(`filters.${props.name}`)}</label>
      <InputText
        id={id}
        type="search"
        value={props.text}
        maxLength={TEXT_FILTER_MAX[props.name]}
        placeholder={t(`filters.${props.name}Hint`)}
        onChange={(event) => props.setText(event.target.value)}
      />
    </div>
  )
}

/** A crafted address was corrected: the list shows what it could, and says so. */
export function CorrectedNotice(props: { readonly onDismiss: () => void }) {
  const { t } = useTranslation('orders')
  return (
    <Message
      severity="warn"
      className="list-filters__notice"
      content={
        <span className="list-filters__notice-text">
          {t('address.corrected')}
          <Button type="button" link size="small" label={t('address.dismiss')} onClick={props.onDismiss} />
        </span>
      }
    />
  )
}
