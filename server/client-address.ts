// The client's network address as the server's own socket saw it (decision 0348): the app writes
// it into every `/api/*` request it hands to the backend, over whatever the client sent in that
// header, so a caller cannot pick the address its reset-code limits count against (R-PWD-013).
// Behind a reverse proxy every call comes from the proxy's address: the per-address limit then
// counts the proxy as one client (the per-account limit still holds).
export const CLIENT_ADDRESS_HEADER = 'X-Portal-Client-Address'

/** The headers with the client's address written in (a client's own value of it dropped). */
export function withClientAddress(headers: Headers, address: string | undefined): Headers {
  const copy = new Headers(headers)
  copy.set(CLIENT_ADDRESS_HEADER, address ?? 'unknown')
  return copy
}

/** The client address the app wrote into the request. */
export const clientAddressOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
