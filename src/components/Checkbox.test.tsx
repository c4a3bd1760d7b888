import { fireEvent, render, screen } from '@testing-library/react'
import { Checkbox as PrimeCheckbox } from 'primereact/checkbox'
import { useState, type ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox, type CheckboxProps } from './Checkbox'
import { expectPrimeMarkup } from './prime-markup.test-kit'

const noop = () => undefined

describe('Checkbox', () => {
  it("R-PERF-031 draws PrimeReact's Checkbox markup and classes: checked, disabled, described", () => {
    const boxes: CheckboxProps[] = [
      { inputId: 'a', checked: false, onChange: noop },
      { inputId: 'b', checked: true, onChange: noop, 'aria-describedby': 'b-hint' },
      { inputId: 'c', checked: true, disabled: true, onChange: noop },
    ]
    for (const box of boxes)
      expectPrimeMarkup(
        <Checkbox {...box} />,
        <PrimeCheckbox {...(box as unknown as ComponentProps<typeof PrimeCheckbox>)} />,
      )
  })

  it('R-PERF-031 is a check box named by its label that a press checks, and not while disabled', () => {
    const seen = vi.fn()
    function Field({ disabled }: { readonly disabled: boolean }) {
      const [checked, setChecked] = useState(false)
      return (
        <>
          <Checkbox
            inputId="paid"
            checked={checked}
            disabled={disabled}
            onChange={(e) => {
              seen(e.checked)
              setChecked(e.checked)
            }}
          />
          <label htmlFor="paid">Đã thanh toán</label>
        </>
      )
    }
    const { rerender } = render(<Field disabled={false} />)
    const box = screen.getByRole('checkbox', { name: 'Đã thanh toán' })
    fireEvent.click(box)
    expect(seen).toHaveBeenLastCalledWith(true)
    expect(box).toBeChecked()
    expect(box.closest('.p-checkbox')).toHaveClass('p-highlight')
    rerender(<Field disabled />)
    expect(box).toBeDisabled()
    expect(box.closest('.p-checkbox')).toHaveClass('p-disabled')
  })
})
