// What a worker lacks that the backend's libraries expect of a browser (decision 0319). MSW's
// cookie store refuses to start without `localStorage`, which keeps the cookies that mocked
// responses set; this backend sets none (the page keeps the session's cookies, and each call
// brings them along), so a store in memory, for this worker's life, serves. Imported first by
// backend-worker.ts, before msw is evaluated. Only `npm start` needs it: a build swaps msw's
// cookie store for a stand-in that keeps nothing (decision 0325).

/** A Storage kept in memory. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

if (typeof localStorage === 'undefined') Object.assign(globalThis, { localStorage: memoryStorage() })
