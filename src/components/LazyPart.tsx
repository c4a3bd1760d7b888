// A part of a page whose code is its own chunk, downloaded when first needed (decision 0328): the
// order detail drawer, the Q&A drawer. While the chunk downloads, the page says so (a status a
// screen reader announces); a chunk that cannot be downloaded leaves the page as it was, says
// "Connection Error" in a toast and lets the next opening try again with a new `lazy` (React keeps
// a failed one failed). Only a failed download is caught here: a part that crashes once rendered
// is a fault, and its error goes on to the route's error page as any other crash does. A chunk
// whose code throws while it first runs also rejects its import, so it counts as a failed
// download (and is asked for again): the browser does not tell the two apart.
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { notify } from '../lib/notify'
import './lazy-part.css'

interface CatchProps {
  readonly onFail: () => void
  readonly children: ReactNode
}

interface DownloadFailedProps extends CatchProps {
  /** Says nothing of the failure (a part of the top bar: the page says when the network is down). */
  readonly quiet?: boolean
  /** A failed part renders again when this changes (the page shown), with a new `lazy`. */
  readonly againOn?: string
}

/** The rejection of a part's download, told apart from a crash of the part once downloaded. */
class PartDownloadFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('a lazy part could not be downloaded')
  }
}

/** Shown; left out after a failed download; or crashed, with what it threw. */
type DownloadFailedState =
  { readonly kind: 'shown' | 'failed' } | { readonly kind: 'crashed'; readonly error: unknown }

/** Shows nothing of a part whose chunk failed, and tells its owner; hands a crash on. */
class DownloadFailed extends Component<DownloadFailedProps, DownloadFailedState> {
  override state: DownloadFailedState = { kind: 'shown' }

  static getDerivedStateFromError(error: unknown): DownloadFailedState {
    return error instanceof PartDownloadFailed ? { kind: 'failed' } : { kind: 'crashed', error }
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartDownloadFailed)) return
    console.error('[lazy part]', error.cause)
    if (!this.props.quiet) notify({ severity: 'error', key: 'errors:network', life: 5000 })
    this.props.onFail()
  }

  override componentDidUpdate(before: DownloadFailedProps) {
    if (this.state.kind === 'failed' && before.againOn !== this.props.againOn)
      this.setState({ kind: 'shown' })
  }

  override render() {
    // Thrown again from here, the crash reaches the next boundary up (the route's error page).
    if (this.state.kind === 'crashed') throw this.state.error
    return this.state.kind === 'failed' ? null : this.props.children
  }
}

function Downloading() {
  const { t } = useTranslation('common')
  return (
    <div className="lazy-part__loading" role="status">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" />
      {t('app.loading')}
    </div>
  )
}

/** A `lazy` that remembers whether its download failed, even when nothing was shown to catch it. */
function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const state = { failed: false }
  const Part = lazy(() =>
    load().catch((error: unknown) => {
      state.failed = true
      throw new PartDownloadFailed(error)
    }),
  )
  return { Part, state }
}

/**
 * The part's component, and `retry` to call when it failed: the next render asks for the chunk
 * again. `load` is the chunk's import, mapped to a default export. `retryIfFailed`, for an owner
 * about to show the part again: a download that failed while the part was not shown (a pop-up
 * closed while it loaded) left React's `lazy` failed without telling anyone.
 */
export function useLazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [part, setPart] = useState(() => lazyPart(load))
  const retry = () => setPart(lazyPart(load))
  return {
    Part: part.Part,
    retry,
    retryIfFailed: () => {
      if (part.state.failed) retry()
    },
  }
}

/** Renders a lazy part with its download status (`loading`, or "Loading…") and its failure. */
export function LazyPart({ onFail, children, loading }: CatchProps & { readonly loading?: ReactNode }) {
  return (
    <DownloadFailed onFail={onFail}>
      <Suspense fallback={loading ?? <Downloading />}>{children}</Suspense>
    </DownloadFailed>
  )
}

/**
 * A part of the top bar with a chunk of its own (the bell, the Q&A button, the simulator's
 * button): a chunk that cannot be downloaded leaves the part out, not the shell (React would hand
 * the failure to the route's error page, which replaced the whole shell), and it is asked for
 * again when the page shown changes (decision 0331).
 */
export function ShellPart(props: { readonly load: () => Promise<{ default: ComponentType }> }) {
  const { Part, retry } = useLazyPart(props.load)
  const { pathname } = useLocation()
  // The same element while the part stays the same: an address change (a list's filters, an
  // order opened) does not render the bell again.
  const part = useMemo(() => <Part />, [Part])
  return (
    <DownloadFailed onFail={retry} quiet againOn={pathname}>
      <Suspense fallback={null}>{part}</Suspense>
    </DownloadFailed>
  )
}
