// Test support: the text a PDF made by pdf-lib shows, read back through each font's ToUnicode map
// (the map a PDF reader uses to copy or search text). Only the operators pdf-lib's drawText writes
// are read: `/Font size Tf` picks the font, `<hex> Tj` shows glyphs. Used by tests, never by the
// mock backend.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib'

export interface PdfFontInfo {
  /** The font program's name, e.g. `ABCDEF+Roboto-Regular` for a subset. */
  readonly baseFont: string
  readonly subtype: string
  /** Glyph code (4 hex digits) to its text. */
  readonly toUnicode: ReadonlyMap<string, string>
}

const streamText = (stream: PDFRawStream) =>
  new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())

function utf16Hex(hex: string): string {
  const units: number[] = []
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16))
  return String.fromCharCode(...units)
}

/** The glyph-to-text pairs of a ToUnicode CMap (bfchar entries and bfrange entries). */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toLowerCase().padStart(4, '0'), utf16Hex(text!))
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, start] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const from = parseInt(low!, 16)
      const first = parseInt(start!, 16)
      for (let code = from; code <= parseInt(high!, 16); code += 1)
        map.set(code.toString(16).padStart(4, '0'), String.fromCharCode(first + code - from))
    }
  return map
}

function fontInfo(font: PDFDict): PdfFontInfo {
  const name = (key: string) => font.lookup(PDFName.of(key))?.toString().replace(/^\//, '') ?? ''
  const toUnicode = font.lookup(PDFName.of('ToUnicode'))
  return {
    baseFont: name('BaseFont'),
    subtype: name('Subtype'),
    toUnicode: toUnicode instanceof PDFRawStream ? parseToUnicode(streamText(toUnicode)) : new Map(),
  }
}

const resolved = (doc: PDFDocument, object: PDFObject | undefined) =>
  object instanceof PDFRef ? doc.context.lookup(object) : object

/** Every page's fonts (by resource name) and shown text, one string per Tj. @test */
export async function readPdfText(
  bytes: Uint8Array | ArrayBuffer,
): Promise<{ fonts: Map<string, PdfFontInfo>; lines: string[] }> {
  const doc = await PDFDocument.load(bytes)
  const fonts = new Map<string, PdfFontInfo>()
  const lines: string[] = []
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'))
    const pageFonts = new Map<string, PdfFontInfo>()
    if (fontDict instanceof PDFDict)
      for (const [key, value] of fontDict.entries()) {
        const font = resolved(doc, value)
        if (font instanceof PDFDict) {
          const info = fontInfo(font)
          pageFonts.set(key.asString().replace(/^\//, ''), info)
          fonts.set(key.asString().replace(/^\//, ''), info)
        }
      }
    const contents = resolved(doc, page.node.get(PDFName.of('Contents')))
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((o) => resolved(doc, o)) : [contents]
    const operators = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map(streamText)
      .join('\n')
    let current: PdfFontInfo | undefined
    for (const [, fontName, hex] of operators.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (fontName !== undefined) current = pageFonts.get(fontName)
      else if (hex !== undefined) {
        let text = ''
        for (let i = 0; i + 4 <= hex.length; i += 4)
          text += current?.toUnicode.get(hex.slice(i, i + 4).toLowerCase()) ?? '\uFFFD'
        lines.push(text)
      }
    }
  }
  return { fonts, lines }
}

/** Each page's content stream, decoded (the drawing operators), for tests of the layout. @test */
export async function pageOperators(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) => {
    const contents = resolved(doc, page.node.get(PDFName.of('Contents')))
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((o) => resolved(doc, o)) : [contents]
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map(streamText)
      .join('\n')
  })
}
