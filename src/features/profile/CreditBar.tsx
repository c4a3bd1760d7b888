// One credit limit as a bar with its numbers (R-PROF-004, decision 0242): used and available are
// written out; the bar is a meter named by them, so it is not the only way to read the figures.
import { useTranslation } from 'react-i18next'
import { formatPercent, formatVnd, lngOf } from '../../lib/format'
import { availableCredit, hasCreditLine, usedShare } from '../../machines/profile'

export function CreditBar(props: {
  readonly id: string
  readonly label: string
  readonly limit: number
  readonly used: number
}) {
  const { t, i18n } = useTranslation('profile')
  const lng = lngOf(i18n.language)
  const share = usedShare(props.limit, props.used)
  const available = availableCredit(props.limit, props.used)
  if (!hasCreditLine(props.limit))
    // R-PROF-006: no credit line, so no 'limit 0, used ...' bar: the company pays by bank transfer.
    return (
      <div className="profile-credit profile-credit--none" data-testid={props.id}>
        <div className="profile-credit-head">
          <span>{props.label}</span>
        </div>
        <p className="profile-credit-none">
          <i className="pi pi-building-columns" aria-hidden="true" /> {t('credit.none')}
        </p>
      </div>
    )
  return (
    <div className="profile-credit" data-testid={props.id}>
      <div className="profile-credit-head">
        <span id={`${props.id}-label`}>{props.label}</span>
        <strong>{formatVnd(props.limit, lng)}</strong>
      </div>
      <div
        className="profile-credit-bar"
        role="meter"
        aria-labelledby={`${props.id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={t('credit.valueText', {
          used: formatVnd(props.used, lng),
          available: formatVnd(available, lng),
          share: formatPercent(share, lng),
        })}
      >
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <dl className="profile-credit-numbers">
        <div>
          <dt>{t('credit.used')}</dt>
          <dd>{formatVnd(props.used, lng)}</dd>
        </div>
        <div>
          <dt>{t('credit.available')}</dt>
          <dd>{formatVnd(available, lng)}</dd>
        </div>
      </dl>
    </div>
  )
}
