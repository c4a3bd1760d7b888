// Place order's way to the company's templates (R-TPL-008, decision 0366): a link to the templates
// screen and "Save as template", which saves the cart (its code, address and lines) as a template
// or replaces a template's products with it. Enabled once the cart has products.
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { SaveTemplateSlot } from '../../components/templates/SaveTemplateSlot'
import type { TemplateSource } from '../../machines/templates'
import { selectCart, selectCatalogueStatus, type PlaceOrderActor } from '../../machines/place-order'
import { PATHS } from '../../lib/paths'
import type { PlaceOrderClient } from './place-order.wiring'

export function TemplatesBar(props: {
  actor: PlaceOrderActor
  client: PlaceOrderClient
  navigate: (path: string) => void
}) {
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
      {/* The page's router, as the screen's other ways out (the screen renders without one in tests). */}
      <a
        className="p-button p-component p-button-text p-button-sm"
        href={PATHS.templates}
        onClick={(event) => {
          event.preventDefault()
          props.navigate(PATHS.templates)
        }}
      >
        <span className="p-button-icon p-button-icon-left pi pi-list" aria-hidden="true" />
        <span className="p-button-label">{t('link')}</span>
      </a>
      <SaveTemplateSlot client={props.client} source={source} disabled={!filled} />
    </div>
  )
}
