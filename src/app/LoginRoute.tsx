import { useState } from 'react'
import { api } from '../api/client'
import { Login } from '../api/contracts/auth'
import { LoginPage } from '../features/auth/LoginPage'
import { storage } from '../lib/storage'

export function LoginRoute() {
  const [busy, setBusy] = useState(false)
  return (
    <LoginPage
      initialAccount={storage.getCookie('account') ?? ''}
      busy={busy}
      onSubmit={(values) => {
        setBusy(true)
        api
          .call(Login, { account: values.account, password: values.password })
          .then(({ token, userInfo }) => {
            storage.setCookie('token', token)
            storage.setCookieJson('userInfo', userInfo)
          })
          .catch(() => undefined)
          .finally(() => setBusy(false))
      }}
    />
  )
}
