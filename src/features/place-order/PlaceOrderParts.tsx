// The parts of the place-order screen, each reading from the machine only what it shows
// (`useSelector` with the selectors of machines/place-order), so a change re-renders the parts
// it concerns, not the whole screen: the customer code, the page's message, the totals bar
// below 992 px, the success panel, the catalogue and the side column (delivery and summary).
// A product added renders its catalogue row, the summary and the totals bar, nothing else
// (R-PERF-033, decision 0392): the catalogue reads the order's format, not the cart, and the
// delivery form reads the dates it shows, not the summary.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerRef } from '../../api/contracts/auth'
import {
  createSummarySelector,
  selectAddresses,
  selectCanChooseAddress,
  selectCanChooseCustomer,
  selectPlaceRefusedCodes,
  selectCanEditNote,
  selectCanRetry,
  selectCanSaveDraft,
  selectCanStartNew,
  selectCanSubmit,
  selectCart,
  selectCartFormat,
  selectCatalogueStatus,
  selectDraft,
  selectEarliestEta,
  selectEditable,
  selectEtd,
  selectEtdGapDays,
  selectForm,
  selectNoticeIn,
  selectPlaced,
  selectProducts,
  selectPromotionConflict,
  selectSavingDraft,
  selectSubmitting,
  selectViolations,
  type PlaceOrderActor,
} from '../../machines/place-order'
import { NativeSelect } from '../../components/NativeSelect'
import { TransferQrSlot } from '../../components/payment/TransferQrSlot'
import { GetPaymentTransfer } from '../../api/contracts/payment-transfer'
import { Catalogue } from './Catalogue'
import { formatCount, formatVnd, type Lng } from '../../lib/format'
import { NoticeMessage } from './NoticeMessage'
import type { PlaceOrderClient } from './place-order.wiring'
import { OrderFormPanel } from './OrderFormPanel'
import { formatNameOf, type ReferenceData } from './reference-data'
import { SummaryPanel } from './SummaryPanel'

interface PartProps {
  readonly actor: PlaceOrderActor
  readonly lng: Lng
}

const NO_ADDRESSES: readonly never[] = []
const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, i) => code === b[i])
const selectPageNotice = selectNoticeIn('page')
const selectEtaNotice = selectNoticeIn('eta')
const selectSummaryNotice = selectNoticeIn('summary')

/** The summary, memoised per part that shows it (see createSummarySelector). */
export function useSummary(actor: PlaceOrderActor) {
  const [select] = useState(createSummarySelector)
  return useSelector(actor, select)
}

export function CustomerPanel({
  actor,
  customers,
  waitingProduct = null,
}: {
  actor: PlaceOrderActor
  customers: readonly CustomerRef[]
  /** A product the address asks to add (the homepage's 'order'), not added yet. */
  waitingProduct?: string | null | undefined
}) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const form = useSelector(actor, selectForm)
  const canChoose = useSelector(actor, selectCanChooseCustomer)
  // R-HOME-009: the product waits for a customer code (the catalogue is per code); say so.
  const hint =
    waitingProduct !== null && form.customerCode === ''
      ? t('form.addProductNeedsCode', { productCode: waitingProduct })
      : null
  // R-PERM-015: a code whose permission refuses placing orders is shown, not choosable, and why.
  const refused = useSelector(actor, selectPlaceRefusedCodes, sameCodes)
  const options = useMemo(
    () =>
      customers.map((c) => ({
        value: c.CustomerCode as string | null,
        label: refused.includes(c.CustomerCode)
          ? t('form.customerNotAllowed', { code: c.CustomerCode, name: c.CustomerName })
          : `${c.CustomerCode} – ${c.CustomerName}`,
        disabled: refused.includes(c.CustomerCode),
      })),
    [customers, refused, t],
  )
  const describedBy =
    [hint === null ? null : `${id}-customer-hint`, refused.length === 0 ? null : `${id}-customer-refused`]
      .filter((x) => x !== null)
      .join(' ') || undefined
  return (
    <div className="po-panel po-customer">
      <div className="po-field" data-po-field="customer">
        <label htmlFor={`${id}-customer`}>{t('form.customer')}</label>
        <NativeSelect
          id={`${id}-customer`}
          value={form.customerCode === '' ? null : form.customerCode}
          options={options}
          placeholder={t('form.customerPlaceholder')}
          disabled={!canChoose}
          describedBy={describedBy}
          onChange={(customerCode) => {
            if (customerCode !== null) actor.send({ type: 'order.setCustomer', customerCode })
          }}
        />
        {hint === null ? null : (
          <small id={`${id}-customer-hint`} className="po-field__hint po-customer__hint">
            <i className="pi pi-info-circle" aria-hidden="true" /> {hint}
          </small>
        )}
        {refused.length === 0 ? null : (
          <small id={`${id}-customer-refused`} className="po-field__hint po-customer__refused">
            {refused.map((code) => (
              <span key={code}>
                <i className="pi pi-lock" aria-hidden="true" /> {t('notice.notAllowedToPlace', { code })}
              </span>
            ))}
          </small>
        )}
      </div>
      <div className="po-field">
        <span className="po-field__label" id={`${id}-customer-name-label`}>
          {t('form.customerName')}
        </span>
        <output aria-labelledby={`${id}-customer-name-label`} className="po-customer__name">
          {form.customerName || '—'}
        </output>
      </div>
    </div>
  )
}

/** A message about the page itself (a draft link that cannot be opened). */
export function PageNotice({ actor }: { actor: PlaceOrderActor }) {
  const notice = useSelector(actor, selectPageNotice)
  return (
    <NoticeMessage
      notice={notice}
      noticeClassName="po-page__notice"
      onDismiss={() => actor.send({ type: 'notice.dismiss' })}
    />
  )
}

/** Below 992 px: the totals and a way down to the summary. */
export function MobileBar({ actor, lng }: PartProps) {
  const { t } = useTranslation('placeOrder')
  const summary = useSummary(actor)
  if (summary.lineCount === 0) return null
  return (
    <div className="po-mobile-bar">
      <span>
        {t('page.mobileTotals', {
          cases: formatCount(summary.totalCases, lng),
          amount: formatVnd(summary.totalAmount, lng),
        })}
      </span>
      <a
        href="#po-summary"
        onClick={(event) => {
          // Scrolled here rather than by the router, which would treat the hash as a navigation.
          event.preventDefault()
          const target = document.getElementById('po-summary')
          target?.scrollIntoView({ block: 'start' })
          target?.focus({ preventScroll: true })
        }}
      >
        {t('page.toSummary')}
      </a>
    </div>
  )
}

/** 'Order successful' (R-ORD-008) with the order's VietQR (R-QR-004) and the way to the pending list or a new order. */
export function PlacedPanel({
  actor,
  client,
  onViewPending,
}: {
  actor: PlaceOrderActor
  client: PlaceOrderClient
  onViewPending: () => void
}) {
  const { t } = useTranslation('placeOrder')
  const placed = useSelector(actor, selectPlaced)
  const canStartNew = useSelector(actor, selectCanStartNew)
  // The panel stays until the user acts or leaves (R-ORD-033); the confirmation it replaces held
  // the focus, so the focus comes to its heading rather than falling to the page's body.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])
  return (
    <>
      <div className="po-panel po-placed" role="status">
        <h2 ref={heading} tabIndex={-1}>
          <i className="pi pi-check-circle" aria-hidden="true" /> {t('common:messages.orderSuccessful')}
        </h2>
        <p>{t('placed.body', { orderNumber: placed?.OrderNumber ?? '' })}</p>
        <div className="po-actions">
          <Button type="button" label={t('placed.viewPending')} outlined onClick={onViewPending} />
          <Button
            type="button"
            label={t('placed.newOrder')}
            icon="pi pi-plus"
            disabled={!canStartNew}
            onClick={() => actor.send({ type: 'order.new' })}
          />
        </div>
      </div>
      {/* The backend answers a transfer only for a customer who pays by one (R-QR-004). Below the
          panel's own actions, which stay in view (R-ORD-033), and outside its live region, so a
          screen reader does not read the transfer's details as they load. */}
      {placed === null ? null : (
        <TransferQrSlot
          orderId={placed.Id}
          load={(orderId) => client.call(GetPaymentTransfer, { orderId })}
          where="placed"
        />
      )}
    </>
  )
}

export function CataloguePart({ actor, lng, reference }: PartProps & { reference: ReferenceData }) {
  const status = useSelector(actor, selectCatalogueStatus)
  const products = useSelector(actor, selectProducts)
  const cartFormatId = useSelector(actor, selectCartFormat)
  const editable = useSelector(actor, selectEditable)
  const canRetry = useSelector(actor, selectCanRetry)
  const onType = useCallback(
    (productCode: string, text: string): boolean => {
      actor.send({ type: 'cart.typeQuantity', productCode, text })
      return actor.getSnapshot().context.lineErrors[productCode] !== undefined
    },
    [actor],
  )
  const onStep = useCallback(
    (productCode: string, quantity: number, current: number) => {
      if (current === 0) actor.send({ type: 'cart.add', productCode, quantity })
      else actor.send({ type: 'cart.setQuantity', productCode, quantity })
    },
    [actor],
  )
  return (
    <Catalogue
      status={status}
      products={products}
      actor={actor}
      cartFormatId={cartFormatId}
      editable={editable}
      reference={reference}
      lng={lng}
      onType={onType}
      onStep={onStep}
      onRetry={() => actor.send({ type: 'catalog.retry' })}
      canRetry={canRetry}
    />
  )
}

/** The side column: delivery (address, ETA, note) and the summary with its buttons. */
export function OrderAside({
  actor,
  lng,
  reference,
  today,
}: PartProps & { reference: ReferenceData; today: () => string }) {
  const { t } = useTranslation('placeOrder')
  return (
    // Sticky beside the catalogue and scrolled on its own, so it is a focusable region.
    <div className="po-aside" role="region" aria-label={t('page.orderPanel')} tabIndex={0}>
      <DeliveryPart actor={actor} lng={lng} />
      <SummaryPart actor={actor} lng={lng} reference={reference} today={today} />
    </div>
  )
}

/** The delivery form: what it shows does not change when a product is added (decision 0392). */
function DeliveryPart({ actor, lng }: PartProps) {
  const form = useSelector(actor, selectForm)
  const addresses = useSelector(actor, selectAddresses) ?? NO_ADDRESSES
  const etdGapDays = useSelector(actor, selectEtdGapDays)
  const earliestEta = useSelector(actor, selectEarliestEta)
  const etd = useSelector(actor, selectEtd)
  const addressEditable = useSelector(actor, selectCanChooseAddress)
  const noteEditable = useSelector(actor, selectCanEditNote)
  const etaPending = useSelector(actor, selectPromotionConflict)
  const etaNotice = useSelector(actor, selectEtaNotice)
  // Stable, so that the form panel's calendar renders only when what it shows changes (decision 0323).
  const onAddress = useCallback(
    (shippingAddressId: number) => actor.send({ type: 'order.setAddress', shippingAddressId }),
    [actor],
  )
  const onEta = useCallback(
    (etaDate: string | null) => actor.send({ type: 'order.setEta', etaDate }),
    [actor],
  )
  const onNote = useCallback((note: string) => actor.send({ type: 'order.setNote', note }), [actor])
  const onPoNumber = useCallback(
    (poNumber: string) => actor.send({ type: 'order.setPoNumber', poNumber }),
    [actor],
  )
  return (
    <OrderFormPanel
      form={form}
      addresses={addresses}
      earliestEta={earliestEta}
      etd={etd}
      etdGapDays={etdGapDays}
      editable={addressEditable}
      noteEditable={noteEditable}
      etaPending={etaPending}
      etaNotice={etaNotice}
      lng={lng}
      onAddress={onAddress}
      onEta={onEta}
      onNote={onNote}
      onPoNumber={onPoNumber}
    />
  )
}

/** The summary with its buttons; its callbacks stable, so the lines it keeps stay current (decision 0392). */
function SummaryPart({
  actor,
  lng,
  reference,
  today,
}: PartProps & { reference: ReferenceData; today: () => string }) {
  const cart = useSelector(actor, selectCart)
  const violations = useSelector(actor, selectViolations)
  const draft = useSelector(actor, selectDraft)
  const editable = useSelector(actor, selectEditable)
  const notice = useSelector(actor, selectSummaryNotice)
  const canSubmit = useSelector(actor, selectCanSubmit)
  const canSaveDraft = useSelector(actor, selectCanSaveDraft)
  const submitting = useSelector(actor, selectSubmitting)
  const savingDraft = useSelector(actor, selectSavingDraft)
  const summary = useSummary(actor)
  const onSubmit = useCallback(() => actor.send({ type: 'order.submit', today: today() }), [actor, today])
  const onSaveDraft = useCallback(() => actor.send({ type: 'draft.save' }), [actor])
  const onFillContainer = useCallback(() => actor.send({ type: 'cart.fillContainer' }), [actor])
  const onRemove = useCallback(
    (productCode: string) => actor.send({ type: 'cart.remove', productCode }),
    [actor],
  )
  const onDismissNotice = useCallback(() => actor.send({ type: 'notice.dismiss' }), [actor])
  return (
    <SummaryPanel
      cart={cart}
      summary={summary}
      violations={violations}
      notice={notice}
      formatName={summary.formatId === null ? null : formatNameOf(reference, summary.formatId, lng)}
      lng={lng}
      canSubmit={canSubmit}
      canSaveDraft={canSaveDraft}
      canRemove={editable}
      submitting={submitting}
      savingDraft={savingDraft}
      isDraft={draft !== null}
      onSubmit={onSubmit}
      onSaveDraft={onSaveDraft}
      onFillContainer={onFillContainer}
      onRemove={onRemove}
      onDismissNotice={onDismissNotice}
    />
  )
}
