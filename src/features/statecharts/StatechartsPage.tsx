// The statechart viewer (/statecharts, decisions 0260-0262): a standalone page (it fits the
// inspector dock's frame and a window of its own), in no menu. Live: the app's actors and their
// charts. Order replay (mock mode): an order's life through the order-lifecycle machine.
import { TabPanel, TabView } from 'primereact/tabview'
import '../../components/prime-locale'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { replayOrderIdOf } from '../../lib/paths'
import { withTexts } from '../../i18n/with-texts'
import { LiveView } from './LiveView'
import './statecharts.css'

// The replay reads the mock's event store through the simulator's endpoints. Tested on the raw
// build-time variable (decision 0044), so a real-API build drops it and names no api/__sim/ path
// (R-API-035).
const ReplayView = !import.meta.env.VITE_API_BASE_URL
  ? lazy(
      withTexts(['statecharts', 'orders'], () =>
        import('./ReplayView').then((m) => ({ default: m.ReplayView })),
      ),
    )
  : null

export default function StatechartsPage() {
  const { t } = useTranslation('statecharts')
  const [params] = useSearchParams()
  const replayId = replayOrderIdOf(params)
  return (
    <main className="statecharts">
      <div className="statecharts__header">
        <h1>{t('page.title')}</h1>
        <LanguageSwitch />
      </div>
      <p>{t('page.intro')}</p>
      <TabView activeIndex={replayId === null ? 0 : 1} renderActiveOnly={false}>
        <TabPanel header={t('page.live')}>
          <LiveView />
        </TabPanel>
        <TabPanel header={t('page.replay')}>
          {ReplayView ? (
            <Suspense fallback={null}>
              <ReplayView orderId={replayId} />
            </Suspense>
          ) : (
            <p>{t('replay.mockOnly')}</p>
          )}
        </TabPanel>
      </TabView>
    </main>
  )
}
