// What the build gives PrimeReact's components in place of its Ripple and Tooltip (R-PERF-028,
// decision 0386; build/prime-unused-parts.ts). Same names as PrimeReact's modules export.

/** PrimeReact's Ripple with its `ripple` option off, the portal's setting: nothing. */
export const Ripple = (): null => null

/** A tooltip was asked for: the build left PrimeReact's out (decision 0386). */
export function Tooltip(): never {
  throw new Error('PrimeReact Tooltip is left out of the build (decision 0386): give no tooltip prop')
}
