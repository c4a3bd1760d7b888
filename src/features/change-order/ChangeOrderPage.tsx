// /changeorder (R-ROUTE-006, R-CHG-001..008): the change-order document
// of the order the address names, opened with or without a login (R-SESS-007). The link's key
// (decision 0220) goes to the server; without it only the owner's session opens the document. It
// is laid out as a printable document (changeOrder.css has the print stylesheet), in the active
// language, with one clear page for a link that opens nothing.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { api, type ApiClient } from '../../api/client'
import { GetOrderChangedDetail } from '../../api/contracts/order'
import type { ChangeOrderDocument } from '../../api/contracts/order-entities'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { inspect } from '../../lib/inspection'
import { PATHS } from '../../lib/paths'
import { changeOrderMachine, changeOrderQueryOf, type ChangeOrderQuery } from '../../machines/change-order'
import { ChangeOrderSheet } from './ChangeOrderSheet'
import './changeOrder.css'

export function ChangeOrderScreen({ client = api }: { readonly client?: Pick<ApiClient, 'call'> }) {
  const { t } = useTranslation('changeOrder')
  const [search] = useSearchParams()
  const machine = changeOrderMachine.provide({
    actors: {
      loadDocument: fromPromise<ChangeOrderDocument, ChangeOrderQuery>(({ input }) =>
        client.call(GetOrderChangedDetail, input),
      ),
    },
  })
  const actor = useActorRef(machine, { input: { query: changeOrderQueryOf(search) }, inspect })
  const state = useSelector(actor, (s) => s.value)
  const document = useSelector(actor, (s) => s.context.document)
  const refusal = useSelector(actor, (s) => s.context.refusal)

  return (
    <main className="standalone-page change-order">
      <div className="standalone-page__language change-order__no-print">
        <LanguageSwitch />
      </div>
      {state === 'shown' && document !== null ? (
        <ChangeOrderSheet document={document} />
      ) : (
        <section className="change-order__notice" aria-labelledby="change-order-title">
          <h1 id="change-order-title">{t('page.title')}</h1>
          {state === 'loading' || state === 'checking' ? (
            <p role="status">{t('page.loading')}</p>
          ) : state === 'failed' ? (
            <div role="alert">
              <p>{t('page.failed')}</p>
              <Button
                type="button"
                label={t('common:actions.retry')}
                onClick={() => actor.send({ type: 'document.retry' })}
              />
            </div>
          ) : (
            <div role="alert">
              <p>{state === 'refused' && refusal !== null ? refusal : t('page.invalid')}</p>
              <Link to={PATHS.login}>{t('page.signIn')}</Link>
            </div>
          )}
        </section>
      )}
    </main>
  )
}

export default function ChangeOrderPage() {
  return <ChangeOrderScreen />
}
