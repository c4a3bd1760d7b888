// The router, built from the route table (routes.ts): the root route runs the guard before every
// navigation; standalone pages and the lazy shell sit under it; each screen loads lazily, and with
// it the namespaces it shows (the route table's `withTexts`: R-PERF-035, decision 0396).
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { loadTexts } from '../i18n'
import { withTexts } from '../i18n/with-texts'
import { isPrerenderedShell, preloadsAdded } from '../lib/prerendered'
import { storage } from '../lib/storage'
import { setRevalidate } from './actors'
import { appActors } from './instance'
import { createGuardLoader } from './guard'
import { setNavigator } from './navigator'
import { PageLoading, RootLayout } from './RootLayout'
import { RouteError } from './RouteError'
import { screenOrRetry } from './ScreenRetry'
import { metaOf, SHELL_ROUTES, STANDALONE_ROUTES, type RouteHandle, type ScreenRoute } from './routes'

/**
 * The shell's frame with the texts of its top bar's parts (the bell, the Q&A button, the order
 * search and, in the builds that have it, the simulator's toggle: shell-slots.tsx), which show with
 * the first signed-in screen (decision 0396). Declared here rather than by each part: a part whose
 * module waited for its own texts rendered after the screen, and the inspector then listed the
 * screen's actors twice (statecharts.spec.ts). Tested on the raw build-time variables, as
 * shell-slots.tsx does, so a build for a manufacturer's API never downloads the simulator's.
 */
const loadShell = withTexts(
  [
    'notifications',
    'orderSearch',
    'orders',
    'qa',
    ...(!import.meta.env.VITE_API_BASE_URL || import.meta.env.VITE_PORTAL_SERVER === '1'
      ? ['simulator']
      : []),
  ],
  () => import('./ShellRoute'),
)

// A pre-rendered signed-in page runs its screen's modules one per task before the router starts
// (main.tsx, decision 0322): the screen's texts download meanwhile (decision 0396), once the
// inline script has added its module preloads, since Vite's preloading of a texts chunk would add
// the chunks it imports before the script does, and the script would add them again. The
// router's own call reports a failure.
if (typeof document !== 'undefined' && isPrerenderedShell()) {
  const screen = SHELL_ROUTES.find((route) => route.path === window.location.pathname)?.screen
  void preloadsAdded()
    .then(() => loadTexts([...loadShell.namespaces, ...(screen?.namespaces ?? [])]))
    .catch(() => undefined)
}

const toRoute =
  (inShell: boolean) =>
  (route: ScreenRoute): RouteObject => ({
    path: route.path,
    handle: { meta: metaOf(route), inShell } satisfies RouteHandle,
    // A screen that cannot be downloaded says so in its place and tries again (decision 0331).
    lazy: async () => ({ Component: await screenOrRetry(async () => (await route.screen()).default) }),
  })

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: createGuardLoader(appActors, storage),
    // The guard runs on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/homepage" replace /> },
      ...STANDALONE_ROUTES.map(toRoute(false)),
      {
        id: 'shell',
        lazy: async () => ({
          Component: await screenOrRetry(async () => (await loadShell()).default),
        }),
        children: SHELL_ROUTES.map(toRoute(true)),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]

let router: ReturnType<typeof createBrowserRouter> | undefined

/**
 * The app's router, built on first use: creating it starts the first navigation (the guard and
 * the screen's lazy modules), which main.tsx runs in a task of its own after the app's modules
 * have run (decision 0311).
 */
export function appRouter() {
  if (router) return router
  const created = createBrowserRouter(routeObjects)
  router = created
  setNavigator((to) => void created.navigate(to))
  setRevalidate(() => void created.revalidate())
  return created
}
