// /forgot-password (ours: the original's route is not shown), R-PWD-002 and
// R-PWD-003..009. The reset-password machine holds the form, the rule checks, the 60 s
// get-code countdown and the 5006 answer; this page renders it and sends its events.
import { useSelector } from '@xstate/react'
import { ActionButton } from '../../components/ActionButton'
import { InputText } from '../../components/InputText'
import { Message } from '../../components/Message'
import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import type { passwordResetMachine } from '../../machines/password-reset/password-reset.machine'
import type { ResetField } from '../../machines/password-reset/password-reset.rules'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { PasswordInput } from './PasswordInput'
import './auth.css'

export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>

export interface ForgotPasswordPageProps {
  readonly actor: PasswordResetActor
  /** Where "back" leads: the login page, or the homepage for a signed-in user. */
  readonly backTo: { readonly path: string; readonly labelKey: string }
}

export function ForgotPasswordPage({ actor, backTo }: ForgotPasswordPageProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const form = useSelector(actor, (s) => s.context.form)
  const problems = useSelector(actor, (s) => s.context.problems)
  const countdown = useSelector(actor, (s) => s.context.countdown)
  const codeRejected = useSelector(actor, (s) => s.context.codeRejected)
  const serverMessage = useSelector(actor, (s) => s.context.serverMessage)
  const sending = useSelector(actor, (s) => s.matches({ code: 'sending' }))
  const coolingDown = useSelector(actor, (s) => s.matches({ code: 'coolingDown' }))
  const submitting = useSelector(actor, (s) => s.matches({ form: 'submitting' }))
  const canSendCode = useSelector(actor, (s) => s.can({ type: 'password.sendCode' }))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'password.submit' }))

  const change = (field: ResetField) => (value: string) =>
    actor.send({ type: 'password.change', field, value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'password.submit' })
  }
  const fieldId = (field: ResetField) => `${id}-${field}`
  const errorId = (field: ResetField) => `${id}-${field}-error`

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
        aria-busy={submitting}
      >
        <h1 id={`${id}-title`} className="auth-card__title">
          {t('reset.title')}
        </h1>
        <p className="auth-card__subtitle">{t('reset.subtitle')}</p>
        <div aria-live="assertive" className="auth-card__notice">
          {codeRejected ? (
            <Message
              severity="error"
              text={serverMessage ?? t('reset.codeRejected')}
              className="auth-card__error"
            />
          ) : null}
        </div>
        <div className="auth-field">
          <label htmlFor={fieldId('account')}>{t('reset.account')}</label>
          <InputText
            id={fieldId('account')}
            name="account"
            autoComplete="username"
            value={form.account}
            placeholder={t('reset.accountPlaceholder')}
            onChange={(e) => change('account')(e.target.value)}
          />
        </div>
        <div className="auth-field">
          <label htmlFor={fieldId('code')}>{t('reset.code')}</label>
          <div className="auth-code">
            <InputText
              id={fieldId('code')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={form.code}
              placeholder={t('reset.codePlaceholder')}
              onChange={(e) => change('code')(e.target.value)}
            />
            <ActionButton
              type="button"
              outlined
              className="auth-code__send"
              label={coolingDown ? t('reset.resendIn', { seconds: countdown }) : t('reset.getCode')}
              loading={sending}
              disabled={!canSendCode}
              onClick={() => actor.send({ type: 'password.sendCode' })}
            />
          </div>
          <small className="auth-field__hint" aria-live="polite">
            {coolingDown ? t('reset.codeSent') : t('reset.codeHint')}
          </small>
        </div>
        <div className="auth-field">
          <label htmlFor={fieldId('newPassword')}>{t('reset.newPassword')}</label>
          <PasswordInput
            id={fieldId('newPassword')}
            name="newPassword"
            autoComplete="new-password"
            value={form.newPassword}
            invalid={problems.newPassword !== undefined}
            describedBy={problems.newPassword ? errorId('newPassword') : `${id}-rule`}
            onChange={change('newPassword')}
          />
          {problems.newPassword ? (
            <small id={errorId('newPassword')} className="auth-field__error" role="alert">
              {t(problems.newPassword)}
            </small>
          ) : (
            <small id={`${id}-rule`} className="auth-field__hint">
              {t('reset.ruleHint')}
            </small>
          )}
        </div>
        <div className="auth-field">
          <label htmlFor={fieldId('confirmNewPassword')}>{t('reset.confirmNewPassword')}</label>
          <PasswordInput
            id={fieldId('confirmNewPassword')}
            name="confirmNewPassword"
            autoComplete="new-password"
            value={form.confirmNewPassword}
            invalid={problems.confirmNewPassword !== undefined}
            describedBy={problems.confirmNewPassword ? errorId('confirmNewPassword') : undefined}
            onChange={change('confirmNewPassword')}
          />
          {problems.confirmNewPassword ? (
            <small id={errorId('confirmNewPassword')} className="auth-field__error" role="alert">
              {t(problems.confirmNewPassword)}
            </small>
          ) : null}
        </div>
        <ActionButton
          type="submit"
          label={t('reset.submit')}
          loading={submitting}
          disabled={!canSubmit}
          className="auth-card__submit"
        />
        {!canSubmit && !submitting ? <p className="auth-card__hint">{t('reset.allFieldsHint')}</p> : null}
        <Link to={backTo.path} className="auth-card__back">
          {t(backTo.labelKey)}
        </Link>
      </form>
    </main>
  )
}
