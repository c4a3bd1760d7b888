// "Save as template" (R-TPL-001..004, decision 0366): a cart of place order or a past order of the
// order drawer becomes a named template of the company, or (a cart) replaces the products of one
// the user may change. The steps are the save-template machine's; this renders them. Loaded as a
// chunk of its own when first opened (decision 0328), so neither page grows by it.
import { useActorRef, useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import '../prime-locale'
import { InputText } from '../InputText'
import { useEffect, useId, useMemo, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { OrderTemplate } from '../../api/contracts/template'
import { TOAST_LIFE_MS } from '../../api/error-catalogue'
import { inspect } from '../../lib/inspection'
import { notify } from '../../lib/notify'
import {
  replaceableOf,
  saveTemplateMachine,
  TEMPLATE_NAME_MAX,
  type SaveRequest,
  type TemplateSource,
} from '../../machines/templates'
import { ActionButton } from '../ActionButton'
import { NativeSelect } from '../NativeSelect'
import { templateIO, type TemplateClient } from './template-io'
import './templates.css'

export interface SaveTemplateDialogProps {
  readonly client: TemplateClient
  readonly source: TemplateSource
  /** What the dialog says the template is made of: an order's number, or the cart's product count. */
  readonly orderNumber?: string
  readonly onClose: (saved: OrderTemplate | null) => void
}

export default function SaveTemplateDialog({
  client,
  source,
  orderNumber,
  onClose,
}: SaveTemplateDialogProps) {
  const { t } = useTranslation('templates')
  const id = useId()
  // One io for the dialog's life: its writes keep their Idempotency-Key over a retry (R-API-050).
  const io = useMemo(() => templateIO(client), [client])
  const actor = useActorRef(
    saveTemplateMachine.provide({
      actors: {
        loadTemplates: fromPromise(() => io.list()),
        saveTemplate: fromPromise<OrderTemplate, SaveRequest>(({ input }) => io.save(input)),
      },
    }),
    { input: { source }, inspect },
  )
  const state = useSelector(actor, (s) => s)
  const { context } = state
  const replaceable = replaceableOf(context)
  const loading = state.matches('loading')
  const saving = state.matches('saving')
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status !== 'done') return
      const saved = s.output?.saved ?? null
      if (saved)
        notify({
          severity: 'success',
          key: s.context.mode === 'replace' ? 'templates:save.replaced' : 'templates:save.saved',
          params: { name: saved.Name },
          life: TOAST_LIFE_MS.success,
        })
      onClose(saved)
    })
    return () => sub.unsubscribe()
  }, [actor, onClose])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'save' })
  }
  const footer = (
    <div className="tpl-dialog__footer">
      <ActionButton
        type="button"
        label={t('save.cancel')}
        outlined
        disabled={saving}
        onClick={() => actor.send({ type: 'cancel' })}
      />
      <ActionButton
        type="submit"
        form={`${id}-form`}
        label={t('save.save')}
        loading={saving}
        disabled={loading || saving}
      />
    </div>
  )
  return (
    <Dialog
      header={t('save.header')}
      visible
      modal
      draggable={false}
      resizable={false}
      className="tpl-dialog"
      breakpoints={{ '640px': '95vw' }}
      footer={footer}
      onHide={() => actor.send({ type: 'cancel' })}
    >
      <form id={`${id}-form`} className="tpl-dialog__form" onSubmit={submit} noValidate>
        <p className="tpl-dialog__what">
          {source.kind === 'order'
            ? t('save.fromOrder', { orderNumber })
            : t('save.fromCart', { count: source.lines.length })}
        </p>
        {loading ? (
          <p role="status">{t('save.loading')}</p>
        ) : (
          <>
            {replaceable.length > 0 ? (
              <fieldset className="tpl-dialog__modes">
                <legend className="p-sr-only">{t('save.header')}</legend>
                {(['new', 'replace'] as const).map((mode) => (
                  <label key={mode} className="tpl-dialog__mode">
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      checked={context.mode === mode}
                      onChange={() => actor.send({ type: 'mode.set', mode })}
                    />
                    {t(`save.${mode}`)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {context.mode === 'replace' ? (
              <div className="tpl-field">
                <label htmlFor={`${id}-which`}>{t('save.which')}</label>
                <NativeSelect
                  id={`${id}-which`}
                  value={context.replaceId}
                  options={replaceable.map((tpl) => ({ value: tpl.Id, label: tpl.Name }))}
                  onChange={(templateId) =>
                    templateId !== null && actor.send({ type: 'replace.choose', templateId })
                  }
                />
              </div>
            ) : (
              <div className="tpl-field">
                <label htmlFor={`${id}-name`}>{t('save.name')}</label>
                <InputText
                  id={`${id}-name`}
                  value={context.name}
                  maxLength={TEMPLATE_NAME_MAX + 20}
                  autoFocus
                  invalid={context.problem !== null}
                  aria-invalid={context.problem !== null}
                  aria-describedby={context.problem ? `${id}-problem` : undefined}
                  onChange={(e) => actor.send({ type: 'name.type', name: e.target.value })}
                />
                {context.problem ? (
                  <small id={`${id}-problem`} className="tpl-field__problem" role="alert">
                    {t(`problem.${context.problem}`, { max: TEMPLATE_NAME_MAX })}
                  </small>
                ) : null}
              </div>
            )}
          </>
        )}
      </form>
    </Dialog>
  )
}
