// /user/checkoutPayment (6.1; R-ROUTE-001, R-ABOUT-001): how to order and how to pay, from the
// terms of R-ORD-016, R-ORD-017, R-ORD-020, R-ORD-021, R-PAY-004 and R-LIFE-015.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import { AboutArticle, AboutSection, useFigures } from './AboutArticle'

export default function CheckoutPaymentPage() {
  const { t } = useTranslation('about')
  const figures = useFigures()
  const statuses = {
    status2: t('orders:status.2'),
    status25: t('orders:status.25'),
    status3: t('orders:status.3'),
  }
  return (
    <AboutArticle title={t('checkout.title')} intro={t('checkout.intro')}>
      <AboutSection title={t('checkout.ordering.title')}>
        <ul>
          <li>{t('checkout.ordering.minimum', figures)}</li>
          <li>{t('checkout.ordering.format')}</li>
          <li>{t('checkout.ordering.frozen', figures)}</li>
          <li>{t('checkout.ordering.container', figures)}</li>
          <li>{t('checkout.ordering.eta')}</li>
        </ul>
      </AboutSection>
      <AboutSection title={t('checkout.payment.title')}>
        <p>{t('checkout.payment.transfer')}</p>
        <ol>
          <li>{t('checkout.payment.step1', statuses)}</li>
          <li>{t('checkout.payment.step2', figures)}</li>
          <li>{t('checkout.payment.step3', statuses)}</li>
        </ol>
        <p>{t('checkout.payment.credit')}</p>
      </AboutSection>
      <AboutSection title={t('checkout.refund.title')}>
        <p>{t('checkout.refund.body', figures)}</p>
      </AboutSection>
      <p>
        <Link to={PATHS.placeOrder}>{t('checkout.placeOrder')}</Link>
      </p>
    </AboutArticle>
  )
}
