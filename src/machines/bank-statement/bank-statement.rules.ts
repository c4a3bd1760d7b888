// Matching a bank statement's credit lines to orders waiting for payment (R-BANK-001..006,
// decision 0369). Pure: the backend decides with it under its write turn, the screens name its
// verdicts. A line is the statement's own text (date, amount, content, reference); the orders
// come from the backend's state, never from the statement's sender.
import type { FeOrderStatus } from '../../api/contracts/common'

/** One line of a statement as the file holds it: text, read by the rules below. */
export interface StatementLine {
  readonly date: string
  readonly amount: string
  readonly content: string
  readonly reference: string
}

/**
 * The BB numbers in a transfer content (R-BANK-001): `BB` and eight digits, any case, spaces or
 * a dash between them, inside other words (banks glue the content to their own text); eight
 * digits exactly, so a longer number is no BB number. Distinct, upper case, in order.
 */
export function orderNumbersIn(content: string): string[] {
  const found = new Set<string>()
  for (const m of content.matchAll(/BB[\s\-_.:#]*(\d{8})(?!\d)/gi)) {
    found.add(`BB${m[1]!}`)
  }
  return [...found]
}

/**
 * A credit amount in whole đồng as Vietnamese banks export it (R-BANK-002): `1.250.000`,
 * `1,250,000`, `1250000`, `1 250 000`, `1.250.000,00`, `1,250,000.00`, a `VND` or `đ` beside it.
 * Undefined for anything else: empty, zero, negative (a debit), fractions of a đồng, not a number.
 */
export function creditAmountOf(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/\s*(vnd|vnđ|đ|d)\s*$/i, '')
    .replace(/^\s*(vnd|vnđ)\s*/i, '')
    .replace(/[\s\u00a0]/g, '')
  if (cleaned === '' || cleaned.startsWith('-') || cleaned.startsWith('(')) return undefined
  const body = cleaned.startsWith('+') ? cleaned.slice(1) : cleaned
  if (!/^\d[\d.,]*$/.test(body)) return undefined
  // A last separator followed by one or two digits is the decimal mark; they must be zeros.
  let whole = body
  const decimal = /^(.*\d)[.,](\d{1,2})$/.exec(body)
  if (decimal !== null) {
    if (!/^0+$/.test(decimal[2]!)) return undefined
    whole = decimal[1]!
  }
  // The rest: digits, or groups of three after one kind of thousands separator.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(\.\d{3})+$/.test(whole) && !/^\d{1,3}(,\d{3})+$/.test(whole))
    return undefined
  const amount = Number(whole.replace(/[.,]/g, ''))
  return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined
}

/** What identifies a line across imports (R-BANK-004): the same line in a statement imported again. */
export function lineKeyOf(line: StatementLine): string {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase()
  return [
    norm(line.date),
    String(creditAmountOf(line.amount) ?? norm(line.amount)),
    norm(line.reference),
    norm(line.content),
  ].join('|')
}

/** An order as the backend holds it, for matching: its amount due is null unless paid by transfer. */
export interface PayableOrder {
  readonly id: number
  readonly orderNumber: string
  readonly status: FeOrderStatus
  /** The order's total when its customer pays by transfer (R-QR-003), else null. */
  readonly amountDue: number | null
}

/** Why a line moves nothing and is listed for a person (R-BANK-003). */
export type UnmatchedReason =
  | 'notCredit'
  | 'noOrderNumber'
  | 'severalOrderNumbers'
  | 'unknownOrder'
  | 'notWaitingForPayment'
  | 'differentAmount'
  | 'alreadyImported'

export type LineVerdict =
  | {
      readonly kind: 'match'
      readonly orderId: number
      readonly orderNumber: string
      readonly amount: number
      readonly key: string
    }
  | {
      readonly kind: 'unmatched'
      readonly reason: UnmatchedReason
      readonly orderNumber: string | null
      readonly amount: number | null
      /** With a different amount: the order's amount due. */
      readonly expected: number | null
      readonly key: string
    }

/** The status of an order waiting for payment by transfer (Pending Payment). */
export const PENDING_PAYMENT: FeOrderStatus = 2

/**
 * Each line's verdict, in statement order (R-BANK-003, R-BANK-004): a credit whose content names
 * one BB number of an order at Pending Payment, paid by transfer, for exactly its amount due, is a
 * match; anything else is listed with its reason. A line already imported (`imported` keys) or met
 * earlier in the same statement matches nothing, and an order matches one line at most: the
 * first; a later line for it finds the order no longer waiting.
 */
export function classifyStatement(
  lines: readonly StatementLine[],
  orderOf: (orderNumber: string) => PayableOrder | undefined,
  imported: ReadonlySet<string>,
): LineVerdict[] {
  const seen = new Set<string>()
  const paid = new Set<number>()
  return lines.map((line): LineVerdict => {
    const key = lineKeyOf(line)
    const amount = creditAmountOf(line.amount) ?? null
    const numbers = orderNumbersIn(line.content)
    const orderNumber = numbers.length === 1 ? numbers[0]! : null
    const unmatched = (reason: UnmatchedReason, expected: number | null = null): LineVerdict => ({
      kind: 'unmatched',
      reason,
      orderNumber,
      amount,
      expected,
      key,
    })
    if (imported.has(key) || seen.has(key)) return unmatched('alreadyImported')
    seen.add(key)
    if (amount === null) return unmatched('notCredit')
    if (numbers.length === 0) return unmatched('noOrderNumber')
    if (orderNumber === null) return unmatched('severalOrderNumbers')
    const order = orderOf(orderNumber)
    if (order === undefined) return unmatched('unknownOrder')
    if (order.status !== PENDING_PAYMENT || order.amountDue === null || paid.has(order.id))
      return unmatched('notWaitingForPayment')
    if (order.amountDue !== amount) return unmatched('differentAmount', order.amountDue)
    paid.add(order.id)
    return { kind: 'match', orderId: order.id, orderNumber, amount, key }
  })
}
