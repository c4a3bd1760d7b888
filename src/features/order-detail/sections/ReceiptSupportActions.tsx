// Received and Support (R-CONF-014, R-CONF-015, R-LIFE-030, R-LIFE-031): shown only when the order
// lifecycle accepts the customer's receipt or support request now, that is at status 5 inside the
// window, which the buttons name. Received asks for confirmation first; Support opens its dialog.
import { useSelector } from '@xstate/react'
import { Button } from '../../../components/Button'
import { Dialog } from 'primereact/dialog'
import '../../../components/prime-locale'
import { useTranslation } from 'react-i18next'
import { screenDate } from '../../../lib/format'
import { supportLastDayOf } from '../../../machines/support'
import {
  isConfirmingReceipt,
  isReceiving,
  isSupportIdle,
  mayAskReceipt,
  mayAskSupport,
  supportOrderOf,
  supportWarningOf,
} from '../../../machines/support/support.selectors'
import { SupportDialog, SupportWarningMessage } from '../support/SupportDialog'
import type { ReceiptSupport } from '../support/useReceiptSupport'
import { ActionButton } from '../../../components/ActionButton'

export function ReceiptSupportActions({ support }: { readonly support: ReceiptSupport }) {
  const { t } = useTranslation('confirmedDetail')
  const { actorRef, send } = support
  const order = useSelector(actorRef, supportOrderOf)
  const canReceive = useSelector(actorRef, mayAskReceipt)
  const canSupport = useSelector(actorRef, mayAskSupport)
  const receiving = useSelector(actorRef, isReceiving)
  const idle = useSelector(actorRef, isSupportIdle)
  const warning = useSelector(actorRef, supportWarningOf)
  const confirming = useSelector(actorRef, isConfirmingReceipt)
  const lastDay = supportLastDayOf(order.ConfirmedETA)
  return (
    <div className="confirmed-detail__receipt">
      {idle ? <SupportWarningMessage warning={warning} /> : null}
      {canReceive || canSupport || receiving ? (
        <>
          {lastDay ? (
            <p className="confirmed-detail__muted">{t('receipt.until', { date: screenDate(lastDay) })}</p>
          ) : null}
          <div className="confirmed-detail__buttons">
            <ActionButton
              type="button"
              icon={receiving ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
              label={t('receipt.received')}
              disabled={!canReceive}
              onClick={() => send({ type: 'receipt.ask' })}
            />
            <ActionButton
              type="button"
              outlined
              icon="pi pi-question-circle"
              label={t('receipt.support')}
              disabled={!canSupport}
              onClick={() => send({ type: 'support.open' })}
            />
          </div>
        </>
      ) : null}
      <Dialog
        visible={confirming}
        onHide={() => send({ type: 'receipt.cancel' })}
        header={t('receipt.confirmTitle')}
        style={{ width: 'min(28rem, 96vw)' }}
        footer={
          <div className="support-dialog__footer">
            <Button
              type="button"
              outlined
              label={t('receipt.cancel')}
              onClick={() => send({ type: 'receipt.cancel' })}
            />
            <Button
              type="button"
              label={t('receipt.confirm')}
              onClick={() => send({ type: 'receipt.confirm' })}
            />
          </div>
        }
      >
        <p>{t('receipt.confirmText', { orderNumber: order.OrderNumber })}</p>
      </Dialog>
      <SupportDialog support={support} />
    </div>
  )
}
