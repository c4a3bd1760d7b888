// Customer info (R-PEND-010): contact name, mobile, email, shipping
// address, warehouse (unless the logistics info shows it, R-CONF-024), ETA, the customer's PO
// number (R-PO-004) and note.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { screenDate } from '../../../lib/format'
import { customerInfoShowsWarehouse } from '../../../machines/order-detail'
import { DetailFields, DetailSection } from './DetailFields'
import type { SectionProps } from './section-props'

export function CustomerInfoSection({ order, screen }: SectionProps) {
  const { t } = useTranslation('orderDetail')
  const id = useId()
  return (
    <DetailSection id={id} title={t('customer.title')}>
      <DetailFields
        fields={[
          { label: t('customer.contactName'), value: order.ContactName },
          { label: t('customer.mobile'), value: order.ContactMobile },
          { label: t('customer.email'), value: order.ContactEmail },
          { label: t('customer.shippingAddress'), value: order.ShippingAddress },
          ...(customerInfoShowsWarehouse(order, screen)
            ? [{ label: t('customer.warehouse'), value: order.WarehouseCode }]
            : []),
          { label: t('customer.eta'), value: screenDate(order.ConfirmedETA ?? order.EtaDate) },
          { label: t('customer.poNumber'), value: order.PoNumber ?? null },
          { label: t('customer.note'), value: order.Note },
        ]}
      />
    </DetailSection>
  )
}
