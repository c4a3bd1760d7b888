// Where the keyboard focus goes when the control that had it goes away (decision 0330).

/**
 * A pressed control that goes away while its request runs (a Retry replaced by "Loading…") would
 * take the focus with it, to the page's body: the region it was in, which stays, takes it instead.
 * A region that is not focusable (a section, a drawer's content) is made so only while it holds
 * the focus, so a click on its text never focuses it.
 */
export function keepFocusIn(region: Element | null) {
  if (!(region instanceof HTMLElement)) return
  if (region.hasAttribute('tabindex')) {
    region.focus({ preventScroll: true })
    return
  }
  region.tabIndex = -1
  const release = () => {
    // A blur while it is still the active element is the window losing the focus (another tab or
    // window): the region keeps it for when the user comes back.
    if (document.activeElement === region) return
    region.removeAttribute('tabindex')
    region.removeEventListener('blur', release)
  }
  region.addEventListener('blur', release)
  region.focus({ preventScroll: true })
  // A hidden or inert region does not take it: nothing is left behind.
  release()
}
