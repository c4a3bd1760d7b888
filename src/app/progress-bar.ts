// The top progress bar of a navigation (R-SHELL-020). The first page never shows it (the
// pre-rendered frame and the screens' own loading say it), so nprogress loads with the first
// navigation that waits, or on the first key or pointer press, not with the first page
// (decision 0397): a first page's JavaScript is what a cheap phone waits for.

type Bar = (typeof import('./progress-bar-setup'))['NProgress']
let bar: Promise<Bar> | undefined

/** Loads the bar (once); later calls get the same promise, so starts and ends keep their order. */
export function loadProgressBar(): Promise<Bar> {
  bar ??= import('./progress-bar-setup').then(
    (m) => m.NProgress,
    (error: unknown) => {
      bar = undefined // the next navigation tries again
      throw error
    },
  )
  return bar
}

/** Shows the bar while a navigation waits and ends it when it is done; nothing before the first wait. */
export function showNavigationProgress(waiting: boolean): void {
  if (!waiting && !bar) return
  void loadProgressBar()
    .then((progress) => (waiting ? progress.start() : progress.done()))
    .catch(() => undefined) // no bar is better than an error: the screens show their own loading
}
