// /forgot-password wired to the reset-password machine and the API. Reachable from the login
// page and, signed in, from the user menu ('reset password'), with the account filled in.
import { useActorRef } from '@xstate/react'
import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { api } from '../api/client'
import { SendValidationCode, UpdatePassword } from '../api/contracts/auth'
import { TOAST_LIFE_MS } from '../api/error-catalogue'
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage'
import { useSession } from '../components/session/session-context'
import { inspect } from '../lib/inspection'
import { PATHS } from '../lib/paths'
import { notify } from '../lib/notify'
import { storage } from '../lib/storage'
import { passwordResetMachine } from '../machines/password-reset/password-reset.machine'

export default function ForgotPasswordRoute() {
  const session = useSession()
  const navigate = useNavigate()
  const signedIn = session.isLoggedIn
  const account = session.userInfo?.UserName ?? storage.getCookie('account') ?? ''
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => api.call(SendValidationCode, input)),
        updatePassword: fromPromise(async ({ input }) => {
          const answer = await api.callEnvelope(UpdatePassword, input)
          return { code: answer.code, message: answer.message }
        }),
      },
      actions: {
        announceSuccess: ({ context }) => {
          notify({ severity: 'success', key: 'auth:reset.success', life: TOAST_LIFE_MS.success })
          const own = context.form.account.trim().toLowerCase() === account.trim().toLowerCase()
          // The server ended every session of the account (decision 0131): a user who reset their
          // own password signs out (to /login) and signs in with the new one.
          if (signedIn && own) return session.send({ type: 'session.logout' })
          // The login page shows the success alone: an earlier sign-in error is over.
          session.send({ type: 'session.dismissNotice' })
          navigate(signedIn ? PATHS.home : PATHS.login)
        },
      },
    }),
    { input: { account }, inspect },
  )
  return (
    <ForgotPasswordPage
      actor={actor}
      backTo={
        signedIn
          ? { path: PATHS.home, labelKey: 'reset.backToPortal' }
          : { path: PATHS.login, labelKey: 'reset.backToLogin' }
      }
    />
  )
}
