// /online/templates (R-TPL-008, decision 0366): the company's templates, for the codes the user may
// order for, by name: each with its customer code, products and cases, who saved it and when;
// "Order from template" opens place order filled from it (R-TPL-009); its author or a Main role
// renames it in place or deletes it after a confirmation, anyone else sees why they may not. The
// steps are the templates machine's; the server decides again (R-TPL-005).
import { ConfirmPart } from '../../components/ConfirmPart'
import { useActorRef, useSelector } from '@xstate/react'
import { InputText } from '../../components/InputText'
import { Message } from '../../components/Message'
import { useId, useMemo, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { api } from '../../api/client'
import type { OrderTemplate } from '../../api/contracts/template'
import { TOAST_LIFE_MS } from '../../api/error-catalogue'
import { ActionButton } from '../../components/ActionButton'
import { templateIO, type TemplateClient } from '../../components/templates/template-io'
import { formatCount, lngOf, screenDate } from '../../lib/format'
import { inspect } from '../../lib/inspection'
import { notify } from '../../lib/notify'
import { orderFromTemplatePath, PATHS } from '../../lib/paths'
import { TEMPLATE_NAME_MAX, templatesMachine, type TemplatesEvent } from '../../machines/templates'
import './templates.css'

export function TemplatesScreen({ client }: { readonly client: TemplateClient }) {
  const { t, i18n } = useTranslation('templates')
  const lng = lngOf(i18n.language)
  const id = useId()
  const navigate = useNavigate()
  const io = useMemo(() => templateIO(client), [client])
  const actor = useActorRef(
    templatesMachine.provide({
      actors: {
        loadTemplates: fromPromise(() => io.list()),
        renameTemplate: fromPromise<OrderTemplate, { templateId: number; name: string }>(
          async ({ input }) => {
            const renamed = await io.rename(input)
            notify({
              severity: 'success',
              key: 'templates:renamed',
              params: { name: renamed.Name },
              life: TOAST_LIFE_MS.success,
            })
            return renamed
          },
        ),
        deleteTemplate: fromPromise<unknown, { templateId: number }>(async ({ input }) => {
          const name = actor.getSnapshot().context.templates.find((tpl) => tpl.Id === input.templateId)?.Name
          await io.remove(input)
          notify({
            severity: 'success',
            key: 'templates:deleted',
            params: { name },
            life: TOAST_LIFE_MS.success,
          })
          return null
        }),
      },
      actions: { orderFrom: (_, { templateId }) => void navigate(orderFromTemplatePath(templateId)) },
    }),
    { inspect },
  )
  const state = useSelector(actor, (s) => s)
  const send = (event: TemplatesEvent) => actor.send(event)
  const { templates, target, name, problem } = state.context
  const renaming = state.matches({ ready: 'renaming' }) || state.matches({ ready: 'savingName' })
  const targetName = templates.find((tpl) => tpl.Id === target)?.Name ?? ''

  const renameForm = (tpl: OrderTemplate) => (
    <form
      className="tpl-rename"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        send({ type: 'rename.save' })
      }}
    >
      <label htmlFor={`${id}-rename`}>{t('rename.label', { name: tpl.Name })}</label>
      <InputText
        id={`${id}-rename`}
        value={name}
        autoFocus
        maxLength={TEMPLATE_NAME_MAX + 20}
        invalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => send({ type: 'rename.type', name: e.target.value })}
      />
      {problem ? (
        <small id={`${id}-problem`} className="tpl-problem" role="alert">
          {t(`problem.${problem}`, { max: TEMPLATE_NAME_MAX })}
        </small>
      ) : null}
      <div className="tpl-actions">
        <ActionButton
          type="submit"
          size="small"
          label={t('rename.save')}
          loading={state.matches({ ready: 'savingName' })}
        />
        <ActionButton
          type="button"
          size="small"
          outlined
          label={t('rename.cancel')}
          disabled={state.matches({ ready: 'savingName' })}
          onClick={() => send({ type: 'rename.cancel' })}
        />
      </div>
    </form>
  )

  const card = (tpl: OrderTemplate) => {
    const cases = tpl.Lines.reduce((sum, line) => sum + line.Quantity, 0)
    const reasonId = `${id}-why-${tpl.Id}`
    return (
      <li key={tpl.Id} className="tpl-card">
        {renaming && target === tpl.Id ? renameForm(tpl) : <h2 className="tpl-card__name">{tpl.Name}</h2>}
        <p className="tpl-card__facts">
          <span>{t('customerCode', { code: tpl.CustomerCode })}</span>
          <span>{t('lines', { count: tpl.Lines.length, cases: formatCount(cases, lng) })}</span>
          <span>{t('by', { name: tpl.AuthorName, date: screenDate(tpl.UpdateTime.slice(0, 10)) })}</span>
        </p>
        <div className="tpl-actions">
          <ActionButton
            type="button"
            size="small"
            icon="pi pi-shopping-cart"
            label={t('actions.order')}
            aria-label={t('actions.orderLabel', { name: tpl.Name })}
            onClick={() => send({ type: 'order', templateId: tpl.Id })}
          />
          <ActionButton
            type="button"
            size="small"
            outlined
            icon="pi pi-pencil"
            label={t('actions.rename')}
            aria-label={t('actions.renameLabel', { name: tpl.Name })}
            aria-describedby={tpl.CanChange ? undefined : reasonId}
            disabled={!tpl.CanChange || !state.matches({ ready: 'idle' })}
            onClick={() => send({ type: 'rename.start', templateId: tpl.Id })}
          />
          <ActionButton
            type="button"
            size="small"
            outlined
            severity="danger"
            icon="pi pi-trash"
            label={t('actions.delete')}
            aria-label={t('actions.deleteLabel', { name: tpl.Name })}
            aria-describedby={tpl.CanChange ? undefined : reasonId}
            loading={state.matches({ ready: 'deleting' }) && target === tpl.Id}
            disabled={!tpl.CanChange || !state.matches({ ready: 'idle' })}
            onClick={() => send({ type: 'delete.start', templateId: tpl.Id })}
          />
        </div>
        {tpl.CanChange ? null : (
          <p id={reasonId} className="tpl-card__why">
            {t('notChangeable')}
          </p>
        )}
      </li>
    )
  }

  return (
    <section className="tpl-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="tpl-page__title">
        {t('title')}
      </h1>
      <p className="tpl-page__intro">{t('intro')}</p>
      {state.matches('loading') ? <p role="status">{t('loading')}</p> : null}
      {state.matches('failed') ? (
        <Message
          severity="error"
          className="tpl-page__failed"
          content={
            <span className="tpl-actions">
              {t('failed')}
              <ActionButton
                type="button"
                size="small"
                label={t('retry')}
                onClick={() => send({ type: 'retry' })}
              />
            </span>
          }
        />
      ) : null}
      {state.matches('ready') && templates.length === 0 ? (
        <p className="tpl-page__empty">
          {t('empty')} <Link to={PATHS.placeOrder}>{t('toPlaceOrder')}</Link>
        </p>
      ) : null}
      {state.matches('ready') && templates.length > 0 ? (
        <>
          <p className="tpl-page__count" role="status">
            {t('count', { count: templates.length })}
          </p>
          <ul className="tpl-list">{templates.map(card)}</ul>
        </>
      ) : null}
      <ConfirmPart
        onFail={() => send({ type: 'delete.cancel' })}
        visible={state.matches({ ready: 'confirmingDelete' })}
        header={t('confirmDelete.header')}
        message={t('confirmDelete.message', { name: targetName })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('confirmDelete.yes')}
        rejectLabel={t('confirmDelete.no')}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => send({ type: 'delete.confirm' })}
        onHide={(result) => {
          if (result !== 'accept') send({ type: 'delete.cancel' })
        }}
      />
    </section>
  )
}

export default function TemplatesPage() {
  return <TemplatesScreen client={api} />
}
