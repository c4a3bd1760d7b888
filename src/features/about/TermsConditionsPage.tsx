// /user/termsConditions (6.2; R-ROUTE-001, R-ABOUT-002): the order states and what the customer may
// do in each, receipt and support, refunds and force majeure, from R-LIFE-008..017 and R-CONST-006.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import { AboutArticle, AboutSection, useFigures } from './AboutArticle'

/** The order states in lifecycle order (R-LIFE-012), named by orders:status (decision 0121). */
const STATES = [0, 1, 2, 25, 3, 4, 5, 7, 6, 8] as const

export default function TermsConditionsPage() {
  const { t } = useTranslation('about')
  const figures = useFigures()
  return (
    <AboutArticle title={t('terms.title')} intro={t('terms.intro')}>
      <AboutSection title={t('terms.states.title')}>
        <table className="about-table">
          <thead>
            <tr>
              <th scope="col">{t('terms.states.state')}</th>
              <th scope="col">{t('terms.states.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {STATES.map((status) => (
              <tr key={status}>
                <th scope="row">{t(`orders:status.${status}`)}</th>
                <td>{t(`terms.states.s${status}`, figures)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('terms.states.changes')}</p>
      </AboutSection>
      <AboutSection title={t('terms.receipt.title')}>
        <p>{t('terms.receipt.support', figures)}</p>
        <p>{t('terms.receipt.auto', figures)}</p>
      </AboutSection>
      <AboutSection title={t('terms.cancel.title')}>
        <p>{t('terms.cancel.refund', figures)}</p>
        <p>{t('terms.cancel.forceMajeure', figures)}</p>
      </AboutSection>
      <AboutSection title={t('terms.ordering.title')}>
        <p>{t('terms.ordering.body', figures)}</p>
      </AboutSection>
      <p>
        <Link to={PATHS.productQA}>{t('terms.ask')}</Link>
      </p>
    </AboutArticle>
  )
}
