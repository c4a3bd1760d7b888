// The drafts' and templates' "delete?" downloads PrimeReact's ConfirmDialog when first asked
// (R-PERF-029, decision 0386).
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { ConfirmPart } from './ConfirmPart'

/** How many times PrimeReact's ConfirmDialog module was imported. */
const confirmImports = vi.hoisted(() => ({ count: 0 }))
vi.mock('primereact/confirmdialog', async (original) => {
  confirmImports.count += 1
  return await original()
})

afterEach(cleanup)

function Page({ onAnswer }: { readonly onAnswer: (answer: string) => void }) {
  const [asking, setAsking] = useState(false)
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      <ConfirmPart
        onFail={() => setAsking(false)}
        visible={asking}
        header="Delete this draft?"
        message="It cannot be undone."
        acceptLabel="Delete it"
        rejectLabel="Keep it"
        accept={() => onAnswer('yes')}
        onHide={(result) => {
          if (result !== 'accept') onAnswer('no')
          setAsking(false)
        }}
      />
    </I18nextProvider>
  )
}

describe('the delete question of the drafts and templates', () => {
  it('R-PERF-029 (en) PrimeReact ConfirmDialog is imported when the question is first asked, and only once', async () => {
    const answers: string[] = []
    const user = userEvent.setup()
    render(<Page onAnswer={(answer) => answers.push(answer)} />)
    expect(confirmImports.count).toBe(0)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const asked = await screen.findByRole('dialog', { name: 'Delete this draft?' })
    expect(asked).toHaveTextContent('It cannot be undone.')
    expect(confirmImports.count).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(answers).toEqual(['no']))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'Delete it' }))
    await waitFor(() => expect(answers).toEqual(['no', 'yes']))
    expect(confirmImports.count).toBe(1)
  })
})
