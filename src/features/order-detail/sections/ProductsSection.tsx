// The product table and the totals footer (R-PEND-010, R-PEND-012):
// 3 lines until 'show all N' expands them; a promotion line lists its main and free-of-charge
// items with their cases, and its quantity is the cases of all of them (R-ORD-011, the rule of
// machines/order-detail). The footer: quantity, amount, special rate as a percent, total amount,
// VND VAT included (R-ORD-010). "Order again" (R-REORDER-007): every line can be ticked, and place
// order fills its cart from the order, or from the ticked lines only (R-REORDER-001).
import { Button } from '../../../components/Button'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { reorderPath } from '../../../lib/paths'
import type { OrderProductLine } from '../../../api/contracts/order-entities'
import {
  formatCount,
  formatPercent,
  formatVnd,
  lngOf,
  productName,
  promotionTypeNameOf,
  type Lng,
} from '../../../lib/format'
import { casesOfLine, hasLineToggle, promotionItemsOf, shownLines } from '../../../machines/order-detail'
import { ProductPicture } from '../../../components/ProductPicture'
import { DetailFields, DetailSection } from './DetailFields'
import type { SectionProps } from './section-props'
import { usePromotionTypes } from '../usePromotionTypes'

function PromotionItems({ line, lng }: { readonly line: OrderProductLine; readonly lng: Lng }) {
  const { t } = useTranslation('orderDetail')
  const items = promotionItemsOf(line)
  const group = (kind: 'main' | 'foc', label: string) => {
    const ofKind = items.filter((i) => i.kind === kind)
    return ofKind.length === 0 ? null : (
      <div className="order-detail__promotion-group">
        <span className="order-detail__promotion-label">{label}</span>
        <ul>
          {ofKind.map(({ item, cases }) => (
            <li key={item.ProductCode}>
              {t('products.itemCases', { name: productName(item, lng), cases: formatCount(cases, lng) })}
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <div className="order-detail__promotion">
      {group('main', t('products.mainItems'))}
      {group('foc', t('products.focItems'))}
    </div>
  )
}

/** A cell's column name, shown beside its value only when the lines are stacked (the phone). */
function CellLabel({ text }: { readonly text: string }) {
  return (
    <span className="order-detail__cell-label" aria-hidden="true">
      {text}
    </span>
  )
}

export function ProductsSection({ order, io }: SectionProps) {
  const { t, i18n } = useTranslation('orderDetail')
  const lng = lngOf(i18n.language)
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set())
  const navigate = useNavigate()
  const lines = order.OrderProductList
  const pick = (code: string, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before)
      if (on) next.add(code)
      else next.delete(code)
      return next
    })
  const pickedCodes = lines.map((l) => l.ProductCode).filter((code) => picked.has(code))
  const promotionTypes = usePromotionTypes(
    io,
    lines.some((line) => line.IsPromotion),
  )
  return (
    <DetailSection id={id} title={t('products.title')}>
      {lines.length === 0 ? (
        <p>{t('products.empty')}</p>
      ) : (
        // A focusable region, so a keyboard can scroll it should a line still be too wide; on a phone
        // the lines are stacked blocks instead of a table's columns (R-PEND-019).
        <div className="order-detail__table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="order-detail__products" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{t('products.code')}</th>
                <th scope="col">{t('products.name')}</th>
                <th scope="col">{t('products.specification')}</th>
                <th scope="col" className="is-number">
                  {t('products.unitPrice')}
                </th>
                <th scope="col" className="is-number">
                  {t('products.quantity')}
                </th>
                <th scope="col" className="is-number">
                  {t('products.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shownLines(lines, expanded).map((line, index) => (
                <tr key={`${line.ProductCode}-${index}`}>
                  <td className="order-detail__line-code">
                    <label className="order-detail__line-pick">
                      <input
                        type="checkbox"
                        checked={picked.has(line.ProductCode)}
                        aria-label={t('products.select', { code: line.ProductCode })}
                        onChange={(event) => pick(line.ProductCode, event.currentTarget.checked)}
                      />
                      <span>{line.ProductCode}</span>
                    </label>
                  </td>
                  <td className="order-detail__line-name">
                    <ProductPicture code={line.ProductCode} variant="thumb" />
                    <span>{productName(line, lng)}</span>
                    {line.IsPromotion ? (
                      <>
                        <span className="order-detail__promotion-tag">
                          {line.PromotionTypeName === null
                            ? t('products.promotion')
                            : promotionTypeNameOf(promotionTypes, line.PromotionTypeName, lng)}
                        </span>
                        <PromotionItems line={line} lng={lng} />
                      </>
                    ) : null}
                  </td>
                  <td className="order-detail__line-spec">{line.ProductSpecification}</td>
                  {/* On a phone each line is a block and these three are labelled pairs (R-PEND-019):
                      the label is the column's header, shown there only (screen readers have the header). */}
                  <td className="is-number">
                    <CellLabel text={t('products.unitPrice')} />
                    {formatVnd(line.UnitPrice, lng)}
                  </td>
                  <td className="is-number">
                    <CellLabel text={t('products.quantity')} />
                    {formatCount(casesOfLine(line), lng)}
                  </td>
                  <td className="is-number">
                    <CellLabel text={t('products.amount')} />
                    {formatVnd(line.Amount, lng)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lines.length === 0 ? null : (
        <div className="order-detail__again">
          <Button
            type="button"
            size="small"
            icon="pi pi-replay"
            label={t('products.orderAgain')}
            onClick={() => void navigate(reorderPath(order.Id))}
          />
          <Button
            type="button"
            size="small"
            outlined
            label={t('products.orderAgainSelected', { count: pickedCodes.length })}
            disabled={pickedCodes.length === 0}
            onClick={() => void navigate(reorderPath(order.Id, pickedCodes))}
          />
          <span className="order-detail__again-help">{t('products.selectHelp')}</span>
        </div>
      )}
      {hasLineToggle(lines) ? (
        <Button
          type="button"
          link
          size="small"
          aria-expanded={expanded}
          label={expanded ? t('products.showLess') : t('products.showAll', { count: lines.length })}
          onClick={() => setExpanded((open) => !open)}
        />
      ) : null}
      <div className="order-detail__totals" aria-label={t('totals.title')} role="group">
        <DetailFields
          fields={[
            { label: t('totals.quantity'), value: formatCount(order.Quantity, lng) },
            { label: t('totals.amount'), value: formatVnd(order.Amount, lng) },
            { label: t('totals.specialRate'), value: formatPercent(order.SpecialRatePercent, lng) },
            { label: t('totals.totalAmount'), value: formatVnd(order.TotalAmount, lng) },
          ]}
        />
        <p className="order-detail__vat">{t('totals.vatIncluded')}</p>
      </div>
    </DetailSection>
  )
}
