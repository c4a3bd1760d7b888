// Viewing a stored file (R-UPL-002/003, decision 0243): the backend serves a file
// only to its owner's session, so the page fetches it with the token, as a blob, and shows it from
// an object URL; a plain link would carry no token. One small, generic helper for every screen
// that views an uploaded file.
import { currentLanguage } from '../i18n'
import { apiBaseUrl } from '../lib/env'
import { storage } from '../lib/storage'
import { fileRequestOf } from './own-api'

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

/** The stored file's bytes, fetched with the session's token; rejects when it is not served. */
export async function fetchFileBlob(url: string, deps: FileBlobDeps = defaultDeps): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage() }
  // The token goes to the portal's own API only (R-HTTP-012).
  const request = fileRequestOf(url, deps.baseUrl)
  const token = request.own ? deps.getToken() : undefined
  if (token) {
    headers.Authorization = `Bearer ${token}`
    headers.Token = token
  }
  const response = await deps.fetch(request.url, request.own ? { headers } : { headers, credentials: 'omit' })
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
