// Which of the backend's handlers can answer a request, found once per method and path (decision
// 0306). MSW's `getResponse` runs every handler in turn, and each one's `parse` reads and parses
// `document.cookie` (a synchronous call into the browser) before its predicate looks at the path:
// with about a hundred handlers, that was most of the mock's share of a list's request. Handing
// `getResponse` only the handlers whose method and path match answers exactly as the whole list
// does, in the same order; the path matching is MSW's own `matchRequestUrl`, asked once per path
// and without the cookies (reading them for every handler was most of the mock's start-up work).
import { HttpHandler, matchRequestUrl, type Path, type RequestHandler } from 'msw'

/** How many method-and-path entries are kept (paths with an id in them are many). */
const KEPT_PATHS = 500

/** Whether a handler matched by method and path takes a request of this method and URL, as its predicate does. */
function takes(handler: HttpHandler, path: Path, method: string, url: URL): boolean {
  const handled = handler.info.method
  const methodMatches =
    handled instanceof RegExp ? handled.test(method) : handled.toUpperCase() === method.toUpperCase()
  return methodMatches && matchRequestUrl(url, path).matches
}

/** The path a handler is matched by, when its answer depends only on the method and path (MSW's path match). */
const pathOf = (handler: RequestHandler): Path | undefined =>
  handler instanceof HttpHandler && typeof handler.info.path !== 'function' ? handler.info.path : undefined

/**
 * The handlers that may answer a request, in their order: those matched by method and path that
 * take this one, and every other kind of handler (a custom predicate decides for itself).
 */
export function handlerRoutes(handlers: readonly RequestHandler[]) {
  const routes = new Map<string, RequestHandler[]>()
  const route = (method: string, url: URL): RequestHandler[] =>
    handlers.filter((handler) => {
      const path = pathOf(handler)
      return path === undefined || takes(handler as HttpHandler, path, method, url)
    })
  return (request: Request): RequestHandler[] => {
    const url = new URL(request.url)
    url.search = ''
    url.hash = ''
    const key = `${request.method.toUpperCase()} ${url.href}`
    let found = routes.get(key)
    if (found === undefined) {
      if (routes.size >= KEPT_PATHS) routes.clear()
      // A path whose matching throws is not kept: it is matched again next time.
      found = route(request.method, url)
      routes.set(key, found)
    }
    return found
  }
}
