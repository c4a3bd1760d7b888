// The top progress bar as the app sets it up (R-SHELL-020), not only the constant it is given, and
// loaded with the first navigation that waits, not with the first page (decision 0397).
import NProgress from 'nprogress'
import { expect, it } from 'vitest'
import { PROGRESS_BAR } from '../machines/layout/layout.rules'

it('R-SHELL-020 the first navigation that waits configures the progress bar (minimum 0.3, speed 500 ms, trickle 200 ms, no spinner) and shows it until the navigation is done', async () => {
  // NProgress's own defaults differ in every one of these (0.08, 200 ms, 800 ms, spinner on).
  expect(NProgress.settings).not.toMatchObject(PROGRESS_BAR)
  const { showNavigationProgress, loadProgressBar } = await import('./progress-bar')
  // A navigation that ends before any wait loads nothing.
  showNavigationProgress(false)
  expect(NProgress.settings).not.toMatchObject(PROGRESS_BAR)
  showNavigationProgress(true)
  await loadProgressBar()
  expect(NProgress.settings).toMatchObject({
    minimum: 0.3,
    speed: 500,
    trickleSpeed: 200,
    showSpinner: false,
  })
  expect(NProgress.isStarted()).toBe(true)
  expect(document.querySelector('#nprogress .bar')?.getAttribute('aria-hidden')).toBe('true')
  showNavigationProgress(false)
  await loadProgressBar()
  expect(NProgress.isStarted()).toBe(false) // done: the bar runs to the end and fades
})
