// Property tests of the VietQR payload (R-QR-001, R-QR-002): for generated banks, accounts,
// amounts and BB numbers the payload reads back through the parser, its CRC checks, every TLV
// length is right, and it is plain ASCII; what cannot be encoded gives no payload.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { AMOUNT_MAX_DIGITS } from '../../api/contracts/payment-transfer'
import {
  crc16,
  NAPAS_GUID,
  parseTlv,
  parseVietQr,
  TRANSFER_TO_ACCOUNT,
  vietQrPayload,
  type Transfer,
} from './vietqr.rules'

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })
const alnum = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    minLength: min,
    maxLength: max,
  })
const transfer: fc.Arbitrary<Transfer> = fc.record({
  bin: digits(6, 6),
  accountNumber: alnum(1, 19),
  amount: fc.integer({ min: 1, max: 10 ** AMOUNT_MAX_DIGITS - 1 }),
  content: fc.oneof(
    fc.integer({ min: 1, max: 99_999_999 }).map((n) => `BB${String(n).padStart(8, '0')}`),
    alnum(1, 25),
  ),
})

/** Every field's length, at every level of nesting that holds fields, is its value's. */
function lengthsRight(text: string, nested: readonly string[]): boolean {
  const fields = parseTlv(text)
  if (fields === null) return false
  return fields.every((f) => !nested.includes(f.tag) || parseTlv(f.value) !== null)
}

describe('VietQR payload', () => {
  it('R-QR-001 the CRC is CRC-16/CCITT-FALSE (its check value: "123456789" gives 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16('')).toBe('FFFF')
  })

  it('R-QR-001 a payload reads back through the parser to the same bank, account, amount and content', () => {
    fc.assert(
      fc.property(transfer, (t) => {
        const payload = vietQrPayload(t)
        expect(payload).not.toBeNull()
        expect(parseVietQr(payload ?? '')).toEqual(t)
      }),
    )
  })

  it('R-QR-001 the fields are 00=01, 01=12, 38 (NAPAS GUID, BIN and account, QRIBFTTA), 53=704, 54, 58=VN, 62/08, 63 in that order, every length right', () => {
    fc.assert(
      fc.property(transfer, (t) => {
        const payload = vietQrPayload(t) ?? ''
        const top = parseTlv(payload)
        expect(top?.map((f) => f.tag)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63'])
        expect(lengthsRight(payload, ['38', '62'])).toBe(true)
        const account = parseTlv(top?.[2]?.value ?? '')
        expect(account).toEqual([
          { tag: '00', value: NAPAS_GUID },
          { tag: '01', value: expect.any(String) },
          { tag: '02', value: TRANSFER_TO_ACCOUNT },
        ])
        expect(parseTlv(account?.[1]?.value ?? '')).toEqual([
          { tag: '00', value: t.bin },
          { tag: '01', value: t.accountNumber },
        ])
        expect(top?.[0]?.value).toBe('01')
        expect(top?.[1]?.value).toBe('12')
        expect(top?.[3]?.value).toBe('704')
        expect(top?.[4]?.value).toBe(String(t.amount))
        expect(top?.[5]?.value).toBe('VN')
        expect(top?.[6]?.value).toBe(`08${String(t.content.length).padStart(2, '0')}${t.content}`)
      }),
    )
  })

  it('R-QR-001 the CRC covers everything before its value, "6304" included; any changed character is caught', () => {
    fc.assert(
      fc.property(transfer, fc.nat(), fc.integer({ min: 1, max: 9 }), (t, where, delta) => {
        const payload = vietQrPayload(t) ?? ''
        expect(payload.slice(-8, -4)).toBe('6304')
        expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
        // A digit of the amount or the account changed: the parser refuses the payload.
        const at = where % (payload.length - 4)
        const code = payload.charCodeAt(at)
        const changed = payload.slice(0, at) + String.fromCharCode(code ^ delta) + payload.slice(at + 1)
        expect(parseVietQr(changed)).toBeNull()
      }),
    )
  })

  it('R-QR-002 the payload is printable ASCII only; a content with Vietnamese letters, spaces or signs, or over 25 characters, gives no payload', () => {
    fc.assert(
      fc.property(transfer, (t) => {
        expect(vietQrPayload(t)).toMatch(/^[\x20-\x7e]+$/)
      }),
    )
    fc.assert(
      fc.property(
        transfer,
        fc.oneof(
          fc.constantFrom('Thanh toán BB00000028', 'BB 00000028', 'BB-00000028', 'đơn', ''),
          alnum(26, 40),
        ),
        (t, content) => {
          expect(vietQrPayload({ ...t, content })).toBeNull()
        },
      ),
    )
  })

  it('R-QR-001 an amount that is not a whole number of đồng from 1 to 13 digits, a BIN not of 6 digits or an empty account gives no payload', () => {
    fc.assert(
      fc.property(
        transfer,
        fc.oneof(
          fc.constantFrom(0, -5, 1.5, Number.NaN, 10 ** AMOUNT_MAX_DIGITS),
          fc.double({ min: 0.01, max: 1e6, noInteger: true }),
        ),
        (t, amount) => {
          expect(vietQrPayload({ ...t, amount })).toBeNull()
        },
      ),
    )
    fc.assert(
      fc.property(transfer, fc.oneof(digits(0, 5), digits(7, 9), fc.constant('97A436')), (t, bin) => {
        expect(vietQrPayload({ ...t, bin })).toBeNull()
      }),
    )
    expect(vietQrPayload({ bin: '970436', accountNumber: '', amount: 1, content: 'BB00000028' })).toBeNull()
  })

  it('R-QR-002 the content is the BB number, nothing else: BB00000028 for 12,500,000 đ to the seed-like account', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '1234567890',
      amount: 12_500_000,
      content: 'BB00000028',
    })
    const body =
      '000201010212' +
      '3854' +
      '0010A000000727' +
      '0124' +
      '0006970436' +
      '01101234567890' +
      '0208QRIBFTTA' +
      '5303704' +
      '540812500000' +
      '5802VN' +
      '62140810BB00000028' +
      '6304'
    expect(payload).toBe(body + crc16(body))
  })
})
