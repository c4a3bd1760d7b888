// Component tests of the reset-password form: the password rule messages (exact English texts,
// Vietnamese too), the disabled submit, the get-code countdown label, and the 5006 answer.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type Language } from '../../i18n'
import { createI18n } from '../../i18n/all-texts'
import { passwordResetMachine, type UpdateAnswer } from '../../machines/password-reset/password-reset.machine'
import { ForgotPasswordPage } from './ForgotPasswordPage'

const RULE = 'The password must have at least 8 digits and contain letters and numbers.'

function renderPage(lng: Language = 'en', answer: UpdateAnswer = { code: 0, message: 'ok' }) {
  const updatePassword = vi.fn(async (_input: unknown) => answer)
  const sendCode = vi.fn(async (_input: unknown): Promise<unknown> => undefined)
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        updatePassword: fromPromise(({ input }) => updatePassword(input)),
        sendCode: fromPromise(({ input }) => sendCode(input)),
      },
    }),
    { input: {} },
  ).start()
  const router = createMemoryRouter(
    [
      {
        path: '/forgot-password',
        element: (
          <ForgotPasswordPage actor={actor} backTo={{ path: '/login', labelKey: 'reset.backToLogin' }} />
        ),
      },
    ],
    { initialEntries: ['/forgot-password'] },
  )
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { actor, updatePassword, sendCode, user: userEvent.setup() }
}

const en = {
  account: () => screen.getByRole('textbox', { name: 'Account' }),
  code: () => screen.getByRole('textbox', { name: 'Verification code' }),
  newPassword: () => screen.getByLabelText('New password'),
  confirm: () => screen.getByLabelText('Confirm new password'),
  submit: () => screen.getByRole('button', { name: 'Reset password' }),
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, newPassword: string, confirm: string) {
  await user.type(en.account(), 'customer@demo.vn')
  await user.type(en.code(), '123456')
  await user.type(en.newPassword(), newPassword)
  await user.type(en.confirm(), confirm)
}

describe('reset password form', () => {
  it('R-PWD-002 R-PWD-007 has the four fields, and submit stays disabled until all are filled', async () => {
    const { user } = renderPage()
    expect(en.submit()).toHaveAttribute('aria-disabled', 'true')
    await user.type(en.account(), 'customer@demo.vn')
    await user.type(en.code(), '123456')
    await user.type(en.newPassword(), 'Demo12345')
    expect(en.submit()).toHaveAttribute('aria-disabled', 'true')
    await user.type(en.confirm(), 'Demo12345')
    expect(en.submit()).not.toHaveAttribute('aria-disabled')
  })

  it('R-PWD-003 a short password shows the exact rule message and keeps what was typed', async () => {
    const { user, updatePassword } = renderPage()
    await fillAll(user, 'Ab1', 'Ab1')
    await user.click(en.submit())
    expect(await screen.findByText(RULE)).toBeVisible()
    expect(updatePassword).not.toHaveBeenCalled()
    expect(en.account()).toHaveValue('customer@demo.vn')
    expect(en.code()).toHaveValue('123456')
    expect(en.newPassword()).toHaveValue('Ab1')
  })

  it('R-PWD-004 R-A11Y-009 whitespace in the password shows the rule message, announced and describing the field', async () => {
    const { user } = renderPage()
    await fillAll(user, 'Demo 12345', 'Demo 12345')
    await user.click(en.submit())
    expect(await screen.findByText(RULE)).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(RULE)
    expect(en.newPassword()).toHaveAccessibleDescription(RULE)
    expect(en.newPassword()).toHaveAttribute('aria-invalid', 'true')
  })

  it('R-PWD-005 letters only or digits only show the rule message', async () => {
    const { user } = renderPage()
    await fillAll(user, 'abcdefghij', 'abcdefghij')
    await user.click(en.submit())
    expect(await screen.findByText(RULE)).toBeVisible()
    await user.clear(en.newPassword())
    await user.type(en.newPassword(), '1234567890')
    expect(screen.getByText(RULE)).toBeVisible()
    await user.clear(en.newPassword())
    await user.type(en.newPassword(), 'abcdefghij1')
    expect(screen.queryByText(RULE)).toBeNull()
  })

  it("R-PWD-006 a different confirmation shows 'Password inconsistency'", async () => {
    const { user, updatePassword } = renderPage()
    await fillAll(user, 'Demo12345', 'Demo12346')
    await user.click(en.submit())
    expect(await screen.findByText('Password inconsistency')).toBeVisible()
    expect(screen.queryByText(RULE)).toBeNull()
    expect(updatePassword).not.toHaveBeenCalled()
  })

  it('R-I18N-001 R-PWD-003 R-PWD-006 the same messages in Vietnamese', async () => {
    const { user } = renderPage('vi')
    await user.type(screen.getByRole('textbox', { name: 'Tài khoản' }), 'customer@demo.vn')
    await user.type(screen.getByRole('textbox', { name: 'Mã xác minh' }), '123456')
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'short')
    await user.type(screen.getByLabelText('Xác nhận mật khẩu mới'), 'other')
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }))
    expect(await screen.findByText('Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số.')).toBeVisible()
    expect(screen.getByText('Mật khẩu xác nhận không khớp')).toBeVisible()
  })

  it('R-PWD-008 get-code needs only the account and then counts down', async () => {
    const { user, sendCode } = renderPage()
    const getCode = screen.getByRole('button', { name: 'Get code' })
    expect(getCode).toHaveAttribute('aria-disabled', 'true')
    await user.type(en.account(), 'customer@demo.vn')
    expect(getCode).not.toHaveAttribute('aria-disabled')
    await user.click(getCode)
    expect(await screen.findByRole('button', { name: 'Send again in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(sendCode).toHaveBeenCalledWith({ account: 'customer@demo.vn' })
  })

  it('R-PWD-010 a 5006 answer shows the server message and keeps the form', async () => {
    const { user } = renderPage('en', {
      code: 5006,
      message: 'The verification code is wrong or has expired',
    })
    await fillAll(user, 'Demo12345', 'Demo12345')
    await user.click(en.submit())
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeVisible()
    await waitFor(() => expect(en.submit()).not.toHaveAttribute('aria-disabled'))
    expect(en.code()).toHaveValue('123456')
    expect(en.newPassword()).toHaveValue('Demo12345')
  })
})
