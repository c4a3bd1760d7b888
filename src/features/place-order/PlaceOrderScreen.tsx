// The place-order screen (decision 0040, spec §2 Place order, §5 Ordering): catalogue on the left,
// delivery form and live summary on the right (one column below 992 px). It renders the
// place-order machine's state and sends it events; every rule is the machine's. Its side effects
// come from the props (request layer, storage, toasts, navigation), so tests can supply their own:
// the route's page (PlaceOrderPage) passes the real ones.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerRef } from '../../api/contracts/auth'
import { GetOrder } from '../../api/contracts/order'
import type { Order, OrderRef } from '../../api/contracts/order-entities'
import type { ToastMessage } from '../../lib/notify'
import { etdOf, summaryOf, type PlaceOrderSnapshot } from '../../machines/place-order'
import { inspect } from '../../lib/inspection'
import { PATHS } from '../../lib/paths'
import { Catalogue, type CatalogueStatus } from './Catalogue'
import { formatCount, formatVnd, lngOf } from '../../lib/format'
import { ETA_NOTICE, OrderFormPanel } from './OrderFormPanel'
import { createSaver, readSavedOrder, type PlaceOrderStorage } from './persistence'
import {
  ConfirmSubmitDialog,
  FormatConflictDialog,
  OpenDraftDialog,
  PromotionConflictDialog,
} from './PlaceOrderDialogs'
import { providePlaceOrder, type PlaceOrderClient } from './place-order.wiring'
import { formatNameOf, useReferenceData } from './reference-data'
import { NativeSelect } from '../../components/NativeSelect'
import { SummaryPanel } from './SummaryPanel'
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
  /** Today's business date, YYYY-MM-DD (asked again on every submit). */
  readonly today: () => string
  /** The draft to open (the draftId query), or null. */
  readonly draftId: string | null
  /** Called once the draftId query was acted on, so the page can drop it from the address. */
  readonly onDraftIdHandled: () => void
}

const catalogueStatus = (s: PlaceOrderSnapshot): CatalogueStatus =>
  s.matches('choosingCustomer')
    ? 'choosingCustomer'
    : s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : 'ready'

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
    saved: readSavedOrder(props.storage),
  }))
  const actor = useActorRef(machine, { input, inspect })
  const snapshot = useSelector(actor, (s) => s)
  const { context } = snapshot
  const reference = useReferenceData(props.client)
  const summary = useMemo(() => summaryOf(context), [context])

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

  // placeList, placeInfo and draftInfo follow every change; a placed order leaves nothing (R-ORD-009).
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.matches('submitted')) saver.clear()
      else saver.save(s.context)
    })
    return () => subscription.unsubscribe()
  }, [actor, saver])

  // A screen left open overnight learns the new day when it is looked at again (earliest ETA).
  const { today } = props
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'clock.today', today: today() })
    }
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('focus', refresh)
    return () => {
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('focus', refresh)
    }
  }, [actor, today])

  // A user with a single customer code does not have to choose it.
  useEffect(() => {
    const only = props.customers.length === 1 ? props.customers[0] : undefined
    if (only !== undefined && actor.getSnapshot().matches('choosingCustomer'))
      actor.send({ type: 'order.setCustomer', customerCode: only.CustomerCode })
  }, [actor, props.customers])

  // /online/online?draftId=<Id> from the draft list: load the draft, ask before it replaces a cart.
  const [pendingDraft, setPendingDraft] = useState<Order | null>(null)
  const handledDraftId = useRef<string | null>(null)
  const { onDraftIdHandled } = props
  useEffect(() => {
    const raw = props.draftId
    if (raw === null) {
      handledDraftId.current = null
      return
    }
    if (handledDraftId.current === raw) return
    handledDraftId.current = raw
    const done = () => onDraftIdHandled()
    const orderId = Number(raw)
    if (!Number.isSafeInteger(orderId) || orderId <= 0) {
      notify({ severity: 'error', key: 'placeOrder:page.draftLinkInvalid', life: 3000 })
      done()
      return
    }
    if (actor.getSnapshot().context.draft?.Id === orderId) {
      done() // already editing it (restored after a reload)
      return
    }
    props.client.call(GetOrder, { orderId }).then(
      (order) => {
        const s = actor.getSnapshot()
        if (s.context.cart.length > 0 && s.context.draft?.Id !== order.Id) setPendingDraft(order)
        else actor.send({ type: 'draft.open', order })
        done()
      },
      () => done(), // the request layer has shown why
    )
  }, [props.draftId, props.client, actor, notify, onDraftIdHandled])

  const send = actor.send
  const onType = useCallback(
    (productCode: string, text: string): boolean => {
      actor.send({ type: 'cart.typeQuantity', productCode, text })
      return actor.getSnapshot().context.lineErrors[productCode] !== undefined
    },
    [actor],
  )
  const onStep = useCallback(
    (productCode: string, quantity: number, current: number) => {
      if (current === 0) actor.send({ type: 'cart.add', productCode, quantity })
      else actor.send({ type: 'cart.setQuantity', productCode, quantity })
    },
    [actor],
  )
  const onEta = (etaDate: string | null) => {
    send({ type: 'order.setEta', etaDate })
    const after = actor.getSnapshot().context
    if (after.notice?.key === ETA_NOTICE && after.form.etaDate === etaDate && etaDate !== null)
      send({ type: 'notice.dismiss' })
  }

  const status = catalogueStatus(snapshot)
  const editing = snapshot.matches({ editing: 'idle' })
  const addresses = context.addresses ?? []
  const firstAddress = addresses[0]
  const customerOptions = props.customers.map((c) => ({
    value: c.CustomerCode as string | null,
    label: `${c.CustomerCode} – ${c.CustomerName}`,
  }))
  const canChooseCustomer = props.customers.some(
    (c) =>
      c.CustomerCode !== context.form.customerCode &&
      snapshot.can({ type: 'order.setCustomer', customerCode: c.CustomerCode }),
  )
  const chosenAddress = addresses.find((a) => a.Id === context.form.shippingAddressId)
  const etaNotice = context.notice?.key === ETA_NOTICE ? context.notice : null
  const otherNotice = etaNotice === null ? context.notice : null
  const pendingEtd =
    context.pendingEta === null || context.etdGapDays === null
      ? null
      : (etdOf(context.pendingEta.etaDate, context.etdGapDays) ?? null)

  return (
    <section className="po-page" aria-labelledby={`${id}-title`}>
      <header className="po-page__header">
        <div>
          <h1 id={`${id}-title`}>{t('page.title')}</h1>
          <p className="po-page__intro">{t('page.intro')}</p>
        </div>
        {context.draft !== null ? (
          <Tag
            className="po-tag po-tag--draft"
            icon="pi pi-file-edit"
            value={t('page.draftTag', { orderNumber: context.draft.OrderNumber })}
          />
        ) : null}
      </header>

      <div className="po-panel po-customer">
        <div className="po-field">
          <label htmlFor={`${id}-customer`}>{t('form.customer')}</label>
          <NativeSelect
            id={`${id}-customer`}
            value={context.form.customerCode === '' ? null : context.form.customerCode}
            options={customerOptions}
            placeholder={t('form.customerPlaceholder')}
            disabled={!canChooseCustomer}
            onChange={(customerCode) => {
              if (customerCode !== null) send({ type: 'order.setCustomer', customerCode })
            }}
          />
        </div>
        <div className="po-field">
          <span className="po-field__label" id={`${id}-customer-name-label`}>
            {t('form.customerName')}
          </span>
          <output aria-labelledby={`${id}-customer-name-label`} className="po-customer__name">
            {context.form.customerName || '—'}
          </output>
        </div>
      </div>

      {context.cart.length > 0 && !snapshot.matches('submitted') ? (
        <div className="po-mobile-bar">
          <span>
            {t('page.mobileTotals', {
              cases: formatCount(summary.totalCases, lng),
              amount: formatVnd(summary.amount, lng),
            })}
          </span>
          <a
            href="#po-summary"
            onClick={(event) => {
              // Scrolled here rather than by the router, which would treat the hash as a navigation.
              event.preventDefault()
              const target = document.getElementById('po-summary')
              target?.scrollIntoView({ block: 'start' })
              target?.focus({ preventScroll: true })
            }}
          >
            {t('page.toSummary')}
          </a>
        </div>
      ) : null}

      {snapshot.matches('submitted') ? (
        <div className="po-panel po-placed" role="status">
          <h2>
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('common:messages.orderSuccessful')}
          </h2>
          <p>{t('placed.body', { orderNumber: context.placed?.OrderNumber ?? '' })}</p>
          <div className="po-actions">
            <Button
              type="button"
              label={t('placed.viewPending')}
              outlined
              onClick={() => props.navigate(PATHS.pendingOrders)}
            />
            <Button
              type="button"
              label={t('placed.newOrder')}
              icon="pi pi-plus"
              disabled={!snapshot.can({ type: 'order.new' })}
              onClick={() => send({ type: 'order.new' })}
            />
          </div>
        </div>
      ) : (
        <div className="po-layout">
          <Catalogue
            status={status}
            products={context.products ?? []}
            cart={context.cart}
            lineErrors={context.lineErrors}
            cartFormatId={summary.formatId}
            editable={editing}
            reference={reference}
            lng={lng}
            onType={onType}
            onStep={onStep}
            onRetry={() => send({ type: 'catalog.retry' })}
            canRetry={snapshot.can({ type: 'catalog.retry' })}
          />
          {/* Sticky beside the catalogue and scrolled on its own, so it is a focusable region. */}
          <div className="po-aside" role="region" aria-label={t('page.orderPanel')} tabIndex={0}>
            <OrderFormPanel
              form={context.form}
              addresses={addresses}
              summary={summary}
              etdGapDays={context.etdGapDays}
              editable={
                editing &&
                (firstAddress === undefined ||
                  snapshot.can({ type: 'order.setAddress', shippingAddressId: firstAddress.Id }))
              }
              noteEditable={snapshot.can({ type: 'order.setNote', note: context.form.note })}
              etaPending={snapshot.matches({ editing: 'promotionConflict' })}
              etaNotice={etaNotice}
              lng={lng}
              onAddress={(shippingAddressId) => send({ type: 'order.setAddress', shippingAddressId })}
              onEta={onEta}
              onNote={(note) => send({ type: 'order.setNote', note })}
            />
            <SummaryPanel
              cart={context.cart}
              summary={summary}
              violations={context.violations}
              notice={otherNotice}
              formatName={summary.formatId === null ? null : formatNameOf(reference, summary.formatId, lng)}
              lng={lng}
              canSubmit={snapshot.can({ type: 'order.submit' })}
              canSaveDraft={snapshot.can({ type: 'draft.save' })}
              canRemove={editing}
              submitting={snapshot.matches('submitting')}
              savingDraft={snapshot.matches('savingDraft')}
              isDraft={context.draft !== null}
              onSubmit={() => send({ type: 'order.submit', today: props.today() })}
              onSaveDraft={() => send({ type: 'draft.save' })}
              onRemove={(productCode) => send({ type: 'cart.remove', productCode })}
              onDismissNotice={() => send({ type: 'notice.dismiss' })}
            />
          </div>
        </div>
      )}

      <ConfirmSubmitDialog
        visible={snapshot.matches('confirming')}
        summary={summary}
        customer={`${context.form.customerCode} – ${context.form.customerName}`}
        address={chosenAddress?.ShippingAddress ?? null}
        etaDate={context.form.etaDate}
        lng={lng}
        isDraft={context.draft !== null}
        onConfirm={() => send({ type: 'order.confirm', today: props.today() })}
        onCancel={() => send({ type: 'order.cancelSubmit' })}
      />
      <FormatConflictDialog
        visible={
          snapshot.matches({ editing: 'formatConflict' }) ||
          (snapshot.matches('savingDraft') && context.pendingAdd !== null)
        }
        pending={context.pendingAdd}
        busy={snapshot.matches('savingDraft')}
        lng={lng}
        onSaveDraft={() => send({ type: 'format.saveDraftAndSwitch' })}
        onCancel={() => send({ type: 'format.cancel' })}
      />
      <PromotionConflictDialog
        visible={snapshot.matches({ editing: 'promotionConflict' })}
        pending={context.pendingEta}
        etd={pendingEtd}
        onRemove={() => send({ type: 'promotion.confirmRemoval' })}
        onKeep={() => send({ type: 'promotion.keepEta' })}
      />
      <OpenDraftDialog
        orderNumber={pendingDraft?.OrderNumber ?? null}
        onOpen={() => {
          if (pendingDraft !== null) send({ type: 'draft.open', order: pendingDraft })
          setPendingDraft(null)
        }}
        onKeep={() => setPendingDraft(null)}
      />
    </section>
  )
}
