// The profile's values in the active language (R-I18N-009, decision 0347): the account's customer
// type, role(s) and terms of payment come from the backend as codes or English words ('Company',
// 'Distributor', 'Main', 'no credit - TT', 'credit 30 days'), which rules compare as they are
// (R-PERM-004, the voucher flow's 'no credit - TT'). Only their display is translated; a value
// this table does not know is shown as it comes.
import type { TFunction } from 'i18next'

const CUSTOMER_TYPES: Readonly<Record<string, string>> = {
  company: 'company',
  distributor: 'distributor',
}
const ROLES: Readonly<Record<string, string>> = {
  main: 'main',
  manager: 'manager',
  accountant: 'accountant',
  admin: 'admin',
}
const NO_CREDIT_TT = /^no credit\s*-\s*tt$/i
const CREDIT_DAYS = /^credit\s+(\d+)\s+days?$/i

const known = (table: Readonly<Record<string, string>>, raw: string) => table[raw.trim().toLowerCase()]

/** The customer type's name in the active language, or the value as it comes. */
export function customerTypeText(t: TFunction, raw: string): string {
  const key = known(CUSTOMER_TYPES, raw)
  return key ? t(`profile:values.customerType.${key}`) : raw
}

/** The role names (one or a comma-separated list) in the active language, each as it comes if unknown. */
export function roleText(t: TFunction, raw: string): string {
  return raw
    .split(/[,;]/)
    .map((role) => role.trim())
    .filter((role) => role !== '')
    .map((role) => {
      const key = known(ROLES, role)
      return key ? t(`profile:values.role.${key}`) : role
    })
    .join(', ')
}

/** The terms of payment in the active language, or the value as it comes. */
export function termsText(t: TFunction, raw: string): string {
  if (NO_CREDIT_TT.test(raw.trim())) return t('profile:values.terms.noCreditTT')
  const credit = CREDIT_DAYS.exec(raw.trim())
  return credit ? t('profile:values.terms.creditDays', { days: Number(credit[1]) }) : raw
}
