// The place-order dialogs, each one in the page only while the machine is in its state (R-ORD-029:
// a dialog rendered hidden outlives its state when the shell hides and shows the page again,
// decision 0110): the confirmation before submitting (R-ORD-003), another product format
// (R-ORD-020: save this order as a draft first), an ETD outside a promotion's period (R-ORD-019:
// Yes removes the promotional lines, No keeps the old ETA), and the question before a draft from
// the draft list replaces the order in progress (R-ORD-027), one question with a past order's or a
// template's lines too (R-REORDER-004, decision 0365).
import { useSelector } from '@xstate/react'
import { ActionButton } from '../../components/ActionButton'
import { Dialog } from 'primereact/dialog'
import '../../components/prime-locale'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount, formatVnd, productName, screenDate, type Lng } from '../../lib/format'
import { useSummary } from './PlaceOrderParts'
import type { Product } from '../../api/contracts/product-entities'
import {
  poNumberOf,
  selectAddresses,
  selectCheckingPoNumber,
  selectConfirming,
  selectDraft,
  selectRefillQuestion,
  selectForm,
  selectFormatConflict,
  selectPendingAdd,
  selectPendingEta,
  selectPendingEtd,
  selectPoWarning,
  selectPromotionConflict,
  selectSavingDraft,
  type OrderSummary,
  type PlaceOrderActor,
  type PoNumberWarning,
  type RefillQuestion,
} from '../../machines/place-order'

interface ChoiceDialogProps {
  readonly header: string
  readonly children: ReactNode
  readonly yes: string
  readonly no: string
  readonly busy?: boolean
  readonly yesDisabled?: boolean
  readonly onYes: () => void
  readonly onNo: () => void
  /** A third answer between no and yes (the refill question's "add", R-REORDER-004). */
  readonly also?: { readonly label: string; readonly onClick: () => void } | undefined
}

/**
 * A question with two answers, open for as long as it is mounted. Unmounted (its state left), it
 * gives focus back to where it was before it opened, as the dialog's own closing would.
 */
function ChoiceDialog(props: ChoiceDialogProps) {
  useEffect(() => {
    const before = document.activeElement
    // After the commit that unmounts it, so the page has shown the state it returns to.
    return () =>
      void setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body
        if (lost && before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true })
      }, 0)
  }, [])
  const footer = (
    <div className="po-dialog__footer">
      <ActionButton type="button" label={props.no} outlined onClick={props.onNo} disabled={props.busy} />
      {props.also === undefined ? null : (
        <ActionButton type="button" label={props.also.label} outlined onClick={props.also.onClick} />
      )}
      <ActionButton
        type="button"
        label={props.yes}
        onClick={props.onYes}
        loading={props.busy}
        disabled={props.busy || props.yesDisabled}
        autoFocus
      />
    </div>
  )
  return (
    <Dialog
      header={props.header}
      visible
      onHide={() => {
        if (!props.busy) props.onNo()
      }}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      className="po-dialog"
      breakpoints={{ '640px': '95vw' }}
    >
      {props.children}
    </Dialog>
  )
}

export interface ConfirmDialogProps {
  readonly summary: OrderSummary
  readonly customer: string
  readonly address: string | null
  readonly etaDate: string | null
  readonly lng: Lng
  readonly isDraft: boolean
  /** The order's PO number, trimmed, or undefined (R-PO-001). */
  readonly poNumber: string | undefined
  /** The backend is asked whether the PO number was used before: Submit waits (R-PO-003). */
  readonly checkingPoNumber: boolean
  /** The same PO number on earlier orders of the company: said, never refused (R-PO-003). */
  readonly poWarning: PoNumberWarning | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

export function ConfirmSubmitDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('placeOrder')
  return (
    <ChoiceDialog
      header={t('dialog.confirmTitle')}
      yes={t('dialog.confirmYes')}
      no={t('dialog.confirmNo')}
      onYes={props.onConfirm}
      onNo={props.onCancel}
      busy={props.checkingPoNumber}
    >
      <p>
        {t('dialog.confirmMessage', {
          total: props.summary.totalCases,
          amount: formatVnd(props.summary.totalAmount, props.lng),
          eta: screenDate(props.etaDate),
          etd: screenDate(props.summary.etd),
        })}
      </p>
      <p className="po-dialog__detail">
        {props.customer}
        {props.address ? (
          <>
            <br />
            {props.address}
          </>
        ) : null}
      </p>
      {props.poNumber === undefined ? null : (
        <p className="po-dialog__detail">{t('dialog.confirmPoNumber', { poNumber: props.poNumber })}</p>
      )}
      {props.isDraft ? <p className="po-dialog__detail">{t('dialog.confirmDraft')}</p> : null}
      {/* Said as it arrives, so a screen reader reads it without leaving the dialog (R-PO-003). */}
      <div role="status" aria-live="polite">
        {props.checkingPoNumber ? <p className="po-dialog__detail">{t('dialog.poChecking')}</p> : null}
        {props.poWarning === null ? null : (
          <p className="po-dialog__warning" data-testid="po-number-warning">
            {t('dialog.poUsedBefore', {
              poNumber: props.poWarning.poNumber,
              orderNumbers: props.poWarning.orderNumbers.join(', '),
            })}
          </p>
        )}
      </div>
    </ChoiceDialog>
  )
}

export function FormatConflictDialog(props: {
  readonly pending: { readonly product: Product; readonly quantity: number } | null
  readonly busy: boolean
  readonly lng: Lng
  readonly onSaveDraft: () => void
  readonly onCancel: () => void
}) {
  const { t } = useTranslation('placeOrder')
  const product = props.pending?.product
  return (
    <ChoiceDialog
      header={t('dialog.formatTitle')}
      yes={t('dialog.formatSaveDraft')}
      no={t('dialog.formatCancel')}
      busy={props.busy}
      onYes={props.onSaveDraft}
      onNo={props.onCancel}
    >
      <p>
        {t('dialog.formatMessage', {
          productCode: product ? `${product.ProductCode} ${productName(product, props.lng)}` : '',
        })}
      </p>
      {props.pending ? (
        <p className="po-dialog__detail">
          {t('dialog.formatQuantity', { quantity: formatCount(props.pending.quantity, props.lng) })}
        </p>
      ) : null}
    </ChoiceDialog>
  )
}

export function PromotionConflictDialog(props: {
  readonly pending: { readonly etaDate: string; readonly removing: readonly string[] } | null
  readonly etd: string | null
  readonly onRemove: () => void
  readonly onKeep: () => void
}) {
  const { t } = useTranslation('placeOrder')
  return (
    <ChoiceDialog
      header={t('dialog.promotionTitle')}
      yes={t('dialog.promotionYes')}
      no={t('dialog.promotionNo')}
      onYes={props.onRemove}
      onNo={props.onKeep}
    >
      <p>
        {t('dialog.promotionMessage', {
          eta: screenDate(props.pending?.etaDate),
          etd: screenDate(props.etd),
          codes: props.pending?.removing.join(', ') ?? '',
        })}
      </p>
    </ChoiceDialog>
  )
}

/**
 * The one question before the cart is filled from elsewhere (R-ORD-004, R-REORDER-004): a draft
 * opens or the order stays; a refill replaces the cart, adds to it (same customer code) or not.
 */
export function RefillQuestionDialog(props: {
  readonly question: RefillQuestion
  readonly onReplace: () => void
  readonly onAdd: () => void
  readonly onCancel: () => void
}) {
  const { t } = useTranslation('placeOrder')
  const { question } = props
  if (question.kind === 'draft')
    return (
      <ChoiceDialog
        header={t('dialog.openDraftTitle', { orderNumber: question.orderNumber })}
        yes={t('dialog.openDraftYes')}
        no={t('dialog.openDraftNo')}
        onYes={props.onReplace}
        onNo={props.onCancel}
      >
        <p>{t('dialog.openDraftMessage')}</p>
      </ChoiceDialog>
    )
  return (
    <ChoiceDialog
      header={t('refill.questionTitle')}
      yes={t('refill.replace')}
      no={t('refill.cancel')}
      also={question.canAdd ? { label: t('refill.add'), onClick: props.onAdd } : undefined}
      onYes={props.onReplace}
      onNo={props.onCancel}
    >
      <p>
        {t('refill.questionMessage', {
          context: question.from,
          count: question.lines,
          customerCode: question.customerCode,
        })}
      </p>
      {question.canAdd ? null : <p>{t('refill.otherCode')}</p>}
    </ChoiceDialog>
  )
}

/** The confirmation, with what it confirms read from the machine while it is open. */
function ConfirmStep({ actor, lng, today }: DialogsProps) {
  const summary = useSummary(actor)
  const form = useSelector(actor, selectForm)
  const addresses = useSelector(actor, selectAddresses)
  const draft = useSelector(actor, selectDraft)
  const checkingPoNumber = useSelector(actor, selectCheckingPoNumber)
  const poWarning = useSelector(actor, selectPoWarning)
  const address = addresses?.find((a) => a.Id === form.shippingAddressId)
  return (
    <ConfirmSubmitDialog
      summary={summary}
      customer={`${form.customerCode} – ${form.customerName}`}
      address={address?.ShippingAddress ?? null}
      etaDate={form.etaDate}
      lng={lng}
      isDraft={draft !== null}
      poNumber={poNumberOf(form.poNumber)}
      checkingPoNumber={checkingPoNumber}
      poWarning={poWarning}
      onConfirm={() => actor.send({ type: 'order.confirm', today: today() })}
      onCancel={() => actor.send({ type: 'order.cancelSubmit' })}
    />
  )
}

export interface DialogsProps {
  readonly actor: PlaceOrderActor
  readonly lng: Lng
  readonly today: () => string
}

/** Each dialog of the screen, mounted only in its machine state. */
export function PlaceOrderDialogs(props: DialogsProps) {
  const { actor, lng } = props
  const confirming = useSelector(actor, selectConfirming)
  const formatConflict = useSelector(actor, selectFormatConflict)
  const pendingAdd = useSelector(actor, selectPendingAdd)
  const savingDraft = useSelector(actor, selectSavingDraft)
  const promotionConflict = useSelector(actor, selectPromotionConflict)
  const pendingEta = useSelector(actor, selectPendingEta)
  const pendingEtd = useSelector(actor, selectPendingEtd)
  const refillQuestion = useSelector(actor, selectRefillQuestion)
  return (
    <>
      {confirming ? <ConfirmStep {...props} /> : null}
      {formatConflict ? (
        <FormatConflictDialog
          pending={pendingAdd}
          busy={savingDraft}
          lng={lng}
          onSaveDraft={() => actor.send({ type: 'format.saveDraftAndSwitch' })}
          onCancel={() => actor.send({ type: 'format.cancel' })}
        />
      ) : null}
      {promotionConflict ? (
        <PromotionConflictDialog
          pending={pendingEta}
          etd={pendingEtd}
          onRemove={() => actor.send({ type: 'promotion.confirmRemoval' })}
          onKeep={() => actor.send({ type: 'promotion.keepEta' })}
        />
      ) : null}
      {refillQuestion !== null ? (
        <RefillQuestionDialog
          question={refillQuestion}
          onReplace={() => actor.send({ type: 'refill.replace' })}
          onAdd={() => actor.send({ type: 'refill.add' })}
          onCancel={() => actor.send({ type: 'refill.cancel' })}
        />
      ) : null}
    </>
  )
}
