// The payment documents (spec §2 Pending-order screen, §4 Pending screen, §6): shown only to a
// customer who pays by voucher; the vouchers kept on the order.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DetailSection } from './DetailFields'
import type { SectionProps } from './section-props'

export function PaymentSection({ order }: SectionProps) {
  const { t } = useTranslation('orderDetail')
  const id = useId()
  return (
    <DetailSection id={id} title={t('payment.title')}>
      {order.OrderPaymentList.length === 0 ? (
        <p>{t('payment.none')}</p>
      ) : (
        <ul className="order-detail__vouchers">
          {order.OrderPaymentList.map((payment, index) => (
            <li key={payment.Id}>{t('payment.voucher', { n: index + 1 })}</li>
          ))}
        </ul>
      )}
    </DetailSection>
  )
}
