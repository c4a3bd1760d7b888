// Logistics info (R-CONF-012, R-CONF-017): at statuses 3, 5, 6, 7 and 8 only, the warehouse, the
// truck number and the logistics attachments.
import { useTranslation } from 'react-i18next'
import type { Order } from '../../../api/contracts/order-entities'
import { showsLogisticsInfo } from '../../../machines/order-detail'
import { FileLinks } from './FileLinks'

export function LogisticsInfoSection({ order }: { readonly order: Order }) {
  const { t } = useTranslation('confirmedDetail')
  if (!showsLogisticsInfo(order)) return null
  const none = t('logisticsInfo.none')
  return (
    <section className="confirmed-detail__section" aria-labelledby={`logistics-info-${order.Id}`}>
      <h3 id={`logistics-info-${order.Id}`}>{t('logisticsInfo.title')}</h3>
      <dl className="confirmed-detail__fields">
        <dt>{t('logisticsInfo.warehouse')}</dt>
        <dd>{order.WarehouseCode || none}</dd>
        <dt>{t('logisticsInfo.truckNo')}</dt>
        <dd>{order.TruckNo || none}</dd>
        <dt>{t('logisticsInfo.files')}</dt>
        <dd>
          <FileLinks
            files={order.LogisticAttachments.map((f) => ({ name: f.FileName, url: f.FileURL }))}
            none={none}
          />
        </dd>
      </dl>
    </section>
  )
}
