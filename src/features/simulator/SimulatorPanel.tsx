// The back-office simulator panel (R-API-041), mock mode only: push any order through its life,
// move the business clock, make the next call fail, reset the demo data. It renders the simulator
// machine (machines/simulator) and sends it events; a button is enabled exactly when the machine
// takes its event (`snapshot.can`), which for an order is the lifecycle machine's answer. Every
// call is a Sim.* call through the request layer (simulator.wiring.ts). Its toasts say what happened in
// the active language, statuses and failures by their names (decision 0101), and every action that
// changes orders tells the open order lists to reload (lib/orders-changed, decision 0100).
import { useActorRef, useSelector, shallowEqual } from '@xstate/react'
import { Button } from '../../components/Button'
import { ActionButton } from '../../components/ActionButton'
import { Column } from 'primereact/column'
import { DataTable, type DataTablePageEvent } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import '../../components/prime-locale'
import { InputText } from '../../components/InputText'
import { ModalDrawer } from '../../components/ModalDrawer'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { api } from '../../api/client'
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import { SIM_FAILURES, type SimFailureKind, type SimOrder } from '../../api/contracts/simulator'
// PrimeReact's Dropdown fails axe (nameless trigger and hidden select): a native select instead.
import { NativeSelect } from '../../components/NativeSelect'
import { screenDateTime } from '../../lib/format'
import { inspect } from '../../lib/inspection'
import { notify } from '../../lib/notify'
import { ordersChanged } from '../../lib/orders-changed'
import { orderReplayPath } from '../../lib/paths'
import {
  selectCan,
  selectCancelling,
  selectChanging,
  selectClock,
  selectFailure,
  selectFirst,
  selectPage,
  selectPendingFailure,
  selectRowActions,
  selectStatusFilter,
  selectToday,
  SIM_ACTIONS,
  SIM_PAGE_SIZE,
  type SimReport,
  type SimulatorActor,
} from '../../machines/simulator'
import { DESK_CONTEXT } from './desk-backend'
import { provideSimulator, type SimulatorClient } from './simulator.wiring'
import './simulator.css'
import { StatementEntry } from './statement/StatementEntry'

/** A call's toast in the active language, statuses and failures by their names (R-API-044). */
function reportText(i18n: I18n, report: SimReport): string | undefined {
  const t = i18n.t.bind(i18n)
  switch (report.kind) {
    case 'said':
      return report.message
    case 'moved':
      return t('simulator:toast.moved', {
        orderNumber: report.orderNumber,
        from: t(`orders:status.${report.from}`),
        to: t(`orders:status.${report.to}`),
      })
    case 'failure':
      return report.next === null
        ? t('simulator:toast.failCleared')
        : t('simulator:toast.failNext', { kind: t(`simulator:failure.kinds.${report.next}`) })
  }
}

const canArm = selectCan({ type: 'failure.arm' })
const canClear = selectCan({ type: 'failure.clear' })
const canReset = selectCan({ type: 'reset.ask' })
const CLOCK_STEPS = [1, 7] as const
const canMoveClock = Object.fromEntries(
  CLOCK_STEPS.map((days) => [days, selectCan({ type: 'clock.forward', days })]),
) as Record<(typeof CLOCK_STEPS)[number], ReturnType<typeof selectCan>>

/** The panel's content: clock, failure injection, reset and the orders with their actions. */
export function SimulatorContent({ client = api }: { readonly client?: SimulatorClient }) {
  // Status names are the order lists' own (orders:status), never written again here.
  const { t, i18n } = useTranslation(['simulator', 'orders'])
  const statusName = (status: FeOrderStatus) => t(`orders:status.${status}`)
  const failureName = (kind: SimFailureKind) => t(`failure.kinds.${kind}`)
  const id = useId()
  // The hooks read the i18n instance when they run, so a toast follows a change of language.
  const [machine] = useState(() =>
    provideSimulator(client, {
      tell: (report) => {
        const text = reportText(i18n, report)
        if (text) notify({ severity: 'success', text, life: 3000 })
      },
      ordersChanged: () => ordersChanged.publish(),
      confirmReset: () => window.confirm(i18n.t('simulator:reset.confirm')),
    }),
  )
  const actor = useActorRef(machine, { inspect })
  const clock = useSelector(actor, selectClock)
  const page = useSelector(actor, selectPage)
  const first = useSelector(actor, selectFirst)
  const status = useSelector(actor, selectStatusFilter)
  const failure = useSelector(actor, selectFailure)
  const pendingFailure = useSelector(actor, selectPendingFailure)
  const armEnabled = useSelector(actor, canArm)
  const clearEnabled = useSelector(actor, canClear)
  const resetEnabled = useSelector(actor, canReset)
  const forwardOne = useSelector(actor, canMoveClock[1])
  const forwardSeven = useSelector(actor, canMoveClock[7])
  const forwardEnabled = { 1: forwardOne, 7: forwardSeven }

  const statusOptions = [
    { label: t('orders.all'), value: null },
    ...FE_ORDER_STATUSES.filter((s) => s !== 0).map((s) => ({ label: statusName(s), value: s })),
  ]

  return (
    <div className="simulator">
      <section aria-labelledby={`${id}-clock`} className="simulator-section">
        <h3 id={`${id}-clock`}>{t('clock.title')}</h3>
        <p data-testid="sim-clock">
          {/* The business time DD-MM-YYYY HH:mm, and how far it is ahead of real time (R-I18N-012). */}
          {clock
            ? t(clock.OffsetDays === 0 ? 'clock.nowReal' : 'clock.now', {
                now: screenDateTime(clock.Now),
                days: clock.OffsetDays,
              })
            : t('clock.loading')}
        </p>
        <div className="simulator-row">
          {CLOCK_STEPS.map((days) => (
            <ActionButton
              key={days}
              label={t('clock.forward', { days })}
              icon="pi pi-forward"
              size="small"
              disabled={!forwardEnabled[days]}
              onClick={() => actor.send({ type: 'clock.forward', days })}
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
            onChange={(value: SimFailureKind) => actor.send({ type: 'failure.choose', kind: value })}
          />
          <ActionButton
            label={t('failure.arm')}
            icon="pi pi-bolt"
            size="small"
            severity="warning"
            disabled={!armEnabled}
            onClick={() => actor.send({ type: 'failure.arm' })}
          />
          {pendingFailure !== null && (
            <ActionButton
              label={t('failure.clear')}
              size="small"
              text
              disabled={!clearEnabled}
              onClick={() => actor.send({ type: 'failure.clear' })}
            />
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
          disabled={!resetEnabled}
          onClick={() => actor.send({ type: 'reset.ask' })}
        />
      </section>

      <StatementEntry />

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
            onChange={(value: FeOrderStatus | null) => actor.send({ type: 'panel.status', status: value })}
          />
        </div>
        <DataTable
          value={[...page.rows]}
          dataKey="Id"
          lazy
          paginator
          rows={SIM_PAGE_SIZE}
          first={first}
          totalRecords={page.total}
          onPage={(e: DataTablePageEvent) => actor.send({ type: 'panel.page', first: e.first })}
          emptyMessage={t('orders.empty')}
          size="small"
          // On a phone each order stacks, its cells labelled, so no column is past the edge (R-DESK-007).
          responsiveLayout="stack"
          breakpoint="640px"
        >
          <Column field="OrderNumber" header={t('orders.number')} />
          {/* Every company's orders are the back office's: their histories open from here (decision 0340). */}
          <Column
            header={t('orders.history')}
            body={(row: SimOrder) => (
              <a
                href={orderReplayPath(row.Id)}
                aria-label={t('orders.historyOf', { orderNumber: row.OrderNumber })}
              >
                {t('orders.history')}
              </a>
            )}
          />
          <Column
            header={t('orders.customer')}
            body={(row: SimOrder) => `${row.CustomerCode} (${row.Account})`}
          />
          <Column header={t('orders.status')} body={(row: SimOrder) => statusName(row.FeOrderStatus)} />
          <Column
            header={t('orders.actions')}
            body={(row: SimOrder) => <RowActions actor={actor} row={row} />}
          />
        </DataTable>
      </section>

      <CancelDialog actor={actor} />
      <ChangeDialog actor={actor} />
    </div>
  )
}

/** An order's action buttons, each enabled exactly when the machine takes it (R-API-038). */
function RowActions({ actor, row }: { readonly actor: SimulatorActor; readonly row: SimOrder }) {
  const { t } = useTranslation('simulator')
  const select = useMemo(() => selectRowActions(row), [row])
  const enabled = useSelector(actor, select, shallowEqual)
  return (
    <div className="simulator-actions">
      {SIM_ACTIONS.map((action, at) => (
        <ActionButton
          key={action}
          label={t(`actions.${action}`)}
          size="small"
          outlined
          disabled={!enabled[at]}
          aria-label={t('actions.label', {
            action: t(`actions.${action}`),
            orderNumber: row.OrderNumber,
          })}
          onClick={() => actor.send({ type: 'order.act', action, order: row })}
        />
      ))}
    </div>
  )
}

function CancelDialog({ actor }: { readonly actor: SimulatorActor }) {
  const { t } = useTranslation('simulator')
  const id = useId()
  const order = useSelector(actor, selectCancelling)
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  return (
    <Dialog
      header={t('cancel.title', { orderNumber: order?.OrderNumber ?? '' })}
      visible={order !== null}
      onHide={() => actor.send({ type: 'dialog.dismiss' })}
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
        <Button
          label={t('cancel.confirm')}
          severity="danger"
          onClick={() => actor.send({ type: 'cancel.confirm', reason, note })}
        />
      </div>
    </Dialog>
  )
}

function ChangeDialog({ actor }: { readonly actor: SimulatorActor }) {
  const { t } = useTranslation('simulator')
  const id = useId()
  const order = useSelector(actor, selectChanging)
  const today = useSelector(actor, selectToday)
  const [eta, setEta] = useState('')
  const [cost, setCost] = useState('0')
  const percent = Number(cost)
  // The machine's guard says whether the ETA and the cost will do (R-API-037).
  const valid = useSelector(actor, (s) =>
    s.can({ type: 'change.confirm', etaDate: eta, costPercent: percent }),
  )
  return (
    <Dialog
      header={t('change.title', { orderNumber: order?.OrderNumber ?? '' })}
      visible={order !== null}
      onHide={() => actor.send({ type: 'dialog.dismiss' })}
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
        <Button
          label={t('change.confirm')}
          disabled={!valid}
          onClick={() => actor.send({ type: 'change.confirm', etaDate: eta, costPercent: percent })}
        />
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
      header={t('title', { context: DESK_CONTEXT })}
      aria-label={t('title', { context: DESK_CONTEXT })}
      className="simulator-sidebar"
    >
      <SimulatorContent />
    </ModalDrawer>
  )
}
