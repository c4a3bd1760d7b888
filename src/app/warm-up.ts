// The request layer (and, in the demo, the mock worker it waits for: decision 0250) starts
// downloading on the user's first key or pointer press on any page, so it is usually there by the
// time a first request is made (decision 0042); so does the navigation progress bar, which the
// first page never shows (decision 0397).
import { useOnFirstInteraction } from '../components/useOnFirstInteraction'
import { preloadSignIn } from './actors'
import { loadProgressBar } from './progress-bar'

function warmUp(): void {
  preloadSignIn()
  loadProgressBar().catch(() => undefined) // the first navigation loads it again
}

/** Starts downloading what a first press leads to, once, on the user's first key or pointer press. */
export const usePreloadOnFirstInteraction = () => useOnFirstInteraction(warmUp)
