// An order list's state in the address (R-CONF-022, decisions 0210 and 0203): the filters, the
// page and its size are read once when the screen opens (corrected where a crafted address asks
// for what cannot be shown) and written back, replacing the entry, whenever the list moves; the
// drawer's `orderId` is left as it is. An address changed from outside (a link, back) is followed,
// even while the list's own move waits to be written (decision 0321). The address is written
// once the list's new page is painted (decision 0308).
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import {
  addressViewOf,
  sameFields,
  type ListState,
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

/** The list's own part of an address (its keys, as the list reads them), to compare two addresses. */
const listPartOf = (address: ListAddress, params: URLSearchParams, known: UrlContext): string =>
  address.write(address.read(params, known), new URLSearchParams()).toString()

/** Keeps the address and the list machine in step, both ways. */
export function useListAddress(
  address: ListAddress,
  list: Pick<OrderList, 'actorRef' | 'send'>,
  known: UrlContext,
) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const { filters, pageIndex, pageSize, settled } = useSelector(list.actorRef, addressViewOf, sameFields)
  /** The address this hook wrote last. */
  const written = useRef<string | null>(null)
  /** The list's part of the address last seen. */
  const seen = useRef<string | null>(null)
  /** Drops the address write that waits for the next paint. */
  const dropWrite = useRef<(() => void) | null>(null)

  // The list moved: the address follows, replacing the entry (no history entry per keystroke),
  // once the new page is shown and painted (decision 0308): writing the address is a navigation
  // that renders the routes again, which held the rows back by a frame or more.
  useEffect(() => {
    const state = { filters, pageIndex, pageSize }
    if (!settled || address.write(state, params).toString() === params.toString()) return
    const from = listPartOf(address, params, known)
    const drop = afterPaint(() => {
      dropWrite.current = null
      // The address as it is now, not as this render saw it: the drawer's `orderId` may have
      // been set in the frame since (the router hands the render's own params to `current`).
      const now = new URLSearchParams(window.location.search)
      // The address was changed from outside meanwhile (a link, back): it wins (decision 0321),
      // and the list follows it (below) once the router has rendered it.
      if (listPartOf(address, now, known) !== from) return
      const next = address.write(state, now)
      written.current = next.toString()
      setParams(next, { replace: true })
    })
    dropWrite.current = drop
    return () => {
      drop()
      dropWrite.current = null
    }
    // Only the list's state writes the address; `params` is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters, pageIndex, pageSize, settled])

  // A new address: the list follows it when it came from outside (decision 0321): back or
  // forward, or a navigation that changed the list's own part of the address (a link, a
  // notification), even while the list's own move waits to be written; that write is dropped,
  // never applied over it. The list's own write, and a change of other keys only (the drawer's
  // `orderId`), leave the list as it is.
  useEffect(() => {
    const search = params.toString()
    const part = listPartOf(address, params, known)
    const moved = seen.current !== null && part !== seen.current
    seen.current = part
    if (navigationType !== 'POP' && (search === written.current || !moved)) return
    dropWrite.current?.()
    dropWrite.current = null
    const asked = address.read(params, known)
    list.send({
      type: 'list.show',
      filters: asked.filters,
      pageIndex: asked.pageIndex,
      pageSize: asked.pageSize,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location])
}
