import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ActionButton } from './ActionButton'

describe('ActionButton', () => {
  it('R-A11Y-008 pressed with the keyboard and busy at once, it keeps the focus, says it is busy and ignores a second press', () => {
    const onSave = vi.fn()
    function Form() {
      const [saving, setSaving] = useState(false)
      return (
        <ActionButton
          type="button"
          label="Save"
          icon="pi pi-save"
          loading={saving}
          onClick={() => {
            onSave()
            setSaving(true)
          }}
        />
      )
    }
    render(<Form />)
    const save = screen.getByRole('button', { name: 'Save' })
    save.focus()
    fireEvent.click(save)
    expect(save).toHaveFocus()
    expect(save).not.toBeDisabled()
    expect(save).toHaveAttribute('aria-disabled', 'true')
    expect(save).toHaveAttribute('aria-busy', 'true')
    expect(save).toHaveClass('p-disabled')
    expect(save.querySelector('.pi-spinner')).not.toBeNull()
    fireEvent.click(save)
    expect(onSave).toHaveBeenCalledOnce()
  })

  it('R-A11Y-008 unavailable, a submit button does not submit its form; available, it does', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <ActionButton type="submit" label="Send" disabled />
      </form>,
    )
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).not.toHaveAttribute('aria-busy')
    fireEvent.click(send)
    expect(onSubmit).not.toHaveBeenCalled()
    rerender(
      <form onSubmit={onSubmit}>
        <ActionButton type="submit" label="Send" />
      </form>,
    )
    expect(send).not.toHaveAttribute('aria-disabled')
    expect(send).not.toHaveClass('p-disabled')
    fireEvent.click(send)
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})
