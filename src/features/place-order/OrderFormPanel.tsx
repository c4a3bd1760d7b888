// The delivery part of the order form (R-ORD-005): shipping address of the
// chosen customer (type 2, R-ORD-006), the ETA (EtaField) and the ETD calculated from it
// (R-ORD-018), the customer's own PO number (R-PO-001) and the note.
import { GrowingTextarea } from '../../components/GrowingTextarea'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShippingAddress } from '../../api/contracts/customer'
import { ORDER_NOTE_MAX, PO_NUMBER_MAX } from '../../api/contracts/order'
import type { Notice, OrderForm } from '../../machines/place-order'
import { NativeSelect } from '../../components/NativeSelect'
import { screenDate, type Lng } from '../../lib/format'
import { EtaField } from './EtaField'

export interface OrderFormPanelProps {
  readonly form: OrderForm
  readonly addresses: readonly ShippingAddress[]
  /** The first ETA offered (R-ORD-018), null until the gap is loaded. */
  readonly earliestEta: string | null
  /** The ETD of the chosen ETA (R-ORD-018), null without one. */
  readonly etd: string | null
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
  readonly onPoNumber: (poNumber: string) => void
}

export function OrderFormPanel(props: OrderFormPanelProps) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const { form, lng } = props
  const addressOptions = props.addresses.map((a) => ({
    value: a.Id as number | null,
    label: a.ShippingAddress,
  }))
  const chosenAddress = props.addresses.find((a) => a.Id === form.shippingAddressId)
  return (
    <section className="po-panel po-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('form.title')}</h2>
      {/* data-po-field: where the error summary's links lead (R-ORD-034). */}
      <div className="po-field" data-po-field="address">
        <label htmlFor={`${id}-address`}>{t('form.address')}</label>
        <NativeSelect
          id={`${id}-address`}
          value={form.shippingAddressId}
          options={addressOptions}
          placeholder={
            // R-ORD-032: before a code is chosen there is nothing to say about its addresses
            form.customerCode === ''
              ? t('form.addressNeedsCode')
              : props.addresses.length === 0
                ? t('form.noAddress')
                : t('form.addressPlaceholder')
          }
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

      <div className="po-form__dates" data-po-field="eta">
        <EtaField
          id={`${id}-eta`}
          etaDate={form.etaDate}
          earliest={props.earliestEta}
          etdGapDays={props.etdGapDays}
          editable={props.editable}
          etaPending={props.etaPending}
          etaNotice={props.etaNotice}
          lng={lng}
          onEta={props.onEta}
        />
        <div className="po-field">
          <span id={`${id}-etd-label`} className="po-field__label">
            {t('form.etd')}
          </span>
          <output className="po-form__etd" aria-labelledby={`${id}-etd-label`}>
            {props.etd === null ? t('form.etdNone') : screenDate(props.etd)}
          </output>
        </div>
      </div>

      <div className="po-field" data-po-field="poNumber">
        <label htmlFor={`${id}-po`}>{t('form.poNumber')}</label>
        <input
          id={`${id}-po`}
          className="p-inputtext p-component"
          type="text"
          value={form.poNumber ?? ''}
          maxLength={PO_NUMBER_MAX}
          autoComplete="off"
          disabled={!props.noteEditable}
          aria-describedby={`${id}-po-hint`}
          onChange={(e) => props.onPoNumber(e.target.value.slice(0, PO_NUMBER_MAX))}
        />
        <small id={`${id}-po-hint`} className="po-field__hint">
          {t('form.poNumberHint', { max: PO_NUMBER_MAX })}
        </small>
      </div>

      <div className="po-field" data-po-field="note">
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
