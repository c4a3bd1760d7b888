// Reset codes in server mode (decision 0348), over HTTP, with the codes read from the mail an
// in-process SMTP server received. The callers' describe titles name the rules (R-PWD-011..014).
// Run on PGlite (specs/server/reset-codes.test.ts) and on a real PostgreSQL
// (specs/server/persistence-postgres.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Login, SendValidationCode, UpdatePassword } from '../../src/api/contracts/auth'
import type { Language } from '../../src/i18n/languages'
import { backendText, type Answer } from '../../src/test/mock-contract'
import { CLIENT_ADDRESS_HEADER } from '../client-address'
import {
  RESET_CODE_LIFETIME_MS,
  RESET_CODE_TRIES,
  RESET_CODES_PER_ACCOUNT,
  RESET_CODES_PER_ADDRESS,
  RESET_LIMIT_WINDOW_MS,
} from '../reset-codes'
import { mailDelivery } from '../reset-mail'
import type { SqlDatabase } from '../sql'
import { httpCall, httpRequestOf, startServer, type RunningServer } from './http'
import { codeIn, startMailCatcher, type MailCatcher } from './mail'

const START = Date.UTC(2026, 10, 24, 3, 0, 0)

export function resetCodeSuite(openDb: () => Promise<SqlDatabase>) {
  let now = START
  let server: RunningServer
  let mail: MailCatcher
  beforeAll(async () => {
    mail = await startMailCatcher()
    server = await startServer(
      { db: await openDb(), backend: { realNow: () => new Date(now), deliverCode: mailDelivery(mail.url) } },
      {},
    )
  })
  afterAll(async () => {
    await server?.stop({ keepDatabase: true })
    await mail?.stop()
  })
  beforeEach(async () => {
    // Each test starts with no code asked: the limits count from zero.
    await server.db.query('DELETE FROM reset_request')
    await server.db.query('DELETE FROM reset_code')
    mail.mails.splice(0)
  })

  const ask = (account: string, language: Language = 'en') =>
    httpCall(server.origin, SendValidationCode, { account }, { language })
  const reset = (account: string, code: string, newPassword = 'Fresh2026pw') =>
    httpCall(server.origin, UpdatePassword, { account, code, newPassword, confirmNewPassword: newPassword })
  const signIn = (account: string, password: string) => httpCall(server.origin, Login, { account, password })
  /** The code of the next mail to `account`, waiting for it (it goes out after the answer). */
  async function mailedCode(account: string, count = 1): Promise<string> {
    await expect
      .poll(() => mail.mails.filter((m) => m.to.includes(account)).length, { timeout: 10_000 })
      .toBe(count)
    const code = codeIn(mail.mails.filter((m) => m.to.includes(account)).at(-1)!)
    expect(code).toMatch(/^\d{6}$/)
    return code!
  }
  /** A 6-digit code that is not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  describe('R-PWD-011 a random code per request, mailed, valid 15 minutes; a new code voids the old', () => {
    it('the mailed code resets the password once; the demo code and a code from before the last request do not', async () => {
      const account = 'credit@demo.vn'
      expect((await ask(account)).code).toBe(0)
      const first = await mailedCode(account)
      expect((await ask(account)).code).toBe(0)
      const second = await mailedCode(account, 2)
      if (first !== second) expect((await reset(account, first)).code).toBe(5006)
      if (second !== '123456') expect((await reset(account, '123456')).code).toBe(5006)
      expect((await reset(account, second, 'Mailed2026pw')).code).toBe(0)
      expect((await signIn(account, 'Mailed2026pw')).code).toBe(0)
    })

    it('a code is refused after 15 minutes', async () => {
      const account = 'distributor@demo.vn'
      await ask(account)
      const code = await mailedCode(account)
      now += RESET_CODE_LIFETIME_MS + 1000
      const late = await reset(account, code)
      expect(late.code).toBe(5006)
      expect(late.message).toBe(backendText('vi', 'codeWrong'))
    })

    it('an unknown account gets the very same answer, and no mail goes anywhere', async () => {
      const known = await ask('customer@demo.vn')
      const unknown = await ask('nobody@demo.vn')
      expect(unknown).toEqual(known)
      await mailedCode('customer@demo.vn')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(mail.mails.map((m) => m.to)).toEqual([['customer@demo.vn']])
    })
  })

  describe('R-PWD-012 stored hashed, used once, void after 5 wrong tries', () => {
    it('the database holds no code, only a salted hash; a used code is refused the second time', async () => {
      const account = 'customer@demo.vn'
      await ask(account)
      const code = await mailedCode(account)
      const stored = JSON.stringify(await server.db.query('SELECT * FROM reset_code'))
      expect(stored).toContain('customer@demo.vn')
      expect(stored).not.toContain(code)
      expect((await reset(account, code, 'Once2026pw')).code).toBe(0)
      expect((await reset(account, code, 'Twice2026pw')).code).toBe(5006)
      expect((await signIn(account, 'Once2026pw')).code).toBe(0)
    })

    it(`after ${RESET_CODE_TRIES} wrong codes the right one is refused too`, async () => {
      const account = 'credit@demo.vn'
      await ask(account)
      const code = await mailedCode(account)
      for (let i = 0; i < RESET_CODE_TRIES; i++)
        expect((await reset(account, otherThan(code))).code).toBe(5006)
      expect((await reset(account, code)).code).toBe(5006)
    })

    it('a form the password rules refuse spends no try', async () => {
      const account = 'distributor@demo.vn'
      await ask(account)
      const code = await mailedCode(account)
      for (let i = 0; i < RESET_CODE_TRIES + 1; i++)
        expect((await reset(account, code, 'short')).code).not.toBe(0)
      expect((await reset(account, code, 'Ruled2026pw')).code).toBe(0)
    })
  })

  describe('R-PWD-013 at most 5 codes an hour per account name and 20 per client address', () => {
    const refusedAsThrottled = (answer: Answer) => {
      expect(answer.code).toBe(4290)
      expect(answer.message).toMatch(/Too many verification codes were asked: try again in \d+ minutes/)
    }

    it('the 6th code of an hour is refused for a real and an unknown name alike, and allowed after the hour', async () => {
      for (const name of ['customer@demo.vn', 'nobody@demo.vn']) {
        for (let i = 0; i < RESET_CODES_PER_ACCOUNT; i++) expect((await ask(name)).code).toBe(0)
        refusedAsThrottled(await ask(name))
      }
      await mailedCode('customer@demo.vn', RESET_CODES_PER_ACCOUNT)
      now += RESET_LIMIT_WINDOW_MS
      expect((await ask('customer@demo.vn')).code).toBe(0)
    })

    it('one client address asking for many names stops at 20, whatever address header it sends', async () => {
      for (let i = 0; i < RESET_CODES_PER_ADDRESS; i++)
        expect((await ask(`someone${i}@demo.vn`)).code).toBe(0)
      const spoofed = httpRequestOf(
        server.origin,
        SendValidationCode,
        { account: 'fresh@demo.vn' },
        { language: 'en' },
      )
      spoofed.headers.set(CLIENT_ADDRESS_HEADER, '203.0.113.7')
      spoofed.headers.set('X-Forwarded-For', '203.0.113.8')
      refusedAsThrottled((await (await fetch(spoofed)).json()) as Answer)
    })
  })

  describe('R-PWD-014 the code is mailed in the language of the call that asked for it', () => {
    it('in English and in Vietnamese, the code on a line of its own', async () => {
      await ask('customer@demo.vn', 'en')
      await mailedCode('customer@demo.vn')
      await ask('credit@demo.vn', 'vi')
      await mailedCode('credit@demo.vn')
      // Each the latest to its address: a mail an earlier test asked for may arrive after the splice.
      const to = (account: string) => mail.mails.filter((m) => m.to.includes(account)).at(-1)
      const [en, vi] = [to('customer@demo.vn'), to('credit@demo.vn')]
      expect(en!.subject).toBe(backendText('en', 'resetMail.subject'))
      expect(en!.text).toContain('valid for 15 minutes')
      expect(vi!.subject).toBe(backendText('vi', 'resetMail.subject'))
      expect(vi!.text).toContain('15 phút')
    })
  })
}
