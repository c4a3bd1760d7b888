// The route guard (R-SESS-005, R-SESS-007, R-PERM-008): every navigation is a `route.request`; the
// machine decides to let it through or to redirect, with named guards tried in this order:
//   '/' without a token -> /login, no toast (R-ROUTE-012);  '/' -> /homepage;  unknown path -> /404;  guard 1 (order page, orderId > 0, no token) ->
//   /login?redirect=<full path>;  guard 2 (no token, not public) -> 'No Token' toast and /login;
//   signed in on /login -> the redirect query or /homepage;  roles forbid the route -> /401.
// The decision is kept in context for the router to act on; the toast is a provided action.
import { assign, setup } from 'xstate'
import {
  afterLoginPath,
  forbiddenByRole,
  fullPathOf,
  guardOneApplies,
  guardTwoApplies,
  HOME_PATH,
  isRootPath,
  isUnknownPath,
  LOGIN_PATH,
  loginWhileSignedIn,
  loginWithRedirect,
  NOT_FOUND_PATH,
  UNAUTHORIZED_PATH,
  type Decision,
  type RouteMeta,
  type RouteRequest,
} from './navigation.rules'

export interface NavigationInput {
  readonly routes: readonly RouteMeta[]
}

export interface NavigationContext {
  readonly routes: readonly RouteMeta[]
  readonly decision: Decision
  /** The full path of the last navigation let through. */
  readonly current: string | undefined
}

export type NavigationEvent = { type: 'route.request' } & RouteRequest

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
  },
  guards: {
    isRoot: ({ event }) => isRootPath(event),
    rootWithoutToken: ({ event }) => isRootPath(event) && !event.hasToken,
    isUnknown: ({ context, event }) => isUnknownPath(context.routes, event),
    guardOne: ({ context, event }) => guardOneApplies(context.routes, event),
    guardTwo: ({ context, event }) => guardTwoApplies(context.routes, event),
    signedInOnLogin: ({ context, event }) => loginWhileSignedIn(context.routes, event),
    forbiddenByRole: ({ context, event }) => forbiddenByRole(context.routes, event),
  },
  actions: {
    redirect: assign((_, params: { to: string; toast?: 'noToken' }) => ({
      decision: { kind: 'redirect', ...params } satisfies Decision,
    })),
    allow: assign(({ event }) => ({
      decision: { kind: 'allow' } satisfies Decision,
      current: fullPathOf(event),
    })),
    /** Shows 'No Token' for 3 s (provided by the app). */
    notifyNoToken: () => {},
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ routes: input.routes, decision: { kind: 'allow' }, current: undefined }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'route.request': [
          // R-ROUTE-012: an ordinary first visit is not a refused link, so no 'No Token' toast
          { guard: 'rootWithoutToken', actions: { type: 'redirect', params: { to: LOGIN_PATH } } },
          { guard: 'isRoot', actions: { type: 'redirect', params: { to: HOME_PATH } } },
          { guard: 'isUnknown', actions: { type: 'redirect', params: { to: NOT_FOUND_PATH } } },
          {
            guard: 'guardOne',
            actions: {
              type: 'redirect',
              params: ({ event }) => ({ to: loginWithRedirect(fullPathOf(event)) }),
            },
          },
          {
            guard: 'guardTwo',
            actions: [{ type: 'redirect', params: { to: LOGIN_PATH, toast: 'noToken' } }, 'notifyNoToken'],
          },
          {
            guard: 'signedInOnLogin',
            actions: { type: 'redirect', params: ({ event }) => ({ to: afterLoginPath(event) }) },
          },
          { guard: 'forbiddenByRole', actions: { type: 'redirect', params: { to: UNAUTHORIZED_PATH } } },
          { actions: 'allow' },
        ],
      },
    },
  },
})
