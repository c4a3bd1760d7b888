// The list opens an order's detail drawer by putting its id in the address (`?orderId=`,
// R-PEND-006, R-ROUTE-007); the drawer (composed beside the list by the app) reads it and removes
// it on close, so a reload or a shared link reopens the same order.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ORDER_ID_PARAM } from '../../lib/paths'

export function useOpenOrder(): (orderId: number) => void {
  const [, setParams] = useSearchParams()
  return useCallback(
    (orderId: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        next.set(ORDER_ID_PARAM, String(orderId))
        return next
      }),
    [setParams],
  )
}
