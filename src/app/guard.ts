// The root route's loader: every navigation first syncs the session with the cookies (the token
// cookie is the source of truth), then asks the route guard machine, and follows its decision.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import type { Storage } from '../lib/storage'
import { rolesOf } from '../machines/session/session.rules'
import { readStoredSession, type AppActors } from './actors'

export function createGuardLoader(actors: Pick<AppActors, 'session' | 'guard'>, storage: Storage) {
  return function guardLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url)
    actors.session.send({ type: 'session.sync', ...readStoredSession(storage) })
    const session = actors.session.getSnapshot()
    actors.guard.send({
      type: 'route.request',
      path: url.pathname,
      search: url.search,
      hash: url.hash,
      hasToken: session.context.token !== undefined,
      roles: rolesOf(session.context.userInfo),
      origin: url.origin,
    })
    const decision = actors.guard.getSnapshot().context.decision
    if (decision.kind === 'redirect') throw redirect(decision.to)
    return null
  }
}
