// What an order list says when it has no rows to show: loading, failed (with a retry), or empty.
// Shared by the table and the phone's cards.
import { Button } from '../Button'
import { useTranslation } from 'react-i18next'

export interface OrderListStateProps {
  /** A page is on its way. */
  readonly loading: boolean
  /** A page has arrived since the list opened. */
  readonly loaded: boolean
  /** The last load failed (the request layer has said why in a toast). */
  readonly loadFailed: boolean
  /** What an empty list says ("You have no drafts"). */
  readonly emptyText: string
  readonly onRetry?: (() => void) | undefined
}

export function OrderListState(props: OrderListStateProps) {
  const { t } = useTranslation('orders')
  if (props.loading && !props.loaded) return <span className="order-table__state">{t('table.loading')}</span>
  if (props.loadFailed)
    return (
      <span className="order-table__state">
        {t('table.loadFailed')}{' '}
        {props.onRetry ? (
          <Button
            type="button"
            link
            label={t('common:actions.retry')}
            onClick={props.onRetry}
            className="p-0"
          />
        ) : null}
      </span>
    )
  return <span className="order-table__state">{props.emptyText}</span>
}
