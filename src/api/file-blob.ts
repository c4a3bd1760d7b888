// Viewing a stored file (R-UPL-002/003, decision 0243): the backend serves a file
// only to its owner's session, so the page fetches it with the token, as a blob, and shows it from
// an object URL; a plain link would carry no token. One small, generic helper for every screen
// that views an uploaded file.
import { currentLanguage } from '../i18n'
import { apiBaseUrl } from '../lib/env'
import { storage } from '../lib/storage'

export interface FileBlobDeps {
  readonly fetch: typeof globalThis.fetch
  readonly getToken: () => string | undefined
  readonly getLanguage: () => string
  readonly baseUrl: string
}

const defaultDeps: FileBlobDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => storage.getCookie('token'),
  getLanguage: () => currentLanguage(),
  baseUrl: apiBaseUrl,
}

/** A file URL as the backend answered it (`/api/__files/<id>`), resolved against the API's base. */
export const absoluteFileUrl = (url: string, baseUrl: string): string =>
  url.startsWith('/') ? `${baseUrl}${url}` : url

/** The stored file's bytes, fetched with the session's token; rejects when it is not served. */
export async function fetchFileBlob(url: string, deps: FileBlobDeps = defaultDeps): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage() }
  const token = deps.getToken()
  if (token) {
    headers.Authorization = `Bearer ${token}`
    headers.Token = token
  }
  const response = await deps.fetch(absoluteFileUrl(url, deps.baseUrl), { headers })
  if (!response.ok) throw new Error(`file not served: ${response.status}`)
  return response.blob()
}

/**
 * Opens a stored file in a new tab from an object URL. The tab opens at once, inside the click,
 * so no popup blocker stops it, and shows the file when it has arrived; it closes if the file
 * cannot be fetched (the caller says why).
 */
export async function openFileInNewTab(url: string, deps: FileBlobDeps = defaultDeps): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const blob = await fetchFileBlob(url, deps)
    const objectUrl = URL.createObjectURL(blob)
    if (tab) tab.location.href = objectUrl
    else window.open(objectUrl, '_blank')
    // The tab has loaded the blob by then; the URL is released so the bytes do not stay in memory.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
  } catch (error) {
    tab?.close()
    throw error
  }
}
