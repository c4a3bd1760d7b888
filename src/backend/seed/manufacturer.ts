// The manufacturer whose portal this is: the letterhead of the documents the backend writes (the
// order PDF and the packing list, R-DOC-003, decision 0341). Demo data, in both languages: the
// legal name and the address are the Vietnamese ones on a Vietnamese document, their English
// forms on an English one; the tax code (mã số thuế) is the same in both.
import type { Language } from '../../i18n/languages'

export interface Letterhead {
  readonly name: string
  readonly address: string
  readonly taxCode: string
  readonly phone: string
  readonly email: string
}

const MANUFACTURER: Record<Language, Letterhead> = {
  vi: {
    name: 'Công ty Cổ phần Thực phẩm Đông Lạnh Hưng Phát',
    address: 'Lô C5, Khu công nghiệp Tân Đức, xã Đức Hòa Hạ, huyện Đức Hòa, tỉnh Long An',
    taxCode: '1101876543',
    phone: '0272 3812 468',
    email: 'dathang@hungphatfoods.vn',
  },
  en: {
    name: 'Hung Phat Frozen Foods Joint Stock Company',
    address:
      'Lot C5, Tan Duc Industrial Park, Duc Hoa Ha Commune, Duc Hoa District, Long An Province, Vietnam',
    taxCode: '1101876543',
    phone: '+84 272 3812 468',
    email: 'dathang@hungphatfoods.vn',
  },
}

/** The manufacturer's letterhead in `language`. */
export const letterheadIn = (language: Language): Letterhead => MANUFACTURER[language]

/**
 * The manufacturer's bank account that orders paid by transfer go to (R-QR-003, decision 0367).
 * Demo data: Vietcombank's real BIN, so banking apps read the code; an account number that is the
 * demo's own. A deployment puts its own account here.
 */
export const MANUFACTURER_BANK_ACCOUNT = {
  bin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '1017006868',
  accountName: 'CONG TY CP THUC PHAM DONG LANH HUNG PHAT',
} as const
