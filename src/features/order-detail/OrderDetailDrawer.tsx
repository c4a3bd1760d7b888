// The order detail drawer of the pending and the confirmed screens (decision 0200): 80%
// wide, all of it below 992 px (R-PEND-008, R-SHELL-019), opened by `?orderId=` in the address,
// which the lists set (R-PEND-006, R-ROUTE-007); closing removes it, so a reload reopens the same
// order and the back button closes it. The header (R-PEND-009) and the sections `sectionsOf`
// chooses for the order, the viewer and the screen, each from `./sections`.
import { Button } from '../../components/Button'
import { ModalDrawer } from '../../components/ModalDrawer'
import { keepFocusIn } from '../../components/focus'
import { useCallback, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { Order } from '../../api/contracts/order-entities'
import { useSession } from '../../components/session/session-context'
import { ORDER_ID_PARAM, withoutParam } from '../../lib/paths'
import { orderIdOfQuery, sectionsOf, type DetailScreen, type Viewer } from '../../machines/order-detail'
import { DrawerHeader, useDrawerTitle } from './DrawerHeader'
import { SaveOrderAsTemplate } from './SaveOrderAsTemplate'
import type { OrderDetailIO } from './order-detail-io'
import { SECTIONS } from './sections'
import { useOrderDetail } from './useOrderDetail'
import './order-detail.css'

export interface OrderDetailDrawerProps {
  readonly screen: DetailScreen
  readonly io: OrderDetailIO
}

function OrderBody(props: {
  readonly order: Order
  readonly viewer: Viewer
  readonly screen: DetailScreen
  readonly headingId: string
  readonly reload: () => void
  readonly close: () => void
  readonly io: OrderDetailIO
}) {
  const { order, viewer, screen } = props
  const title = useDrawerTitle(order, viewer)
  return (
    <>
      <DrawerHeader order={order} headingId={props.headingId} title={title} />
      {order.FeOrderStatus === 0 ? null : <SaveOrderAsTemplate order={order} />}
      {sectionsOf(order, viewer, screen).map((id) => {
        const Section = SECTIONS[id]
        return (
          <Section
            // A new status is a new state of the section (a payment machine starts afresh).
            key={`${id}-${order.Id}-${order.FeOrderStatus}`}
            order={order}
            viewer={viewer}
            screen={screen}
            reload={props.reload}
            close={props.close}
            io={props.io}
          />
        )
      })}
    </>
  )
}

export function OrderDetailDrawer({ screen, io }: OrderDetailDrawerProps) {
  const { t } = useTranslation('orderDetail')
  const headingId = useId()
  const [params, setParams] = useSearchParams()
  const raw = params.get(ORDER_ID_PARAM)
  const orderId = orderIdOfQuery(raw)
  const { view, order, send } = useOrderDetail(io, orderId)
  const { userInfo } = useSession()
  const viewer: Viewer = { customerTypeName: userInfo?.CustomerTypeName ?? '' }

  const close = useCallback(() => {
    setParams(withoutParam(ORDER_ID_PARAM))
  }, [setParams])
  const reload = useCallback(() => send({ type: 'detail.reload' }), [send])

  return (
    <ModalDrawer
      visible={orderId !== undefined}
      position="right"
      onHide={close}
      blockScroll
      className="order-detail"
      ariaCloseLabel={t('drawer.close')}
      pt={{
        root: { 'aria-labelledby': headingId } as object,
        // The content scrolls: keyboard users reach it too (axe scrollable-region-focusable).
        content: { tabIndex: 0 },
      }}
    >
      {view === 'ready' && order !== null ? (
        <OrderBody
          io={io}
          order={order}
          viewer={viewer}
          screen={screen}
          headingId={headingId}
          reload={reload}
          close={close}
        />
      ) : (
        <div className="order-detail__state" aria-live="polite" aria-busy={view === 'loading'}>
          <h2 id={headingId}>{t('drawer.label', { orderNumber: raw ?? '' })}</h2>
          {view === 'loading' || view === 'closed' ? <p>{t('drawer.loading')}</p> : null}
          {view === 'missing' ? <p role="alert">{t('drawer.missing')}</p> : null}
          {view === 'invalid' ? <p role="alert">{t('drawer.invalid', { value: raw ?? '' })}</p> : null}
          {view === 'failed' ? (
            <>
              <p role="alert">{t('drawer.failed')}</p>
              <Button
                type="button"
                label={t('common:actions.retry')}
                onClick={(event) => {
                  // The button goes while the order loads: the drawer's content, which stays,
                  // keeps the focus rather than the page's body (decision 0330).
                  keepFocusIn(event.currentTarget.closest('.p-sidebar-content'))
                  send({ type: 'detail.retry' })
                }}
              />
            </>
          ) : null}
        </div>
      )}
    </ModalDrawer>
  )
}
