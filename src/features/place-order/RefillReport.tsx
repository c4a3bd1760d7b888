// What "Order again" did (R-REORDER-002, R-REORDER-003): the lines that went in at today's prices,
// the lines left out with why, the address no longer offered; and, while the order loads, that it
// does. Shown under the page's title until closed, another refill or another customer code.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useTranslation } from 'react-i18next'
import { messageParams } from '../../lib/format'
import {
  selectForm,
  selectRefillFrom,
  selectRefillReport,
  selectRefilling,
  type PlaceOrderActor,
} from '../../machines/place-order'

export function RefillReport({ actor }: { readonly actor: PlaceOrderActor }) {
  const { t } = useTranslation('placeOrder')
  const report = useSelector(actor, selectRefillReport)
  const refilling = useSelector(actor, selectRefilling)
  // A template's texts say "template" where an order's say "order" (i18next's context).
  const from = useSelector(actor, selectRefillFrom)
  // The ETA is never copied (R-REORDER-002): asked for while none is chosen.
  const noEta = useSelector(actor, (s) => selectForm(s).etaDate === null)
  return (
    <div aria-live="polite" className="po-refill">
      {refilling ? <p className="po-refill__loading">{t('refill.loading', { context: from })}</p> : null}
      {report === null ? null : (
        <div className={`po-refill__report${report.leftOut.length > 0 ? ' po-refill__report--warn' : ''}`}>
          <div className="po-refill__text">
            <p>
              {t('refill.reportAdded', { count: report.added })}
              {noEta ? ` ${t('refill.chooseEta')}` : null}
            </p>
            {report.addressGone ? <p>{t('refill.addressGone', { context: from })}</p> : null}
            {report.leftOut.length === 0 ? null : (
              <>
                <p className="po-refill__title">{t('refill.reportLeftOut')}</p>
                <ul className="po-refill__list">
                  {report.leftOut.map((o, i) => (
                    <li key={`${o.productCode}-${i}`}>{t(o.reason.key, messageParams(o.reason.params))}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            severity="secondary"
            aria-label={t('refill.close')}
            onClick={() => actor.send({ type: 'refill.closeReport' })}
          />
        </div>
      )}
    </div>
  )
}
