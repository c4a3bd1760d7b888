// nprogress set up as the spec has it (R-SHELL-020): loaded by progress-bar.ts with the first
// navigation, never with the first page (decision 0397).
import NProgress from 'nprogress'
import 'nprogress/nprogress.css'
import { PROGRESS_BAR } from '../machines/layout/layout.rules'

// nprogress's default template gives the bar role="bar", which is no ARIA role: ours is hidden
// from assistive technology (the page's aria-busy states say more).
NProgress.configure({
  ...PROGRESS_BAR,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
})

export { NProgress }
