// How a call crosses from the page to the mock backend's own thread and back (decision 0319): the
// page's thin MSW handler turns the Request into plain, cloneable data, the backend worker builds
// it again, answers it with the same handlers as ever, and its Response crosses back the same way.
// Bodies travel as ArrayBuffers (transferred, not copied).
import type { ToastMessage } from '../lib/notify'

/** A call as it is posted to the backend worker. */
export interface PostedRequest {
  readonly id: number
  readonly method: string
  readonly url: string
  readonly headers: readonly (readonly [string, string])[]
  readonly body: ArrayBuffer | null
  /**
   * The cookies the browser would send with the call (MSW reads them from `document.cookie` on the
   * page), as a Cookie header: a worker has no `document`.
   */
  readonly cookie: string
}

/** What the backend worker posts back for one call. */
export type PostedAnswer =
  | {
      readonly id: number
      readonly kind: 'response'
      readonly status: number
      readonly statusText: string
      readonly headers: readonly (readonly [string, string])[]
      readonly body: ArrayBuffer | null
    }
  /** No handler took the call: the page lets it through, as MSW does. */
  | { readonly id: number; readonly kind: 'unhandled' }
  /** A network failure (the simulator's injected one): the page's fetch rejects. */
  | { readonly id: number; readonly kind: 'network-error' }
  /** The backend threw: the page's handler throws the same message (MSW answers 500). */
  | { readonly id: number; readonly kind: 'failed'; readonly message: string }

/** A toast the backend raised (records set aside on start-up), shown by the page. */
export interface PostedNotice {
  readonly kind: 'notice'
  readonly toast: ToastMessage
}

const BODILESS = new Set(['GET', 'HEAD'])
/** Statuses a Response may not carry a body with. */
const NULL_BODY = new Set([101, 103, 204, 205, 304])

/** A Cookie header from cookies by name (as MSW hands them to a resolver). */
export function cookieHeader(cookies: Readonly<Record<string, string>>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
}

/** The page's side: a call as cloneable data, and the buffers to transfer with it. */
export async function postedRequest(id: number, request: Request, cookie: string): Promise<PostedRequest> {
  const body = BODILESS.has(request.method.toUpperCase()) ? null : await request.arrayBuffer()
  return { id, method: request.method, url: request.url, headers: [...request.headers], body, cookie }
}

/**
 * The worker's side: the call as a Request again. A Request drops a Cookie header given to it (a
 * forbidden header in browsers), so the cookies ride on a Headers of its own, where MSW's cookie
 * parsing reads them.
 */
export function requestOf(posted: PostedRequest): Request {
  const request = new Request(posted.url, {
    method: posted.method,
    headers: posted.headers as [string, string][],
    ...(posted.body === null ? {} : { body: posted.body }),
  })
  if (posted.cookie === '') return request
  const headers = new Headers(posted.headers as [string, string][])
  headers.set('cookie', posted.cookie)
  Object.defineProperty(request, 'headers', { value: headers })
  return request
}

/** The worker's side: a handler's answer as cloneable data. */
export async function postedAnswer(id: number, response: Response | undefined): Promise<PostedAnswer> {
  if (response === undefined) return { id, kind: 'unhandled' }
  if (response.type === 'error') return { id, kind: 'network-error' }
  const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer()
  return {
    id,
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
  }
}

/** The page's side: the answer as MSW takes it from a handler. */
export function responseOf(answer: PostedAnswer): Response | undefined {
  switch (answer.kind) {
    case 'unhandled':
      return undefined
    case 'network-error':
      return Response.error()
    case 'failed':
      throw new Error(answer.message)
    case 'response':
      return new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers as [string, string][],
      })
  }
}

/** The buffers a message can hand over instead of copying. */
export const transferablesOf = (message: { readonly body: ArrayBuffer | null }): Transferable[] =>
  message.body === null ? [] : [message.body]
