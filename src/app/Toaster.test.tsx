// The toaster loads PrimeReact's Toast with the first toast (decision 0042): toasts published
// before it mounted, and while the Toast loads, are all shown, translated, in order.
import { render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import * as toastChunk from 'primereact/toast'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { notify } from '../lib/notify'
import { Toaster } from './Toaster'

const toastTexts = () =>
  [...document.querySelectorAll('.p-toast-detail')].map((element) => element.textContent)

/** The Toast's chunk cannot be downloaded (offline) until the answer's `mockRestore()`. */
function refuseToastChunk() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const chunk = vi.spyOn(toastChunk, 'Toast', 'get')
  chunk.mockImplementation(() => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  return chunk
}

describe('Toaster', () => {
  it('R-SESS-007 R-ERR-004 R-ERR-010 shows nothing until a toast comes, then every queued toast in order', async () => {
    notify({ severity: 'error', key: 'common:messages.noToken', life: 3000 })
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Toaster />
      </I18nextProvider>,
    )
    notify({ severity: 'error', text: 'Tài khoản bị khoá', life: 3000 })
    await waitFor(() => expect(toastTexts()).toEqual(['No Token', 'Tài khoản bị khoá']))
    notify({ severity: 'error', key: 'errors:offline', life: 3000 })
    await waitFor(() =>
      expect(toastTexts()).toEqual(['No Token', 'Tài khoản bị khoá', 'Please check your network']),
    )
    expect(screen.getAllByText('No Token', { exact: true })).toHaveLength(1)
  })

  it('renders no toast container before the first toast', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('vi')}>
        <Toaster />
      </I18nextProvider>,
    )
    expect(container.innerHTML).toBe('')
    expect(document.querySelector('.p-toast')).toBeNull()
  })

  it('R-PERF-020 (en) when the Toast itself cannot be downloaded (offline), its toasts are shown plainly and the page stays; the next toast asks again', async () => {
    const chunk = refuseToastChunk()
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <p>what the user typed</p>
        <Toaster />
      </I18nextProvider>,
    )
    notify({ severity: 'error', key: 'errors:network', life: 3000 })
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Error')
    expect(screen.getByText('what the user typed')).toBeInTheDocument()
    expect(document.querySelector('.p-toast')).toBeNull()

    chunk.mockRestore()
    notify({ severity: 'info', key: 'errors:offline', life: 3000 })
    // The plain toast still shown moves into the Toast, before the new one: never two stacks in one place.
    await waitFor(() => expect(toastTexts()).toEqual(['Connection Error', 'Please check your network']))
    expect(document.querySelector('.portal-toast-plain')).toBeNull()
  })

  it('R-PERF-020 (en) plain toasts go each after its own life, not one after another', async () => {
    const chunk = refuseToastChunk()
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Toaster />
      </I18nextProvider>,
    )
    notify({ severity: 'error', key: 'errors:network', life: 60_000 })
    notify({ severity: 'info', key: 'errors:offline', life: 200 })
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    // The short one goes while the long one stays (one timer for the first held both).
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1), { timeout: 5000 })
    expect(screen.getByRole('alert')).toHaveTextContent('Connection Error')
    chunk.mockRestore()
  })
})
