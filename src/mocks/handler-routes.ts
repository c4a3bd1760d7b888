// Which of the backend's handlers can answer a request, found once per method and path (decision
// 0306). MSW's `getResponse` runs every handler in turn, and each one's `parse` reads and parses
// `document.cookie` (a synchronous call into the browser) before its predicate looks at the path:
// with about a hundred handlers, that was most of the mock's share of a list's request. Handing
// `getResponse` only the handlers whose own predicate takes the method and path answers exactly
// as the whole list does, in the same order; the matching is MSW's, asked once per path.
import { HttpHandler, type RequestHandler } from 'msw'

/** How many method-and-path entries are kept (paths with an id in them are many). */
const KEPT_PATHS = 500

/** Whether the handler's own predicate takes a request of this method and URL. */
async function takes(handler: HttpHandler, method: string, url: string): Promise<boolean> {
  // A probe, so the caller's request keeps its headers (parse adds the document's cookies to them).
  const probe = new Request(url, { method })
  const parsedResult = await handler.parse({ request: probe })
  return handler.predicate({ request: probe, parsedResult })
}

/** Whether the answer of `handler` depends only on the method and path (its predicate is MSW's path match). */
const routedByPath = (handler: RequestHandler): handler is HttpHandler =>
  handler instanceof HttpHandler && typeof handler.info.path !== 'function'

/**
 * The handlers that may answer a request, in their order: those matched by method and path that
 * take this one, and every other kind of handler (a custom predicate decides for itself).
 */
export function handlerRoutes(handlers: readonly RequestHandler[]) {
  const routes = new Map<string, Promise<RequestHandler[]>>()
  async function route(method: string, url: URL): Promise<RequestHandler[]> {
    const taken = await Promise.all(
      handlers.map((handler) => !routedByPath(handler) || takes(handler, method, url.href)),
    )
    return handlers.filter((_, i) => taken[i])
  }
  return (request: Request): Promise<RequestHandler[]> => {
    const url = new URL(request.url)
    url.search = ''
    url.hash = ''
    const key = `${request.method.toUpperCase()} ${url.href}`
    let found = routes.get(key)
    if (found === undefined) {
      if (routes.size >= KEPT_PATHS) routes.clear()
      // A path whose matching failed is matched again next time, not answered from the failure.
      found = route(request.method, url).catch((error: unknown) => {
        routes.delete(key)
        throw error
      })
      routes.set(key, found)
    }
    return found
  }
}
