// The drawer's sections by id (decision 0200): one component per file in this folder. A section
// added for the confirmed screen is one more file, one more line here and its id in
// machines/order-detail's SECTION_IDS and `sectionsOf`.
import type { ComponentType } from 'react'
import type { SectionId } from '../../../machines/order-detail'
import { CustomerInfoSection } from './CustomerInfoSection'
import { InvoiceInfoSection } from './InvoiceInfoSection'
import { PaymentSection } from './PaymentSection'
import { ProductsSection } from './ProductsSection'
import type { SectionProps } from './section-props'
import { CancelledInfoSection } from './CancelledInfoSection'
import { LogisticsInfoSection } from './LogisticsInfoSection'
import { ReceiptSection } from './ReceiptSection'
import { SupportInfoSection } from './SupportInfoSection'

export const SECTIONS: Record<SectionId, ComponentType<SectionProps>> = {
  payment: PaymentSection,
  customer: CustomerInfoSection,
  invoice: InvoiceInfoSection,
  products: ProductsSection,
  supportInfo: SupportInfoSection,
  cancelled: CancelledInfoSection,
  logistics: LogisticsInfoSection,
  receipt: ReceiptSection,
}
