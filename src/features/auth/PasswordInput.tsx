// A password field with a show/hide button (a real, labelled toggle button, keyboard reachable).
// Plain elements in PrimeReact's classes: the login page loads no PrimeReact JavaScript (0251).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface PasswordInputProps {
  readonly id: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly autoComplete: 'current-password' | 'new-password'
  readonly placeholder?: string
  readonly invalid?: boolean
  readonly describedBy?: string | undefined
  readonly disabled?: boolean
}

export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('auth')
  const [shown, setShown] = useState(false)
  return (
    <div className="password-input">
      <input
        id={props.id}
        name={props.name}
        type={shown ? 'text' : 'password'}
        className={`p-inputtext p-component${props.invalid ? ' p-invalid' : ''}`}
        autoComplete={props.autoComplete}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <button
        type="button"
        className="p-button p-component p-button-icon-only p-button-text password-input__toggle"
        aria-label={t(shown ? 'password.hide' : 'password.show')}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((s) => !s)}
      >
        <span className={`p-button-icon p-c pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
      </button>
    </div>
  )
}
