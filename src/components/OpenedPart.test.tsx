import { act, render, screen } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { OpenedPart } from './OpenedPart'

interface DialogProps {
  readonly visible: boolean
}
type Load = () => Promise<{ default: ComponentType<DialogProps> }>

const Dialog = ({ visible }: DialogProps) => <p>{visible ? 'the dialog, open' : 'the dialog, closing'}</p>

/** A chunk's downloads, each answered by the test. */
function downloads() {
  const answers: Array<(ok: boolean) => void> = []
  const load = vi.fn<Load>(
    () =>
      new Promise((resolve, reject) => {
        answers.push((ok) => (ok ? resolve({ default: Dialog }) : reject(new TypeError('Failed to fetch'))))
      }),
  )
  return { load, answer: (ok: boolean) => act(async () => answers.at(-1)?.(ok)) }
}

/** A page with a button that opens the pop-up and one that closes it. */
function Page({ load }: { readonly load: Load }) {
  const [open, setOpen] = useState(false)
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        close
      </button>
      <span>{open ? 'is open' : 'is closed'}</span>
      <OpenedPart open={open} load={load} onFail={() => setOpen(false)} props={{ visible: open }} />
    </I18nextProvider>
  )
}

describe('OpenedPart', () => {
  it('R-PERF-022 downloads a pop-up when it first opens, keeps it mounted once closed, and asks again after a failed download', async () => {
    const { load, answer } = downloads()
    render(<Page load={load} />)
    // Nothing is downloaded with the page.
    expect(load).not.toHaveBeenCalled()
    act(() => screen.getByRole('button', { name: 'open' }).click())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    // A failed download closes the pop-up and leaves the page as it was.
    await answer(false)
    expect(screen.getByText('is closed')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    // The next opening asks again, and shows it.
    act(() => screen.getByRole('button', { name: 'open' }).click())
    expect(load).toHaveBeenCalledTimes(2)
    await answer(true)
    expect(screen.getByText('the dialog, open')).toBeInTheDocument()
    // Closed, it stays mounted (its closing animation and focus return are its own).
    act(() => screen.getByRole('button', { name: 'close' }).click())
    expect(screen.getByText('the dialog, closing')).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'open' }).click())
    expect(load).toHaveBeenCalledTimes(2)
  })
})
