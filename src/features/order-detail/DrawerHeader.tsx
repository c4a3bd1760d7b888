// The drawer's header (R-PEND-009, R-PEND-014..016): the title, the order's status badge as the
// lists show it (R-LIST-003), the customer as code_name, the BB number and the submitted date. When
// the title is the status itself, the badge is the title, so the status is said once (R-LIST-004).
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Order } from '../../api/contracts/order-entities'
import { screenDateTime } from '../../components/orders/format'
import { StatusBadge } from '../../components/StatusBadge'
import { orderReplayPath } from '../../lib/paths'
import { drawerTitleOf, type Viewer } from '../../machines/order-detail'

// The replay reads the order's stored events from the mock's event store (decision 0262), so the
// analysts' link exists in mock mode only; tested on the raw build-time variable (decision 0044).
const REPLAY_AVAILABLE = !import.meta.env.VITE_API_BASE_URL

/** The drawer's title: its words, and whether they are the order's status (then the badge says them). */
export interface DrawerTitleText {
  readonly text: string
  readonly isStatus: boolean
}

export function useDrawerTitle(order: Order, viewer: Viewer): DrawerTitleText {
  const { t } = useTranslation(['orderDetail', 'orders'])
  const title = drawerTitleOf(order, viewer)
  return title.kind === 'status'
    ? { text: t(`orders:status.${title.status}`), isStatus: true }
    : { text: t(`orderDetail:title.${title.kind}`), isStatus: false }
}

export function DrawerHeader({
  order,
  headingId,
  title,
}: {
  readonly order: Order
  readonly headingId: string
  readonly title: DrawerTitleText
}) {
  const { t } = useTranslation(['orderDetail', 'orders'])
  return (
    <div className="order-detail__header">
      <h2 id={headingId} className={title.isStatus ? 'order-detail__status-title' : undefined}>
        {title.isStatus ? <StatusBadge status={order.FeOrderStatus} /> : title.text}
      </h2>
      <dl className="order-detail__facts">
        {title.isStatus ? null : (
          <div>
            <dt>{t('orders:table.status')}</dt>
            <dd>
              <StatusBadge status={order.FeOrderStatus} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('header.customer')}</dt>
          <dd>{`${order.CustomerCode}_${order.CustomerName}`}</dd>
        </div>
        <div>
          <dt>{t('header.orderNumber')}</dt>
          <dd>{order.OrderNumber}</dd>
        </div>
        <div>
          <dt>{t('header.submitDate')}</dt>
          <dd>{order.SubmitDate === null ? t('header.notSubmitted') : screenDateTime(order.SubmitDate)}</dd>
        </div>
      </dl>
      {REPLAY_AVAILABLE ? (
        <Link className="order-detail__history" to={orderReplayPath(order.Id)}>
          {t('header.history')}
        </Link>
      ) : null}
    </div>
  )
}
