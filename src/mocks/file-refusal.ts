// The HTTP face of the file checks (R-OWN-003): a request that names a URL which is not one of
// the caller's files is refused in the envelope; the check itself is the backend's (file-ownership.ts).
import type { DemoAccount } from '../backend/accounts'
import { isAsNamed } from '../backend/file-check'
import { unreadableFileUrl, type FileStore } from '../backend/file-ownership'
import { fileIdOfUrl } from '../backend/file-urls'
import { MOCK_CODES, refuse } from './respond'

/**
 * The refusal of a request that names a URL which is not one of the caller's files, or undefined
 * when every URL is (R-OWN-003): Q&A attachments, inventory uploads.
 */
export async function foreignFileRefusal(
  files: FileStore | undefined,
  account: DemoAccount,
  request: Request,
  urls: readonly string[],
): Promise<Response | undefined> {
  await files?.ready()
  const url = files === undefined ? urls[0] : unreadableFileUrl(files, account, urls)
  return url === undefined ? undefined : refuse(request, MOCK_CODES.notFound, 'files.unknown', { url })
}

/**
 * The refusal of an attachment whose stored content is not what the name sent with it says, or
 * undefined when every one is (R-UPL-013): the stored file's type, checked by its bytes at upload
 * (R-UPL-011), decides, never the name the client sends. Call after `foreignFileRefusal`.
 */
export function storedTypeRefusal(
  files: FileStore,
  request: Request,
  attachments: readonly { readonly fileUrl: string; readonly fileName: string }[],
): Response | undefined {
  const wrong = attachments.find(({ fileUrl, fileName }) => {
    const id = fileIdOfUrl(fileUrl, new URL(request.url).origin)
    const stored = id === undefined ? undefined : files.file(id)
    return stored === undefined || !isAsNamed(stored.ContentType, fileName)
  })
  return wrong === undefined
    ? undefined
    : refuse(request, MOCK_CODES.fileRejected, 'files.notAsNamed', { name: wrong.fileName })
}
