// The statechart viewer (/statecharts, decisions 0260-0262): a standalone page (it fits the
// inspector dock's frame and a window of its own), in no menu. Live: the app's actors and their
// charts. Order replay (mock mode): an order's life through the order-lifecycle machine.
import { TabPanel, TabView } from 'primereact/tabview'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { apiBaseUrl } from '../../lib/env'
import { replayOrderIdOf } from '../../lib/paths'
import { LiveView } from './LiveView'
import { ReplayView } from './ReplayView'
import './statecharts.css'

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
          {apiBaseUrl === '' ? <ReplayView orderId={replayId} /> : <p>{t('replay.mockOnly')}</p>}
        </TabPanel>
      </TabView>
    </main>
  )
}
