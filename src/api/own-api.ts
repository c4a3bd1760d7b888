// Where the session's token may go (R-HTTP-012, decision 0352): to the portal's own API only. A
// file reference the backend answered is a path (`/api/__files/<id>`), resolved against the API's
// base; an absolute URL elsewhere (another host, however it came to be stored) is fetched without
// the token, so a click never hands the session to another site.

/** A file reference's URL to fetch, and whether it is under the API's own base (the token goes there only). */
export function fileRequestOf(
  fileUrl: string,
  baseUrl: string,
  pageOrigin: string = globalThis.location?.origin ?? 'http://localhost',
): { readonly url: string; readonly own: boolean } {
  const url = fileUrl.startsWith('/') && !fileUrl.startsWith('//') ? `${baseUrl}${fileUrl}` : fileUrl
  let resolved: URL
  let base: URL
  try {
    resolved = new URL(url, pageOrigin)
    base = new URL(baseUrl === '' ? pageOrigin : baseUrl)
  } catch {
    return { url, own: false }
  }
  const apiPath = `${base.pathname.replace(/\/+$/, '')}/api/`
  return { url, own: resolved.origin === base.origin && resolved.pathname.startsWith(apiPath) }
}
