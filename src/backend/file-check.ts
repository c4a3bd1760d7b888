// What an uploaded file is, by its bytes (R-UPL-011, decision 0354): the name and the declared
// type are the sender's word, the content is not. Only a PDF or a raster picture is stored; an
// SVG (a picture that can carry script) is refused, and whatever the content does not prove to be
// one of the allowed types is refused too. The stored content type is the detected one, so the
// file is served as what it is (R-UPL-012).
import { IMAGE_EXTENSIONS, extensionOf } from '../machines/workplace/workplace.rules'

/** The content types a stored file may have, by content: PDF and the raster pictures. */
export const ALLOWED_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/webp',
] as const
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number]

const isAllowed = (type: string): type is AllowedContentType =>
  (ALLOWED_CONTENT_TYPES as readonly string[]).includes(type)

/** Whether a stored file of this type may be shown in the page (raster pictures, PDF; R-UPL-012). */
export const isShownInline = (contentType: string): boolean => isAllowed(contentType)

/** Why the content of a file is refused. */
export type ContentProblem = 'svg' | 'notPdfOrImage' | 'notAsNamed'

export type ContentVerdict =
  | { readonly ok: true; readonly contentType: AllowedContentType }
  | { readonly ok: false; readonly problem: ContentProblem }

/** How far into a file an SVG's root element is looked for (the prolog and comments before it). */
const SVG_SNIFF_BYTES = 4096

/** Only for the refusal's words: a file that is not an allowed type is refused either way. */
function looksLikeSvg(bytes: Uint8Array, fileName: string): boolean {
  if (extensionOf(fileName) === 'svg') return true
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SVG_SNIFF_BYTES))
  return /<svg[\s>/]/i.test(head)
}

/**
 * The verdict on a file's bytes: its type by its magic bytes (`file-type`), which must be one of
 * ALLOWED_CONTENT_TYPES and agree with the kind the name says (a PDF named .pdf, a picture named as
 * a picture), so a viewer chosen by the name (R-UPL-002, R-UPL-003) gets what it expects.
 */
export async function checkFileContent(bytes: Uint8Array, fileName: string): Promise<ContentVerdict> {
  // Loaded with the first upload, not with the backend: its detectors weigh 24 KB gzipped, which
  // every page's first call would otherwise wait for (size-budget.json).
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  if (detected === undefined || !isAllowed(detected.mime))
    return { ok: false, problem: looksLikeSvg(bytes, fileName) ? 'svg' : 'notPdfOrImage' }
  return isAsNamed(detected.mime, fileName)
    ? { ok: true, contentType: detected.mime }
    : { ok: false, problem: 'notAsNamed' }
}

/**
 * Whether a stored file of `contentType` may go by `fileName`: an allowed type whose kind (PDF or
 * picture) is the one the name says. The inventory and the Q&A attachments name a stored file by
 * its URL and a name the client sends; this holds the name to the stored content (R-UPL-013).
 */
export function isAsNamed(contentType: string, fileName: string): boolean {
  if (!isAllowed(contentType)) return false
  const extension = extensionOf(fileName)
  // A voucher may be named .pic (R-PAY-005): no magic tells a PICT apart, so its bytes must be
  // one of the raster types above.
  const namedImage = (IMAGE_EXTENSIONS as readonly string[]).includes(extension) || extension === 'pic'
  return contentType === 'application/pdf' ? extension === 'pdf' : namedImage
}
