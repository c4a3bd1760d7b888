import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import { customerTypeText, roleText, termsText } from './profile-values'

describe('profile values in the active language', () => {
  const vi = createI18n('vi').t
  const en = createI18n('en').t

  it('R-I18N-009 the customer type, roles and terms of payment read in Vietnamese words', () => {
    expect(customerTypeText(vi, 'Company')).toBe('Công ty')
    expect(customerTypeText(vi, 'Distributor')).toBe('Nhà phân phối')
    expect(roleText(vi, 'Main')).toBe('Tài khoản chính')
    expect(roleText(vi, 'Manager, Accountant')).toBe('Quản lý, Kế toán')
    expect(termsText(vi, 'no credit - TT')).toBe('Không cấp tín dụng, chuyển khoản trước (TT)')
    expect(termsText(vi, 'credit 45 days')).toBe('Tín dụng 45 ngày')
  })

  it('R-I18N-009 in English the same values read in English words', () => {
    expect(customerTypeText(en, 'Distributor')).toBe('Distributor')
    expect(roleText(en, 'Main')).toBe('Main account')
    expect(termsText(en, 'no credit - TT')).toBe('No credit, bank transfer in advance (TT)')
    expect(termsText(en, 'credit 30 days')).toBe('Credit 30 days')
  })

  it('R-I18N-009 a value with no translation is shown as it comes', () => {
    expect(customerTypeText(vi, 'Retailer')).toBe('Retailer')
    expect(roleText(vi, 'FOC, Main')).toBe('FOC, Tài khoản chính')
    expect(termsText(vi, 'cash on delivery')).toBe('cash on delivery')
  })
})
