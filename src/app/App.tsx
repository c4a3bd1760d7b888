import { PrimeReactProvider } from 'primereact/api'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { SessionProvider } from '../components/session/session-context'
import { i18n } from '../i18n'
import { appActors } from './instance'
import { router } from './router'
import { Toaster } from './Toaster'

export function App() {
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider actor={appActors.session}>
          <Toaster />
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>
    </PrimeReactProvider>
  )
}
