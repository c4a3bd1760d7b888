// Cancelled info (R-CONF-013, R-CONF-016): only at status 8, the cancel reason and the cancellation
// note, with the refund period of the terms (R-LIFE-015: 7-15 working days).
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../api/contracts/order-entities'
import { showsCancelledInfo } from '../../../machines/order-detail'

export function CancelledInfoSection({ order }: { readonly order: Order }) {
  const { t } = useTranslation('confirmedDetail')
  if (!showsCancelledInfo(order)) return null
  return (
    <section className="confirmed-detail__section" aria-labelledby={`cancelled-info-${order.Id}`}>
      <h3 id={`cancelled-info-${order.Id}`}>{t('cancelledInfo.title')}</h3>
      <dl className="confirmed-detail__fields">
        <dt>{t('cancelledInfo.reason')}</dt>
        <dd>{order.CancelReason || t('supportInfo.none')}</dd>
        <dt>{t('cancelledInfo.note')}</dt>
        <dd className="confirmed-detail__text">{order.CancelRemark || t('supportInfo.none')}</dd>
      </dl>
      <p className="confirmed-detail__muted">{t('cancelledInfo.refund')}</p>
    </section>
  )
}
