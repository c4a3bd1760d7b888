// Which requests the in-browser mock backend answers: only the API's own paths under the base URL
// (`<origin><base>api/...`: `/api/<Group>/<Action>`, the served files, the simulator). A looser
// pattern such as `*/api/*` also matches the Vite dev server's own modules (`/src/api/client.ts`),
// which would then wait on a backend that is still loading them: `npm start` could not sign in
// (R-RUN-001).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pattern of the mock API's requests for a page at `origin` served under `base` (`/` or `/portal/`). */
export function mockApiPattern(origin: string, base: string): RegExp {
  const prefix = new URL(`${base.endsWith('/') ? base : `${base}/`}api/`, origin).href
  return new RegExp(`^${escapeRegExp(prefix)}[^?#]`)
}
