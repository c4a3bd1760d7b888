// The order rows by customer and status (decision 0307): beside the @msw/data projection, kept in
// step by the event store wherever it writes that projection (replay, and each order's evolve), so
// a list's query reads only the rows of the asked customers and statuses instead of scanning every
// order. Each bucket keeps its rows in id order, which is the projection's order (ids follow
// creation, decision 0287), so a query answers the rows in the order the scan did.
import type { FeOrderStatus } from '../api/contracts/common'
import type { OrderListRow } from './db'

/** Where `id` sits in rows sorted by id, or where it would go. */
function positionOf(rows: readonly OrderListRow[], id: number): number {
  let low = 0
  let high = rows.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (rows[mid]!.Id < id) low = mid + 1
    else high = mid
  }
  return low
}

export class OrderRowIndex {
  readonly #buckets = new Map<string, Map<FeOrderStatus, OrderListRow[]>>()
  readonly #rows = new Map<number, OrderListRow>()
  /**
   * How often each customer's rows changed, and the index as a whole was emptied: an answer made
   * from some customers' rows holds while their counts stay (decision 0388).
   */
  readonly #changes = new Map<string, number>()
  #clears = 0

  clear(): void {
    this.#buckets.clear()
    this.#rows.clear()
    this.#changes.clear()
    this.#clears += 1
  }

  /** A mark that changes whenever a row of one of these customers does (or the index is emptied). */
  stampOf(customerCodes: readonly string[]): string {
    let stamp = String(this.#clears)
    for (const code of customerCodes) stamp += `:${this.#changes.get(code) ?? 0}`
    return stamp
  }

  /** A mark that changes whenever any row does (or the index is emptied). */
  stampOfAll(): string {
    return `${this.#clears}:${this.#changesOfAll}`
  }

  #changesOfAll = 0

  #changed(code: string) {
    this.#changes.set(code, (this.#changes.get(code) ?? 0) + 1)
    this.#changesOfAll += 1
  }

  /** Adds an order's row, or replaces the one it had (which may sit under another status). */
  put(row: OrderListRow): void {
    this.remove(row.Id)
    const byStatus = this.#buckets.get(row.CustomerCode) ?? new Map<FeOrderStatus, OrderListRow[]>()
    this.#buckets.set(row.CustomerCode, byStatus)
    const rows = byStatus.get(row.FeOrderStatus) ?? []
    byStatus.set(row.FeOrderStatus, rows)
    rows.splice(positionOf(rows, row.Id), 0, row)
    this.#rows.set(row.Id, row)
    this.#changed(row.CustomerCode)
  }

  /** Forgets a deleted order's row. */
  remove(id: number): void {
    const row = this.#rows.get(id)
    if (row === undefined) return
    const rows = this.#buckets.get(row.CustomerCode)!.get(row.FeOrderStatus)!
    rows.splice(positionOf(rows, id), 1)
    this.#rows.delete(id)
    this.#changed(row.CustomerCode)
  }

  /** The buckets of these customers in these statuses, each in id order (not to be changed). */
  buckets(customerCodes: ReadonlySet<string>, statuses: ReadonlySet<FeOrderStatus>): OrderListRow[][] {
    const found: OrderListRow[][] = []
    for (const code of customerCodes) {
      const byStatus = this.#buckets.get(code)
      if (byStatus === undefined) continue
      for (const status of statuses) {
        const rows = byStatus.get(status)
        if (rows !== undefined && rows.length > 0) found.push(rows)
      }
    }
    return found
  }

  /** The rows of these customers in these statuses, one bucket after another (not in id order). */
  *bucketRows(
    customerCodes: ReadonlySet<string>,
    statuses: ReadonlySet<FeOrderStatus>,
  ): IterableIterator<OrderListRow> {
    for (const code of customerCodes) {
      const byStatus = this.#buckets.get(code)
      if (byStatus === undefined) continue
      for (const status of statuses) yield* byStatus.get(status) ?? []
    }
  }

  /** The rows of these customers in these statuses that `match` takes, in id order. */
  find(
    customerCodes: ReadonlySet<string>,
    statuses: ReadonlySet<FeOrderStatus>,
    match: (row: OrderListRow) => boolean,
  ): OrderListRow[] {
    const found: OrderListRow[] = []
    for (const row of this.bucketRows(customerCodes, statuses)) if (match(row)) found.push(row)
    return found.sort((a, b) => a.Id - b.Id)
  }
}
