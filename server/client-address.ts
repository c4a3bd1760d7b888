// The client's network address as the server's own socket saw it (decision 0348): the app writes
// it into every `/api/*` request it hands to the backend, over whatever the client sent in that
// header, so a caller cannot pick the address its reset-code limits count against (R-PWD-013).
// Behind a reverse proxy every call comes from the proxy's address: the per-address limit then
// counts the proxy as one client (the per-account limit still holds).
import { CLIENT_ADDRESS_HEADER } from '../src/backend/client-address'

export { CLIENT_ADDRESS_HEADER }

/**
 * The client's address (R-SESS-023, decision 0356): the socket's, never a header the client
 * writes, except behind a proxy the operator named (PORTAL_TRUSTED_PROXIES): then the last address
 * of X-Forwarded-For that is not itself a named proxy, which is the one the proxy saw.
 */
export function clientAddress(
  socketAddress: string | undefined,
  headers: Headers,
  trustedProxies: readonly string[] = [],
): string | undefined {
  const socket = socketAddress?.replace(/^::ffff:/, '')
  if (socket === undefined || !trustedProxies.includes(socket)) return socket
  const forwarded = (headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^::ffff:/, ''))
    .filter((part) => part.length > 0 && part.length <= 64)
  return [...forwarded].reverse().find((hop) => !trustedProxies.includes(hop)) ?? socket
}

/** PORTAL_TRUSTED_PROXIES: addresses separated by commas; none by default. */
export const trustedProxiesOf = (setting: string | undefined): string[] =>
  (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)

/** The headers with the client's address written in (a client's own value of it dropped). */
export function withClientAddress(headers: Headers, address: string | undefined): Headers {
  const copy = new Headers(headers)
  copy.set(CLIENT_ADDRESS_HEADER, address ?? 'unknown')
  return copy
}

/** The client address the app wrote into the request. */
export const clientAddressOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
