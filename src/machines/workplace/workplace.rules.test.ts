import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../api/contracts/files'
import { extensionOf, fileKindOf, inventoryUploadProblem, isPdfOrImage } from './workplace.rules'

describe('R-UPL-004 file kinds go by the extension, case-insensitive', () => {
  it('reads pdfs and images whatever the case', () => {
    expect(fileKindOf('A.PDF')).toBe('pdf')
    expect(fileKindOf('scan.Pdf')).toBe('pdf')
    expect(fileKindOf('photo.JPEG')).toBe('image')
    expect(fileKindOf('photo.png')).toBe('image')
    expect(fileKindOf('sheet.xlsx')).toBe('other')
    expect(fileKindOf('pdf')).toBe('other')
    expect(fileKindOf('archive.pdf.zip')).toBe('other')
    expect(extensionOf('noextension.')).toBe('')
  })

  it('a name keeps its kind under any change of letter case', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('pdf', 'png', 'jpg', 'gif', 'doc', 'xlsx', 'txt'),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (stem, ext, upper) => {
          const mixed = [...ext].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')
          expect(isPdfOrImage(`x${stem}.${mixed}`)).toBe(isPdfOrImage(`x${stem}.${ext}`))
        },
      ),
    )
  })
})

describe('R-WORK-003 the monthly inventory upload needs a month and a pdf or image under 10 MB', () => {
  const ok = { month: '2025-02', fileName: 'ton-kho.PDF', size: 1024 }
  it('accepts a picked past or current month with a pdf or an image', () => {
    expect(inventoryUploadProblem(ok, '2025-03')).toBeUndefined()
    expect(inventoryUploadProblem({ ...ok, month: '2025-03', fileName: 'a.jpg' }, '2025-03')).toBeUndefined()
    expect(inventoryUploadProblem({ ...ok, size: UPLOAD_MAX_BYTES }, '2025-03')).toBeUndefined()
  })
  it('refuses no month, a later month, another type, or more than 10 MB', () => {
    expect(inventoryUploadProblem({ ...ok, month: '' }, '2025-03')).toBe('noMonth')
    expect(inventoryUploadProblem({ ...ok, month: '2025-13' }, '2025-03')).toBe('noMonth')
    expect(inventoryUploadProblem({ ...ok, month: '2025-04' }, '2025-03')).toBe('futureMonth')
    expect(inventoryUploadProblem({ ...ok, fileName: 'ton-kho.xlsx' }, '2025-03')).toBe('wrongType')
    expect(inventoryUploadProblem({ ...ok, size: UPLOAD_MAX_BYTES + 1 }, '2025-03')).toBe('tooLarge')
  })
})
