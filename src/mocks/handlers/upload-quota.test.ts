// @vitest-environment happy-dom
// (this file uploads through the DOM's File and FormData, as files.test.ts does)
// The per-account upload quota of a business day (R-UPL-016), with a small quota so the test
// sends kilobytes, not hundreds of megabytes.
import { beforeAll, describe, expect, it } from 'vitest'
import { tinyPdf } from '../../backend/file-content'
import { backendText, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, upload } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'

const PDF = tinyPdf('Voucher', ['quota'])
/** Room for three such PDFs a day. */
const QUOTA = PDF.byteLength * 3
const mock = startMockServer({ realNow: fixedClock, uploadQuotaBytes: QUOTA })
let customer = ''
let credit = ''
beforeAll(async () => {
  customer = await login('customer@demo.vn')
  credit = await login('credit@demo.vn')
})
const stored = () => mock.backend.state.orders.db.files.count()

describe('R-UPL-016 one account uploads at most its quota per business day', () => {
  it('refuses the upload past the quota in both languages, storing nothing; another account and the next day are free', async () => {
    const send = (token: string, language: 'en' | 'vi' = 'en') =>
      upload(new File([PDF], 'voucher.pdf'), { token, language })
    for (let i = 0; i < 3; i += 1) expect((await send(customer)).code).toBe(0)
    const before = stored()
    const limit = `${Math.ceil(QUOTA / (1024 * 1024))} MB`
    for (const language of ['en', 'vi'] as const) {
      const refused = await send(customer, language)
      expect([refused.code, refused.message]).toEqual([
        MOCK_CODES.fileRejected,
        backendText(language, 'files.quota', { used: limit, limit }),
      ])
    }
    expect(stored()).toBe(before)
    // The quota is the account's own.
    expect((await send(credit)).code).toBe(0)
    // A new business day, a new quota.
    await mock.backend.state.orders.advanceClock(1)
    expect((await send(customer)).code).toBe(0)
  })
})
