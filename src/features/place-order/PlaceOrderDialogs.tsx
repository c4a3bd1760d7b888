// The place-order dialogs, each shown while the machine is in its state: the confirmation before
// submitting (R-ORD-003), another product format (R-ORD-020: save this order as a draft first),
// an ETD outside a promotion's period (R-ORD-019: Yes removes the promotional lines, No keeps the
// old ETA), and the screen's own question before a draft from the draft list replaces the cart.
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount, formatVnd, productName, screenDate, type Lng } from '../../lib/format'
import type { Product } from '../../api/contracts/product-entities'
import type { OrderSummary } from '../../machines/place-order'

interface ChoiceDialogProps {
  readonly visible: boolean
  readonly header: string
  readonly children: ReactNode
  readonly yes: string
  readonly no: string
  readonly busy?: boolean
  readonly yesDisabled?: boolean
  readonly onYes: () => void
  readonly onNo: () => void
}

function ChoiceDialog(props: ChoiceDialogProps) {
  const footer = (
    <div className="po-dialog__footer">
      <Button type="button" label={props.no} outlined onClick={props.onNo} disabled={props.busy} />
      <Button
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
      visible={props.visible}
      onHide={() => {
        if (props.visible && !props.busy) props.onNo()
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
  readonly visible: boolean
  readonly summary: OrderSummary
  readonly customer: string
  readonly address: string | null
  readonly etaDate: string | null
  readonly lng: Lng
  readonly isDraft: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

export function ConfirmSubmitDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('placeOrder')
  return (
    <ChoiceDialog
      visible={props.visible}
      header={t('dialog.confirmTitle')}
      yes={t('dialog.confirmYes')}
      no={t('dialog.confirmNo')}
      onYes={props.onConfirm}
      onNo={props.onCancel}
    >
      <p>
        {t('dialog.confirmMessage', {
          total: props.summary.totalCases,
          amount: formatVnd(props.summary.amount, props.lng),
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
      {props.isDraft ? <p className="po-dialog__detail">{t('dialog.confirmDraft')}</p> : null}
    </ChoiceDialog>
  )
}

export function FormatConflictDialog(props: {
  readonly pending: { readonly product: Product; readonly quantity: number } | null
  readonly visible: boolean
  readonly busy: boolean
  readonly lng: Lng
  readonly onSaveDraft: () => void
  readonly onCancel: () => void
}) {
  const { t } = useTranslation('placeOrder')
  const product = props.pending?.product
  return (
    <ChoiceDialog
      visible={props.visible}
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
  readonly visible: boolean
  readonly etd: string | null
  readonly onRemove: () => void
  readonly onKeep: () => void
}) {
  const { t } = useTranslation('placeOrder')
  return (
    <ChoiceDialog
      visible={props.visible}
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

export function OpenDraftDialog(props: {
  readonly orderNumber: string | null
  readonly onOpen: () => void
  readonly onKeep: () => void
}) {
  const { t } = useTranslation('placeOrder')
  return (
    <ChoiceDialog
      visible={props.orderNumber !== null}
      header={t('dialog.openDraftTitle', { orderNumber: props.orderNumber ?? '' })}
      yes={t('dialog.openDraftYes')}
      no={t('dialog.openDraftNo')}
      onYes={props.onOpen}
      onNo={props.onKeep}
    >
      <p>{t('dialog.openDraftMessage')}</p>
    </ChoiceDialog>
  )
}
