// The header in which server mode hands the backend the client's address as its socket saw it
// (decision 0348, server/client-address.ts writes it over any value the client sent). The
// in-browser mock has no network: no header, one address for the whole browser.
export const CLIENT_ADDRESS_HEADER = 'X-Portal-Client-Address'

/** The address of a call, or 'local' in the browser's mock. */
export const clientAddressOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local'
