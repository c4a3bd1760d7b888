// The change-order document itself (R-CHG-001..005, R-CHG-010): customer name and
// account and BB No. (R-CHG-001); original, changed and new ETA (R-CHG-002); each product's code
// and name, unit price (VND, VAT included), quantity and amount, with the total quantity
// (R-CHG-003); the incurred purchase cost (%) and the total amount (R-CHG-004); the original and
// new shipping address (R-CHG-005); each figure before the order's first change beside the one it
// has now (R-CHG-010). Dates DD-MM-YYYY, money and counts in the active language.
import { Button } from '../../components/Button'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChangeOrderDocument } from '../../api/contracts/order-entities'
import {
  formatCount,
  formatPercent,
  formatVnd,
  lngOf,
  productName,
  screenDate,
  screenDateTime,
} from '../../lib/format'

function Field({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="change-order__field">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** A new figure that differs from the original is set in bold, beside the original (R-CHG-010). */
const changedClass = (original: number, now: number) =>
  original === now ? 'change-order__number' : 'change-order__number change-order__changed'

export function ChangeOrderSheet({ document: doc }: { readonly document: ChangeOrderDocument }) {
  const { t, i18n } = useTranslation('changeOrder')
  const lng = lngOf(i18n.resolvedLanguage)
  const id = useId()
  const vnd = (amount: number) => formatVnd(amount, lng)
  return (
    <article className="change-order__sheet" aria-labelledby={`${id}-title`}>
      <header className="change-order__head">
        <div>
          <h1 id={`${id}-title`}>{t('page.title')}</h1>
          <p className="change-order__issued">{t('page.issued', { time: screenDateTime(doc.CreateTime) })}</p>
        </div>
        <Button
          type="button"
          icon="pi pi-print"
          label={t('page.print')}
          className="change-order__no-print"
          onClick={() => window.print()}
        />
      </header>

      <section aria-labelledby={`${id}-customer`}>
        <h2 id={`${id}-customer`}>{t('customer.heading')}</h2>
        <dl className="change-order__fields">
          <Field label={t('customer.name')} value={`${doc.CustomerName} (${doc.CustomerCode})`} />
          <Field label={t('customer.account')} value={doc.Account} />
          <Field label={t('customer.orderNumber')} value={doc.OrderNumber} />
        </dl>
      </section>

      <section aria-labelledby={`${id}-eta`}>
        <h2 id={`${id}-eta`}>{t('eta.heading')}</h2>
        <dl className="change-order__fields">
          <Field label={t('eta.original')} value={screenDate(doc.OriginalETA)} />
          {/* Null when the order still had its original ETA before this change (R-CHG-010). */}
          <Field
            label={t('eta.changed')}
            value={doc.ChangedETA === null ? t('eta.notChangedBefore') : screenDate(doc.ChangedETA)}
          />
          <Field
            label={t('eta.new')}
            value={doc.NewETA === null ? t('eta.unchanged') : screenDate(doc.NewETA)}
          />
        </dl>
      </section>

      <section aria-labelledby={`${id}-products`}>
        <h2 id={`${id}-products`}>{t('products.heading')}</h2>
        {/* A narrow screen scrolls the table sideways: the region takes the keyboard's focus for it. */}
        <div
          className="change-order__table-wrap"
          role="region"
          aria-labelledby={`${id}-products`}
          tabIndex={0}
        >
          {/* Original and new side by side (R-CHG-010), quantities in cases (R-DOC-005). */}
          <table className="change-order__table" aria-labelledby={`${id}-products`}>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t('products.code')}
                </th>
                <th scope="col" rowSpan={2}>
                  {t('products.name')}
                </th>
                <th scope="col" rowSpan={2} className="change-order__number">
                  {t('products.unitPrice')}
                </th>
                <th scope="colgroup" colSpan={2} className="change-order__group">
                  {t('products.quantity')}
                </th>
                <th scope="colgroup" colSpan={2} className="change-order__group">
                  {t('products.amount')}
                </th>
              </tr>
              <tr>
                <th scope="col" className="change-order__number">
                  {t('products.original')}
                </th>
                <th scope="col" className="change-order__number">
                  {t('products.new')}
                </th>
                <th scope="col" className="change-order__number">
                  {t('products.original')}
                </th>
                <th scope="col" className="change-order__number">
                  {t('products.new')}
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.ProductList.map((line) => (
                <tr key={line.ProductCode}>
                  <td>{line.ProductCode}</td>
                  <td>{productName(line, lng)}</td>
                  <td className="change-order__number">{vnd(line.UnitPrice)}</td>
                  <td className="change-order__number">{formatCount(line.OriginalQuantity, lng)}</td>
                  <td className={changedClass(line.OriginalQuantity, line.Quantity)}>
                    {formatCount(line.Quantity, lng)}
                  </td>
                  <td className="change-order__number">{vnd(line.OriginalAmount)}</td>
                  <td className={changedClass(line.OriginalAmount, line.Amount)}>{vnd(line.Amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('products.totalQuantity')}
                </th>
                <td className="change-order__number">{formatCount(doc.OriginalTotalQuantity, lng)}</td>
                <td className={changedClass(doc.OriginalTotalQuantity, doc.TotalQuantity)}>
                  {formatCount(doc.TotalQuantity, lng)}
                </td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section aria-labelledby={`${id}-totals`}>
        <h2 id={`${id}-totals`}>{t('totals.heading')}</h2>
        <dl className="change-order__fields">
          <Field label={t('totals.originalTotalAmount')} value={vnd(doc.OriginalTotalAmount)} />
          <Field
            label={t('totals.incurredCost')}
            value={formatPercent(doc.IncurredPurchaseCostPercent, lng)}
          />
          <Field label={t('totals.totalAmount')} value={vnd(doc.TotalAmount)} />
        </dl>
      </section>

      <section aria-labelledby={`${id}-address`}>
        <h2 id={`${id}-address`}>{t('address.heading')}</h2>
        <dl className="change-order__fields">
          <Field label={t('address.original')} value={doc.OriginalShippingAddress} />
          <Field label={t('address.new')} value={doc.NewShippingAddress ?? t('address.unchanged')} />
        </dl>
      </section>
    </article>
  )
}
