// The heading of an order list page: its title, its intro and the refresh button. The list frame
// renders it, and so does the build's pre-rendered app shell (decision 0301), so the text painted
// before any script runs has the same markup, and the same size, as the app's.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionButton } from '../ActionButton'

export interface OrderListHeadingProps {
  /** The <h1>'s id (it also names the table). */
  readonly headingId: string
  readonly title: string
  readonly intro: string
  readonly canRefresh: boolean
  readonly onRefresh: () => void
}

// Memoised: it renders again only when its own props change (decision 0323).
export const OrderListHeading = memo(function OrderListHeading({
  headingId,
  title,
  intro,
  canRefresh,
  onRefresh,
}: OrderListHeadingProps) {
  const { t } = useTranslation('orders')
  return (
    <div className="order-list-page__header">
      <div>
        <h1 id={headingId}>{title}</h1>
        <p className="order-list-page__intro">{intro}</p>
      </div>
      <ActionButton
        type="button"
        size="small"
        outlined
        icon="pi pi-refresh"
        label={t('table.refresh')}
        disabled={!canRefresh}
        onClick={onRefresh}
      />
    </div>
  )
})
