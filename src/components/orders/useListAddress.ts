// An order list's state in the address (R-CONF-022, decisions 0210 and 0203): the filters, the
// page and its size are read once when the screen opens (corrected where a crafted address asks
// for what cannot be shown) and written back, replacing the entry, whenever the list moves; the
// drawer's `orderId` is left as it is. An address changed from outside (a link, back) is followed.
import { useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  sameFilters,
  type ListState,
  type OrderListFilterChange,
  type ReadState,
  type UrlContext,
} from '../../machines/order-list'
import type { OrderList } from './useOrderList'

/** How a list reads and writes its own query keys. */
export interface ListAddress {
  readonly read: (params: URLSearchParams, known: UrlContext) => ReadState
  readonly write: (state: ListState, base: URLSearchParams) => URLSearchParams
}

/** The state the address asks for when the screen opens. */
export function useInitialListState(address: ListAddress, known: UrlContext): ReadState {
  const [params] = useSearchParams()
  // Read once: afterwards the list machine holds the state and the address follows it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => address.read(params, known), [])
}

const CLEARED: OrderListFilterChange = {
  customerCode: undefined,
  orderNumber: undefined,
  orderStatus: undefined,
  paymentStatuses: undefined,
  etaFrom: undefined,
  etaTo: undefined,
  etdFrom: undefined,
  etdTo: undefined,
}

/** Keeps the address and the list machine in step, both ways. */
export function useListAddress(
  address: ListAddress,
  list: Pick<OrderList, 'snapshot' | 'send'>,
  known: UrlContext,
) {
  const [params, setParams] = useSearchParams()
  const { filters, pageIndex, pageSize } = list.snapshot.context
  const written = useRef<string | null>(null)

  // The list moved: the address follows, replacing the entry (no history entry per keystroke).
  useEffect(() => {
    const next = address.write({ filters, pageIndex, pageSize }, params)
    if (next.toString() !== params.toString()) {
      written.current = next.toString()
      setParams(next, { replace: true })
    }
    // Only the list's state writes the address; `params` is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters, pageIndex, pageSize])

  // The address changed from outside: the list follows it.
  const search = params.toString()
  useEffect(() => {
    if (search === written.current) return
    const read = address.read(new URLSearchParams(search), known)
    if (!sameFilters(read.filters, list.snapshot.context.filters))
      list.send({ type: 'list.filter', filters: { ...CLEARED, ...read.filters } })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search])
}
