// The status tab buttons along the top (R-CONF-001, R-CONF-002, R-CONF-020): 'All' first, then
// each status of the confirmed list with its count, named in the active language. The pressed
// tab is the list's status filter. Until the first counts arrive, hidden stand-ins of the status
// tabs hold their room, so the filters below do not jump down when they come (CLS, R-PERF-007).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { CONFIRMED_STATUSES, type StatusTab, type StatusTabView } from '../../machines/confirmed-orders'
import { formatCount, lngOf, pairText } from '../../lib/format'

export interface StatusTabsProps {
  readonly tabs: readonly StatusTabView[]
  readonly current: StatusTab
  readonly busy: boolean
  readonly onChoose: (tab: StatusTab) => void
}

// Memoised: it renders again only when its own props change (decision 0323).
export const StatusTabs = memo(function StatusTabs({ tabs, current, busy, onChoose }: StatusTabsProps) {
  const { t, i18n } = useTranslation(['confirmedOrders', 'orders'])
  const lng = lngOf(i18n.language)
  return (
    <div className="confirmed-tabs" role="group" aria-label={t('tabs.label')} aria-busy={busy}>
      {tabs.map(({ tab, count, option }) => {
        const name =
          tab === 'all'
            ? t('tabs.all')
            : option
              ? pairText(option.OrderStatusString_EN, option.OrderStatusString_VN, lng)
              : t(`orders:status.${tab}`)
        return (
          <button
            key={tab}
            type="button"
            className={`confirmed-tabs__tab${tab === current ? ' confirmed-tabs__tab--current' : ''}`}
            aria-pressed={tab === current}
            onClick={() => onChoose(tab)}
          >
            {t('tabs.tab', { name, total: formatCount(count, lng) })}
          </button>
        )
      })}
      {tabs.length === 1 && busy
        ? CONFIRMED_STATUSES.map((status) => (
            <span
              key={status}
              className="confirmed-tabs__tab confirmed-tabs__tab--reserved"
              aria-hidden="true"
            >
              {t('tabs.tab', { name: t(`orders:status.${status}`), total: formatCount(0, lng) })}
            </span>
          ))
        : null}
    </div>
  )
})
