// Where the mock backend serves the files it keeps (R-UPL-008): `/api/__files/<id>`. This is the
// one place that reads such a URL back: the ownership checks (file-ownership.ts) go through it, so
// they hold whatever form the id takes.

/** The URL a stored file is served at. */
export const fileUrlOf = (id: number) => `/api/__files/${id}`

const parsedUrl = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

const FILE_PATH = /^\/api\/__files\/(\d+)$/

/**
 * The stored file's id of a URL this backend made, else undefined (R-OWN-003). Only the relative
 * form it answers is taken, or the same path on `origin` (the backend's own); another host, a
 * query, a fragment, `javascript:` or `data:` are not this backend's files.
 */
export function fileIdOfUrl(url: string, origin?: string): number | undefined {
  const text = url.trim()
  let path = text
  if (!text.startsWith('/')) {
    const parsed = origin === undefined ? undefined : parsedUrl(text)
    if (parsed === undefined || parsed.origin !== origin || parsed.search !== '' || parsed.hash !== '')
      return undefined
    path = parsed.pathname
  }
  const match = FILE_PATH.exec(path)
  return match ? Number(match[1]) : undefined
}
