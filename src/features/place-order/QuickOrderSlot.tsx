// The "Quick order" button of place order and, once pressed, its panel (R-QUICK-009, decision
// 0364): the panel's code, its texts' layout and ExcelJS are chunks of their own, downloaded when
// the button is first pressed, so place order's first load grows by this file only.
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPart, useLazyPart } from '../../components/LazyPart'
import { selectCatalogueStatus, type PlaceOrderActor } from '../../machines/place-order'
import type { Lng } from '../../lib/format'
import type { PlaceOrderClient } from './place-order.wiring'
import { withTexts } from '../../i18n/with-texts'

const loadPanel = withTexts(['placeOrder'], () => import('./QuickOrderPanel'))

export function QuickOrderSlot(props: { actor: PlaceOrderActor; client: PlaceOrderClient; lng: Lng }) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  // Open or closed is the page's own layout, not a step of the order: the panel's steps are its machine's.
  const [open, setOpen] = useState(false)
  const { Part: Panel, retry, retryIfFailed } = useLazyPart(loadPanel)
  const ready = useSelector(props.actor, selectCatalogueStatus) === 'ready'
  if (!ready) return null
  return (
    <div className="po-quick-slot">
      <button
        type="button"
        className="p-button p-component p-button-outlined p-button-sm"
        aria-expanded={open}
        aria-controls={`${id}-quick`}
        onClick={() => {
          if (!open) retryIfFailed()
          setOpen(!open)
        }}
      >
        <span
          className={`p-button-icon p-button-icon-left pi ${open ? 'pi-chevron-up' : 'pi-bolt'}`}
          aria-hidden="true"
        />
        <span className="p-button-label">{t('quick.open')}</span>
      </button>
      <div id={`${id}-quick`}>
        {open ? (
          <LazyPart
            onFail={() => {
              setOpen(false)
              retry()
            }}
          >
            <Panel actor={props.actor} client={props.client} lng={props.lng} />
          </LazyPart>
        ) : null}
      </div>
    </div>
  )
}
