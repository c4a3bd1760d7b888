// @vitest-environment node
// Reset codes in server mode on PGlite (decision 0348); the same suite runs on a real PostgreSQL
// in persistence-postgres.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SendValidationCode, UpdatePassword } from '../../src/api/contracts/auth'
import { openDatabase } from '../../server/backend'
import { httpCall, startServer } from '../../server/test/http'
import { resetCodeSuite } from '../../server/test/reset-code-suite'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

describe('R-PWD-011 R-PWD-012 R-PWD-013 R-PWD-014 reset codes on PGlite', () =>
  resetCodeSuite(() => openDatabase({})))

afterEach(() => vi.restoreAllMocks())

describe('R-PWD-014 without SMTP_URL the code is written to the server log', () => {
  it('one line names the account and the code, which then resets the password', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')))
    const server = await startServer()
    try {
      expect((await httpCall(server.origin, SendValidationCode, { account: 'credit@demo.vn' })).code).toBe(0)
      await expect
        .poll(() => lines.filter((line) => line.includes('reset code for credit@demo.vn')).length)
        .toBe(1)
      const code = /reset code for credit@demo\.vn: (\d{6})/.exec(lines.join('\n'))?.[1]
      expect(code).toMatch(/^\d{6}$/)
      const reset = await httpCall(server.origin, UpdatePassword, {
        account: 'credit@demo.vn',
        code: code!,
        newPassword: 'Logged2026pw',
        confirmNewPassword: 'Logged2026pw',
      })
      expect(reset.code).toBe(0)
    } finally {
      await server.stop()
    }
  })
})
