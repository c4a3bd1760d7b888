// Where the keyboard focus goes when the control that had it goes away (decision 0330).

/**
 * A pressed control that goes away while its request runs (a Retry replaced by "Loading…") would
 * take the focus with it, to the page's body: the region it was in, which stays, takes it instead.
 * A region that is not focusable (a section, a drawer's content) is made so until it loses the
 * focus again, so a click on its text never focuses it.
 */
export function keepFocusIn(region: Element | null) {
  if (!(region instanceof HTMLElement)) return
  if (!region.hasAttribute('tabindex')) {
    region.tabIndex = -1
    region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true })
  }
  region.focus({ preventScroll: true })
}
