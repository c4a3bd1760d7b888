// The back-office simulator panel (design §5, R-API-041), mock mode only: push any order through
// its life, move the business clock, make the next call fail, reset the demo data. Every action is
// a Sim.* call through the request layer; which actions are legal for an order is the lifecycle
// machine's answer (sim-actions.ts), so illegal ones are disabled.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable, type DataTablePageEvent } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { Sidebar } from 'primereact/sidebar'
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
} from '../../api/contracts/simulator'
// PrimeReact's Dropdown fails axe (nameless trigger and hidden select): a native select instead.
import { NativeSelect } from '../../components/NativeSelect'
import { notify } from '../../lib/notify'
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

/** The panel's content: clock, failure injection, reset and the orders with their actions. */
export function SimulatorContent({ client = api }: { readonly client?: Client }) {
  const { t } = useTranslation('simulator')
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

  /** Runs a call, shows the server's message, reloads; failures already toasted by the client. */
  async function run(call: () => Promise<{ message: string | undefined }>) {
    setBusy(true)
    try {
      const answer = await call()
      if (answer.message) notify({ severity: 'success', text: answer.message, life: 3000 })
      load()
    } catch {
      // The request layer showed the refusal.
    } finally {
      setBusy(false)
    }
  }

  const act = (action: SimAction, row: SimOrder) => {
    if (action === 'cancel') return setCancelling(row)
    if (action === 'changeOrder') return setChanging(row)
    void run(() => client.callEnvelope(PLAIN_ACTION_ENDPOINTS[action], { orderId: row.Id }))
  }

  const statusOptions = [
    { label: t('orders.all'), value: null },
    ...FE_ORDER_STATUSES.filter((s) => s !== 0).map((s) => ({ label: t(`orders:status.${s}`), value: s })),
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
            <Button
              key={days}
              label={t('clock.forward', { days })}
              icon="pi pi-forward"
              size="small"
              disabled={busy}
              onClick={() => void run(() => client.callEnvelope(SimMoveClock, { days }))}
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
          <Button
            label={t('failure.arm')}
            icon="pi pi-bolt"
            size="small"
            severity="warning"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const answer = await client.callEnvelope(SimFailNext, { kind: failure })
                setPendingFailure(answer.data?.Next ?? null)
                return answer
              })
            }
          />
          {pendingFailure !== null && (
            <Button
              label={t('failure.clear')}
              size="small"
              text
              onClick={() =>
                void run(async () => {
                  const answer = await client.callEnvelope(SimFailNext, { kind: null })
                  setPendingFailure(null)
                  return answer
                })
              }
            />
          )}
        </div>
        <p className="simulator-hint">
          {pendingFailure === null
            ? t('failure.none')
            : t('failure.pending', { kind: t(`failure.kinds.${pendingFailure}`) })}
        </p>
      </section>

      <section aria-labelledby={`${id}-reset`} className="simulator-section">
        <h3 id={`${id}-reset`}>{t('reset.title')}</h3>
        <Button
          label={t('reset.button')}
          icon="pi pi-refresh"
          size="small"
          severity="danger"
          outlined
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('reset.confirm'))) {
              setPendingFailure(null)
              void run(() => client.callEnvelope(SimReset, {}))
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
          <Column
            header={t('orders.status')}
            body={(row: SimOrder) => t(`orders:status.${row.FeOrderStatus}`)}
          />
          <Column
            header={t('orders.actions')}
            body={(row: SimOrder) => {
              const legal = clock ? legalActions(row, clock.Now) : undefined
              return (
                <div className="simulator-actions">
                  {SIM_ACTIONS.map((action) => (
                    <Button
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
            void run(() =>
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
            void run(() =>
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

/** A floating button that opens the simulator in a side panel. Mount it only in mock mode. */
export function SimulatorPanel() {
  const { t } = useTranslation('simulator')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="button"
        text
        rounded
        className="navbar__icon simulator-toggle"
        icon="pi pi-sliders-h"
        label={t('open')}
        aria-label={t('open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Sidebar
        visible={open}
        position="right"
        onHide={() => setOpen(false)}
        header={t('title')}
        className="simulator-sidebar"
      >
        {open && <SimulatorContent />}
      </Sidebar>
    </>
  )
}
