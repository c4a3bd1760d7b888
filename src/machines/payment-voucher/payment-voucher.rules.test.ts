import { Arbitrary, FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { Order } from '../../api/contracts/order-entities'
import {
  FILE_NAME_MAX,
  isUploadableType,
  isVoucherType,
  UPLOAD_MAX_BYTES,
  uploadProblem,
  VOUCHER_EXTENSIONS,
  voucherFileProblem,
  voucherSaveRequestOf,
} from './payment-voucher.rules'

/** A file name's stem: letters, digits, spaces, dots and Vietnamese letters, never empty. */
const stem = fc
  .array(fc.constantFrom(...'abcxyzABC019 ._-đơnhàngPhiếu'), { minLength: 1, maxLength: 40 })
  .map((chars) => chars.join(''))
  .filter((s) => s.trim() !== '' && !s.trim().endsWith('.'))
/** Some mix of upper and lower case of a text. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''))
const voucherExtension = fc.constantFrom(...VOUCHER_EXTENSIONS)
const otherExtension = fc
  .stringMatching(/^[a-z0-9]{1,6}$/)
  .filter((e) => !(VOUCHER_EXTENSIONS as readonly string[]).includes(e) && e !== 'webp')
const allowedSize = fc.integer({ min: 1, max: UPLOAD_MAX_BYTES })

describe('R-PAY-005 R-UPL-004 a payment voucher is a pdf, jpeg, gif, jpg, png, bmp, pic or svg, any case', () => {
  it('names the eight types of the spec, no more', () => {
    expect([...VOUCHER_EXTENSIONS].sort()).toEqual(['bmp', 'gif', 'jpeg', 'jpg', 'pdf', 'pic', 'png', 'svg'])
    expect(['A.PDF', 'scan.Svg', 'x.PiC'].map(isVoucherType)).toEqual([true, true, true])
    expect(['a.webp', 'a.doc', 'pdf', 'a.pdf.exe', 'a.'].map(isVoucherType)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('a voucher type in any letter case, of 1 byte to 10 MB, may be a voucher', () => {
    fc.assert(
      fc.property(
        stem,
        voucherExtension.chain((e) => anyCase(e)),
        allowedSize,
        (name, extension, size) => {
          expect(voucherFileProblem({ fileName: `${name}.${extension}`, size })).toBeUndefined()
          expect(uploadProblem({ fileName: `${name}.${extension}`, size })).toBeUndefined()
        },
      ),
    )
  })

  it('any other extension, or none, is refused as the wrong type', () => {
    fc.assert(
      fc.property(
        stem,
        fc.option(otherExtension, { nil: undefined }),
        allowedSize,
        (name, extension, size) => {
          const fileName = extension === undefined ? name.replace(/\./g, '') || 'x' : `${name}.${extension}`
          expect(voucherFileProblem({ fileName, size })).toBe('wrongType')
          expect(uploadProblem({ fileName, size })).toBe('wrongType')
        },
      ),
    )
  })

  it('the upload endpoint also takes a webp image (an image of the workplace rules), a voucher does not', () => {
    expect(uploadProblem({ fileName: 'photo.WEBP', size: 10 })).toBeUndefined()
    expect(voucherFileProblem({ fileName: 'photo.WEBP', size: 10 })).toBe('wrongType')
    expect(isUploadableType('photo.webp')).toBe(true)
  })
})

describe('R-UPL-009 R-WORK-003 a file of the right type over 10 MB, or empty, is refused', () => {
  it('exactly 10 MB passes; one byte more is too large; nothing is empty', () => {
    fc.assert(
      fc.property(
        stem,
        voucherExtension,
        fc.integer({ min: 1, max: 4 * UPLOAD_MAX_BYTES }),
        (name, e, extra) => {
          const fileName = `${name}.${e}`
          expect(uploadProblem({ fileName, size: UPLOAD_MAX_BYTES + extra })).toBe('tooLarge')
          expect(voucherFileProblem({ fileName, size: UPLOAD_MAX_BYTES + extra })).toBe('tooLarge')
        },
      ),
    )
    expect(uploadProblem({ fileName: 'a.pdf', size: UPLOAD_MAX_BYTES })).toBeUndefined()
    expect(uploadProblem({ fileName: 'a.pdf', size: 0 })).toBe('empty')
  })

  it('the type is judged before the size: a large file of another type is the wrong type', () => {
    fc.assert(
      fc.property(stem, otherExtension, fc.nat(), (name, e, size) => {
        expect(uploadProblem({ fileName: `${name}.${e}`, size })).toBe('wrongType')
      }),
    )
  })

  it('a name must have 1 to 255 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 600 }), allowedSize, (length, size) => {
        const fileName = `${'v'.repeat(length - 4)}.pdf`
        expect(uploadProblem({ fileName: `  ${fileName} `, size })).toBe(
          length > FILE_NAME_MAX ? 'badName' : undefined,
        )
      }),
    )
    expect(uploadProblem({ fileName: '   ', size: 1 })).toBe('badName')
  })
})

describe("R-PAY-006 saving vouchers sends the order's FormatId only for a distributor, 0 otherwise", () => {
  it('holds for any order and customer kind, with the evidence as the payment list', () => {
    fc.assert(
      fc.property(
        Arbitrary.make(Order),
        fc.constantFrom('Distributor', 'Company', 'Retail', 'distributor'),
        fc.array(fc.webUrl(), { maxLength: 3 }),
        (order, customerTypeName, evidence) => {
          const request = voucherSaveRequestOf(order, evidence, customerTypeName)
          expect(request.formatId).toBe(customerTypeName === 'Distributor' ? order.FormatId : 0)
          expect(request.orderPaymentList).toEqual(evidence.map((Evidence) => ({ Evidence })))
        },
      ),
    )
  })
})
