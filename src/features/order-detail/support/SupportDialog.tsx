// The support dialog (R-CONF-010; R-SUP-001..008): the issues
// (from api/Order/GetSupportList, in the active language), a description, photos or PDF files
// uploaded one by one, and the last day support can be asked. Every check is the support
// machine's; a refused file or submit says why and keeps what was chosen, typed and uploaded.
import { useSelector } from '@xstate/react'
import { Button } from '../../../components/Button'
import { Checkbox } from '../../../components/Checkbox'
import { Dialog } from 'primereact/dialog'
import '../../../components/prime-locale'
import { Message } from '../../../components/Message'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SUPPORT_DESCRIPTION_MAX } from '../../../api/contracts/order'
import { screenDate, lngOf, pairText } from '../../../lib/format'
import { isSupportOpen, supportLastDayOf, type SupportWarning } from '../../../machines/support'
import {
  isLoadingReasons,
  isSupportBusy,
  isSupportEditing,
  reasonsFailed,
  supportDraftOf,
  supportOrderOf,
  supportReasonsOf,
  supportWarningOf,
} from '../../../machines/support/support.selectors'
import type { ReceiptSupport } from './useReceiptSupport'
import { IconAction } from '../../../components/IconAction'
import { GrowingTextarea } from '../../../components/GrowingTextarea'
import { ActionButton } from '../../../components/ActionButton'
import { FilePicker } from '../../../components/FilePicker'

const warningKey = (warning: SupportWarning): string => {
  switch (warning.kind) {
    case 'file':
      return warning.problem === 'wrongType'
        ? 'support.PleaseSelectAPdfOrImage'
        : `support.${warning.problem}`
    case 'submit':
      return warning.problem === 'noReason'
        ? 'support.PleaseSelectWhichIssuesYouNeedToGetSupportOn'
        : 'support.UploadFilesUncompleteWarning'
    case 'uploadFailed':
      return 'support.uploadFailed'
    case 'orderChanged':
      return 'drawer.orderChanged'
  }
}

export function SupportWarningMessage({ warning }: { readonly warning: SupportWarning | null }) {
  const { t } = useTranslation('confirmedDetail')
  if (warning === null) return null
  const name = 'fileName' in warning ? warning.fileName : ''
  return (
    <Message severity="warn" className="support-dialog__warning" text={t(warningKey(warning), { name })} />
  )
}

export function SupportDialog({ support }: { readonly support: ReceiptSupport }) {
  const { t, i18n } = useTranslation('confirmedDetail')
  const lng = lngOf(i18n.language)
  const { actorRef, send } = support
  const order = useSelector(actorRef, supportOrderOf)
  const warning = useSelector(actorRef, supportWarningOf)
  const reasons = useSelector(actorRef, supportReasonsOf)
  const draft = useSelector(actorRef, supportDraftOf)
  const open = useSelector(actorRef, isSupportOpen)
  const busy = useSelector(actorRef, isSupportBusy)
  const editing = useSelector(actorRef, isSupportEditing)
  const loadingReasons = useSelector(actorRef, isLoadingReasons)
  const failedReasons = useSelector(actorRef, reasonsFailed)
  const id = useId()
  const lastDay = supportLastDayOf(order.ConfirmedETA)

  const footer = (
    <div className="support-dialog__footer">
      <Button
        type="button"
        outlined
        label={t('support.cancel')}
        onClick={() => send({ type: 'support.cancel' })}
      />
      <ActionButton
        type="button"
        label={t('support.submit')}
        icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-send'}
        disabled={busy || !editing}
        onClick={() => send({ type: 'support.submit' })}
      />
    </div>
  )

  return (
    <Dialog
      visible={open}
      onHide={() => send({ type: 'support.cancel' })}
      header={t('support.title', { orderNumber: order.OrderNumber })}
      footer={footer}
      className="support-dialog"
      style={{ width: 'min(40rem, 96vw)' }}
    >
      {lastDay ? (
        <p className="support-dialog__until">{t('support.until', { date: screenDate(lastDay) })}</p>
      ) : null}
      <SupportWarningMessage warning={warning} />
      <fieldset className="support-dialog__reasons" aria-busy={loadingReasons}>
        <legend>{t('support.reasons')}</legend>
        {failedReasons ? (
          <p>
            {t('support.reasonsFailed')}{' '}
            <Button
              type="button"
              link
              label={t('common:actions.retry')}
              onClick={() => send({ type: 'support.retryReasons' })}
            />
          </p>
        ) : null}
        {reasons.map((reason) => {
          const reasonId = `${id}-reason-${reason.Id}`
          return (
            <span key={reason.Id} className="support-dialog__reason">
              <Checkbox
                inputId={reasonId}
                checked={draft.reasonIds.includes(reason.Id)}
                disabled={busy}
                onChange={() => send({ type: 'support.toggleReason', id: reason.Id })}
              />
              <label htmlFor={reasonId}>{pairText(reason.Support_EN, reason.Support_VN, lng)}</label>
            </span>
          )
        })}
      </fieldset>
      <div className="support-dialog__field">
        <label htmlFor={`${id}-description`}>{t('support.description')}</label>
        <GrowingTextarea
          id={`${id}-description`}
          value={draft.description}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          rows={3}
          disabled={busy}
          onChange={(event) => send({ type: 'support.describe', text: event.target.value })}
        />
      </div>
      <div className="support-dialog__field">
        <label htmlFor={`${id}-files`}>{t('support.files')}</label>
        {/* The app's translated button, not the browser's "Choose file" (R-UPL-010). */}
        <FilePicker
          inputId={`${id}-files`}
          label={t('support.pick')}
          multiple
          accept="image/*,.pdf"
          disabled={busy}
          onFiles={(files) => {
            for (const file of files) send({ type: 'upload.add', file, fileName: file.name })
          }}
        />
        <ul className="support-dialog__uploads">
          {draft.uploads.map((upload) => (
            <li key={upload.key}>
              <span
                className={upload.status === 'uploading' ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
                aria-hidden="true"
              />
              <span>{upload.fileName}</span>
              <span className="support-dialog__status">
                {upload.status === 'uploading' ? t('support.uploading') : t('support.uploaded')}
              </span>
              <IconAction
                icon="pi pi-times"
                label={t('support.remove', { name: upload.fileName })}
                disabled={busy}
                onClick={() => send({ type: 'upload.remove', key: upload.key })}
              />
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
