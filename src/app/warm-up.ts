// The request layer (and, in the demo, the mock worker it waits for: decision 0250) starts
// downloading on the user's first key or pointer press on any page, so it is usually there by the
// time a first request is made (decision 0042).
import { useOnFirstInteraction } from '../components/useOnFirstInteraction'
import { preloadSignIn } from './actors'

/** Calls `preloadSignIn` once, on the user's first key or pointer press anywhere on the page. */
export const usePreloadOnFirstInteraction = () => useOnFirstInteraction(preloadSignIn)
