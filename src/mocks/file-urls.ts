// Where the mock backend serves the files it keeps (R-UPL-008): `/api/__files/<id>`. A file's id
// is 128 random bits in hex (decision 0152): two tabs never pick the same, and nobody can guess one.

const FILE_ID = /^[0-9a-f]{32}$/

/** A new file id: 16 random bytes from the platform's cryptographic generator, in hex. */
export function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Whether `id` has the shape of a file id this backend makes. */
export const isFileId = (id: unknown): id is string => typeof id === 'string' && FILE_ID.test(id)

/** The URL a stored file is served at. */
export const fileUrlOf = (id: string) => `/api/__files/${id}`

/** The stored file's id of a URL this backend made (absolute or relative), else undefined. */
export function fileIdOfUrl(url: string): string | undefined {
  const match = /^(?:https?:\/\/[^/]+)?\/api\/__files\/([0-9a-f]{32})(?:[/?#].*)?$/.exec(url.trim())
  return match?.[1]
}
