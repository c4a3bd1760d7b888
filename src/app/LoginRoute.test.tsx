import { render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { SessionProvider } from '../components/session/session-context'
import { createI18n } from '../i18n/all-texts'
import { appContainer } from '../lib/prerendered'
import { sessionMachine } from '../machines/session/session.machine'
import LoginRoute from './LoginRoute'

/** index.html's pre-rendered login form (build/prerender-login.tsx), as the inline script leaves it. */
function prerenderedForm(lang: string): HTMLFormElement {
  document.body.innerHTML =
    `<div id="root" data-prerendered lang="${lang}"><form>` +
    '<input name="account"><input name="password" type="password">' +
    '<input name="remember" type="checkbox"></form></div>'
  return document.querySelector('form')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the login route over the pre-rendered form', () => {
  it('R-PERF-002 what is typed and submitted between its render and the take-over is kept and submitted', async () => {
    const form = prerenderedForm('en')
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
    field('account').value = 'customer@demo.vn'
    const container = appContainer(document.getElementById('root')!)
    document.body.appendChild(container)

    // Renders after the route (a transition's later slice): the visitor finishes typing and
    // presses Enter in the pre-rendered form before the app's page is committed.
    function VisitorTypesOn() {
      field('password').value = 'Demo1234'
      field('remember').checked = true
      form.setAttribute('data-submit-requested', '')
      return null
    }

    const actor = createActor(sessionMachine, { input: { token: undefined, userInfo: undefined } }).start()
    const send = vi.spyOn(actor, 'send').mockImplementation(() => undefined)
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          element: (
            <>
              <LoginRoute />
              <VisitorTypesOn />
            </>
          ),
        },
      ],
      { initialEntries: ['/login'] },
    )
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <SessionProvider actor={actor}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>,
      { container },
    )

    expect(screen.getByLabelText('Password')).toHaveValue('Demo1234')
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'session.login',
        account: 'customer@demo.vn',
        password: 'Demo1234',
        remember: true,
      }),
    )
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('R-I18N-001 R-PERF-002 follows a language the visitor switched to on the pre-rendered page after the app read the cookie', () => {
    prerenderedForm('en')
    const container = appContainer(document.getElementById('root')!)
    document.body.appendChild(container)
    const actor = createActor(sessionMachine, { input: { token: undefined, userInfo: undefined } }).start()
    const i18n = createI18n('vi')
    const router = createMemoryRouter([{ path: '/login', element: <LoginRoute /> }], {
      initialEntries: ['/login'],
    })
    render(
      <I18nextProvider i18n={i18n}>
        <SessionProvider actor={actor}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>,
      { container },
    )
    // Within the render's commit, so the take-over (RootLayout's layout effect) never paints Vietnamese.
    expect(i18n.language).toBe('en')
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true')
  })
})
