// The place-order screen (decision 0040, R-ORD-005, R-ORD-015..021): catalogue on the left,
// delivery form and live summary on the right (one column below 992 px). It renders the
// place-order machine's state and sends it events; every rule is the machine's. Its side effects
// come from the props (request layer, storage, toasts, navigation), so tests can supply their own:
// the route's page (PlaceOrderPage) passes the real ones.
import { useActorRef, useSelector } from '@xstate/react'
import { Tag } from 'primereact/tag'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerRef } from '../../api/contracts/auth'
import type { OrderRef } from '../../api/contracts/order-entities'
import type { ToastMessage } from '../../lib/notify'
import {
  selectDraft,
  selectSubmitted,
  type PlaceOrderEvent,
  type PlaceOrderSnapshot,
} from '../../machines/place-order'
import { inspect } from '../../lib/inspection'
import { lngOf } from '../../lib/format'
import { PATHS } from '../../lib/paths'
import {
  createSaver,
  placedElsewhere,
  readSavedOrder,
  storedCartOf,
  type PlaceOrderStorage,
} from './persistence'
import { PlaceOrderDialogs } from './PlaceOrderDialogs'
import { PlaceOrderHeading } from './PlaceOrderHeading'
import {
  CataloguePart,
  CustomerPanel,
  MobileBar,
  OrderAside,
  PageNotice,
  PlacedPanel,
} from './PlaceOrderParts'
import { providePlaceOrder, type PlaceOrderClient } from './place-order.wiring'
import { useReferenceData } from './reference-data'
import './place-order.css'

const SUCCESS_TOAST_MS = 3000

/** One-way relay from the machine's hooks to whatever the screen's current props do. */
function createRelay<T>() {
  const listeners = new Set<(value: T) => void>()
  return {
    emit: (value: T) => {
      for (const listener of listeners) listener(value)
    },
    listen: (listener: (value: T) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export interface PlaceOrderScreenProps {
  readonly client: PlaceOrderClient
  readonly storage: PlaceOrderStorage
  readonly notify: (toast: ToastMessage) => void
  readonly navigate: (to: string) => void
  /** The user's CustomerList: own code and child codes. */
  readonly customers: readonly CustomerRef[]
  /** The user's CustomerTypeName: it sets the special rate of the totals (R-ORD-030). */
  readonly customerTypeName?: string | undefined
  /** Today's business date, YYYY-MM-DD (asked again on every submit). */
  readonly today: () => string
  /** Asks the server's business date where its clock can move (mock mode, decision 0161). */
  readonly refreshToday?: (() => Promise<string>) | undefined
  /** The draft to open (the draftId query), or null. */
  readonly draftId: string | null
  /** Called once the draftId query was acted on, so the page can drop it from the address. */
  readonly onDraftIdHandled: () => void
  /** A product to put in the cart on arrival (the addProduct query), or null. */
  readonly addProduct?: string | null | undefined
  /** Called once the addProduct query was acted on. */
  readonly onAddProductHandled?: (() => void) | undefined
  /** Another tab placed the cart shown here (decision 0299). */
  readonly onPlacedElsewhere?: (() => void) | undefined
}

/**
 * Sends `event` (from the address) once, as soon as the machine can take it, then calls
 * `handled` so the page drops the query; the same event again later is sent again.
 */
function useArrivalEvent(
  actor: ReturnType<typeof useActorRef<ReturnType<typeof providePlaceOrder>>>,
  event: PlaceOrderEvent | null,
  handled: (() => void) | undefined,
) {
  const key = event === null ? null : JSON.stringify(event)
  const canTake = useSelector(actor, (s: PlaceOrderSnapshot) => (event === null ? false : s.can(event)))
  const handledKey = useRef<string | null>(null)
  useEffect(() => {
    if (key === null || event === null) {
      handledKey.current = null
      return
    }
    if (handledKey.current === key || !canTake) return
    handledKey.current = key
    actor.send(event)
    handled?.()
  }, [key, event, canTake, actor, handled])
}

export function PlaceOrderScreen(props: PlaceOrderScreenProps) {
  const { t, i18n } = useTranslation('placeOrder')
  const lng = lngOf(i18n.language)
  const id = useId()

  // The machine's hooks go through a small relay, so what they do always uses the latest props.
  const [saver] = useState(() => createSaver(props.storage))
  const [placedRelay] = useState(() => createRelay<OrderRef>())
  const [machine] = useState(() =>
    providePlaceOrder(props.client, { orderPlaced: placedRelay.emit, draftSaved: () => {} }),
  )
  const [input] = useState(() => ({
    today: props.today(),
    customers: props.customers,
    customerTypeName: props.customerTypeName,
    saved: readSavedOrder(props.storage),
  }))
  const actor = useActorRef(machine, { input, inspect })
  const submitted = useSelector(actor, selectSubmitted)
  const draft = useSelector(actor, selectDraft)
  const reference = useReferenceData(props.client)

  const { notify, navigate } = props
  useEffect(
    () =>
      placedRelay.listen(() => {
        saver.clear()
        notify({ severity: 'success', key: 'common:messages.orderSuccessful', life: SUCCESS_TOAST_MS })
        navigate(PATHS.pendingOrders)
      }),
    [placedRelay, saver, notify, navigate],
  )

  // Another tab placed this very cart (it removed the shared one): this tab must not place it
  // again (decision 0299); the page starts afresh and says why.
  const { onPlacedElsewhere } = props
  useEffect(() => {
    if (onPlacedElsewhere === undefined) return
    const listener = (event: StorageEvent) => {
      const snapshot = actor.getSnapshot()
      if (!snapshot.matches('submitted') && placedElsewhere(event, storedCartOf(snapshot.context)))
        onPlacedElsewhere()
    }
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  }, [actor, onPlacedElsewhere])

  // placeList, placeInfo and draftInfo follow every change; a placed order leaves nothing (R-ORD-009).
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.matches('submitted')) saver.clear()
      else saver.save(s.context)
    })
    return () => subscription.unsubscribe()
  }, [actor, saver])

  // A screen left open overnight learns the new day when it is looked at again (earliest ETA); in
  // mock mode the day is the server's, which the simulator's clock moves (decision 0161).
  const { today, refreshToday } = props
  useEffect(() => {
    let mounted = true
    const tell = (day: string) => {
      if (mounted) actor.send({ type: 'clock.today', today: day })
    }
    const refresh = () => {
      if (document.visibilityState !== 'visible') return
      if (refreshToday === undefined) tell(today())
      else void refreshToday().then(tell, () => tell(today()))
    }
    if (refreshToday !== undefined) refresh()
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('focus', refresh)
    return () => {
      mounted = false
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('focus', refresh)
    }
  }, [actor, today, refreshToday])

  // /online/online?draftId=<Id> from the draft list: handed to the machine (which loads the draft
  // and asks before it replaces an order in progress) as soon as it can take it; then the page
  // drops the query. ?addProduct=<code> (the homepage's 'order', decision 0232) likewise adds that
  // product to the cart once the catalogue of the chosen customer is there.
  const { draftId, onDraftIdHandled, addProduct, onAddProductHandled } = props
  useArrivalEvent(
    actor,
    draftId === null ? null : { type: 'draft.open', orderId: Number(draftId) },
    onDraftIdHandled,
  )
  useArrivalEvent(
    actor,
    addProduct === null || addProduct === undefined ? null : { type: 'cart.add', productCode: addProduct },
    onAddProductHandled,
  )

  return (
    <section className="po-page" aria-labelledby={`${id}-title`}>
      <PlaceOrderHeading titleId={`${id}-title`}>
        {draft !== null ? (
          <Tag
            className="po-tag po-tag--draft"
            icon="pi pi-file-edit"
            value={t('page.draftTag', { orderNumber: draft.OrderNumber })}
          />
        ) : null}
      </PlaceOrderHeading>
      <PageNotice actor={actor} />
      <CustomerPanel actor={actor} customers={props.customers} />
      {submitted ? (
        <PlacedPanel actor={actor} onViewPending={() => navigate(PATHS.pendingOrders)} />
      ) : (
        <>
          <MobileBar actor={actor} lng={lng} />
          <div className="po-layout">
            <CataloguePart actor={actor} lng={lng} reference={reference} />
            <OrderAside actor={actor} lng={lng} reference={reference} today={today} />
          </div>
        </>
      )}
      <PlaceOrderDialogs actor={actor} lng={lng} today={today} />
    </section>
  )
}
