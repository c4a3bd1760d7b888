// /online/online (R-ROUTE-003, decision 0040): the place-order screen with the app's request layer, local storage,
// toasts and router. `?draftId=<Id>` (from the draft list) opens that draft for editing; the
// query is dropped once acted on, so a reload restores the saved state instead. `?addProduct=<code>`
// (the homepage's 'order', decision 0232) adds that product to the cart, and is dropped the same way;
// so is `?reorder=<orderId>&lines=<code,code>` ("Order again", R-REORDER-001), and
// `?template=<id>` ("Order from template", R-TPL-009).
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { api } from '../../api/client'
import { notify } from '../../lib/notify'
import { storage } from '../../lib/storage'
import { useSession } from '../../components/session/session-context'
import {
  ADD_PRODUCT_PARAM,
  DRAFT_ID_PARAM,
  REORDER_LINES_PARAM,
  REORDER_PARAM,
  TEMPLATE_PARAM,
  withoutParam,
} from '../../lib/paths'
import { createBusinessDay, serverNowOf } from '../../components/business-day'
import { PlaceOrderScreen } from './PlaceOrderScreen'

const NO_CUSTOMERS: readonly never[] = []
/** Today's business date: Vietnam's, and in mock mode the server's (decision 0161; the machine never reads a clock). */
const businessDay = createBusinessDay({
  now: () => Date.now(),
  // Tested at build time, so a real-API build drops the simulator's clock with this branch.
  serverNow: import.meta.env.VITE_API_BASE_URL ? undefined : serverNowOf(api),
})

export default function PlaceOrderPage() {
  const { userInfo } = useSession()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const draftId = params.get(DRAFT_ID_PARAM)
  const addProduct = params.get(ADD_PRODUCT_PARAM)
  const reorder = params.get(REORDER_PARAM)
  const reorderLines = params.get(REORDER_LINES_PARAM)
  const template = params.get(TEMPLATE_PARAM)
  const dropParam = useCallback(
    (name: string) => setParams(withoutParam(name), { replace: true }),
    [setParams],
  )
  const onDraftIdHandled = useCallback(() => dropParam(DRAFT_ID_PARAM), [dropParam])
  const onTemplateHandled = useCallback(() => dropParam(TEMPLATE_PARAM), [dropParam])
  const onAddProductHandled = useCallback(() => dropParam(ADD_PRODUCT_PARAM), [dropParam])
  const onReorderHandled = useCallback(
    () =>
      setParams((p) => withoutParam(REORDER_LINES_PARAM)(withoutParam(REORDER_PARAM)(p)), { replace: true }),
    [setParams],
  )
  // A cart another tab placed: a fresh screen (it reads the emptied storage) and a notice.
  const [generation, setGeneration] = useState(0)
  const onPlacedElsewhere = useCallback(() => {
    notify({ severity: 'info', key: 'placeOrder:notice.placedElsewhere', life: 8000 })
    setGeneration((g) => g + 1)
  }, [])
  return (
    <PlaceOrderScreen
      key={generation}
      onPlacedElsewhere={onPlacedElsewhere}
      client={api}
      storage={storage}
      notify={notify}
      navigate={navigate}
      customers={userInfo?.CustomerList ?? NO_CUSTOMERS}
      customerTypeName={userInfo?.CustomerTypeName ?? ''}
      today={businessDay.today}
      refreshToday={businessDay.refresh}
      draftId={draftId}
      onDraftIdHandled={onDraftIdHandled}
      addProduct={addProduct}
      onAddProductHandled={onAddProductHandled}
      reorder={reorder}
      reorderLines={reorderLines}
      onReorderHandled={onReorderHandled}
      template={template}
      onTemplateHandled={onTemplateHandled}
    />
  )
}
