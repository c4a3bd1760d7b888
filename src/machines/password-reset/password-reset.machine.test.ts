import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { passwordResetMachine, type UpdateAnswer } from './password-reset.machine'
import {
  canAskForCode,
  CODE_COOLDOWN_SECONDS,
  passwordMeetsRule,
  PASSWORD_MISMATCH_KEY,
  PASSWORD_RULE_KEY,
  resetFormComplete,
  resetProblems,
  type ResetField,
} from './password-reset.rules'

const letters = fc.stringMatching(/^[A-Za-z]+$/)
const digits = fc.stringMatching(/^[0-9]+$/)
const whitespace = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000')

describe('password rule', () => {
  it('R-PWD-003 fewer than 8 characters is refused', () => {
    expect(passwordMeetsRule('Abc1234')).toBe(false)
    expect(passwordMeetsRule('Abc12345')).toBe(true)
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (pw) => {
        expect(passwordMeetsRule(pw)).toBe(false)
      }),
    )
  })

  it('R-PWD-004 any whitespace anywhere is refused', () => {
    fc.assert(
      fc.property(letters, digits, whitespace, fc.nat(), (l, d, ws, at) => {
        const valid = `${l}${d}`.padEnd(8, 'x')
        fc.pre(passwordMeetsRule(valid))
        const i = at % (valid.length + 1)
        expect(passwordMeetsRule(valid.slice(0, i) + ws + valid.slice(i))).toBe(false)
      }),
    )
  })

  it('R-PWD-005 it needs at least one letter and one digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{8,20}$/),
        fc.stringMatching(/^[0-9]{8,20}$/),
        (onlyLetters, onlyDigits) => {
          expect(passwordMeetsRule(onlyLetters)).toBe(false)
          expect(passwordMeetsRule(onlyDigits)).toBe(false)
          expect(passwordMeetsRule(`${onlyLetters}1`)).toBe(true)
          expect(passwordMeetsRule(`${onlyDigits}a`)).toBe(true)
        },
      ),
    )
    expect(passwordMeetsRule('Mậtkhẩu1')).toBe(true)
    expect(passwordMeetsRule('!!!!!!!!1')).toBe(false)
  })

  it('R-PWD-006 a different confirmation is refused with Password inconsistency', () => {
    expect(
      resetProblems({ account: 'a', code: '1', newPassword: 'Demo12345', confirmNewPassword: 'Demo12346' }),
    ).toEqual({
      confirmNewPassword: PASSWORD_MISMATCH_KEY,
    })
    expect(
      resetProblems({ account: 'a', code: '1', newPassword: 'short', confirmNewPassword: 'short' }),
    ).toEqual({
      newPassword: PASSWORD_RULE_KEY,
    })
  })

  it('R-PWD-007 R-PWD-008 submit needs all four fields; get-code needs only the account', () => {
    const full = { account: 'a', code: '1', newPassword: 'p', confirmNewPassword: 'p' }
    expect(resetFormComplete(full)).toBe(true)
    for (const field of ['account', 'code', 'newPassword', 'confirmNewPassword'] as const) {
      expect(resetFormComplete({ ...full, [field]: '' })).toBe(false)
    }
    expect(resetFormComplete({ ...full, account: '  ' })).toBe(false)
    expect(canAskForCode({ account: 'a' })).toBe(true)
    expect(canAskForCode({ account: ' ' })).toBe(false)
  })
})

function reset(answer: UpdateAnswer = { code: 0, message: 'Password updated' }) {
  const clock = new SimulatedClock()
  const sendCode = vi.fn(async (_input: { account: string }): Promise<unknown> => undefined)
  const updatePassword = vi.fn(async (_input: unknown) => answer)
  const announceSuccess = vi.fn()
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }: { input: { account: string } }) => sendCode(input)),
        updatePassword: fromPromise(({ input }) => updatePassword(input)),
      },
      actions: { announceSuccess },
    }),
    { input: {}, clock },
  ).start()
  const fill = (values: Partial<Record<ResetField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'password.change', field: field as ResetField, value })
    }
  }
  return { actor, clock, sendCode, updatePassword, announceSuccess, fill }
}

describe('reset password machine', () => {
  it('R-PWD-008 get-code is refused without an account, sends the account, then waits 60 s before it can be sent again', async () => {
    const { actor, clock, sendCode, fill } = reset()
    expect(actor.getSnapshot().can({ type: 'password.sendCode' })).toBe(false)
    fill({ account: ' customer@demo.vn ' })
    actor.send({ type: 'password.sendCode' })
    await waitFor(actor, (s) => s.matches({ code: 'coolingDown' }))
    expect(sendCode).toHaveBeenCalledWith({ account: 'customer@demo.vn' })
    expect(actor.getSnapshot().context.countdown).toBe(CODE_COOLDOWN_SECONDS)
    expect(actor.getSnapshot().can({ type: 'password.sendCode' })).toBe(false)
    for (let second = 1; second < 60; second += 1) clock.increment(1000)
    expect(actor.getSnapshot().context.countdown).toBe(1)
    expect(actor.getSnapshot().can({ type: 'password.sendCode' })).toBe(false)
    clock.increment(1000)
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'password.sendCode' })).toBe(true)
  })

  it('R-PWD-007 submit is impossible until all four fields are filled', () => {
    const { actor, fill, updatePassword } = reset()
    fill({ account: 'a@b.vn', code: '123456', newPassword: 'Demo12345' })
    expect(actor.getSnapshot().can({ type: 'password.submit' })).toBe(false)
    actor.send({ type: 'password.submit' })
    expect(updatePassword).not.toHaveBeenCalled()
    fill({ confirmNewPassword: 'Demo12345' })
    expect(actor.getSnapshot().can({ type: 'password.submit' })).toBe(true)
  })

  it('R-PWD-003 R-PWD-006 a bad password shows its message, keeps everything typed, and re-checks as the user types', () => {
    const { actor, fill, updatePassword } = reset()
    fill({ account: 'a@b.vn', code: '123456', newPassword: 'short', confirmNewPassword: 'other' })
    actor.send({ type: 'password.submit' })
    expect(updatePassword).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.problems).toEqual({
      newPassword: PASSWORD_RULE_KEY,
      confirmNewPassword: PASSWORD_MISMATCH_KEY,
    })
    expect(actor.getSnapshot().context.form).toEqual({
      account: 'a@b.vn',
      code: '123456',
      newPassword: 'short',
      confirmNewPassword: 'other',
    })
    fill({ newPassword: 'Demo12345' })
    expect(actor.getSnapshot().context.problems).toEqual({ confirmNewPassword: PASSWORD_MISMATCH_KEY })
    fill({ confirmNewPassword: 'Demo12345' })
    expect(actor.getSnapshot().context.problems).toEqual({})
  })

  it('R-PWD-009 submit sends account, code, newPassword and confirmNewPassword, then announces success', async () => {
    const { actor, fill, updatePassword, announceSuccess } = reset()
    fill({ account: ' a@b.vn ', code: ' 123456 ', newPassword: 'Demo12345', confirmNewPassword: 'Demo12345' })
    actor.send({ type: 'password.submit' })
    await waitFor(actor, (s) => s.matches({ form: 'done' }))
    expect(updatePassword).toHaveBeenCalledWith({
      account: 'a@b.vn',
      code: '123456',
      newPassword: 'Demo12345',
      confirmNewPassword: 'Demo12345',
    })
    expect(announceSuccess).toHaveBeenCalledTimes(1)
  })

  it('R-PWD-010 a 5006 answer shows the server message and keeps the form', async () => {
    const { actor, fill, announceSuccess } = reset({
      code: 5006,
      message: 'The verification code is wrong or has expired',
    })
    const values = {
      account: 'a@b.vn',
      code: '000000',
      newPassword: 'Demo12345',
      confirmNewPassword: 'Demo12345',
    }
    fill(values)
    actor.send({ type: 'password.submit' })
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.codeRejected)
    expect(actor.getSnapshot().context.serverMessage).toBe('The verification code is wrong or has expired')
    expect(actor.getSnapshot().context.form).toEqual(values)
    expect(announceSuccess).not.toHaveBeenCalled()
    expect(actor.getSnapshot().can({ type: 'password.submit' })).toBe(true)
  })

  it('R-PWD-007 property: submit is possible exactly when all four fields are non-empty', () => {
    fc.assert(
      fc.property(
        fc.record({
          account: fc.constantFrom('', ' ', 'a@b.vn'),
          code: fc.constantFrom('', '123456'),
          newPassword: fc.constantFrom('', 'Demo12345', 'bad'),
          confirmNewPassword: fc.constantFrom('', 'Demo12345', 'bad'),
        }),
        (values) => {
          const { actor, fill } = reset()
          fill(values)
          expect(actor.getSnapshot().can({ type: 'password.submit' })).toBe(resetFormComplete(values))
          actor.stop()
        },
      ),
    )
  })
})
