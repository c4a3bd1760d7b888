// The live order summary (decision 0040): the lines, total cases (R-ORD-002, R-ORD-011) and amount in
// VND with VAT (R-ORD-001, R-ORD-022) after the company's special rate (R-ORD-030), the container guidance bar (R-ORD-021, a hint that never
// blocks), what would block a submit (minimum, frozen limit; R-ORD-016, R-ORD-017), the machine's
// notices, and the Save as draft / Submit buttons, enabled when the machine takes those events.
// What blocks the order and the notices share one message block above the buttons, which a press
// brings into view and focuses (R-ORD-034): each problem is a link to its field or product line.
import { Button } from '../../components/Button'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CONTAINER_BANDS,
  feedbackTarget,
  lineAmount,
  lineCases,
  type CartLine,
  type OrderRuleViolation,
  type OrderSummary,
  type ScreenNotice,
} from '../../machines/place-order'
import { formatCount, formatPercent, formatVnd, messageParams, productName, type Lng } from '../../lib/format'
import { NoticeMessage } from './NoticeMessage'
import { showProblem } from './problem-links'
import { FEEDBACK_ID } from './screen-effects'
import { useKeptElements } from './kept-elements'
import { SummaryActions } from './SummaryActions'

/** Rules shown as soon as the cart breaks them; the others once Submit was pressed. */
const LIVE_RULES: ReadonlySet<string> = new Set(['R-ORD-016', 'R-ORD-017', 'R-ORD-020'])
/** The guidance bar's scale, in cases: a little past the 40 ft band. */
const BAR_MAX = 2500

export interface SummaryPanelProps {
  readonly cart: readonly CartLine[]
  readonly summary: OrderSummary
  /** What blocked the last submit (kept up to date by the machine); empty before a submit. */
  readonly violations: readonly OrderRuleViolation[]
  /** The machine's notice for this panel (its slot is 'summary'). */
  readonly notice: ScreenNotice | null
  readonly formatName: string | null
  readonly lng: Lng
  readonly canSubmit: boolean
  readonly canSaveDraft: boolean
  readonly canRemove: boolean
  readonly submitting: boolean
  readonly savingDraft: boolean
  readonly isDraft: boolean
  readonly onSubmit: () => void
  readonly onSaveDraft: () => void
  /** Takes the cart to the next container (R-FILL-002). */
  readonly onFillContainer: () => void
  readonly onRemove: (productCode: string) => void
  readonly onDismissNotice: () => void
}

export function SummaryPanel(props: SummaryPanelProps) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const { summary, lng, cart } = props
  // A product added renders its own line; the others are kept, and the buttons (R-PERF-033, decision 0392).
  const lines = useKeptElements<CartLine>([lng, t, props.canRemove, props.onRemove])
  const live = summary.blocking.filter((v) => LIVE_RULES.has(v.rule))
  const shownViolations = props.violations.length > 0 ? props.violations : cart.length > 0 ? live : []
  const afterSubmit = props.violations.length > 0
  const container = summary.container
  const fill = Math.min(summary.totalCases / BAR_MAX, 1) * 100

  return (
    <section className="po-panel po-summary" id="po-summary" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('summary.title')}</h2>

      {cart.length === 0 ? (
        <p className="po-summary__empty">{t('summary.empty')}</p>
      ) : (
        <ul className="po-lines" aria-label={t('summary.lines')}>
          {cart.map((line) => {
            const kept = lines.get(line)
            if (kept !== undefined) return kept
            const name = productName(line, lng)
            const element = (
              <li
                key={line.ProductCode}
                className="po-lines__item"
                data-product-code={line.ProductCode}
                tabIndex={-1}
              >
                <span className="po-lines__name">
                  <span className="po-lines__code">{line.ProductCode}</span> {name}
                </span>
                <span className="po-lines__figures">
                  {t(line.IsPromotion ? 'summary.lineFiguresSets' : 'summary.lineFigures', {
                    quantity: formatCount(line.Quantity, lng),
                    cases: formatCount(lineCases(line), lng),
                    amount: formatVnd(lineAmount(line), lng),
                  })}
                </span>
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  severity="secondary"
                  className="po-lines__remove"
                  aria-label={t('summary.remove', { name })}
                  disabled={!props.canRemove}
                  onClick={() => props.onRemove(line.ProductCode)}
                />
              </li>
            )
            return lines.keep(line, element)
          })}
        </ul>
      )}

      <dl className="po-totals">
        <div>
          <dt>{t('summary.totalCases')}</dt>
          <dd data-testid="po-total-cases">{formatCount(summary.totalCases, lng)}</dd>
        </div>
        {summary.specialRatePercent > 0 ? (
          <>
            <div>
              <dt>{t('summary.subtotal')}</dt>
              <dd>{formatVnd(summary.amount, lng)}</dd>
            </div>
            <div>
              <dt>{t('summary.specialRate')}</dt>
              <dd data-testid="po-special-rate">{formatPercent(summary.specialRatePercent, lng)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('summary.amount')}</dt>
          <dd data-testid="po-total-amount">{formatVnd(summary.totalAmount, lng)}</dd>
        </div>
        {props.formatName !== null ? (
          <div>
            <dt>{t('summary.format')}</dt>
            <dd>{props.formatName}</dd>
          </div>
        ) : null}
      </dl>

      <div className="po-container">
        <h3 className="po-container__title">{t('summary.container')}</h3>
        <div className="po-container__bar" aria-hidden="true">
          {CONTAINER_BANDS.map((band) => (
            <span
              key={band.band}
              className="po-container__band"
              style={{
                left: `${(band.from / BAR_MAX) * 100}%`,
                width: `${((band.to - band.from) / BAR_MAX) * 100}%`,
              }}
            >
              <span className="po-container__band-label">{t(`summary.band.${band.band}`)}</span>
            </span>
          ))}
          <span
            className={`po-container__fill${container.band !== null ? ' po-container__fill--fits' : ''}`}
            style={{ width: `${fill}%` }}
          />
        </div>
        {summary.totalCases > 0 ? (
          <p
            className={`po-container__hint po-container__hint--${container.slower ? 'slower' : 'fits'}`}
            data-testid="po-container-hint"
          >
            <i
              className={`pi ${container.slower ? 'pi-info-circle' : 'pi-check-circle'}`}
              aria-hidden="true"
            />{' '}
            {t(container.key, {
              ...container.params,
              band: t(`summary.band.${String(container.params.band)}`),
              ...(container.params.previousBand === undefined
                ? {}
                : { previousBand: t(`summary.band.${String(container.params.previousBand)}`) }),
            })}
          </p>
        ) : (
          <p className="po-container__hint">{t('summary.containerEmpty')}</p>
        )}
        {summary.containerFill === null ? null : (
          <div className="po-container__fill-action">
            <Button
              type="button"
              outlined
              size="small"
              icon="pi pi-box"
              label={t('summary.fillContainer', {
                cases: summary.containerFill.cases,
                band: t(`summary.band.${summary.containerFill.band}`),
              })}
              aria-describedby={`${id}-fill-help`}
              disabled={!props.canRemove}
              onClick={props.onFillContainer}
            />
            <small id={`${id}-fill-help`} className="po-field__hint">
              {t('summary.fillContainerHelp')}
            </small>
          </div>
        )}
      </div>

      {/* The message block (R-ORD-034): focused after a Submit or Save draft that leaves a message. */}
      <div
        id={FEEDBACK_ID}
        className="po-feedback"
        tabIndex={-1}
        role="group"
        aria-label={t('summary.feedback')}
      >
        {shownViolations.length > 0 ? (
          <div className={`po-violations${afterSubmit ? ' po-violations--submit' : ''}`} role="alert">
            {afterSubmit ? <h3 className="po-violations__title">{t('summary.fixBeforeSubmit')}</h3> : null}
            <ul>
              {shownViolations.map((v, i) => (
                <li key={`${v.rule}-${v.key}-${i}`}>
                  <button
                    type="button"
                    className="po-violations__link"
                    onClick={(event) => showProblem(event.currentTarget, feedbackTarget(v), cart)}
                  >
                    {t(v.key, messageParams(v.params))}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <NoticeMessage
          notice={props.notice}
          className="po-summary__notice"
          onDismiss={props.onDismissNotice}
        />
      </div>

      <SummaryActions
        isDraft={props.isDraft}
        canSaveDraft={props.canSaveDraft}
        savingDraft={props.savingDraft}
        canSubmit={props.canSubmit}
        submitting={props.submitting}
        onSaveDraft={props.onSaveDraft}
        onSubmit={props.onSubmit}
      />
    </section>
  )
}
