// The bank statement's bounds (R-BANK-005, decision 0369), apart from its endpoints: the statement
// rules read them, and importing the contract module would bring its endpoint definitions (and the
// back office's paths) into every chunk that judges a file, the statechart viewer's included.

/** At most this many lines in one statement (R-BANK-005). */
export const STATEMENT_MAX_LINES = 2000
export const STATEMENT_DATE_MAX = 40
export const STATEMENT_AMOUNT_MAX = 40
export const STATEMENT_CONTENT_MAX = 500
export const STATEMENT_REFERENCE_MAX = 100
