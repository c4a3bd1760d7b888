// /login (spec §2, §4 Session). Rendering only: the session machine decides what happens.
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { Password } from 'primereact/password'
import { Message } from 'primereact/message'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LanguageSwitch } from '../shell/LanguageSwitch'
import './auth.css'

export interface LoginFormValues {
  readonly account: string
  readonly password: string
  readonly remember: boolean
}

export interface LoginPageProps {
  readonly initialAccount?: string
  readonly busy?: boolean
  /** i18n key or server text of the last failure, shown above the form. */
  readonly error?: { key?: string; text?: string } | undefined
  readonly onSubmit: (values: LoginFormValues) => void
}

export function LoginPage({ initialAccount = '', busy = false, error, onSubmit }: LoginPageProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [account, setAccount] = useState(initialAccount)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(initialAccount !== '')
  const [touched, setTouched] = useState(false)

  const accountMissing = account.trim() === ''
  const passwordMissing = password === ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (accountMissing || passwordMissing || busy) return
    onSubmit({ account: account.trim(), password, remember })
  }

  return (
    <main className="auth-page">
      <div className="auth-page__language">
        <LanguageSwitch />
      </div>
      <form className="auth-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="auth-card__brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </div>
        <h1 id={`${id}-title`} className="auth-card__title">
          {t('login.title')}
        </h1>
        <p className="auth-card__subtitle">{t('login.subtitle')}</p>
        {error ? (
          <Message
            severity="error"
            text={error.text ?? (error.key ? t(error.key) : '')}
            className="auth-card__error"
          />
        ) : null}
        <div className="auth-field">
          <label htmlFor={`${id}-account`}>{t('login.account')}</label>
          <InputText
            id={`${id}-account`}
            name="account"
            autoComplete="username"
            value={account}
            invalid={touched && accountMissing}
            aria-describedby={touched && accountMissing ? `${id}-account-error` : undefined}
            onChange={(e) => setAccount(e.target.value)}
            placeholder={t('login.accountPlaceholder')}
          />
          {touched && accountMissing ? (
            <small id={`${id}-account-error`} className="auth-field__error">
              {t('login.accountRequired')}
            </small>
          ) : null}
        </div>
        <div className="auth-field">
          <label htmlFor={`${id}-password`}>{t('login.password')}</label>
          <Password
            inputId={`${id}-password`}
            name="password"
            autoComplete="current-password"
            value={password}
            feedback={false}
            toggleMask
            invalid={touched && passwordMissing}
            aria-describedby={touched && passwordMissing ? `${id}-password-error` : undefined}
            onChange={(e) => setPassword(e.target.value)}
            inputClassName="w-full"
            placeholder={t('login.passwordPlaceholder')}
          />
          {touched && passwordMissing ? (
            <small id={`${id}-password-error`} className="auth-field__error">
              {t('login.passwordRequired')}
            </small>
          ) : null}
        </div>
        <div className="auth-card__row">
          <div className="auth-check">
            <Checkbox
              inputId={`${id}-remember`}
              checked={remember}
              onChange={(e) => setRemember(e.checked === true)}
            />
            <label htmlFor={`${id}-remember`}>{t('login.remember')}</label>
          </div>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
        <Button type="submit" label={t('login.submit')} loading={busy} className="auth-card__submit" />
      </form>
    </main>
  )
}
