import type { Plugin } from 'vite'
import { fileURLToPath } from 'node:url'

// Two PrimeReact parts that every Button (and InputText, Checkbox, …) imports and the portal never
// shows (R-PERF-028, decision 0386): the ripple, which renders nothing unless PrimeReact's `ripple`
// option is on (the portal has no PrimeReactProvider and never sets it), and the tooltip, rendered
// only for a `tooltip` prop (the portal gives none). Together 6.4 KB gzip on every page, and the
// ripple's extra render after each button mounts. The build swaps in build/prime-unused-parts-stubs.tsx:
// the ripple renders nothing, as PrimeReact's does with the option off; a tooltip throws, so that a
// screen that starts to use one fails loudly in the build rather than showing nothing. Tests and
// `npm start` keep PrimeReact's own.

const stubs = fileURLToPath(new URL('./prime-unused-parts-stubs.tsx', import.meta.url))

/** The PrimeReact modules the build leaves out, as PrimeReact's own modules import them. */
export const UNUSED_PRIME_PARTS = ['primereact/ripple', 'primereact/tooltip'] as const

export function primeUnusedPartsPlugin(): Plugin {
  return {
    name: 'portal:prime-unused-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return (UNUSED_PRIME_PARTS as readonly string[]).includes(source) ? stubs : null
    },
  }
}
