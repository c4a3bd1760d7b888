import { PrimeReactProvider } from 'primereact/api'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { i18n } from '../i18n'
import { router } from './router'
import { Toaster } from './Toaster'

export function App() {
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <I18nextProvider i18n={i18n}>
        <Toaster />
        <RouterProvider router={router} />
      </I18nextProvider>
    </PrimeReactProvider>
  )
}
