// A text box with PrimeReact's InputText markup (`p-inputtext p-component`, `p-filled` once it
// holds a value, `p-invalid`, `p-disabled`) without PrimeReact, so the theme draws it unchanged
// and a page with text boxes loads none of PrimeReact's base (decision 0390, R-PERF-031). The
// portal gives no key filter: a number box is `type="number"` or `inputMode="numeric"`.
import { forwardRef, memo, type InputHTMLAttributes } from 'react'
import './prime-structure.css'

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'children'>

export interface InputTextProps extends NativeProps {
  /** Always controlled: the class `p-filled` follows it. */
  readonly value: string | number
  /** PrimeReact's `invalid`: the theme's red border (`p-invalid`). */
  readonly invalid?: boolean
}

export const InputText = memo(
  forwardRef<HTMLInputElement, InputTextProps>(function InputText({ invalid, className, ...native }, ref) {
    const classes = [
      className,
      'p-inputtext p-component',
      native.disabled && 'p-disabled',
      native.value !== '' && 'p-filled',
      invalid && 'p-invalid',
    ]
    return <input {...native} ref={ref} className={classes.filter(Boolean).join(' ')} />
  }),
)
