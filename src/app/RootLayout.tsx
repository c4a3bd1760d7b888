// The root of every page: the navigation progress bar, the document title, scroll-to-top on
// navigation, and the state inspector's dock when it is switched on.
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom'
import { PRODUCT_NAME_KEY } from '../lib/env'
import { PATHS } from '../lib/paths'
import { takeOverPrerenderedPage } from '../lib/prerendered'
import { inspectRequested } from '../machines/layout/layout.rules'
import { appActors } from './instance'
import { showNavigationProgress } from './progress-bar'
import { usePreloadOnFirstInteraction } from './warm-up'
import type { RouteHandle } from './routes'

// The dock (and PrimeReact's Button with it) loads only when the inspector is switched on, so no
// page pays for it otherwise (decision 0250).
const InspectorDock = lazy(() =>
  import('../features/shell/InspectorDock').then((m) => ({ default: m.InspectorDock })),
)

/** `?inspect` in the first address switches the inspector on for the page's lifetime. */
const inspectFromUrl = typeof window !== 'undefined' && inspectRequested(window.location.search)

/** R-SHELL-011: the route's title, then ' - ' and the product name. */
export function documentTitle(t: (key: string) => string, titleKey: string | undefined): string {
  const product = t(PRODUCT_NAME_KEY)
  return titleKey ? `${t(titleKey)} - ${product}` : product
}

export function RootLayout() {
  const navigation = useNavigation()
  const location = useLocation()
  const matches = useMatches()
  const { t, i18n } = useTranslation()
  const titleKey = (matches.at(-1)?.handle as RouteHandle | undefined)?.meta.titleKey
  const inspectorSetting = useSelector(appActors.layout, (s) => s.context.settings.inspector)
  const [dismissed, setDismissed] = useState(false)

  // The first screen is ready: it replaces the pre-rendered login page, before the browser paints
  // (decision 0252). The login screen has taken what was typed there during its render.
  useLayoutEffect(takeOverPrerenderedPage, [])
  usePreloadOnFirstInteraction()

  useEffect(() => showNavigationProgress(navigation.state !== 'idle'), [navigation.state])

  useEffect(() => {
    document.title = documentTitle(t, titleKey)
  }, [t, titleKey, i18n.language])

  // R-SHELL-012: every navigation starts at the top. Not on the first page: it starts there, and
  // scrolling makes the browser lay the page out at once, in the first render's task.
  const firstAddress = useRef(true)
  useEffect(() => {
    if (firstAddress.current) {
      firstAddress.current = false
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('main-content')?.scrollTo(0, 0)
  }, [location.pathname, location.search])

  // Never on the viewer itself (decision 0260): the viewer does not inspect itself.
  const inspectorOn =
    ((inspectFromUrl && !dismissed) || inspectorSetting) && location.pathname !== PATHS.statecharts
  return (
    <>
      <Outlet />
      {inspectorOn ? (
        <Suspense fallback={null}>
          <InspectorDock
            onClose={() => {
              setDismissed(true)
              appActors.layout.send({ type: 'settings.change', settings: { inspector: false } })
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status">
      {t('app.loading')}
    </div>
  )
}
