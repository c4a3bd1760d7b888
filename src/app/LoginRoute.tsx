// /login wired to the session machine: the page sends `session.login`; once signed in, the user
// goes on to the `redirect` query (same-origin paths only) or the homepage. The request layer is
// not part of the page's first load: it starts downloading on the first key or pointer press
// (RootLayout, warm-up.ts), so it is usually there by the time the form is submitted (0042).
import { useEffect, useLayoutEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { LoginPage } from '../features/auth/LoginPage'
import { useSession } from '../components/session/session-context'
import { isLanguage } from '../i18n'
import { prerenderedLanguage, readPrerenderedLogin, samePrerenderedLogin } from '../lib/prerendered'
import { storage } from '../lib/storage'
import { afterLoginPath } from '../machines/navigation/navigation.rules'

export default function LoginRoute() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { i18n } = useTranslation()
  const { isLoggedIn } = session
  // What the visitor typed into the pre-rendered form before the app ran (decision 0252).
  const [prefill, setPrefill] = useState(readPrerenderedLogin)
  // The first render is a transition (main.tsx), so tasks can pass between this render and the
  // take-over (RootLayout's layout effect, which runs after this one): what was typed or submitted
  // meanwhile is read again just before it, or it would be lost.
  useLayoutEffect(() => {
    // The visitor switched the pre-rendered page's language after the app read the cookie: the
    // app follows, before the take-over is painted (both languages' login texts are bundled).
    const language = prerenderedLanguage()
    if (isLanguage(language) && language !== i18n.language) void i18n.changeLanguage(language)
    const latest = readPrerenderedLogin()
    // A read of the DOM outside React, like a measurement: the second render comes before any paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (latest && !samePrerenderedLogin(latest, prefill)) setPrefill(latest)
    // Once, before the take-over; later the app's own form holds what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (isLoggedIn) {
      navigate(afterLoginPath({ search: location.search, origin: window.location.origin }), { replace: true })
    }
  }, [isLoggedIn, location.search, navigate])

  return (
    <LoginPage
      initialAccount={storage.getCookie('account') ?? ''}
      prefill={prefill}
      busy={session.busy || isLoggedIn}
      notice={session.notice}
      onSubmit={(values) => session.send({ type: 'session.login', ...values })}
    />
  )
}
