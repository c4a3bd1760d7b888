// Who may read a stored file, and which files a request may name (R-OWN-002, R-OWN-003,
// decision 0142). A file is the account's when that account uploaded it, or when it is attached to
// an order of one of the account's companies (a voucher, a support photo, the back office's
// delivery note): the company's users see their orders' files, no one else does. The checks go by
// the file's stored owner and the orders that refer to it, never by the form of its id.
import type { DemoAccount } from './accounts'
import type { StoredFile } from './db'
import { fileIdOfUrl } from './file-urls'
import type { OrderBackend } from './order-backend'
import type { OrderState } from './order-state'
import { ownsCustomer } from './seed/catalog'

type FileId = NonNullable<ReturnType<typeof fileIdOfUrl>>
/** What the checks read: the stored files and the orders that refer to them. */
export type FileStore = Pick<OrderBackend, 'store' | 'file' | 'ready' | 'ownOrigin'>

/** Every file URL an order's documents carry. */
const fileUrlsOf = (state: OrderState): string[] => [
  ...state.payments,
  ...(state.support?.files ?? []).map((f) => f.fileUrl),
  ...(state.details.LogisticAttachments ?? []).map((f) => f.FileURL),
]

interface AttachmentIndex {
  /** The log it was made from: its length and last record (a reset makes a new log). */
  readonly logLength: number
  readonly lastRecord: unknown
  /** The companies whose orders refer to each file. */
  readonly companies: Map<FileId, Set<string>>
}

// One index per store, rebuilt only when the log grew: a file read does not fold every order.
const indexes = new WeakMap<FileStore['store'], AttachmentIndex>()

function attachmentIndex(files: FileStore): AttachmentIndex {
  const known = indexes.get(files.store)
  const { log } = files.store
  if (known !== undefined && known.logLength === log.length && known.lastRecord === log.at(-1)) return known
  const companies = new Map<FileId, Set<string>>()
  for (const state of files.store.orders())
    for (const url of fileUrlsOf(state)) {
      const id = fileIdOfUrl(url)
      if (id === undefined) continue
      const set = companies.get(id) ?? new Set<string>()
      set.add(state.document.CustomerCode)
      companies.set(id, set)
    }
  const index = { logLength: log.length, lastRecord: log.at(-1), companies }
  indexes.set(files.store, index)
  return index
}

/** The stored file of that id if `account` may read it (R-OWN-002); another's is as unknown as none. */
export function readableFile(files: FileStore, account: DemoAccount, id: FileId): StoredFile | undefined {
  const file = files.file(id)
  if (file === undefined) return undefined
  if (file.Account === account.account) return file
  const companies = attachmentIndex(files).companies.get(id)
  return companies !== undefined && [...companies].some((code) => ownsCustomer(account, code))
    ? file
    : undefined
}

/**
 * The first URL of `urls` that is not a file of this backend that `account` may read (R-OWN-003):
 * a foreign link, a `javascript:` URL, a file never stored, another company's file.
 */
export function unreadableFileUrl(
  files: FileStore,
  account: DemoAccount,
  urls: readonly string[],
): string | undefined {
  return urls.find((url) => {
    // The portal's origin as configured, never a request's Host (R-HTTP-011).
    const id = fileIdOfUrl(url, files.ownOrigin)
    return id === undefined || readableFile(files, account, id) === undefined
  })
}
