import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FilePicker } from './FilePicker'

const png = new File(['x'], 'ton-kho.png', { type: 'image/png' })

function renderPicker(props: Partial<Parameters<typeof FilePicker>[0]> = {}) {
  const onFiles = vi.fn()
  render(
    <>
      <label htmlFor="f">Tệp</label>
      <FilePicker inputId="f" label="Chọn tệp" accept=".png" onFiles={onFiles} {...props} />
    </>,
  )
  return { onFiles, input: screen.getByLabelText<HTMLInputElement>('Tệp') }
}

describe('FilePicker', () => {
  it("R-UPL-010 the app's translated button opens the hidden native input, which is out of the Tab order", () => {
    const { input } = renderPicker()
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveClass('file-picker__input')
    expect(input).toHaveAttribute('tabindex', '-1')
    const click = vi.spyOn(input, 'click')
    fireEvent.click(screen.getByRole('button', { name: 'Chọn tệp' }))
    expect(click).toHaveBeenCalledOnce()
  })

  it('R-UPL-010 the chosen files are handed over, and the input is emptied so the same file can be chosen again', () => {
    const { onFiles, input } = renderPicker({ multiple: true })
    fireEvent.change(input, { target: { files: [png] } })
    expect(onFiles).toHaveBeenCalledWith([png])
    expect(input.value).toBe('')
  })

  it('R-UPL-010 the chosen name (or the "no file" text) is written beside the button and describes it', () => {
    renderPicker({ chosen: 'Chưa chọn tệp', describedBy: 'hint' })
    const button = screen.getByRole('button', { name: 'Chọn tệp' })
    expect(screen.getByText('Chưa chọn tệp')).toBeVisible()
    expect(button.getAttribute('aria-describedby')?.split(' ')).toEqual(['hint', 'f-chosen'])
  })

  it('R-UPL-010 R-A11Y-008 unavailable, the button keeps the focus and opens nothing', () => {
    const { input } = renderPicker({ disabled: true })
    const click = vi.spyOn(input, 'click')
    const button = screen.getByRole('button', { name: 'Chọn tệp' })
    button.focus()
    fireEvent.click(button)
    expect(click).not.toHaveBeenCalled()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(input).toBeDisabled()
  })
})
