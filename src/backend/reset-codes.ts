// The reset-code port (R-PWD-011, decision 0348): the core asks it for a code when an account's
// owner asks for one (SendValidationCode) and asks it whether a code is right (UpdatePassword).
// The core holds no code itself: the browser's demo passes an implementation that accepts the
// documented demo code (src/mocks/reset-codes-demo.ts), the server one that issues random codes,
// keeps them hashed and mails them (server/reset-codes.ts), so nothing of the demo reaches the
// server build. A face that passes none gets `noResetCodes`: no code is right, no account can be
// taken over by forgetting to configure it.
import type { DemoAccount } from './accounts'

export interface ResetCodeAsk {
  /** The account name as typed, trimmed and lower-cased: limits count it whether an account has it or not. */
  readonly name: string
  /** The account of that name; none: nothing is sent, and the answer is the same (R-PWD-011). */
  readonly account: DemoAccount | undefined
  /** The call: its language (for the mail) and, in server mode, its client address. */
  readonly request: Request
}

export type ResetCodeIssue =
  | { readonly kind: 'sent' }
  /** Too many codes asked for the name or from the client address: none is made. */
  | { readonly kind: 'limited'; readonly retryAfterMs: number }

export interface ResetCodes {
  /** A new code for the name (voiding any earlier one), sent to the account when there is one. */
  issue(ask: ResetCodeAsk): Promise<ResetCodeIssue>
  /** Spends one try of the name's code: true when right, and the code is then used up. */
  redeem(name: string, code: string): Promise<boolean>
}

/** No code is ever made or right: the default of a backend given no port. */
export const noResetCodes: ResetCodes = {
  issue: async () => ({ kind: 'sent' }),
  redeem: async () => false,
}
