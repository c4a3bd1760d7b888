// The session (R-SESS-002..007, R-ERR-003): logged out / logging in / logged in / logging out, with
// the token cookie as the source of truth. The app supplies the side effects with `.provide()`:
//   actors   login (api/Login), logout (the logout call)
//   actions  persistSession, rememberAccount, clearSession (token and name), clearAllStorage
//            (everything but the language), closeAllTabs, resetRoutes, goToLogin
// `session.sync` carries what the cookies hold now (read on every navigation): a token that
// disappeared or was tampered with ends the session without a loop.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { LoginResponse, UserInfo } from '../../api/contracts/auth'
import {
  credentialsComplete,
  isTamperedStoredSession,
  isValidStoredSession,
  loginFailureNotice,
  type Notice,
  type StoredSession,
} from './session.rules'

export interface SessionContext {
  readonly token: string | undefined
  readonly userInfo: UserInfo | undefined
  /** Shown on the login page: why the last sign-in failed, or why the session ended. */
  readonly notice: Notice | undefined
  /** The account and remember-me choice of the sign-in under way (never the password). */
  readonly pending: { readonly account: string; readonly remember: boolean } | undefined
}

export interface LoginInput {
  readonly account: string
  readonly password: string
  readonly remember: boolean
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginInput)
  | { type: 'session.logout' }
  | { type: 'session.reset' }
  | { type: 'session.authFailure'; message: string | undefined }
  | ({ type: 'session.sync' } & StoredSession)
  | { type: 'session.dismissNotice' }

const fromStored = (stored: StoredSession) =>
  isValidStoredSession(stored)
    ? { token: stored.token, userInfo: stored.userInfo }
    : { token: undefined, userInfo: undefined }

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as StoredSession,
  },
  actors: {
    login: fromPromise<LoginResponse, LoginInput>(async () => {
      throw new Error('login is provided by the app')
    }),
    logout: fromPromise<unknown, { token: string | undefined }>(async () => undefined),
  },
  guards: {
    storedSessionValid: ({ event }) => {
      assertEvent(event, 'session.sync')
      return isValidStoredSession(event)
    },
    storedSessionTampered: ({ event }) => {
      assertEvent(event, 'session.sync')
      return isTamperedStoredSession(event)
    },
    /** Another tab signed in again: the cookie holds a different valid session. */
    storedSessionReplaced: ({ context, event }) => {
      assertEvent(event, 'session.sync')
      return isValidStoredSession(event) && event.token !== context.token
    },
    /** The cookie holds nothing usable any more (removed, expired or tampered with). */
    storedSessionGone: ({ event }) => {
      assertEvent(event, 'session.sync')
      return !isValidStoredSession(event)
    },
    credentialsComplete: ({ event }) => {
      assertEvent(event, 'session.login')
      return credentialsComplete(event)
    },
  },
  actions: {
    signOut: assign({ token: undefined, userInfo: undefined }),
    persistSession: (_, _params: LoginResponse) => {},
    rememberAccount: (_, _params: { account: string; remember: boolean }) => {},
    clearSession: () => {},
    clearAllStorage: () => {},
    closeAllTabs: () => {},
    resetRoutes: () => {},
    goToLogin: () => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...fromStored(input), notice: undefined, pending: undefined }),
  initial: 'restoring',
  on: {
    // Reset (R-SESS-004): all stored data but the language, the routes back to Login only, no tabs.
    'session.reset': {
      target: '.loggedOut',
      actions: ['signOut', 'clearAllStorage', 'resetRoutes', 'closeAllTabs'],
    },
  },
  states: {
    restoring: {
      always: [
        { guard: ({ context }) => context.token !== undefined, target: 'loggedIn' },
        // No usable session at start-up: clear whatever is left (a tampered or half-gone cookie).
        { target: 'loggedOut', actions: 'clearSession' },
      ],
    },
    loggedOut: {
      on: {
        'session.login': {
          guard: 'credentialsComplete',
          target: 'loggingIn',
          actions: assign({
            notice: undefined,
            pending: ({ event }) => ({ account: event.account.trim(), remember: event.remember }),
          }),
        },
        'session.sync': [
          {
            guard: 'storedSessionValid',
            target: 'loggedIn',
            actions: assign(({ event }) => ({ ...fromStored(event), notice: undefined })),
          },
          { guard: 'storedSessionTampered', actions: 'clearSession' },
        ],
        // The request layer has toasted the server's message (R-ERR-003): one event, one message,
        // so no notice repeats it on the login page (decision 0048).
        'session.authFailure': { actions: 'goToLogin' },
        'session.dismissNotice': { actions: assign({ notice: undefined }) },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          // loggingIn starts with session.login only.
          assertEvent(event, 'session.login')
          return { account: event.account.trim(), password: event.password, remember: event.remember }
        },
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({
              token: ({ event }) => event.output.token,
              userInfo: ({ event }) => event.output.userInfo,
              notice: undefined,
            }),
            { type: 'persistSession', params: ({ event }) => event.output },
            // Remember me is decided with the request; the account is stored once it succeeds.
            {
              type: 'rememberAccount',
              params: ({ context }) => context.pending ?? { account: '', remember: false },
            },
            assign({ pending: undefined }),
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: assign({ notice: ({ event }) => loginFailureNotice(event.error), pending: undefined }),
        },
      },
    },
    loggedIn: {
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.authFailure': {
          target: 'loggedOut',
          actions: [
            'signOut',
            // A logout (R-SESS-003: token and name), not a reset: the saved cart and the
            // remembered account survive an expired session (decision 0027). No route reset
            // either: re-running the guard on the page just left would add 'No Token' to the
            // toast the request layer has shown (one event, one message: decision 0048).
            'clearSession',
            'closeAllTabs',
            'goToLogin',
          ],
        },
        'session.sync': [
          { guard: 'storedSessionReplaced', actions: assign(({ event }) => fromStored(event)) },
          {
            guard: 'storedSessionGone',
            target: 'loggedOut',
            actions: ['signOut', 'clearSession', 'closeAllTabs'],
          },
        ],
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        // Signing out never fails for the user: the server call is a courtesy.
        onDone: { target: 'loggedOut', actions: ['signOut', 'clearSession', 'closeAllTabs', 'goToLogin'] },
        onError: { target: 'loggedOut', actions: ['signOut', 'clearSession', 'closeAllTabs', 'goToLogin'] },
      },
    },
  },
})
