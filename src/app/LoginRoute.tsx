// /login wired to the session machine: the page sends `session.login`; once signed in, the user
// goes on to the `redirect` query (same-origin paths only) or the homepage.
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { LoginPage } from '../features/auth/LoginPage'
import { useSession } from '../features/auth/session-context'
import { storage } from '../lib/storage'
import { afterLoginPath } from '../machines/navigation/navigation.rules'

export default function LoginRoute() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { isLoggedIn } = session

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
