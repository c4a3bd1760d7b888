// The app's long-lived actors, created once with the side effects they need (`.provide()`), and
// all inspectable: session, route guard, tags view and layout. `createAppActors` takes its
// dependencies so tests can build a set over fakes; `appActors` is the one the app runs.
// Nothing here imports effect: the request layer and the sign-in contracts load on the first
// call (lazy-client.ts, decision 0042), so the login page paints without them.
import { createActor, fromPromise, transition } from 'xstate'
import { onAuthFailure } from '../api/auth-failure'
import type { ApiClient } from '../api/client'
import { TOAST_LIFE_MS } from '../api/error-catalogue'
import { lazyApi, preloadApi } from '../api/lazy-client'
import { inspect } from '../lib/inspection'
import { PATHS } from '../lib/paths'
import { layoutMachine } from '../machines/layout/layout.machine'
import { parseSettings, parseSidebarStatus, sidebarStatusValue } from '../machines/layout/layout.rules'
import { navigationMachine } from '../machines/navigation/navigation.machine'
import { matchRoute, REDIRECT_PATH } from '../machines/navigation/navigation.rules'
import { sessionMachine } from '../machines/session/session.machine'
import { accountToRemember, rolesOf, type StoredSession } from '../machines/session/session.rules'
import { tagsViewMachine } from '../machines/tags-view/tags-view.machine'
import { type View, viewOf } from '../machines/tags-view/tags-view.rules'
import { notify as defaultNotify, type ToastMessage } from '../lib/notify'
import { storage as defaultStorage, type Storage } from '../lib/storage'
import { navigateTo } from './navigator'
import { metaOf, ROUTE_TABLE, SHELL_ROUTES } from './routes'

export interface AppActorDeps {
  readonly api: Pick<ApiClient, 'call'>
  readonly storage: Storage
  readonly notify: (toast: ToastMessage) => void
  readonly navigate: (to: string) => void
  /** Re-runs the guard on the current page (the router's revalidate). */
  readonly revalidate: () => void
  readonly windowWidth: () => number
  readonly subscribeAuthFailure: (listener: (message: string | undefined) => void) => () => void
  /** The address the page was opened at (none outside a browser). */
  readonly firstAddress?: () => PageAddress | undefined
}

export type PageAddress = Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>

/** The sign-in and sign-out endpoints (effect Schemas), loaded with the first call. */
const authContracts = () => import('../api/contracts/auth')

/** Starts downloading what a sign-in needs (the request layer and its contracts) ahead of the submit. */
export function preloadSignIn(): void {
  preloadApi()
  authContracts().catch(() => {
    /* the submit loads it again and reports a failure */
  })
}

export const readStoredSession = (storage: Storage): StoredSession => ({
  token: storage.getCookie('token'),
  userInfo: storage.getCookieJson<unknown>('userInfo'),
})

let revalidateImpl: () => void = () => {}
export const setRevalidate = (fn: () => void) => {
  revalidateImpl = fn
}

export const defaultDeps: AppActorDeps = {
  api: lazyApi,
  storage: defaultStorage,
  notify: defaultNotify,
  navigate: navigateTo,
  revalidate: () => revalidateImpl(),
  windowWidth: () => (typeof window === 'undefined' ? 1280 : window.innerWidth),
  subscribeAuthFailure: onAuthFailure,
  firstAddress: () => (typeof window === 'undefined' ? undefined : window.location),
}

const SHELL_METAS = SHELL_ROUTES.map(metaOf)

export function createAppActors(deps: AppActorDeps = defaultDeps) {
  const { storage } = deps
  const routes = ROUTE_TABLE.map(metaOf)

  const tags = createActor(tagsViewMachine, {
    input: {
      affixed: routes
        .filter((r) => r.affix)
        .map((r) => ({
          path: r.path,
          fullPath: r.path,
          titleKey: r.titleKey,
          affix: true,
          noCache: r.noCache,
        })),
    },
    inspect,
  })

  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(async ({ input }) => {
          const { Login } = await authContracts()
          return deps.api.call(Login, { account: input.account, password: input.password })
        }),
        logout: fromPromise(async ({ input }) => {
          if (!input.token) return undefined
          const { Logout } = await authContracts()
          return deps.api.call(Logout, {})
        }),
      },
      actions: {
        persistSession: (_, { token, userInfo }) => {
          storage.setCookie('token', token)
          storage.setCookieJson('userInfo', userInfo)
        },
        rememberAccount: (_, choice) => {
          const account = accountToRemember(choice)
          if (account) storage.setCookie('account', account)
          else storage.removeCookie('account')
        },
        clearSession: () => {
          storage.removeCookie('token')
          storage.removeCookie('userInfo')
        },
        clearAllStorage: () => storage.clearAll(),
        closeAllTabs: () => tags.send({ type: 'tags.reset' }),
        resetRoutes: () => deps.revalidate(),
        goToLogin: () => deps.navigate(PATHS.login),
      },
    }),
    { input: readStoredSession(storage), inspect },
  )

  const guard = createActor(
    navigationMachine.provide({
      actions: {
        notifyNoToken: () =>
          deps.notify({ severity: 'error', key: 'common:messages.noToken', life: TOAST_LIFE_MS.noToken }),
      },
    }),
    { input: { routes }, inspect },
  )

  const layout = createActor(
    layoutMachine.provide({
      actions: {
        persistSidebar: (_, { opened }) => storage.setLocal('sidebarStatus', sidebarStatusValue(opened)),
        persistSettings: (_, { settings }) => storage.setLocal('settings', settings),
      },
    }),
    {
      input: {
        sidebarOpened: parseSidebarStatus(storage.getLocal('sidebarStatus')),
        settings: parseSettings(storage.getLocal('settings')),
        windowWidth: deps.windowWidth(),
      },
      inspect,
    },
  )

  /** The tab of the shell page at `address` (as ShellRoute visits it), if the guard lets it show. */
  function firstPageTab(address: PageAddress): View | undefined {
    const route = matchRoute(SHELL_METAS, address.pathname)
    if (!route || route.path.startsWith(REDIRECT_PATH)) return undefined
    const { context } = session.getSnapshot()
    // The guard's own decision, without its side effects (a toast).
    const [next] = transition(guard.logic, guard.getSnapshot(), {
      type: 'route.request',
      path: address.pathname,
      search: address.search,
      hash: address.hash,
      hasToken: context.token !== undefined,
      roles: rolesOf(context.userInfo),
      origin: address.origin,
    })
    if (next.context.decision.kind !== 'allow') return undefined
    return viewOf(route, `${address.pathname}${address.search}${address.hash}`)
  }

  let stopAuthFailure: (() => void) | undefined
  return {
    session,
    guard,
    tags,
    layout,
    start() {
      tags.start()
      session.start()
      guard.start()
      layout.start()
      // The first page's tab is open before the page renders, so that ShellRoute's visit of it
      // changes nothing and the shell does not render a second time at once (decision 0316).
      const address = deps.firstAddress?.()
      const first = address && firstPageTab(address)
      if (first) tags.send({ type: 'tags.visit', view: first })
      stopAuthFailure = deps.subscribeAuthFailure((message) =>
        session.send({ type: 'session.authFailure', message }),
      )
    },
    stop() {
      stopAuthFailure?.()
      for (const actor of [layout, guard, session, tags]) actor.stop()
    },
  }
}

export type AppActors = ReturnType<typeof createAppActors>
