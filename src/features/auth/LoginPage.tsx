// /login (spec §2, §4 Session, design §3). Rendering only: the session machine decides what
// happens; the page keeps what the user typed across failures.
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import type { Notice } from '../../machines/session/session.rules'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { PasswordInput } from './PasswordInput'
import './auth.css'

export interface LoginFormValues {
  readonly account: string
  readonly password: string
  readonly remember: boolean
}

export interface LoginPageProps {
  readonly initialAccount?: string
  readonly busy?: boolean
  /** Why the last sign-in failed or the session ended: an i18n key or a server text. */
  readonly notice?: Notice | undefined
  readonly onSubmit: (values: LoginFormValues) => void
}

export function LoginPage({ initialAccount = '', busy = false, notice, onSubmit }: LoginPageProps) {
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
      <form
        className="auth-card"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-busy={busy}
      >
        <div className="auth-card__brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </div>
        <h1 id={`${id}-title`} className="auth-card__title">
          {t('login.title')}
        </h1>
        <p className="auth-card__subtitle">{t('login.subtitle')}</p>
        <div aria-live="assertive" className="auth-card__notice">
          {notice ? (
            <Message
              severity="error"
              text={notice.text ?? (notice.key ? t(notice.key) : '')}
              className="auth-card__error"
            />
          ) : null}
        </div>
        <div className="auth-field">
          <label htmlFor={`${id}-account`}>{t('login.account')}</label>
          <InputText
            id={`${id}-account`}
            name="account"
            autoComplete="username"
            value={account}
            invalid={touched && accountMissing}
            aria-invalid={(touched && accountMissing) || undefined}
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
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            value={password}
            invalid={touched && passwordMissing}
            describedBy={touched && passwordMissing ? `${id}-password-error` : undefined}
            onChange={setPassword}
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
          <Link to={PATHS.forgotPassword}>{t('login.forgot')}</Link>
        </div>
        <Button
          type="submit"
          label={busy ? t('login.submitting') : t('login.submit')}
          loading={busy}
          className="auth-card__submit"
        />
        <p className="auth-card__hint">{t('login.rememberHint')}</p>
      </form>
    </main>
  )
}
