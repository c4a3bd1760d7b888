// /myWork/myWorkplace (R-WORK-001..006, decisions 0240, 0241): for one of the user's
// companies or all of them, and a year, the sales performance (a line chart) and the pulse report
// (a bar chart), each with a table view and a caption; the top 10 products; the monthly inventory
// upload and the year's uploads. The company is in the address (`?company=`), so a view can be
// shared; a code not the user's there is never requested (R-WORK-004).
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerRef } from '../../api/contracts/auth'
import { formatMonth, lngOf } from '../../lib/format'
import { inspect } from '../../lib/inspection'
import { ordersChanged } from '../../lib/orders-changed'
import { salesMonthRows, yearsOffered, type WorkplaceSnapshot } from '../../machines/workplace'
import { ChartCard } from './ChartCard'
import { PulseTable, SalesTable } from './FigureTables'
import { InventoryUpload } from './InventoryUpload'
import { TopProducts } from './TopProducts'
import { provideWorkplace, type WorkplaceClient } from './workplace.wiring'
import { WorkplaceToolbar } from './WorkplaceToolbar'
import './workplace.css'

export interface WorkplaceScreenProps {
  readonly client: WorkplaceClient
  readonly customers: readonly CustomerRef[]
  /** The `company` query: '' for all. */
  readonly requestedCode: string
  /** The business month, `YYYY-MM`. */
  readonly currentMonth: string
  /** Tells the address which company is shown ('' for all). */
  readonly onCompanyShown: (code: string) => void
}

/** Line and bar colours: each at least 4.5:1 on white (blue-700 7.0, amber-800 7.1, teal-700 5.5). */
const COLORS = { cases: '#1d4ed8', target: '#92400e', orders: '#0f766e' } as const

const selectSnapshot = (s: WorkplaceSnapshot) => s

export function WorkplaceScreen(props: WorkplaceScreenProps) {
  const { t, i18n } = useTranslation(['workplace', 'shell'])
  const lng = lngOf(i18n.language)
  const actor = useActorRef(provideWorkplace(props.client), {
    input: {
      customerCodes: props.customers.map((c) => c.CustomerCode),
      requestedCode: props.requestedCode,
      currentMonth: props.currentMonth,
    },
    inspect,
  })
  const snapshot = useSelector(actor, selectSnapshot)
  const { context } = snapshot
  const { send } = actor
  // Orders placed elsewhere move this month's figures (decision 0100): reload when told, and each
  // time a kept-alive page is shown again.
  useEffect(() => ordersChanged.subscribe(() => actor.send({ type: 'figures.reload' })), [actor])
  const { onCompanyShown } = props
  useEffect(() => {
    if (context.foreignCode === null) onCompanyShown(context.company)
  }, [context.company, context.foreignCode, onCompanyShown])

  const loading = !snapshot.matches({ figures: 'ready' }) || context.figures === null
  const rows = context.figures
    ? salesMonthRows(context.figures.sales, context.figures.pulse, context.currentMonth)
    : []
  const labels = rows.map((r) => formatMonth(r.month, lng))
  const companyName =
    context.company === ''
      ? t('workplace:company.all')
      : `${context.company} - ${props.customers.find((c) => c.CustomerCode === context.company)?.CustomerName ?? ''}`
  const scope = { company: companyName, year: context.year }

  return (
    <section className="workplace" aria-labelledby="workplace-title" aria-busy={loading}>
      <h1 id="workplace-title">{t('shell:route.myWorkplace')}</h1>
      <WorkplaceToolbar
        companies={props.customers.map((c) => ({
          value: c.CustomerCode,
          label: `${c.CustomerCode} - ${c.CustomerName}`,
        }))}
        company={context.company}
        years={yearsOffered(context.currentMonth)}
        year={context.year}
        onCompany={(code) => send({ type: 'company.select', code })}
        onYear={(year) => send({ type: 'year.select', year })}
      />
      {context.foreignCode !== null ? (
        <p className="workplace-error" role="alert" data-testid="foreign-company">
          {t('workplace:company.notYours', { code: context.foreignCode })}
        </p>
      ) : null}
      {snapshot.matches({ figures: 'failed' }) ? (
        <p className="workplace-error" role="alert">
          {t('workplace:loadFailed')}{' '}
          <button
            type="button"
            className="p-button p-button-sm p-button-text"
            onClick={() => send({ type: 'figures.reload' })}
          >
            {t('common:actions.retry')}
          </button>
        </p>
      ) : null}
      <div className="workplace-charts">
        <ChartCard
          id="sales-chart"
          title={t('workplace:sales.title')}
          caption={t('workplace:sales.caption', scope)}
          type="line"
          labels={labels}
          loading={loading}
          series={[
            { label: t('workplace:table.cases'), values: rows.map((r) => r.quantity), color: COLORS.cases },
            {
              label: t('workplace:table.target'),
              values: rows.map((r) => r.targetQuantity),
              color: COLORS.target,
              dashed: true,
            },
          ]}
          table={<SalesTable rows={rows} />}
        />
        <ChartCard
          id="pulse-chart"
          title={t('workplace:pulse.title')}
          caption={t('workplace:pulse.caption', scope)}
          type="bar"
          labels={labels}
          loading={loading}
          series={[
            {
              label: t('workplace:table.orders'),
              values: rows.map((r) => r.orderCount),
              color: COLORS.orders,
            },
          ]}
          table={<PulseTable rows={rows} />}
        />
      </div>
      <TopProducts products={context.figures?.top ?? null} caption={t('workplace:top.caption', scope)} />
      <InventoryUpload snapshot={snapshot} send={send} customers={props.customers} />
    </section>
  )
}
