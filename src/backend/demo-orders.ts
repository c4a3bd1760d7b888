// The build's large demo data set switch (decision 0287): `VITE_DEMO_ORDERS=10000` at build time
// makes the mock backend's seed add that many generated orders for one customer. Anything but a
// whole number from 1 to MAX_DEMO_ORDERS leaves the default seed.

/** More than this would not fit a browser's memory comfortably (the backend bench stops at 100,000). */
export const MAX_DEMO_ORDERS = 100_000

/** The generated orders a build's `VITE_DEMO_ORDERS` asks for: 0 for the default seed. */
export function demoOrdersOf(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!/^\d+$/.test(text)) return 0
  const count = Number(text)
  return count >= 1 && count <= MAX_DEMO_ORDERS ? count : 0
}
