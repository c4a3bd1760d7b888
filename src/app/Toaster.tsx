// Renders the toasts published on the notify bus (lib/notify), translating i18n keys. Toasts
// published before it mounted are delivered from toast-queue.ts. PrimeReact's Toast (with its
// transition library) is not part of the first download: it loads with the first toast, which
// waits here meanwhile (decision 0042). The toasts sit below the top bar (spec §9: 50 px), so they
// never cover the bell or the back-office button; PrimeReact places them by an inline `top` that
// only its pass-through (`pt.root.style`) overrides.
import type { Toast as ToastInstance } from 'primereact/toast'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToastMessage } from '../lib/notify'
import { attachToaster } from './toast-queue'

const Toast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })))

const BELOW_TOP_BAR = { root: { style: { top: 'calc(var(--portal-header-height) + 0.5rem)' } } }

export function Toaster() {
  const toast = useRef<ToastInstance | null>(null)
  const waiting = useRef<ToastMessage[]>([])
  const [wanted, setWanted] = useState(false)
  const { t } = useTranslation()

  const show = useCallback(
    (message: ToastMessage) => {
      const detail = message.text ?? (message.key ? t(message.key, message.params) : '')
      toast.current?.show({ severity: message.severity, detail, life: message.life })
    },
    [t],
  )

  useEffect(
    () =>
      attachToaster((message: ToastMessage) => {
        if (toast.current) show(message)
        else {
          waiting.current.push(message)
          setWanted(true)
        }
      }),
    [show],
  )

  // Once the Toast has mounted, the toasts that waited for it are shown in order.
  const attach = useCallback(
    (instance: ToastInstance | null) => {
      toast.current = instance
      if (instance) for (const message of waiting.current.splice(0)) show(message)
    },
    [show],
  )

  return wanted ? (
    <Suspense fallback={null}>
      <Toast ref={attach} position="top-center" className="portal-toast" pt={BELOW_TOP_BAR} />
    </Suspense>
  ) : null
}
