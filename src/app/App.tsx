import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { SessionProvider } from '../components/session/session-context'
import { i18n } from '../i18n'
import { appActors } from './instance'
import { appRouter } from './router'
import { Toaster } from './Toaster'

/** Starts the router's first navigation; main.tsx calls it in a task of its own (decision 0311). */
export const startRouter = (): unknown => appRouter()

// No PrimeReactProvider: its defaults (no ripple) are PrimeReact's own, and leaving it out keeps
// PrimeReact's JavaScript off the login page (decision 0251).
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider actor={appActors.session}>
        <Toaster />
        <RouterProvider router={appRouter()} />
      </SessionProvider>
    </I18nextProvider>
  )
}
