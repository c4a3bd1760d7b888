// Where the mock backend serves the files it keeps (R-UPL-008): `/api/__files/<id>`.

/** The URL a stored file is served at. */
export const fileUrlOf = (id: number) => `/api/__files/${id}`

/** The stored file's id of a URL this backend made (absolute or relative), else undefined. */
export function fileIdOfUrl(url: string): number | undefined {
  const match = /^(?:https?:\/\/[^/]+)?\/api\/__files\/(\d+)(?:[/?#].*)?$/.exec(url.trim())
  return match ? Number(match[1]) : undefined
}
