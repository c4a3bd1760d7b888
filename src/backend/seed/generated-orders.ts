// Generated order histories in bulk: the backend bench's logs (scripts/bench-orders.ts) and the
// large demo data set of a `VITE_DEMO_ORDERS` build (decision 0287). Orders go round-robin over
// the given accounts' companies and over the ten statuses, one every few minutes across `days`
// days ending the day before `before`; every event is one the lifecycle machine accepts (checked
// while generating). Orders at 5 get an ETA ahead of `today`, so no auto-completion falls due.
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import {
  canApply,
  initialOrderSnapshot,
  evolve,
  statusOf,
  type OrderEvent,
  type OrderFacts,
} from '../../machines/order-lifecycle'
import type { DemoAccount } from '../accounts'
import { shiftDate } from '../clock'
import type { OrderDocument, StoreRecord } from '../event-records'
import { buildDocument } from '../order-documents'
import { orderNumberOf } from '../order-commands'
import { companyByCode, etaEtdGapOf, type CatalogSeed } from './catalog'

interface Customer {
  readonly account: string
  readonly facts: Omit<OrderFacts, 'etaDate'>
  readonly document: OrderDocument
  readonly gap: number
}

function customersOf(catalog: CatalogSeed, accounts: readonly DemoAccount[], today: string): Customer[] {
  return accounts.flatMap((account) =>
    account.userInfo.CustomerList.map(({ CustomerCode: code }) => {
      const company = companyByCode(catalog, code)!
      const built = buildDocument(catalog, account, {
        customerCode: code,
        warehouseCode: null,
        shippingAddressId: company.addresses[0]!.Id,
        note: 'bench',
        etaDate: today,
        orderProductList: [
          { ProductCode: 'SS001', Quantity: 60 },
          { ProductCode: 'MI004', Quantity: 60 },
        ].filter((l) => code !== 'C1001-02' || l.ProductCode !== 'MI004'),
      })
      if (!built.ok) throw new Error(`generated orders: ${code}: ${built.refusal.key}`)
      return {
        account: account.account,
        facts: {
          customerTypeName: company.customer.CustomerTypeName,
          termsOfPayment: company.customer.TermsOfPayment,
        },
        document: built.document,
        gap: etaEtdGapOf(catalog, code),
      }
    }),
  )
}

export interface GeneratedOrders {
  readonly count: number
  readonly catalog: CatalogSeed
  /** Whose companies the orders belong to. */
  readonly accounts: readonly DemoAccount[]
  /** The business date the orders lie before (YYYY-MM-DD). */
  readonly today: string
  /** The day the orders are created before (default `today`). */
  readonly before?: string
  /** How many days before `before` the first order is created (default 365). */
  readonly days?: number
}

const two = (n: number) => String(n).padStart(2, '0')

/** `count` orders' records, order ids and positions from 1. */
export function generateOrders({
  count,
  catalog,
  accounts,
  today,
  before = today,
  days = 365,
}: GeneratedOrders): StoreRecord[] {
  const all = customersOf(catalog, accounts, today)
  const firstDay = shiftDate(before, -days)
  const records: StoreRecord[] = []
  const minutesPerOrder = Math.max(1, Math.floor((days * 24 * 60) / count))
  for (let i = 0; i < count; i++) {
    const orderId = i + 1
    // Companies and statuses both cycle; the offset pairs every status with every company.
    const customer = all[(i + Math.floor(i / FE_ORDER_STATUSES.length)) % all.length]!
    const target = FE_ORDER_STATUSES[i % FE_ORDER_STATUSES.length]!
    const minute = i * minutesPerOrder
    const day = shiftDate(firstDay, Math.floor(minute / 1440))
    const at = (plusHours: number) => {
      const total = (minute % 1440) + plusHours * 60
      return `${shiftDate(day, Math.floor(total / 1440))} ${two(Math.floor((total % 1440) / 60))}:${two(total % 60)}:00`
    }
    const eta = target === 5 ? shiftDate(today, 20) : shiftDate(day, 14)
    const facts: OrderFacts = { ...customer.facts, etaDate: eta }
    const first: OrderEvent =
      target === 0
        ? { type: 'order.update', by: 'customer', at: at(0), etaDate: eta }
        : { type: 'order.place', by: 'customer', at: at(0), etaDate: eta }
    const voucher = ['/api/__files/1']
    const route: OrderEvent[] = [
      { type: 'order.approve', by: 'backOffice', at: at(1) },
      // Named like an uploaded voucher (R-PAY-008).
      {
        type: 'payment.submit',
        by: 'customer',
        at: at(2),
        paymentList: voucher,
        fileNames: ['uy-nhiem-chi.pdf'],
      },
      { type: 'payment.verify', by: 'backOffice', at: at(3) },
      { type: 'order.process', by: 'backOffice', at: at(4) },
      { type: 'order.ship', by: 'backOffice', at: at(5) },
      target === 7
        ? { type: 'support.request', by: 'customer', at: at(6), supportIdList: [1] }
        : { type: 'order.receive', by: 'customer', at: at(6) },
      { type: 'support.resolve', by: 'backOffice', at: at(7) },
    ]
    records.push({
      kind: 'order',
      seq: records.length + 1,
      orderId,
      event: first,
      opened: {
        account: customer.account,
        orderNumber: orderNumberOf(orderId),
        createTime: first.at,
        facts,
        etdGapDays: customer.gap,
      },
      document: { ...customer.document, EtaDate: eta },
    })
    let snapshot = evolve(initialOrderSnapshot(facts), first)
    const cancelAt = target === 8 ? 1 + (i % 3) : -1
    for (const [step, event] of route.entries()) {
      if (target === 0 || statusOf(snapshot) === target) break
      const next: OrderEvent =
        step === cancelAt ? { type: 'order.cancel', by: 'backOffice', at: event.at, reason: 'bench' } : event
      if (!canApply(snapshot, next)) continue
      snapshot = evolve(snapshot, next)
      records.push({ kind: 'order', seq: records.length + 1, orderId, event: next })
      if (next.type === 'order.cancel') break
    }
  }
  return records
}
