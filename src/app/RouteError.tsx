// What a route shows when its loader or its screen throws: the 500 page, loaded lazily so the
// error pages stay out of the first download. The error itself is logged for the developer.
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { useRouteError } from 'react-router-dom'
import { withTexts } from '../i18n/with-texts'
import { takeOverPrerenderedPage } from '../lib/prerendered'
import { OrConnectionFailed } from './ScreenRetry'

const ServerErrorPage = lazy(
  withTexts(['errorPages'], () =>
    import('../features/errors/ErrorPage').then((m) => ({ default: m.ServerErrorPage })),
  ),
)

export function RouteError() {
  const error = useRouteError()
  // A failed first screen replaces the pre-rendered login page too (decision 0252).
  useLayoutEffect(takeOverPrerenderedPage, [])
  useEffect(() => {
    console.error('[route]', error)
  }, [error])
  return (
    // The 500 page is a chunk too: offline, "Connection Error" takes its place (decision 0331).
    <OrConnectionFailed>
      <Suspense fallback={null}>
        <ServerErrorPage />
      </Suspense>
    </OrConnectionFailed>
  )
}
