// Place order's way to the company's templates (R-TPL-008, decision 0366): a link to the templates
// screen and "Save as template", which saves the cart (its code, address and lines) as a template
// or replaces a template's products with it. Enabled once the cart has products.
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { SaveTemplateSlot } from '../../components/templates/SaveTemplateSlot'
import type { TemplateSource } from '../../machines/templates'
import { selectCart, selectCatalogueStatus, type PlaceOrderActor } from '../../machines/place-order'
import { PATHS } from '../../lib/paths'
import type { PlaceOrderClient } from './place-order.wiring'

export function TemplatesBar(props: { actor: PlaceOrderActor; client: PlaceOrderClient }) {
  const { t } = useTranslation('templates')
  const { actor } = props
  const ready = useSelector(actor, selectCatalogueStatus) === 'ready'
  const filled = useSelector(actor, (s) => selectCart(s).length > 0)
  if (!ready) return null
  const source = (): TemplateSource | null => {
    const { form, cart } = actor.getSnapshot().context
    if (form.customerCode === '' || cart.length === 0) return null
    return {
      kind: 'cart',
      customerCode: form.customerCode,
      shippingAddressId: form.shippingAddressId,
      lines: cart.map((line) => ({ productCode: line.ProductCode, quantity: line.Quantity })),
    }
  }
  return (
    <div className="po-template-bar">
      <Link className="p-button p-component p-button-text p-button-sm" to={PATHS.templates}>
        <span className="p-button-icon p-button-icon-left pi pi-list" aria-hidden="true" />
        <span className="p-button-label">{t('link')}</span>
      </Link>
      <SaveTemplateSlot client={props.client} source={source} disabled={!filled} />
    </div>
  )
}
