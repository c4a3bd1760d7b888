// Reset password (R-PWD-002..010; code 5006, R-ERR-002).

export const RESET_FIELDS = ['account', 'code', 'newPassword', 'confirmNewPassword'] as const
export type ResetField = (typeof RESET_FIELDS)[number]
export type ResetForm = Readonly<Record<ResetField, string>>

export const EMPTY_RESET_FORM: ResetForm = { account: '', code: '', newPassword: '', confirmNewPassword: '' }

/** Seconds before a verification code can be asked for again. */
export const CODE_COOLDOWN_SECONDS = 60
export const MIN_PASSWORD_LENGTH = 8

/** i18n keys; the English texts are the spec's, verbatim. */
export const PASSWORD_RULE_KEY = 'auth:reset.passwordRule'
export const PASSWORD_MISMATCH_KEY = 'auth:reset.passwordMismatch'

/**
 * R-PWD-003/004/005: at least 8 characters, no whitespace, at least one letter (any alphabet,
 * Vietnamese included) and at least one digit.
 */
export function passwordMeetsRule(password: string): boolean {
  return (
    [...password].length >= MIN_PASSWORD_LENGTH &&
    !/\s/u.test(password) &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password)
  )
}

export interface ResetProblems {
  readonly newPassword?: string
  readonly confirmNewPassword?: string
}

/** The messages (i18n keys) the form shows under its password fields; empty when all is well. */
export function resetProblems(form: ResetForm): ResetProblems {
  const problems: { newPassword?: string; confirmNewPassword?: string } = {}
  if (form.newPassword !== '' && !passwordMeetsRule(form.newPassword))
    problems.newPassword = PASSWORD_RULE_KEY
  if (form.confirmNewPassword !== '' && form.confirmNewPassword !== form.newPassword) {
    problems.confirmNewPassword = PASSWORD_MISMATCH_KEY
  }
  return problems
}

export const hasProblems = (problems: ResetProblems) =>
  problems.newPassword !== undefined || problems.confirmNewPassword !== undefined

/** R-PWD-007: submit needs all four fields non-empty (the account and code trimmed). */
export const resetFormComplete = (form: ResetForm): boolean =>
  form.account.trim() !== '' &&
  form.code.trim() !== '' &&
  form.newPassword !== '' &&
  form.confirmNewPassword !== ''

/** R-PWD-008: get-code needs only the account. */
export const canAskForCode = (form: Pick<ResetForm, 'account'>): boolean => form.account.trim() !== ''

/** The request body of api/Authorization/UpdatePassword. */
export const updatePasswordRequest = (form: ResetForm) => ({
  account: form.account.trim(),
  code: form.code.trim(),
  newPassword: form.newPassword,
  confirmNewPassword: form.confirmNewPassword,
})

/** The passed-through code: verification code wrong or expired (R-ERR-002, R-PWD-010). */
export const CODE_REJECTED = 5006
