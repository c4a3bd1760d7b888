// Path parameters (docs/decisions: simulator paths). An endpoint path may hold `:name` segments,
// MSW's own syntax; the request Schema has a string-encoded field of the same name. The client
// fills the segments from the encoded request and sends the remaining fields as usual; the mock
// backend merges MSW's `params` back into the raw input before decoding.

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g

/** The names of a path's `:name` segments, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string)
}

export class PathParamError extends Error {
  override readonly name = 'PathParamError'
}

/**
 * Fills `path` from an *encoded* request (strings): returns the concrete path and the request
 * without the fields used. A missing or non-string value throws: the Schema should have refused it.
 */
export function fillPath(path: string, encoded: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> =
    encoded && typeof encoded === 'object' ? { ...(encoded as Record<string, unknown>) } : {}
  const filled = path.replace(PARAM, (_, name: string) => {
    const value = rest[name]
    if (typeof value !== 'string' || value === '') {
      throw new PathParamError(`path parameter '${name}' of ${path} must be a non-empty string`)
    }
    delete rest[name]
    return encodeURIComponent(value)
  })
  return { path: filled, rest }
}
