// /login wired to the session machine: the page sends `session.login`; once signed in, the user
// goes on to the `redirect` query (same-origin paths only) or the homepage. The request layer is
// not part of the page's first load: it starts downloading on the first key or pointer press, so
// it is usually there by the time the form is submitted (decision 0042).
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { LoginPage } from '../features/auth/LoginPage'
import { useSession } from '../components/session/session-context'
import { storage } from '../lib/storage'
import { afterLoginPath } from '../machines/navigation/navigation.rules'
import { preloadSignIn } from './actors'

const WARM_UP_EVENTS = ['keydown', 'pointerdown', 'input'] as const

/** Calls `preloadSignIn` once, on the user's first key or pointer press anywhere on the page. */
function usePreloadOnFirstInteraction() {
  useEffect(() => {
    const warmUp = () => {
      stop()
      preloadSignIn()
    }
    const stop = () => {
      for (const type of WARM_UP_EVENTS) document.removeEventListener(type, warmUp, true)
    }
    for (const type of WARM_UP_EVENTS) document.addEventListener(type, warmUp, true)
    return stop
  }, [])
}

export default function LoginRoute() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { isLoggedIn } = session
  usePreloadOnFirstInteraction()

  useEffect(() => {
    if (isLoggedIn) {
      navigate(afterLoginPath({ search: location.search, origin: window.location.origin }), { replace: true })
    }
  }, [isLoggedIn, location.search, navigate])

  return (
    <LoginPage
      initialAccount={storage.getCookie('account') ?? ''}
      busy={session.busy || isLoggedIn}
      notice={session.notice}
      onSubmit={(values) => session.send({ type: 'session.login', ...values })}
    />
  )
}
