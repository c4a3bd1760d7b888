// Support info of a confirmed order (R-CONF-011): the chosen issues in the active language
// (Support_EN or Support_VN), the description and the attachments. Shown once support was asked.
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../api/contracts/order-entities'
import { lngOf, pairText } from '../../../lib/format'
import { FileLinks } from './FileLinks'

export const hasSupportInfo = (order: Order): boolean =>
  order.Support_EN !== null || order.Support_VN !== null || order.SupportUrlList.length > 0

export function SupportInfoSection({ order }: { readonly order: Order }) {
  const { t, i18n } = useTranslation('confirmedDetail')
  if (!hasSupportInfo(order)) return null
  const none = t('supportInfo.none')
  return (
    <section className="confirmed-detail__section" aria-labelledby={`support-info-${order.Id}`}>
      <h3 id={`support-info-${order.Id}`}>{t('supportInfo.title')}</h3>
      <dl className="confirmed-detail__fields">
        <dt>{t('supportInfo.reasons')}</dt>
        <dd>{pairText(order.Support_EN ?? '', order.Support_VN ?? '', lngOf(i18n.language)) || none}</dd>
        <dt>{t('supportInfo.description')}</dt>
        <dd className="confirmed-detail__text">{order.SupportDescription || none}</dd>
        <dt>{t('supportInfo.files')}</dt>
        <dd>
          <FileLinks
            files={order.SupportUrlList.map((f) => ({ name: f.FileName, url: f.FileUrl }))}
            none={none}
          />
        </dd>
      </dl>
    </section>
  )
}
