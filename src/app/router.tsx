// The router, built from the route table (routes.ts): the root route runs the guard before every
// navigation; standalone pages and the lazy shell sit under it; each screen loads lazily, and with
// it the texts of every screen (the login page has its own in the first download: decision 0042).
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { loadAppTexts } from '../i18n'
import { PATHS } from '../lib/paths'
import { storage } from '../lib/storage'
import { setRevalidate } from './actors'
import { appActors } from './instance'
import { createGuardLoader } from './guard'
import { setNavigator } from './navigator'
import { PageLoading, RootLayout } from './RootLayout'
import { RouteError } from './RouteError'
import { screenOrRetry } from './ScreenRetry'
import { metaOf, SHELL_ROUTES, STANDALONE_ROUTES, type RouteHandle, type ScreenRoute } from './routes'

/** Routes whose page needs only the texts bundled with the app (i18n CORE_NAMESPACES). */
const CORE_TEXT_ROUTES: ReadonlySet<string> = new Set([PATHS.login])

/** A screen's module, once the texts it may show are there too. */
async function loadScreen(route: ScreenRoute) {
  const [screen] = await Promise.all([
    route.screen(),
    CORE_TEXT_ROUTES.has(route.path) ? undefined : loadAppTexts(),
  ])
  return screen
}

const toRoute =
  (inShell: boolean) =>
  (route: ScreenRoute): RouteObject => ({
    path: route.path,
    handle: { meta: metaOf(route), inShell } satisfies RouteHandle,
    // A screen that cannot be downloaded says so in its place and tries again (decision 0331).
    lazy: async () => ({ Component: await screenOrRetry(async () => (await loadScreen(route)).default) }),
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
          Component: await screenOrRetry(async () => {
            const [shell] = await Promise.all([import('./ShellRoute'), loadAppTexts()])
            return shell.default
          }),
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
