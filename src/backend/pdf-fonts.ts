// The fonts of the PDFs the mock backend makes (decision 0043): Roboto (OFL-1.1, from
// @expo-google-fonts/roboto), whose TrueType files cover Vietnamese, read by @pdf-lib/fontkit and
// embedded as subsets. exports.ts imports this module lazily, so the fonts and fontkit load with
// the first PDF only, inside the mock backend's chunks. The files come inlined (a data URL that
// Vite makes at build time, and vitest alike), so no request and no file system is involved.
import fontkit from '@pdf-lib/fontkit'
import boldDataUrl from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf?inline'
import regularDataUrl from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf?inline'
import type { PDFDocument, PDFFont } from 'pdf-lib'

export { fontkit }

/** The bytes of a base64 data URL. */
export function bytesOfDataUrl(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',')
  if (!dataUrl.startsWith('data:') || !dataUrl.slice(0, comma).endsWith(';base64'))
    throw new Error('not a base64 data URL')
  return Uint8Array.from(atob(dataUrl.slice(comma + 1)), (c) => c.charCodeAt(0))
}

let cached: { regular: Uint8Array; bold: Uint8Array } | undefined
const fontBytes = () =>
  (cached ??= { regular: bytesOfDataUrl(regularDataUrl), bold: bytesOfDataUrl(boldDataUrl) })

export interface PdfFonts {
  readonly regular: PDFFont
  readonly bold: PDFFont
}

/** Embeds Roboto regular and bold in `pdf`, subset to the glyphs the document draws. */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(fontkit)
  const { regular, bold } = fontBytes()
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  }
}

let outlineFont: ReturnType<typeof fontkit.create> | undefined

/**
 * `text` in Roboto regular as outlines, not text (the packing list's watermark, R-DOC-004): SVG
 * path data at `size` points with y pointing down, as pdf-lib's drawSvgPath reads it, the
 * baseline at y 0 and the text starting at x 0; and its width. A watermark drawn so is part of
 * the page's picture, as the screen's canvas tile is, and never part of its text (a reader that
 * copies or searches the document does not meet the customer's name at every tile).
 */
export function textOutline(text: string, size: number): { path: string; width: number } {
  const font = (outlineFont ??= fontkit.create(fontBytes().regular))
  const scale = size / font.unitsPerEm
  const round = (value: number) => Math.round(value * 100) / 100
  const run = font.layout(text.normalize('NFC'))
  const parts: string[] = []
  let pen = 0
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!
    const x0 = pen + position.xOffset
    const y0 = position.yOffset
    // fontkit's toSVG writes absolute M, L, Q, C and Z commands: their numbers are x y pairs.
    parts.push(
      glyph.path.toSVG().replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, args: string) => {
        const numbers =
          args.trim() === ''
            ? []
            : args
                .trim()
                .split(/[\s,]+/)
                .map(Number)
        return `${command}${numbers
          .map((n, j) => (j % 2 === 0 ? round((n + x0) * scale) : round(-(n + y0) * scale)))
          .join(' ')}`
      }),
    )
    pen += position.xAdvance
  })
  return { path: parts.join(''), width: pen * scale }
}
