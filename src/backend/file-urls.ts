// Where the mock backend serves the files it keeps (R-UPL-008): `/api/__files/<id>`. A file's id
// is 128 random bits in hex (decision 0152): two tabs never pick the same, and nobody can guess one.
// This is the one place that reads such a URL back: the ownership checks (file-ownership.ts) go
// through it.

/** A new file id: 16 random bytes from the platform's cryptographic generator, in hex. */
export function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The URL a stored file is served at. */
export const fileUrlOf = (id: string) => `/api/__files/${id}`

const parsedUrl = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

const FILE_PATH = /^\/api\/__files\/([0-9a-f]{32})$/

/**
 * The stored file's id of a URL this backend made, else undefined (R-OWN-003). Only the relative
 * form it answers is taken, or the same path on `origin`: the portal's own, as configured
 * (PORTAL_PUBLIC_URL in server mode, the page's in the browser), never as a request's `Host`
 * names it (R-HTTP-011, decision 0352); another host, a query, a fragment, `javascript:` or
 * `data:` are not this backend's files.
 */
export function fileIdOfUrl(url: string, origin?: string): string | undefined {
  const text = url.trim()
  let path = text
  if (!text.startsWith('/')) {
    const parsed = origin === undefined ? undefined : parsedUrl(text)
    if (parsed === undefined || parsed.origin !== origin || parsed.search !== '' || parsed.hash !== '')
      return undefined
    path = parsed.pathname
  }
  const match = FILE_PATH.exec(path)
  return match?.[1]
}

/**
 * A file reference as it is stored (R-HTTP-011): the path `/api/__files/<id>` of one of this
 * backend's files, also when it came as an absolute URL on the portal's own origin; anything
 * else as it is (the caller refused it first).
 */
export function storedFileUrl(url: string, origin?: string): string {
  const id = fileIdOfUrl(url, origin)
  return id === undefined ? url : fileUrlOf(id)
}
