// The back-office simulator panel (R-API-041), mock mode only: push any order through
// its life, move the business clock, make the next call fail, reset the demo data. Every action is
// a Sim.* call through the request layer; which actions are legal for an order is the lifecycle
// machine's answer (sim-actions.ts), so illegal ones are disabled. Its toasts say what happened in
// the active language, statuses and failures by their names (decision 0101), and every action that
// changes orders tells the open order lists to reload (lib/orders-changed, decision 0100).
import { Button } from 'primereact/button'
import { ActionButton } from '../../components/ActionButton'
import { Column } from 'primereact/column'
import { DataTable, type DataTablePageEvent } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { ModalDrawer } from '../../components/ModalDrawer'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, type ApiClient } from '../../api/client'
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import {
  SIM_FAILURES,
  SimFailNext,
  SimGetClock,
  SimListOrders,
  SimMoveClock,
  SimReset,
  type SimClock,
  type SimFailureKind,
  type SimOrder,
  type SimOrderResult,
} from '../../api/contracts/simulator'
// PrimeReact's Dropdown fails axe (nameless trigger and hidden select): a native select instead.
import { NativeSelect } from '../../components/NativeSelect'
import { notify } from '../../lib/notify'
import { ordersChanged } from '../../lib/orders-changed'
import {
  legalActions,
  PLAIN_ACTION_ENDPOINTS,
  SIM_ACTIONS,
  SimCancel,
  SimChangeOrder,
  type SimAction,
} from './sim-actions'
import './simulator.css'

const PAGE_SIZE = 10

type Client = Pick<ApiClient, 'callEnvelope'>

interface Page {
  readonly rows: readonly SimOrder[]
  readonly total: number
}

/** The clock and one page of orders. */
async function fetchPanel(client: Client, first: number, status: FeOrderStatus | null) {
  const [clock, list] = await Promise.all([
    client.callEnvelope(SimGetClock, {}),
    client.callEnvelope(SimListOrders, {
      pageIndex: Math.floor(first / PAGE_SIZE) + 1,
      pageSize: PAGE_SIZE,
      ...(status === null ? {} : { status }),
    }),
  ])
  return {
    clock: clock.data,
    page: list.data ? { rows: list.data.list, total: list.data.totalCount } : undefined,
  }
}

interface Answer<A> {
  readonly data: A | undefined
  readonly message: string | undefined
}

/** What a finished call shows and whether it changed orders (the lists then reload). */
interface Outcome<A> {
  /** The toast's text; the server's message when absent. */
  readonly toast?: (answer: Answer<A>) => string | undefined
  readonly changesOrders: boolean
}

/** The panel's content: clock, failure injection, reset and the orders with their actions. */
export function SimulatorContent({ client = api }: { readonly client?: Client }) {
  // Status names are the order lists' own (orders:status), never written again here.
  const { t } = useTranslation(['simulator', 'orders'])
  const statusName = (status: FeOrderStatus) => t(`orders:status.${status}`)
  const failureName = (kind: SimFailureKind) => t(`failure.kinds.${kind}`)
  const id = useId()
  const [clock, setClock] = useState<SimClock | null>(null)
  const [page, setPage] = useState<Page>({ rows: [], total: 0 })
  const [first, setFirst] = useState(0)
  const [status, setStatus] = useState<FeOrderStatus | null>(null)
  const [failure, setFailure] = useState<SimFailureKind>('serverError')
  const [pendingFailure, setPendingFailure] = useState<SimFailureKind | null>(null)
  const [busy, setBusy] = useState(false)
  const [cancelling, setCancelling] = useState<SimOrder | null>(null)
  const [changing, setChanging] = useState<SimOrder | null>(null)

  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    let live = true
    fetchPanel(client, first, status)
      .then(({ clock: nextClock, page: nextPage }) => {
        if (!live) return
        if (nextClock) setClock(nextClock)
        if (nextPage) setPage(nextPage)
      })
      .catch(() => undefined) // the request layer showed the failure
    return () => {
      live = false
    }
  }, [client, first, status, reloads])
  const load = () => setReloads((n) => n + 1)

  /** Runs a call, says what it did, reloads; failures already toasted by the client. */
  async function run<A>(call: () => Promise<Answer<A>>, outcome: Outcome<A>) {
    setBusy(true)
    try {
      const answer = await call()
      const text = outcome.toast ? outcome.toast(answer) : answer.message
      if (text) notify({ severity: 'success', text, life: 3000 })
      if (outcome.changesOrders) ordersChanged.publish()
      load()
    } catch {
      // The request layer showed the refusal.
    } finally {
      setBusy(false)
    }
  }

  /** A back-office action on an order: the toast names its status before and after. */
  const moveOrder = (row: SimOrder, call: () => Promise<Answer<SimOrderResult>>) =>
    void run(call, {
      changesOrders: true,
      toast: ({ data, message }) =>
        data
          ? t('toast.moved', {
              orderNumber: data.OrderNumber,
              from: statusName(row.FeOrderStatus),
              to: statusName(data.FeOrderStatus),
            })
          : message,
    })

  const act = (action: SimAction, row: SimOrder) => {
    if (action === 'cancel') return setCancelling(row)
    if (action === 'changeOrder') return setChanging(row)
    moveOrder(row, () => client.callEnvelope(PLAIN_ACTION_ENDPOINTS[action], { orderId: row.Id }))
  }

  /** Arms (or clears, with null) the failure the next call meets. */
  const armFailure = (kind: SimFailureKind | null) =>
    void run(
      async () => {
        const answer = await client.callEnvelope(SimFailNext, { kind })
        setPendingFailure(answer.data?.Next ?? null)
        return answer
      },
      {
        changesOrders: false,
        toast: ({ data }) => {
          const next = data?.Next ?? null
          return next === null ? t('toast.failCleared') : t('toast.failNext', { kind: failureName(next) })
        },
      },
    )

  const statusOptions = [
    { label: t('orders.all'), value: null },
    ...FE_ORDER_STATUSES.filter((s) => s !== 0).map((s) => ({ label: statusName(s), value: s })),
  ]

  return (
    <div className="simulator">
      <section aria-labelledby={`${id}-clock`} className="simulator-section">
        <h3 id={`${id}-clock`}>{t('clock.title')}</h3>
        <p data-testid="sim-clock">
          {clock ? t('clock.now', { now: clock.Now, days: clock.OffsetDays }) : t('clock.loading')}
        </p>
        <div className="simulator-row">
          {[1, 7].map((days) => (
            <ActionButton
              key={days}
              label={t('clock.forward', { days })}
              icon="pi pi-forward"
              size="small"
              disabled={busy}
              // A later business date can complete orders by itself (R-LIFE-032).
              onClick={() =>
                void run(() => client.callEnvelope(SimMoveClock, { days }), { changesOrders: true })
              }
            />
          ))}
        </div>
      </section>

      <section aria-labelledby={`${id}-failure`} className="simulator-section">
        <h3 id={`${id}-failure`}>{t('failure.title')}</h3>
        <div className="simulator-row">
          <label htmlFor={`${id}-kind`} className="simulator-label">
            {t('failure.kind')}
          </label>
          <NativeSelect
            id={`${id}-kind`}
            value={failure}
            options={SIM_FAILURES.map((kind) => ({ label: t(`failure.kinds.${kind}`), value: kind }))}
            onChange={(value: SimFailureKind) => setFailure(value)}
          />
          <ActionButton
            label={t('failure.arm')}
            icon="pi pi-bolt"
            size="small"
            severity="warning"
            disabled={busy}
            onClick={() => armFailure(failure)}
          />
          {pendingFailure !== null && (
            <Button label={t('failure.clear')} size="small" text onClick={() => armFailure(null)} />
          )}
        </div>
        <p className="simulator-hint">
          {pendingFailure === null
            ? t('failure.none')
            : t('failure.pending', { kind: failureName(pendingFailure) })}
        </p>
      </section>

      <section aria-labelledby={`${id}-reset`} className="simulator-section">
        <h3 id={`${id}-reset`}>{t('reset.title')}</h3>
        <ActionButton
          label={t('reset.button')}
          icon="pi pi-refresh"
          size="small"
          severity="danger"
          outlined
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('reset.confirm'))) {
              setPendingFailure(null)
              void run(() => client.callEnvelope(SimReset, {}), { changesOrders: true })
            }
          }}
        />
      </section>

      <section aria-labelledby={`${id}-orders`} className="simulator-section">
        <h3 id={`${id}-orders`}>{t('orders.title')}</h3>
        <div className="simulator-row">
          <label htmlFor={`${id}-status`} className="simulator-label">
            {t('orders.filter')}
          </label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            options={statusOptions}
            onChange={(value: FeOrderStatus | null) => {
              setFirst(0)
              setStatus(value)
            }}
          />
        </div>
        <DataTable
          value={[...page.rows]}
          dataKey="Id"
          lazy
          paginator
          rows={PAGE_SIZE}
          first={first}
          totalRecords={page.total}
          onPage={(e: DataTablePageEvent) => setFirst(e.first)}
          emptyMessage={t('orders.empty')}
          size="small"
        >
          <Column field="OrderNumber" header={t('orders.number')} />
          <Column
            header={t('orders.customer')}
            body={(row: SimOrder) => `${row.CustomerCode} (${row.Account})`}
          />
          <Column header={t('orders.status')} body={(row: SimOrder) => statusName(row.FeOrderStatus)} />
          <Column
            header={t('orders.actions')}
            body={(row: SimOrder) => {
              const legal = clock ? legalActions(row, clock.Now) : undefined
              return (
                <div className="simulator-actions">
                  {SIM_ACTIONS.map((action) => (
                    <ActionButton
                      key={action}
                      label={t(`actions.${action}`)}
                      size="small"
                      outlined
                      disabled={busy || !legal?.[action]}
                      aria-label={t('actions.label', {
                        action: t(`actions.${action}`),
                        orderNumber: row.OrderNumber,
                      })}
                      onClick={() => act(action, row)}
                    />
                  ))}
                </div>
              )
            }}
          />
        </DataTable>
      </section>

      <CancelDialog
        order={cancelling}
        onHide={() => setCancelling(null)}
        onConfirm={(reason, note) => {
          const order = cancelling
          setCancelling(null)
          if (order)
            moveOrder(order, () =>
              client.callEnvelope(SimCancel, {
                orderId: order.Id,
                ...(reason.trim() ? { reason: reason.trim() } : {}),
                ...(note.trim() ? { note: note.trim() } : {}),
              }),
            )
        }}
      />
      <ChangeDialog
        order={changing}
        today={clock?.Now.slice(0, 10) ?? ''}
        onHide={() => setChanging(null)}
        onConfirm={(etaDate, costPercent) => {
          const order = changing
          setChanging(null)
          if (order)
            moveOrder(order, () =>
              client.callEnvelope(SimChangeOrder, {
                orderId: order.Id,
                etaDate,
                ...(costPercent > 0 ? { incurredPurchaseCostPercent: costPercent / 100 } : {}),
              }),
            )
        }}
      />
    </div>
  )
}

function CancelDialog({
  order,
  onHide,
  onConfirm,
}: {
  readonly order: SimOrder | null
  readonly onHide: () => void
  readonly onConfirm: (reason: string, note: string) => void
}) {
  const { t } = useTranslation('simulator')
  const id = useId()
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  return (
    <Dialog
      header={t('cancel.title', { orderNumber: order?.OrderNumber ?? '' })}
      visible={order !== null}
      onHide={onHide}
      modal
    >
      <div className="simulator-form">
        <label htmlFor={`${id}-reason`}>{t('cancel.reason')}</label>
        <InputText
          id={`${id}-reason`}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
        <label htmlFor={`${id}-note`}>{t('cancel.note')}</label>
        <InputText id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        <Button label={t('cancel.confirm')} severity="danger" onClick={() => onConfirm(reason, note)} />
      </div>
    </Dialog>
  )
}

function ChangeDialog({
  order,
  today,
  onHide,
  onConfirm,
}: {
  readonly order: SimOrder | null
  readonly today: string
  readonly onHide: () => void
  readonly onConfirm: (etaDate: string, costPercent: number) => void
}) {
  const { t } = useTranslation('simulator')
  const id = useId()
  const [eta, setEta] = useState('')
  const [cost, setCost] = useState('0')
  const percent = Number(cost)
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(eta) &&
    eta >= today &&
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= 100
  return (
    <Dialog
      header={t('change.title', { orderNumber: order?.OrderNumber ?? '' })}
      visible={order !== null}
      onHide={onHide}
      modal
    >
      <div className="simulator-form">
        <label htmlFor={`${id}-eta`}>{t('change.eta')}</label>
        <InputText
          id={`${id}-eta`}
          type="date"
          min={today}
          value={eta}
          onChange={(e) => setEta(e.target.value)}
        />
        <label htmlFor={`${id}-cost`}>{t('change.cost')}</label>
        <InputText
          id={`${id}-cost`}
          type="number"
          min={0}
          max={100}
          step={0.5}
          value={cost}
          onChange={(e) => setCost(e.target.value)}
        />
        <Button label={t('change.confirm')} disabled={!valid} onClick={() => onConfirm(eta, percent)} />
      </div>
    </Dialog>
  )
}

/**
 * The simulator's side panel, open from the moment it mounts (SimulatorToggle loads and mounts it
 * on the first click, decision 0250); `onHide` unmounts it.
 */
export function SimulatorPanel({ onHide }: { readonly onHide: () => void }) {
  const { t } = useTranslation('simulator')
  return (
    <ModalDrawer
      visible
      position="right"
      onHide={onHide}
      header={t('title')}
      aria-label={t('title')}
      className="simulator-sidebar"
    >
      <SimulatorContent />
    </ModalDrawer>
  )
}
