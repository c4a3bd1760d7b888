// The payment documents (R-PAY-001..006, R-PEND-013, R-PERM-005; decision
// 0201): shown only to a customer who pays by voucher. The payment-voucher machine decides the
// mode: at 2 the customer uploads vouchers (one progress bar each, removable), saves them and
// submits them, under the order's VietQR (R-QR-004); otherwise the vouchers are only listed.
// Every voucher can be viewed.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from '../../../components/Button'
import { ProgressBar } from '../../../components/ProgressBar'
import { useEffect, useId, useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { fromCallback, fromPromise } from 'xstate'
import { inspect } from '../../../lib/inspection'
import { notify } from '../../../lib/notify'
import { ordersChanged } from '../../../lib/orders-changed'
import {
  modeOf,
  paymentVoucherMachine,
  unsavedVouchersOf,
  type EvidenceInput,
  type PaymentVoucherEvent,
  type UploadInput,
  type Voucher,
  type VoucherNotice,
} from '../../../machines/payment-voucher/payment-voucher.machine'
import { VOUCHER_EXTENSIONS } from '../../../machines/payment-voucher/payment-voucher.rules'
import {
  isPaymentMode,
  isPaymentRefused,
  isSaving,
  isSubmitting,
  isVoucherBusy,
  maySave,
  maySubmit,
  removableKeysOf,
  rightsKnown,
  sameKeys,
  voucherDetailOf,
  voucherNoticeOf,
  vouchersOf,
} from '../../../machines/payment-voucher/payment-voucher.selectors'
import { formatFileSize, formatVnd, lngOf } from '../../../lib/format'
import { useSession } from '../../../components/session/session-context'
import { useFileViewer } from '../useFileViewer'
import { keepVouchers, keptVouchers } from '../voucher-drafts'
import { DetailSection } from './DetailFields'
import type { SectionProps } from './section-props'
import { ActionButton } from '../../../components/ActionButton'
import { TransferQrSlot } from '../../../components/payment/TransferQrSlot'

const ACCEPT = VOUCHER_EXTENSIONS.map((e) => `.${e}`).join(',')
let nextKey = 0

function useNoticeText() {
  const { t } = useTranslation('orderDetail')
  return (notice: VoucherNotice, detail: string | null): string => {
    const params =
      'fileName' in notice ? { ...notice, size: 'size' in notice ? formatFileSize(notice.size) : '' } : {}
    const text = t(`payment.notices.${notice.kind}`, params)
    return detail === null ? text : `${text} (${detail})`
  }
}

export function PaymentSection({ order, viewer, reload, close, io }: SectionProps) {
  const { t, i18n } = useTranslation('orderDetail')
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const noticeText = useNoticeText()
  const files = useFileViewer(io)
  const { userInfo } = useSession()
  const ownCodes = (userInfo?.CustomerList ?? []).map((c) => c.CustomerCode)
  const actorRef = useActorRef(
    paymentVoucherMachine.provide({
      actors: {
        uploadVoucher: fromCallback<PaymentVoucherEvent, UploadInput>(({ input, sendBack }) => {
          const controller = new AbortController()
          io.uploadFile(
            input.file,
            input.fileName,
            (loaded, total) => sendBack({ type: 'voucher.progress', key: input.key, loaded, total }),
            controller.signal,
          ).then(
            (url) => sendBack({ type: 'voucher.uploaded', key: input.key, url }),
            () => {
              if (!controller.signal.aborted) sendBack({ type: 'voucher.failed', key: input.key })
            },
          )
          return () => controller.abort()
        }),
        saveVouchers: fromPromise<void, EvidenceInput>(({ input }) =>
          io.saveVouchers(order, input.evidence, viewer.customerTypeName),
        ),
        submitVouchers: fromPromise<void, EvidenceInput>(({ input }) =>
          io.submitVouchers(input.orderId, input.evidence),
        ),
        loadRights: fromPromise(() => io.loadChildRights(order.CustomerCode, ownCodes)),
      },
      actions: {
        uploaded: () => notify({ severity: 'success', key: 'common:messages.uploadSuccessful', life: 3000 }),
        uploadFailed: () => notify({ severity: 'error', key: 'common:messages.uploadFailed', life: 3000 }),
        saved: () => {
          notify({ severity: 'success', key: 'orderDetail:payment.saved', life: 3000 })
          reload()
        },
        submitted: () => {
          notify({ severity: 'success', key: 'common:messages.submitted', life: 3000 })
          close()
          ordersChanged.publish()
        },
      },
    }),
    {
      input: {
        orderId: order.Id,
        status: order.FeOrderStatus,
        customerTypeName: viewer.customerTypeName,
        termsOfPayment: order.TermsOfPayment,
        saved: order.OrderPaymentList.map((p) => p.Evidence),
        savedNames: order.OrderPaymentList.map((p) => p.FileName ?? ''),
        kept: keptVouchers(order.Id),
      },
      inspect,
    },
  )
  // Uploaded and not saved: kept in the browser until saved or submitted (decision 0298).
  useEffect(() => {
    const subscription = actorRef.subscribe((s) =>
      keepVouchers(
        s.context.orderId,
        s.status === 'done' || modeOf(s) !== 'payment' ? [] : unsavedVouchersOf(s.context),
      ),
    )
    return () => subscription.unsubscribe()
  }, [actorRef])
  // One selector per thing shown: an upload's progress re-renders the list, not the whole state.
  const payment = useSelector(actorRef, isPaymentMode)
  const vouchers = useSelector(actorRef, vouchersOf)
  const notice = useSelector(actorRef, voucherNoticeOf)
  const detail = useSelector(actorRef, voucherDetailOf)
  const busy = useSelector(actorRef, isVoucherBusy)
  const removable = useSelector(actorRef, removableKeysOf, sameKeys)
  const canSave = useSelector(actorRef, maySave)
  const canSubmit = useSelector(actorRef, maySubmit)
  const saving = useSelector(actorRef, isSaving)
  const submitting = useSelector(actorRef, isSubmitting)
  // R-PERM-013: a child code not allowed to upload vouchers shows why, its actions disabled.
  const known = useSelector(actorRef, rightsKnown)
  const uploadAllowed = !useSelector(actorRef, isPaymentRefused)
  const locked = !known || !uploadAllowed
  const reasonId = `${id}-not-allowed`
  const describedBy = uploadAllowed ? undefined : reasonId
  const labelOf = (voucher: Voucher, index: number) =>
    voucher.fileName ?? t('payment.voucher', { n: index + 1 })

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(event.target.files ?? []))
      actorRef.send({
        type: 'voucher.add',
        key: `file-${++nextKey}`,
        fileName: file.name,
        size: file.size,
        file,
      })
    event.target.value = '' // the same file may be picked again after a failure
  }

  return (
    <DetailSection id={id} title={t('payment.title')}>
      {payment ? <TransferQrSlot orderId={order.Id} load={io.loadTransfer} where="pending" /> : null}
      {payment ? <p>{t('payment.intro')}</p> : null}
      {payment && !uploadAllowed ? (
        <p id={reasonId} className="order-detail__notice">
          <i className="pi pi-lock" aria-hidden="true" />{' '}
          {t('payment.notAllowed', { code: order.CustomerCode })}
        </p>
      ) : null}
      <div aria-live="polite">
        {notice === null ? null : (
          <p role="alert" className="order-detail__notice">
            {noticeText(notice, detail)}
          </p>
        )}
      </div>
      {vouchers.length === 0 && order.PaidByTransfer !== undefined ? (
        // Paid by transfer, seen on the bank statement: no voucher is needed (R-BANK-003).
        <p>
          {t('payment.byTransfer', {
            date: order.PaidByTransfer.Date,
            amount: formatVnd(order.PaidByTransfer.Amount, lngOf(i18n.language)),
            reference: order.PaidByTransfer.Reference || '—',
          })}
        </p>
      ) : vouchers.length === 0 ? (
        <p>{t('payment.none')}</p>
      ) : (
        <ul className="order-detail__vouchers">
          {vouchers.map((voucher, index) => {
            const label = labelOf(voucher, index)
            return (
              <li key={voucher.key} className="order-detail__voucher">
                <Button
                  type="button"
                  link
                  size="small"
                  icon="pi pi-eye"
                  label={label}
                  aria-label={t('payment.view', { name: label })}
                  onClick={() => void files.view({ url: voucher.url, fileName: voucher.fileName, label })}
                />
                {voucher.url === null ? (
                  <ProgressBar
                    value={Math.round(voucher.progress * 100)}
                    aria-label={t('payment.progress', { name: label })}
                    className="order-detail__progress"
                  />
                ) : null}
                {payment ? (
                  <Button
                    type="button"
                    text
                    severity="danger"
                    size="small"
                    icon="pi pi-times"
                    aria-label={t('payment.remove', { name: label })}
                    disabled={!removable.includes(voucher.key) || locked}
                    onClick={() => actorRef.send({ type: 'voucher.remove', key: voucher.key })}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {payment ? (
        <div className="order-detail__payment-actions">
          <input
            ref={inputRef}
            id={`${id}-files`}
            type="file"
            multiple
            accept={ACCEPT}
            className="order-detail__file-input"
            aria-label={t('payment.pick')}
            tabIndex={-1}
            onChange={pick}
            disabled={busy || locked}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-upload"
            label={t('payment.pick')}
            disabled={busy || locked}
            aria-describedby={describedBy}
            onClick={() => inputRef.current?.click()}
          />
          <ActionButton
            type="button"
            label={t('payment.save')}
            disabled={!canSave || locked}
            aria-describedby={describedBy}
            loading={saving}
            onClick={() => actorRef.send({ type: 'payment.save' })}
          />
          <ActionButton
            type="button"
            severity="success"
            label={t('payment.submit')}
            disabled={!canSubmit || locked}
            aria-describedby={describedBy}
            loading={submitting}
            onClick={() => actorRef.send({ type: 'payment.submit' })}
          />
        </div>
      ) : null}
      {files.dialog}
    </DetailSection>
  )
}
