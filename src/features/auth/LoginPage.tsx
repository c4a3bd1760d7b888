// /login (R-ROUTE-004, R-SESS-001, R-STORE-008). Rendering only: the session machine decides what
// happens; the page keeps what the user typed across failures. Its controls are plain elements in
// PrimeReact's classes (the theme's look): the login page loads no PrimeReact JavaScript (0251).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { PrerenderedLogin } from '../../lib/prerendered'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import type { Notice } from '../../machines/session/session.rules'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { unavailableClass, unavailableWhile } from '../../components/unavailable'
import { PasswordInput } from './PasswordInput'
import './auth.css'

export interface LoginFormValues {
  readonly account: string
  readonly password: string
  readonly remember: boolean
}

export interface LoginPageProps {
  readonly initialAccount?: string
  /**
   * What was typed into the pre-rendered form before the app took over (decision 0252). A new
   * object replaces what the fields hold (it is read again just before the take-over), and a
   * submit pressed there is submitted here.
   */
  readonly prefill?: PrerenderedLogin | undefined
  readonly busy?: boolean
  /** Why the last sign-in failed or the session ended: an i18n key or a server text. */
  readonly notice?: Notice | undefined
  readonly onSubmit: (values: LoginFormValues) => void
}

export function LoginPage({ initialAccount = '', prefill, busy = false, notice, onSubmit }: LoginPageProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [account, setAccount] = useState(prefill?.account || initialAccount)
  const [password, setPassword] = useState(prefill?.password ?? '')
  const [remember, setRemember] = useState(prefill?.remember ?? initialAccount !== '')
  const [shownPrefill, setShownPrefill] = useState(prefill)
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill)
    if (prefill) {
      setAccount(prefill.account || initialAccount)
      setPassword(prefill.password)
      setRemember(prefill.remember)
    }
  }

  // Once, for the submit pressed before the page ran.
  const submittedPrefill = useRef(false)
  useEffect(() => {
    if (!prefill?.submitted || submittedPrefill.current) return
    submittedPrefill.current = true
    form.current?.requestSubmit()
  }, [prefill])
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
        ref={form}
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
            <div
              className="p-inline-message p-component p-inline-message-error auth-card__error"
              role="alert"
            >
              <span className="p-inline-message-icon pi pi-times-circle" aria-hidden="true" />
              <span className="p-inline-message-text">
                {notice.text ?? (notice.key ? t(notice.key) : '')}
              </span>
            </div>
          ) : null}
        </div>
        <div className="auth-field">
          <label htmlFor={`${id}-account`}>{t('login.account')}</label>
          <input
            id={`${id}-account`}
            name="account"
            autoComplete="username"
            className={`p-inputtext p-component${touched && accountMissing ? ' p-invalid' : ''}`}
            value={account}
            aria-invalid={(touched && accountMissing) || undefined}
            aria-describedby={touched && accountMissing ? `${id}-account-error` : undefined}
            onChange={(e) => setAccount(e.target.value)}
            placeholder={t('login.accountPlaceholder')}
          />
          {touched && accountMissing ? (
            <small id={`${id}-account-error`} className="auth-field__error" role="alert">
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
            <small id={`${id}-password-error`} className="auth-field__error" role="alert">
              {t('login.passwordRequired')}
            </small>
          ) : null}
        </div>
        <div className="auth-card__row">
          <div className="auth-check">
            <input
              id={`${id}-remember`}
              name="remember"
              type="checkbox"
              className="auth-check__box"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <label htmlFor={`${id}-remember`}>{t('login.remember')}</label>
          </div>
          <Link to={PATHS.forgotPassword}>{t('login.forgot')}</Link>
        </div>
        {/* Busy, it keeps the focus (decision 0330); the form's submit ignores it meanwhile. */}
        <button
          type="submit"
          className={unavailableClass('p-button p-component auth-card__submit', busy)}
          {...unavailableWhile(busy, undefined, true)}
        >
          {busy ? (
            <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />
          ) : null}
          <span className="p-button-label">{busy ? t('login.submitting') : t('login.submit')}</span>
        </button>
        <p className="auth-card__hint">{t('login.rememberHint')}</p>
      </form>
    </main>
  )
}
