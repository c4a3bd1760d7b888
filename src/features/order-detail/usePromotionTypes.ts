// The promotion types, loaded once when a drawer's order has a promotion line: only a label (the
// type's name in the active language), so a failed load leaves the name as the order carries it.
import { useEffect, useState } from 'react'
import type { PromotionType } from '../../api/contracts/product-entities'
import type { OrderDetailIO } from './order-detail-io'

const NONE: readonly PromotionType[] = []

export function usePromotionTypes(io: Pick<OrderDetailIO, 'loadPromotionTypes'>, wanted: boolean) {
  const [types, setTypes] = useState(NONE)
  useEffect(() => {
    if (!wanted) return
    let live = true
    io.loadPromotionTypes().then(
      (loaded) => live && setTypes(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [io, wanted])
  return types
}
