// A native <select> dressed like the theme's inputs. PrimeReact's Dropdown fails axe here (its
// hidden <select> has no name, its trigger is a nameless role="button", its label text is too
// pale), and a native select is also what phones and screen readers handle best; see decision
// 0040.
import type { ChangeEvent } from 'react'
import './native-select.css'

export interface SelectOption<T> {
  readonly value: T
  readonly label: string
  /** Shown and not choosable (say why beside the select, e.g. R-PERM-015). */
  readonly disabled?: boolean
}

export interface NativeSelectProps<T extends string | number | null> {
  readonly id: string
  readonly value: T
  readonly options: readonly SelectOption<T>[]
  /** Shown (and not choosable) while nothing is chosen. */
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly invalid?: boolean
  readonly describedBy?: string | undefined
  readonly className?: string
  readonly onChange: (value: T) => void
}

const keyOf = (value: string | number | null): string => (value === null ? '' : String(value))

export function NativeSelect<T extends string | number | null>(props: NativeSelectProps<T>) {
  const chosen = props.options.some((o) => keyOf(o.value) === keyOf(props.value))
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const option = props.options.find((o) => keyOf(o.value) === event.target.value)
    if (option !== undefined) props.onChange(option.value)
  }
  return (
    <select
      id={props.id}
      className={`native-select p-inputtext p-component${props.invalid ? ' p-invalid' : ''}${props.className ? ` ${props.className}` : ''}`}
      value={chosen ? keyOf(props.value) : ''}
      disabled={props.disabled}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={onChange}
    >
      {!chosen && props.placeholder !== undefined ? (
        <option value="" disabled>
          {props.placeholder}
        </option>
      ) : null}
      {props.options.map((option) => (
        <option key={keyOf(option.value)} value={keyOf(option.value)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
