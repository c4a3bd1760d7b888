// Small, deterministic file contents for seeded documents (vouchers, delivery notes, photos): a
// one-page PDF written by hand (no dates inside, so the seed is the same every time) and a
// one-pixel PNG. Exports made on request use pdf-lib and exceljs instead (handlers/files.ts).

/** Text the PDF standard fonts can draw: Vietnamese letters lose their marks (đ becomes d). */
export function asciiOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
}

const escapePdf = (text: string) => asciiOf(text).replace(/[\\()]/g, (c) => `\\${c}`)

/** A valid one-page A4 PDF showing `title` and `lines` in Helvetica. */
export function tinyPdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [
    'BT /F1 16 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -18 Td', `(${escapePdf(line)}) Tj`]),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

/** A 1×1 PNG (a light grey pixel). */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AwAI/AL+XJ/PZQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)
