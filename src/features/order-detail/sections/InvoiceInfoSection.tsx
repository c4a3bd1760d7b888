// Invoice info (R-PEND-010): invoice name, VAT code, invoice address.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DetailFields, DetailSection } from './DetailFields'
import type { SectionProps } from './section-props'

export function InvoiceInfoSection({ order }: SectionProps) {
  const { t } = useTranslation('orderDetail')
  const id = useId()
  const invoice = order.InvoiceInfo
  return (
    <DetailSection id={id} title={t('invoice.title')}>
      {invoice === null ? (
        <p>{t('invoice.none')}</p>
      ) : (
        <DetailFields
          fields={[
            { label: t('invoice.invoiceName'), value: invoice.InvoiceName },
            { label: t('invoice.vatCode'), value: invoice.VATCode },
            { label: t('invoice.invoiceAddress'), value: invoice.InvoiceAddress },
          ]}
        />
      )}
    </DetailSection>
  )
}
