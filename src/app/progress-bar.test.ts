// The top progress bar as the app sets it up (R-SHELL-020), not only the constant it is given.
import NProgress from 'nprogress'
import { expect, it } from 'vitest'
import { PROGRESS_BAR } from '../machines/layout/layout.rules'

it('R-SHELL-020 loading the root layout configures the progress bar: minimum 0.3, speed 500 ms, trickle 200 ms, no spinner', async () => {
  // NProgress's own defaults differ in every one of these (0.08, 200 ms, 800 ms, spinner on).
  expect(NProgress.settings).not.toMatchObject(PROGRESS_BAR)
  await import('./RootLayout')
  expect(NProgress.settings).toMatchObject({
    minimum: 0.3,
    speed: 500,
    trickleSpeed: 200,
    showSpinner: false,
  })
})
