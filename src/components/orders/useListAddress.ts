// An order list's state in the address (R-CONF-022, decisions 0210 and 0203): the filters, the
// page and its size are read once when the screen opens (corrected where a crafted address asks
// for what cannot be shown) and written back, replacing the entry, whenever the list moves; the
// drawer's `orderId` is left as it is. An address changed from outside (a link, back) is followed.
// The address is written once the list's new page is painted (decision 0308).
import { useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  isLoading,
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

/** After the browser has painted what is rendered now. */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** Keeps the address and the list machine in step, both ways. */
export function useListAddress(
  address: ListAddress,
  list: Pick<OrderList, 'snapshot' | 'send'>,
  known: UrlContext,
) {
  const [params, setParams] = useSearchParams()
  const { filters, pageIndex, pageSize } = list.snapshot.context
  const settled = !isLoading(list.snapshot)
  const written = useRef<string | null>(null)
  /** The list moved and the address has not followed yet. */
  const behind = useRef(false)

  // The list moved: the address follows, replacing the entry (no history entry per keystroke),
  // once the new page is shown and painted (decision 0308): writing the address is a navigation
  // that renders the routes again, which held the rows back by a frame or more.
  useEffect(() => {
    const state = { filters, pageIndex, pageSize }
    behind.current = address.write(state, params).toString() !== params.toString()
    if (!behind.current) return
    if (!settled) return
    return afterPaint(() => {
      behind.current = false
      setParams(
        () => {
          // The address as it is now, not as this render saw it: the drawer's `orderId` may have
          // been set in the frame since (the router hands the render's own params to `current`).
          const next = address.write(state, new URLSearchParams(window.location.search))
          written.current = next.toString()
          return next
        },
        { replace: true },
      )
    })
    // Only the list's state writes the address; `params` is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters, pageIndex, pageSize, settled])

  // The address changed from outside: the list follows it (not while the address is behind the
  // list: that address is the list's own, from before its latest move).
  const search = params.toString()
  useEffect(() => {
    if (search === written.current || behind.current) return
    const read = address.read(new URLSearchParams(search), known)
    if (!sameFilters(read.filters, list.snapshot.context.filters))
      list.send({ type: 'list.filter', filters: { ...CLEARED, ...read.filters } })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search])
}
