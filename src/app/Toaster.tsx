// Renders the toasts published on the notify bus (lib/notify), translating i18n keys. Toasts
// published before it mounted are delivered from toast-queue.ts.
import { Toast } from 'primereact/toast'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToastMessage } from '../lib/notify'
import { attachToaster } from './toast-queue'

export function Toaster() {
  const toast = useRef<Toast>(null)
  const { t } = useTranslation()
  useEffect(
    () =>
      attachToaster((message: ToastMessage) => {
        const detail = message.text ?? (message.key ? t(message.key, message.params) : '')
        toast.current?.show({ severity: message.severity, detail, life: message.life })
      }),
    [t],
  )
  return <Toast ref={toast} position="top-center" />
}
