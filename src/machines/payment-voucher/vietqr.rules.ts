// The VietQR payload of a bank transfer that pays an order (R-QR-001, R-QR-002, decision 0367):
// the NAPAS 247 QR, an EMVCo merchant-presented payload of TLV fields (two-digit tag, two-digit
// length, value), ended by a CRC-16/CCITT-FALSE over everything before its value. Pure: the
// screens build the payload from what the backend answers; the tests read it back with the parser.
import {
  ACCOUNT_PATTERN,
  AMOUNT_MAX_DIGITS,
  BIN_PATTERN,
  CONTENT_PATTERN,
} from '../../api/contracts/payment-transfer' // the payload's bounds are the contract's (R-QR-003)

/** NAPAS's application id, the GUID of tag 38's sub-field 00. */
export const NAPAS_GUID = 'A000000727'
/** The service: a transfer to an account (not to a card). */
export const TRANSFER_TO_ACCOUNT = 'QRIBFTTA'
/** ISO 4217 numeric code of the đồng (tag 53). */
export const VND_CURRENCY = '704'

/** What the payload carries. */
export interface Transfer {
  /** The receiving bank's BIN. */
  readonly bin: string
  readonly accountNumber: string
  /** The amount due in đồng, a whole number above 0. */
  readonly amount: number
  /** The transfer content: the BB number, nothing else (R-QR-002). */
  readonly content: string
}

/** One TLV field; a value of 1 to 99 characters. */
const field = (tag: string, value: string): string => `${tag}${String(value.length).padStart(2, '0')}${value}`

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Whether the transfer can be put in a payload: each part in its pattern, the amount in 13 digits. */
export const isEncodable = (transfer: Transfer): boolean =>
  BIN_PATTERN.test(transfer.bin) &&
  ACCOUNT_PATTERN.test(transfer.accountNumber) &&
  CONTENT_PATTERN.test(transfer.content) &&
  Number.isSafeInteger(transfer.amount) &&
  transfer.amount > 0 &&
  String(transfer.amount).length <= AMOUNT_MAX_DIGITS

/**
 * The VietQR payload of the transfer (R-QR-001): tags 00 (format 01), 01 (12: a code for one
 * payment, since it holds the amount), 38 (GUID, BIN and account, service), 53, 54, 58, 62/08 and
 * 63; null when the transfer cannot be encoded (isEncodable).
 */
export function vietQrPayload(transfer: Transfer): string | null {
  if (!isEncodable(transfer)) return null
  const beneficiary = field('00', transfer.bin) + field('01', transfer.accountNumber)
  const account = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT)
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', account) +
    field('53', VND_CURRENCY) +
    field('54', String(transfer.amount)) +
    field('58', 'VN') +
    field('62', field('08', transfer.content)) +
    '6304'
  return body + crc16(body)
}

export interface TlvField {
  readonly tag: string
  readonly value: string
}

/** The fields of a TLV text, or null when a length does not fit (the parser of the tests). */
export function parseTlv(text: string): readonly TlvField[] | null {
  const fields: TlvField[] = []
  let at = 0
  while (at < text.length) {
    const head = text.slice(at, at + 4)
    if (!/^[0-9]{4}$/.test(head)) return null
    const length = Number(head.slice(2))
    const value = text.slice(at + 4, at + 4 + length)
    if (value.length !== length) return null
    fields.push({ tag: head.slice(0, 2), value })
    at += 4 + length
  }
  return fields
}

const valueOf = (fields: readonly TlvField[] | null, tag: string) => fields?.find((f) => f.tag === tag)?.value

/** The transfer a VietQR payload carries, or null when it is not one or its CRC is wrong. @test */
export function parseVietQr(payload: string): Transfer | null {
  const top = parseTlv(payload)
  if (top === null || top.at(-1)?.tag !== '63') return null
  if (crc16(payload.slice(0, -4)) !== valueOf(top, '63')) return null
  const account = parseTlv(valueOf(top, '38') ?? '')
  if (valueOf(account, '00') !== NAPAS_GUID || valueOf(account, '02') !== TRANSFER_TO_ACCOUNT) return null
  const beneficiary = parseTlv(valueOf(account, '01') ?? '')
  const amount = Number(valueOf(top, '54'))
  const transfer = {
    bin: valueOf(beneficiary, '00') ?? '',
    accountNumber: valueOf(beneficiary, '01') ?? '',
    amount,
    content: valueOf(parseTlv(valueOf(top, '62') ?? ''), '08') ?? '',
  }
  return valueOf(top, '53') === VND_CURRENCY && valueOf(top, '58') === 'VN' && isEncodable(transfer)
    ? transfer
    : null
}
