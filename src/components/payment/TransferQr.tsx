// The VietQR of an order waiting for payment (R-QR-003..006, decision 0367), shown in the pending
// drawer's payment mode and in the "Order successful" panel of a customer who pays by transfer.
// Its own chunk (the default export, loaded lazily by TransferQrSlot), and the QR library a chunk
// of its own under it, so neither page's first load grows (R-QR-006). The vietQr machine holds the
// steps; the backend answers the account, amount and content (R-QR-003), never the screen.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from '../Button'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { PaymentTransfer } from '../../api/contracts/payment-transfer'
import { vietQrMachine } from '../../machines/payment-voucher/vietqr.machine'
import { formatVnd, lngOf } from '../../lib/format'
import { inspect } from '../../lib/inspection'
import { notify } from '../../lib/notify'
import './transfer-qr.css'

export interface TransferQrProps {
  readonly orderId: number
  /** api/Order/GetPaymentTransfer for this order: the transfer, or null when none is due. */
  readonly load: (orderId: number) => Promise<PaymentTransfer | null>
  /** The words above the code: in the pending drawer, or in the "Order successful" panel. */
  readonly where: 'pending' | 'placed'
}

/** Draws the payload as a PNG data URL: 8 px modules, the 4-module quiet zone the standard asks. */
async function drawQr({ input }: { input: { payload: string } }): Promise<string> {
  const QRCode = await import('qrcode')
  return QRCode.toDataURL(input.payload, { errorCorrectionLevel: 'M', margin: 4, scale: 8 })
}

function useCopy() {
  const { t } = useTranslation('vietQr')
  return (value: string, label: string) => {
    const what = label.toLocaleLowerCase()
    navigator.clipboard.writeText(value).then(
      () => notify({ severity: 'success', text: t('copied', { what }), life: 3000 }),
      () => notify({ severity: 'warn', text: t('copyFailed', { what }), life: 6000 }),
    )
  }
}

function Line(props: {
  label: string
  value: string
  shown?: string
  copy?: (value: string, label: string) => void
}) {
  const { t } = useTranslation('vietQr')
  const { copy } = props
  return (
    <div className="transfer-qr__line">
      <dt>{props.label}</dt>
      <dd>
        <span className="transfer-qr__value">{props.shown ?? props.value}</span>
        {copy === undefined ? null : (
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-copy"
            aria-label={t('copy', { what: props.label.toLocaleLowerCase() })}
            onClick={() => copy(props.value, props.label)}
          />
        )}
      </dd>
    </div>
  )
}

export default function TransferQr({ orderId, load, where }: TransferQrProps) {
  const { t, i18n } = useTranslation('vietQr')
  const lng = lngOf(i18n.language)
  const id = useId()
  const copy = useCopy()
  const actor = useActorRef(
    vietQrMachine.provide({
      actors: {
        loadTransfer: fromPromise(({ input }: { input: { orderId: number } }) => load(input.orderId)),
        drawQr: fromPromise(drawQr),
      },
    }),
    { input: { orderId }, inspect },
  )
  const state = useSelector(actor, (s) => s.value)
  const transfer = useSelector(actor, (s) => s.context.transfer)
  const image = useSelector(actor, (s) => s.context.image)

  if (state === 'none') return null
  if (state === 'loading' || state === 'drawing')
    return (
      <p className="transfer-qr__status" role="status">
        <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
      </p>
    )
  if (state === 'failed' || transfer === null)
    return (
      <p className="transfer-qr__status" role="alert">
        {t('failed')}{' '}
        <Button
          type="button"
          link
          size="small"
          label={t('common:actions.retry')}
          onClick={() => actor.send({ type: 'qr.retry' })}
        />
      </p>
    )
  const orderNumber = transfer.Content
  return (
    <section className="transfer-qr" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="transfer-qr__title">
        {t('title')}
      </h3>
      <p>{t(where === 'placed' ? 'placedIntro' : 'intro')}</p>
      <div className="transfer-qr__body">
        {image === null ? (
          <p role="alert">{t('noImage')}</p>
        ) : (
          <figure className="transfer-qr__code">
            <img src={image} alt={t('image', { orderNumber })} width={240} height={240} />
            <a
              className="p-button p-component p-button-outlined p-button-sm transfer-qr__download"
              href={image}
              download={`VietQR-${orderNumber}.png`}
            >
              <span className="p-button-icon p-button-icon-left pi pi-download" aria-hidden="true" />
              <span className="p-button-label">{t('download')}</span>
            </a>
          </figure>
        )}
        <dl className="transfer-qr__details">
          <Line label={t('bank')} value={`${transfer.BankName} (${transfer.BankBin})`} />
          <Line label={t('accountNumber')} value={transfer.AccountNumber} copy={copy} />
          <Line label={t('accountName')} value={transfer.AccountName} />
          <Line
            label={t('amount')}
            value={String(transfer.Amount)}
            shown={formatVnd(transfer.Amount, lng)}
            copy={copy}
          />
          <Line label={t('content')} value={transfer.Content} copy={copy} />
        </dl>
      </div>
    </section>
  )
}
