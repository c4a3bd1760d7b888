// A screen whose code could not be downloaded while navigating (a network blip): the page says so
// where the screen goes, inside the shell, and offers to try again (decision 0331). React Router
// keeps a failed lazy route failed until the page is reloaded, and the error page is a chunk of its
// own, so such a navigation used to leave an empty page. A route's lazy now never fails: it gives
// this screen, which asks for the code again each time it is shown until it has it. Only the texts
// bundled with the app (common, errors) are used: the screens' texts may be what failed.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { unavailableWhile } from '../components/unavailable'
import { PageLoading } from './RootLayout'
import './screen-retry.css'

type Load = () => Promise<ComponentType>

/** `failures`: how many times the download has failed on this showing. */
type Step =
  | { readonly step: 'loading' | 'failed' | 'retrying'; readonly failures: number }
  | { readonly step: 'ready'; readonly Screen: ComponentType }

/** "Connection Error" where a page would be, with a button to try again (busy while it does). */
export function ConnectionFailed(props: {
  readonly busy: boolean
  /** Changes with each failure: the alert is a new one, which a screen reader says again. */
  readonly failure: number
  readonly onRetry: () => void
}) {
  const { t } = useTranslation()
  return (
    <section className="screen-retry" aria-labelledby="screen-retry-title">
      <div role="alert" key={props.failure}>
        <h1 id="screen-retry-title">{t('errors:network')}</h1>
        <p>{t('errors:offline')}</p>
      </div>
      <button
        type="button"
        className="p-button p-component"
        // It keeps the focus while it tries (decision 0330).
        {...unavailableWhile(props.busy, props.onRetry, true)}
      >
        <span className="p-button-label">{t('common:actions.retry')}</span>
      </button>
    </section>
  )
}

/** The screen `load` gives, or, when it cannot be downloaded, a screen that tries again. */
export function screenOrRetry(load: Load): Promise<ComponentType> {
  return load().catch((error: unknown) => {
    console.error('[screen]', error)
    return retryingScreen(load)
  })
}

function retryingScreen(load: Load): ComponentType {
  let loaded: ComponentType | undefined
  return function ScreenRetry() {
    const [state, setState] = useState<Step>(() =>
      loaded ? { step: 'ready', Screen: loaded } : { step: 'loading', failures: 0 },
    )
    const failures = state.step === 'ready' ? 0 : state.failures
    const asking = state.step === 'loading' || state.step === 'retrying'
    useEffect(() => {
      if (!asking) return
      let live = true
      load().then(
        (Screen) => {
          loaded = Screen
          if (live) setState({ step: 'ready', Screen })
        },
        (error: unknown) => {
          console.error('[screen]', error)
          if (live) setState({ step: 'failed', failures: failures + 1 })
        },
      )
      return () => {
        live = false
      }
    }, [asking, failures])
    if (state.step === 'ready') return <state.Screen />
    if (state.step === 'loading') return <PageLoading />
    return (
      <ConnectionFailed
        busy={state.step === 'retrying'}
        failure={state.failures}
        onRetry={() => setState({ step: 'retrying', failures: state.failures })}
      />
    )
  }
}

/**
 * Shows `children`, or, when they throw (the error page's own chunk could not be downloaded),
 * "Connection Error" with a button that reloads the page: nothing else is left to show.
 */
export class OrConnectionFailed extends Component<
  { readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('[error page]', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <ConnectionFailed busy={false} failure={1} onRetry={() => window.location.reload()} />
  }
}
