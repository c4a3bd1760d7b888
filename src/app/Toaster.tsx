// Renders the toasts published on the notify bus (lib/notify), translating i18n keys. Toasts
// published before it mounted are delivered from toast-queue.ts. PrimeReact's Toast (with its
// transition library) is not part of the first download: it loads with the first toast, which
// waits here meanwhile (decision 0042). The toasts sit below the top bar (R-SHELL-022: 50 px), so
// they never cover the bell or the back-office button; PrimeReact places them by an inline `top`
// that only its pass-through (`pt.root.style`) overrides.
//
// The first toast often says the network is down, and then the Toast's own chunk cannot be
// downloaded either. Outside the router, nothing would catch that and React would empty the
// whole page, with what the user typed. Its toasts are then shown plainly, in the same place, and
// the next toast asks for the chunk again (decision 0331). When it arrives, the plain toasts still
// shown move into it for the rest of their lives, so the two never sit on top of each other.
import type { Toast as ToastInstance } from 'primereact/toast'
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToastMessage } from '../lib/notify'
import { attachToaster } from './toast-queue'

// With PrimeReact's locale, which no page's start loads any more (decision 0390).
const loadToast = () =>
  Promise.all([import('primereact/toast'), import('../components/prime-locale')]).then(([module]) => ({
    default: module.Toast,
  }))

const BELOW_TOP_BAR = { root: { style: { top: 'calc(var(--portal-header-height) + 0.5rem)' } } }
/** PrimeReact's own default, for a toast that names none. */
const DEFAULT_LIFE_MS = 3000
let plainIds = 0

interface PlainToast {
  readonly id: number
  readonly severity: ToastMessage['severity']
  readonly detail: string
  /** When it goes (ms since the epoch): a plain toast handed to the Toast keeps only the rest. */
  readonly until: number
}

/** Catches the Toast's failed download and hands it to the toaster. */
class ToastMissing extends Component<{ readonly onFail: () => void; readonly children: ReactNode }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('[toast]', error)
    this.props.onFail()
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** A plain toast, gone after its own life from when it was shown, as PrimeReact's would be. */
function PlainToastMessage(props: { readonly message: PlainToast; readonly onGone: (id: number) => void }) {
  const { message, onGone } = props
  useEffect(() => {
    const timer = setTimeout(() => onGone(message.id), message.until - Date.now())
    return () => clearTimeout(timer)
  }, [message, onGone])
  return (
    <p role="alert" className={`portal-toast-plain__message is-${message.severity}`}>
      {message.detail}
    </p>
  )
}

export function Toaster() {
  const toast = useRef<ToastInstance | null>(null)
  const waiting = useRef<ToastMessage[]>([])
  const [wanted, setWanted] = useState(false)
  const [Toast, setToast] = useState(() => lazy(loadToast))
  const [plain, setPlain] = useState<readonly PlainToast[]>([])
  // The plain toasts shown, for the Toast's ref callback (React's lint forbids the hand-over's
  // setState in an effect): that callback runs before effects, but never in the render that shows
  // plain toasts (a failure sets `wanted` to false, so the Toast mounts in a later render, after
  // this effect).
  const plainShown = useRef<readonly PlainToast[]>([])
  useEffect(() => {
    plainShown.current = plain
  }, [plain])
  const { t } = useTranslation()

  const detailOf = useCallback(
    (message: ToastMessage) => message.text ?? (message.key ? t(message.key, message.params) : ''),
    [t],
  )
  const show = useCallback(
    (message: ToastMessage) => {
      toast.current?.show({ severity: message.severity, detail: detailOf(message), life: message.life })
    },
    [detailOf],
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
      if (!instance) return
      const now = Date.now()
      for (const message of plainShown.current) {
        if (message.until > now)
          instance.show({ severity: message.severity, detail: message.detail, life: message.until - now })
      }
      // Handed over once: the ref is attached again whenever `show` changes (the language) and
      // twice in StrictMode.
      if (plainShown.current.length > 0) {
        plainShown.current = []
        setPlain([])
      }
      for (const message of waiting.current.splice(0)) show(message)
    },
    [show],
  )

  const failed = useCallback(() => {
    const now = Date.now()
    const missed = waiting.current.splice(0).map((message) => ({
      id: ++plainIds,
      severity: message.severity,
      detail: detailOf(message),
      until: now + (message.life ?? DEFAULT_LIFE_MS),
    }))
    setPlain((shown) => [...shown, ...missed])
    setWanted(false)
    setToast(() => lazy(loadToast))
  }, [detailOf])

  const gone = useCallback((id: number) => setPlain((shown) => shown.filter((p) => p.id !== id)), [])

  return (
    <>
      {wanted ? (
        <ToastMissing onFail={failed}>
          <Suspense fallback={null}>
            <Toast ref={attach} position="top-center" className="portal-toast" pt={BELOW_TOP_BAR} />
          </Suspense>
        </ToastMissing>
      ) : null}
      {plain.length > 0 ? (
        <div className="portal-toast-plain" style={BELOW_TOP_BAR.root.style}>
          {plain.map((message) => (
            <PlainToastMessage key={message.id} message={message} onGone={gone} />
          ))}
        </div>
      ) : null}
    </>
  )
}
