import { fireEvent, render, screen } from '@testing-library/react'
import { InputText as PrimeInputText } from 'primereact/inputtext'
import { useState, type ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { InputText, type InputTextProps } from './InputText'
import { expectPrimeMarkup } from './prime-markup.test-kit'

const noop = () => undefined

describe('InputText', () => {
  it("R-PERF-031 draws PrimeReact's InputText markup and classes: filled, invalid, disabled", () => {
    const boxes: InputTextProps[] = [
      { id: 'a', value: '', onChange: noop, placeholder: 'DD/MM/YYYY' },
      { id: 'b', value: 'BB001', onChange: noop, invalid: true, 'aria-describedby': 'b-problem' },
      {
        id: 'c',
        value: 3,
        onChange: noop,
        type: 'number',
        min: 0,
        max: 100,
        step: 0.5,
        className: 'po-quantity__input',
      },
      { id: 'd', value: '', onChange: noop, disabled: true, autoComplete: 'off', maxLength: 20 },
    ]
    for (const box of boxes)
      expectPrimeMarkup(
        <InputText {...box} />,
        <PrimeInputText {...(box as unknown as ComponentProps<typeof PrimeInputText>)} />,
      )
  })

  it('R-PERF-031 is a text box named by its label, typed into, its ref the input', () => {
    const ref = { current: null as HTMLInputElement | null }
    function Field() {
      const [text, setText] = useState('')
      return (
        <>
          <label htmlFor="po">PO</label>
          <InputText
            ref={ref}
            id="po"
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={false}
          />
        </>
      )
    }
    render(<Field />)
    const box = screen.getByRole('textbox', { name: 'PO' })
    expect(ref.current).toBe(box)
    expect(box).toHaveClass('p-inputtext', 'p-component')
    expect(box).not.toHaveClass('p-filled')
    fireEvent.change(box, { target: { value: 'PO-7' } })
    expect(box).toHaveValue('PO-7')
    expect(box).toHaveClass('p-filled')
  })
})
