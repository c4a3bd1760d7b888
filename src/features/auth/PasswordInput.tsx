// A password field with a show/hide button (a real, labelled toggle button, keyboard reachable).
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
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
      <InputText
        id={props.id}
        name={props.name}
        type={shown ? 'text' : 'password'}
        autoComplete={props.autoComplete}
        value={props.value}
        placeholder={props.placeholder}
        invalid={props.invalid}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <Button
        type="button"
        text
        className="password-input__toggle"
        icon={shown ? 'pi pi-eye-slash' : 'pi pi-eye'}
        aria-label={t(shown ? 'password.hide' : 'password.show')}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((s) => !s)}
      />
    </div>
  )
}
