// The session for every screen: the app creates the one session actor and provides it here.
// Screens read facts with `useSession()` (never the cookies) and send events through it:
//   const { isLoggedIn, userInfo, roles, displayName, send } = useSession()
//   userInfo?.CustomerList, userInfo?.CustomerTypeName, userInfo?.RoleName ...
import { useSelector } from '@xstate/react'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { UserInfo } from '../../api/contracts/auth'
import type { sessionMachine, SessionEvent } from '../../machines/session/session.machine'
import { displayNameOf, rolesOf, type Notice } from '../../machines/session/session.rules'

export type SessionActor = ActorRefFrom<typeof sessionMachine>
export type SessionStatus = 'restoring' | 'loggedOut' | 'loggingIn' | 'loggedIn' | 'loggingOut'

const SessionContext = createContext<SessionActor | null>(null)

export function SessionProvider({
  actor,
  children,
}: {
  readonly actor: SessionActor
  readonly children: ReactNode
}) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext)
  if (!actor)
    throw new Error('useSession() needs a <SessionProvider> above it (src/app/App.tsx provides one)')
  return actor
}

export interface SessionView {
  readonly status: SessionStatus
  readonly isLoggedIn: boolean
  readonly busy: boolean
  readonly userInfo: UserInfo | undefined
  readonly roles: readonly string[]
  readonly displayName: string
  readonly notice: Notice | undefined
  readonly send: (event: SessionEvent) => void
}

const EMPTY_ROLES: readonly string[] = []

export function useSession(): SessionView {
  const actor = useSessionActor()
  const status = useSelector(actor, (s) => s.value as SessionStatus)
  const userInfo = useSelector(actor, (s) => s.context.userInfo)
  const notice = useSelector(actor, (s) => s.context.notice)
  const roles = useMemo(() => (userInfo ? rolesOf(userInfo) : EMPTY_ROLES), [userInfo])
  return {
    status,
    isLoggedIn: status === 'loggedIn',
    busy: status === 'loggingIn' || status === 'loggingOut',
    userInfo,
    roles,
    displayName: displayNameOf(userInfo),
    notice,
    send: actor.send,
  }
}
