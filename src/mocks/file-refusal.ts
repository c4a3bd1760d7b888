// The HTTP face of the file checks (R-OWN-003): a request that names a URL which is not one of
// the caller's files is refused in the envelope; the check itself is the backend's (file-ownership.ts).
import type { DemoAccount } from '../backend/accounts'
import { unreadableFileUrl, type FileStore } from '../backend/file-ownership'
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
