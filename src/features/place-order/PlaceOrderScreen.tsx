// The place-order screen (decision 0040, R-ORD-005, R-ORD-015..021): catalogue on the left,
// delivery form and live summary on the right (one column below 992 px). It renders the
// place-order machine's state and sends it events; every rule is the machine's. Its side effects
// come from the props (request layer, storage, toasts, navigation), so tests can supply their own:
// the route's page (PlaceOrderPage) passes the real ones. The effects on storage, the window and
// the address are the machine's callback actors (screen-effects.ts, decision 0338).
import { useActorRef, useSelector } from '@xstate/react'
import { Tag } from '../../components/Tag'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerRef } from '../../api/contracts/auth'
import {
  selectConfirming,
  selectDraft,
  selectFormatConflict,
  selectPromotionConflict,
  selectRefillQuestion,
  selectSubmitted,
  type PlaceOrderActor,
  type PlaceOrderSnapshot,
} from '../../machines/place-order'
import { OpenedPart } from '../../components/OpenedPart'
import { inspect } from '../../lib/inspection'
import { lngOf } from '../../lib/format'
import { PATHS } from '../../lib/paths'
import { readSavedOrder, type PlaceOrderStorage } from './persistence'
import { PlaceOrderHeading } from './PlaceOrderHeading'
import { QuickOrderSlot } from './QuickOrderSlot'
import { TemplatesBar } from './TemplatesBar'
import { RefillReport } from './RefillReport'
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
import { createLatest, screenEffects, type ScreenFacts } from './screen-effects'
import './place-order.css'
import { withTexts } from '../../i18n/with-texts'

/** The screen's props: its client and storage, the user's codes, and what its effects read (ScreenFacts). */
export interface PlaceOrderScreenProps extends ScreenFacts {
  readonly client: PlaceOrderClient
  readonly storage: PlaceOrderStorage
  /** The user's CustomerList: own code and child codes. */
  readonly customers: readonly CustomerRef[]
  /** The user's CustomerTypeName: it sets the special rate of the totals (R-ORD-030). */
  readonly customerTypeName?: string | undefined
}

// The questions (PlaceOrderDialogs, with PrimeReact's Dialog) download when the first one is asked
// (R-PERF-029, decision 0386); from then on they stay mounted. A download that fails says
// "Connection Error" and answers no, so the order stays as it was and the next asking tries again.
const loadDialogs = withTexts(['placeOrder'], () =>
  import('./PlaceOrderDialogs').then((m) => ({ default: m.PlaceOrderDialogs })),
)
const selectAsking = (s: PlaceOrderSnapshot) =>
  selectConfirming(s) ||
  selectFormatConflict(s) ||
  selectPromotionConflict(s) ||
  selectRefillQuestion(s) !== null
/** The "no" of the question open now. */
function answerNo(actor: PlaceOrderActor) {
  const s = actor.getSnapshot()
  if (selectConfirming(s)) actor.send({ type: 'order.cancelSubmit' })
  else if (selectFormatConflict(s)) actor.send({ type: 'format.cancel' })
  else if (selectPromotionConflict(s)) actor.send({ type: 'promotion.keepEta' })
  else if (selectRefillQuestion(s) !== null) actor.send({ type: 'refill.cancel' })
}

export function PlaceOrderScreen(props: PlaceOrderScreenProps) {
  const { t, i18n } = useTranslation('placeOrder')
  const lng = lngOf(i18n.language)
  const id = useId()

  // The effects read the latest props: set after each render, for the actors to act on.
  const [facts] = useState(() => createLatest<ScreenFacts>(props))
  useEffect(() => facts.set(props))
  const [machine] = useState(() => providePlaceOrder(props.client, screenEffects(props.storage, facts)))
  const [input] = useState(() => ({
    today: props.today(),
    customers: props.customers,
    customerTypeName: props.customerTypeName,
    saved: readSavedOrder(props.storage),
  }))
  const actor = useActorRef(machine, { input, inspect })
  const asking = useSelector(actor, selectAsking)
  const submitted = useSelector(actor, selectSubmitted)
  const draft = useSelector(actor, selectDraft)
  const reference = useReferenceData(props.client)
  const { navigate, today } = props

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
      <RefillReport actor={actor} />
      <CustomerPanel actor={actor} customers={props.customers} waitingProduct={props.addProduct} />
      {submitted ? (
        <PlacedPanel
          actor={actor}
          client={props.client}
          onViewPending={() => navigate(PATHS.pendingOrders)}
        />
      ) : (
        <>
          <MobileBar actor={actor} lng={lng} />
          <TemplatesBar actor={actor} client={props.client} navigate={navigate} />
          <QuickOrderSlot actor={actor} client={props.client} lng={lng} />
          <div className="po-layout">
            <CataloguePart actor={actor} lng={lng} reference={reference} />
            <OrderAside actor={actor} lng={lng} reference={reference} today={today} />
          </div>
        </>
      )}
      <OpenedPart
        open={asking}
        load={loadDialogs}
        onFail={() => answerNo(actor)}
        props={{ actor, lng, today }}
      />
    </section>
  )
}
