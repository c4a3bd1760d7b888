import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import { LoginPage, type LoginPageProps } from './LoginPage'

function renderLogin(props: Partial<LoginPageProps> = {}) {
  const onSubmit = vi.fn()
  const router = createMemoryRouter(
    [{ path: '/login', element: <LoginPage onSubmit={onSubmit} {...props} /> }],
    {
      initialEntries: ['/login'],
    },
  )
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { onSubmit, user: userEvent.setup() }
}

const account = () => screen.getByRole('textbox', { name: 'Account' })
const password = () => screen.getByLabelText('Password')

describe('login page', () => {
  it('R-SESS-001 empty fields show clear messages and nothing is sent', async () => {
    const { user, onSubmit } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Please enter your account')).toBeVisible()
    expect(screen.getByText('Please enter your password')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('R-A11Y-009 a missing field is announced and describes the field, which says it is invalid', async () => {
    const { user } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your account',
      'Please enter your password',
    ])
    expect(account()).toHaveAccessibleDescription('Please enter your account')
    expect(account()).toHaveAttribute('aria-invalid', 'true')
    expect(password()).toHaveAccessibleDescription('Please enter your password')
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    // Filled in, the field is valid again and describes nothing.
    await user.type(account(), 'customer@demo.vn')
    expect(account()).not.toHaveAccessibleDescription()
    expect(account()).not.toHaveAttribute('aria-invalid')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('R-SESS-001 Enter submits the trimmed account, the password as typed and the remember choice', async () => {
    const { user, onSubmit } = renderLogin()
    await user.type(account(), '  customer@demo.vn ')
    await user.type(password(), ' Demo1234{Enter}')
    expect(onSubmit).toHaveBeenCalledWith({
      account: 'customer@demo.vn',
      password: ' Demo1234',
      remember: false,
    })
  })

  it('R-STORE-008 a remembered account is filled in and remember me is ticked', () => {
    renderLogin({ initialAccount: 'credit@demo.vn' })
    expect(account()).toHaveValue('credit@demo.vn')
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
  })

  it('R-SESS-001 the password can be shown and hidden', async () => {
    const { user } = renderLogin()
    await user.type(password(), 'Demo1234')
    expect(password()).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password()).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password()).toHaveAttribute('type', 'password')
  })

  it('R-SESS-001 a failed sign-in notice is shown and what was typed stays', async () => {
    const { user } = renderLogin({ notice: { key: 'auth:login.wrongCredentials' } })
    await user.type(account(), 'customer@demo.vn')
    expect(
      screen.getByText('The account or password is incorrect. Please check them and try again.'),
    ).toBeVisible()
    expect(account()).toHaveValue('customer@demo.vn')
  })

  it('R-SESS-006 the server message of an ended session is shown as it is', () => {
    renderLogin({ notice: { text: 'Token expired' } })
    expect(screen.getByText('Token expired')).toBeVisible()
  })

  it('R-SESS-001 R-A11Y-008 while signing in the button shows the loading state and a second submit is ignored', async () => {
    const { user, onSubmit } = renderLogin({ busy: true, initialAccount: 'a@b.vn' })
    await user.type(password(), 'Demo1234{Enter}')
    const signingIn = screen.getByRole('button', { name: /Signing in/ })
    expect(onSubmit).not.toHaveBeenCalled()
    // Busy, the button keeps the focus and a press sends nothing (R-A11Y-008, decision 0330).
    expect(signingIn).toHaveAttribute('aria-disabled', 'true')
    expect(signingIn).toHaveAttribute('aria-busy', 'true')
    signingIn.focus()
    await user.keyboard('{Enter}')
    await user.click(signingIn)
    expect(signingIn).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
