// A check box with PrimeReact's Checkbox markup (`p-checkbox p-component`, `p-highlight` when
// checked, the real input `p-checkbox-input` over the drawn `p-checkbox-box` and its check icon)
// without PrimeReact, so the theme draws it unchanged and a page with check boxes loads none of
// PrimeReact's base (decision 0390, R-PERF-031).
import { memo } from 'react'
import { PrimeIcon } from './PrimeIcon'
import { CHECK_ICON } from './prime-icons/check'
import './prime-structure.css'

export interface CheckboxProps {
  /** The input's id, for its label. */
  readonly inputId: string
  readonly checked: boolean
  /** Called with the state a press asks for (never while disabled). */
  readonly onChange: (event: { readonly checked: boolean }) => void
  readonly disabled?: boolean
  readonly 'aria-describedby'?: string | undefined
}

export const Checkbox = memo(function Checkbox(props: CheckboxProps) {
  const { checked, disabled } = props
  const classes = ['p-checkbox p-component', checked && 'p-highlight', disabled && 'p-disabled']
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-p-highlight={checked}
      data-p-disabled={disabled === true}
      aria-describedby={props['aria-describedby']}
    >
      <input
        id={props.inputId}
        type="checkbox"
        className="p-checkbox-input"
        disabled={disabled}
        aria-invalid={false}
        aria-describedby={props['aria-describedby']}
        checked={checked}
        onChange={() => {
          if (!disabled) props.onChange({ checked: !checked })
        }}
      />
      <div className="p-checkbox-box" data-p-highlight={checked} data-p-disabled={disabled === true}>
        {checked ? <PrimeIcon paths={CHECK_ICON} className="p-checkbox-icon" /> : null}
      </div>
    </div>
  )
})
