// The bounds of a company template (R-TPL-002, decision 0366), without effect: the Schemas and the
// rules file both read them, and the screens need no Schema to know them.

/** Longest name, after trimming. */
export const TEMPLATE_NAME_MAX = 60
/** Most lines of one template: an order's own bound. */
export const TEMPLATE_LINES_MAX = 200
/** Most cases of one line: quick order's bound (R-QUICK-003). */
export const TEMPLATE_QUANTITY_MAX = 100_000
/** Most templates one company keeps: the list is one answer, never paged. */
export const TEMPLATES_PER_COMPANY_MAX = 100
