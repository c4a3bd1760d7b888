// The PDFs the mock backend makes keep Vietnamese text whole (decision 0043): the text read back
// through the embedded font's ToUnicode map is the text drawn, diacritics and all, in a subset of
// Roboto; the standard (WinAnsi) fonts are gone.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { pdfLineOf, renderDocument, type DocumentSpec } from './pdf-document'
import { bytesOfDataUrl } from './pdf-fonts'
import { parseToUnicode, readPdfText } from './pdf-text'
import { letterheadIn } from './seed/manufacturer'

const VIETNAMESE = 'aăâbcdđeêghiklmnoôơpqrstuưvxyáàảãạắằẳẵặấầẩẫậéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ'
const LETTERS = [...VIETNAMESE, ...VIETNAMESE.toUpperCase(), ...'0123456789,.-()%/:']
const FOOTER = 'Chân trang'

/** A document with only what a test puts in it besides the letterhead, footer and page numbers. */
const documentOf = (spec: Partial<DocumentSpec>) =>
  renderDocument({
    title: 'Thử',
    letterhead: letterheadIn('vi'),
    labels: { taxCode: 'Mã số thuế', phone: 'Điện thoại', email: 'Email' },
    subtitle: [],
    fields: [],
    totals: [],
    after: [],
    footer: FOOTER,
    pageLabel: (page, pages) => `Trang ${page}/${pages}`,
    ...spec,
  })

describe('R-API-015 PDFs in Vietnamese', () => {
  it('draws a Vietnamese order line with every diacritic, in an embedded subset of Roboto', async () => {
    const title = 'Đơn hàng BB00000042'
    const name = 'Xúc xích tiệt trùng vị heo'
    const specification = 'Thùng 24 gói × 500 g'
    const bytes = await documentOf({
      title,
      fields: [['Khách hàng', 'Công ty TNHH Thực phẩm Đồng Nai — Chi nhánh Biên Hòa']],
      table: {
        columns: [
          { header: 'Mã', weight: 1 },
          { header: 'Tên sản phẩm', weight: 4 },
          { header: 'Quy cách', weight: 3 },
        ],
        rows: [['SS001', name, specification]],
      },
    })
    const { fonts, lines } = await readPdfText(bytes)
    expect(lines).toEqual(
      expect.arrayContaining([
        title,
        'Khách hàng:',
        'Công ty TNHH Thực phẩm Đồng Nai — Chi nhánh Biên Hòa',
        name,
        specification,
      ]),
    )
    expect(lines.join('')).not.toContain('\uFFFD')
    // Each font is embedded once (several resource names may point at it), as a subset: its
    // glyph map holds the characters drawn, not Roboto's 1,300 glyphs.
    const embedded = new Map([...fonts.values()].map((f) => [f.baseFont, f]))
    expect([...embedded.keys()].sort()).toEqual([
      expect.stringMatching(/^Roboto-Bold\b/),
      expect.stringMatching(/^Roboto-Regular\b/),
    ])
    for (const font of embedded.values()) {
      expect(font.subtype).toBe('Type0')
      expect(font.toUnicode.size).toBeLessThan(100)
    }
  })

  it('any text of Vietnamese words reads back as drawn, wrapped over lines and pages', async () => {
    const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 14 }).map((l) => l.join(''))
    const text = fc.array(word, { minLength: 1, maxLength: 120 }).map((words) => words.join(' '))
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 4 }), async (blocks) => {
        const bytes = await documentOf({ after: blocks.map((t, i) => [`Ghi chú ${i + 1}`, t] as const) })
        const { lines } = await readPdfText(bytes)
        // What follows the first label, without the labels, footers and page numbers.
        const drawn = lines
          .slice(lines.indexOf('Ghi chú 1:'))
          .filter((l) => !/^Ghi chú \d+:$/.test(l) && l !== FOOTER && !/^Trang \d+\/\d+$/.test(l))
        expect(drawn.join(' ')).toBe(blocks.join(' '))
      }),
      { numRuns: 10 },
    )
  })

  it('decomposed input (e + combining marks) is drawn as the composed letters', async () => {
    const decomposed = 'Nguyễn Văn Đức'.normalize('NFD')
    const { lines } = await readPdfText(await documentOf({ after: [['Tên', `  ${decomposed}\tghi chú `]] }))
    expect(lines).toContain('Nguyễn Văn Đức ghi chú')
    expect(pdfLineOf(' a\u0000b\r\nc\td ')).toBe('a b  c d')
  })
})

describe('the test support', () => {
  it('parses bfchar and bfrange ToUnicode entries', () => {
    const map = parseToUnicode(
      '2 beginbfchar\n<0001> <0110>\n<0002> <1EC7>\nendbfchar\n1 beginbfrange\n<0010> <0012> <0041>\nendbfrange',
    )
    expect(Object.fromEntries(map)).toEqual({
      '0001': 'Đ',
      '0002': 'ệ',
      '0010': 'A',
      '0011': 'B',
      '0012': 'C',
    })
  })

  it('reads only base64 data URLs', () => {
    expect([...bytesOfDataUrl('data:font/ttf;base64,AAEC')]).toEqual([0, 1, 2])
    expect(() => bytesOfDataUrl('data:font/ttf,abc')).toThrow()
  })
})
