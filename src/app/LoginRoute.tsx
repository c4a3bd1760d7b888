// /login wired to the session machine: the page sends `session.login`; once signed in, the user
// goes on to the `redirect` query (same-origin paths only) or the homepage. The request layer is
// not part of the page's first load: it starts downloading on the first key or pointer press
// (RootLayout, warm-up.ts), so it is usually there by the time the form is submitted (0042).
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { LoginPage } from '../features/auth/LoginPage'
import { useSession } from '../components/session/session-context'
import { readPrerenderedLogin } from '../lib/prerendered'
import { storage } from '../lib/storage'
import { afterLoginPath } from '../machines/navigation/navigation.rules'

export default function LoginRoute() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { isLoggedIn } = session
  // What the visitor typed into the pre-rendered form before the app ran (decision 0252).
  const [prefill] = useState(readPrerenderedLogin)

  useEffect(() => {
    if (isLoggedIn) {
      navigate(afterLoginPath({ search: location.search, origin: window.location.origin }), { replace: true })
    }
  }, [isLoggedIn, location.search, navigate])

  return (
    <LoginPage
      initialAccount={prefill?.account || (storage.getCookie('account') ?? '')}
      initialPassword={prefill?.password}
      initialRemember={prefill?.remember}
      submitOnMount={prefill?.submitted}
      busy={session.busy || isLoggedIn}
      notice={session.notice}
      onSubmit={(values) => session.send({ type: 'session.login', ...values })}
    />
  )
}
