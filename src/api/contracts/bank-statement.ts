// The back office's bank statement import (R-BANK-003..005, decision 0369): the browser reads the
// file (CSV or .xlsx) and sends only its lines, as text and bounded; the backend parses the
// amounts, finds the BB numbers and judges every line against the orders it holds. `preview`
// judges and appends nothing; `import` moves the matched orders. Back office only (its session rule).
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import {
  STATEMENT_AMOUNT_MAX,
  STATEMENT_CONTENT_MAX,
  STATEMENT_DATE_MAX,
  STATEMENT_MAX_LINES,
  STATEMENT_REFERENCE_MAX,
} from './bank-statement-bounds'
import { Count, EntityId, note, Text, Vnd } from './common'

/** One statement line as the file holds it (an entity of the request: PascalCase, R-API-025). */
export const StatementLineBody = Schema.Struct({
  Date: Text(STATEMENT_DATE_MAX),
  Amount: note(Text(STATEMENT_AMOUNT_MAX), 'the credit as the bank writes it: 1.250.000, 1,250,000...'),
  Content: note(Text(STATEMENT_CONTENT_MAX), 'the transfer content, where the BB number is found'),
  Reference: Text(STATEMENT_REFERENCE_MAX),
})

export type StatementLineBody = Schema.Schema.Type<typeof StatementLineBody>

export const ImportStatementRequest = Schema.Struct({
  mode: note(Schema.Literal('preview', 'import'), 'preview judges the lines and changes nothing'),
  lines: Schema.Array(StatementLineBody).pipe(Schema.minItems(1), Schema.maxItems(STATEMENT_MAX_LINES)),
})
export type ImportStatementRequest = Schema.Schema.Type<typeof ImportStatementRequest>

/** A line's verdict: a match, or why it is listed for a person. */
export const StatementVerdictKind = Schema.Literal(
  'match',
  'notCredit',
  'noOrderNumber',
  'severalOrderNumbers',
  'unknownOrder',
  'notWaitingForPayment',
  'differentAmount',
  'alreadyImported',
)
export type StatementVerdictKind = Schema.Schema.Type<typeof StatementVerdictKind>

const OrderNumberText = Text(20)

export const StatementLineVerdict = Schema.Struct({
  Line: note(Count, "the line's place in the request, from 0"),
  Verdict: StatementVerdictKind,
  OrderNumber: Schema.NullOr(OrderNumberText),
  Amount: note(Schema.NullOr(Vnd), 'the credit read from the line, null when it is none'),
  Expected: note(Schema.NullOr(Vnd), "with a different amount: the order's amount due"),
}).annotations({ identifier: 'StatementLineVerdict' })
export type StatementLineVerdict = Schema.Schema.Type<typeof StatementLineVerdict>

export const StatementResult = Schema.Struct({
  Lines: Schema.Array(StatementLineVerdict).pipe(Schema.maxItems(STATEMENT_MAX_LINES)),
  Moved: note(
    Schema.Array(Schema.Struct({ Id: EntityId, OrderNumber: OrderNumberText })).pipe(
      Schema.maxItems(STATEMENT_MAX_LINES),
    ),
    'the orders moved to Verifying (none in a preview)',
  ),
}).annotations({ identifier: 'StatementResult' })
export type StatementResult = Schema.Schema.Type<typeof StatementResult>

export const ImportBankStatement = defineEndpoint({
  name: 'Sim.BankStatement',
  method: 'POST',
  path: 'api/__sim/bankStatement',
  request: ImportStatementRequest,
  response: StatementResult,
  summary:
    "Back office: judges a bank statement's lines (preview) or imports them: a credit naming the BB number of an order at Pending Payment, paid by transfer, for exactly its amount moves it to Verifying with the line as evidence; every other line is listed with its reason, and a line imported before moves nothing (R-BANK-003, R-BANK-004).",
})

export const StatementSample = Schema.Struct({
  Lines: Schema.Array(StatementLineBody).pipe(Schema.maxItems(STATEMENT_MAX_LINES)),
}).annotations({ identifier: 'StatementSample' })
export type StatementSample = Schema.Schema.Type<typeof StatementSample>

export const GetBankStatementSample = defineEndpoint({
  name: 'Sim.BankStatementSample',
  method: 'GET',
  path: 'api/__sim/bankStatement/sample',
  request: NoInput,
  response: StatementSample,
  summary:
    'Back office: a sample statement as a Vietnamese bank exports it, from the demo data now: a credit for each order waiting for payment by transfer and two decoys (R-BANK-009). The screen writes it as CSV or .xlsx.',
})

export const bankStatementEndpoints = [ImportBankStatement, GetBankStatementSample] as const
