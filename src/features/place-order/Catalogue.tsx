// The catalogue column of the place-order screen (decision 0040): the customer's products
// (GetAvailableProductList, R-ORD-007) with category and format filters, a search by code or name
// in both languages, the 'new' tag (R-ORD-013), promotion type and period (R-ORD-014), the unit
// price in VND with VAT (R-ORD-001) and a quantity in cases with -/+ and typing (R-ORD-002).
// What a quantity does is the machine's decision: a refused one is shown beside its product and
// the box keeps what was typed.
import { Button } from '../../components/Button'
import { ActionButton } from '../../components/ActionButton'
import { keepFocusIn } from '../../components/focus'
import { InputText } from '../../components/InputText'
import { Tag } from '../../components/Tag'
import { memo, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from '@xstate/react'
import type { TFunction } from 'i18next'
import type { Product } from '../../api/contracts/product-entities'
import {
  lineAmount,
  lineCases,
  otherFormatListed,
  selectLineErrorOf,
  selectLineOf,
  type PlaceOrderActor,
  type PlaceOrderSnapshot,
} from '../../machines/place-order'
import { distinctIds, filterCatalogue, NO_FILTER, type CatalogueFilter } from './catalogue-filter'
import {
  formatCount,
  formatVnd,
  messageParams,
  pairText,
  promotionTypeNameOf,
  productName,
  screenDate,
  type Lng,
} from '../../lib/format'
import { NativeSelect } from '../../components/NativeSelect'
import { ProductPicture } from '../../components/ProductPicture'
import { formatNameOf, type ReferenceData } from './reference-data'

export type CatalogueStatus = 'choosingCustomer' | 'loading' | 'loadFailed' | 'ready'

export interface CatalogueProps {
  readonly status: CatalogueStatus
  readonly products: readonly Product[]
  /** The flow, whose cart and refusals each row reads for its own product. */
  readonly actor: PlaceOrderActor
  /** The order's format (its first line's), null while the cart is empty. */
  readonly cartFormatId: number | null
  /** Whether the machine takes cart changes now (editing, no dialog, nothing busy). */
  readonly editable: boolean
  readonly reference: ReferenceData
  readonly lng: Lng
  /** Sends a typed quantity; answers whether the machine refused it. */
  readonly onType: (productCode: string, text: string) => boolean
  /** -/+ : the quantity the line should have (0 takes it out). */
  readonly onStep: (productCode: string, quantity: number, current: number) => void
  readonly onRetry: () => void
  readonly canRetry: boolean
}

export function Catalogue(props: CatalogueProps) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const { products, reference, lng, status } = props
  const [filter, setFilter] = useState<CatalogueFilter>(NO_FILTER)

  const shown = useMemo(() => filterCatalogue(products, filter), [products, filter])
  // A boolean: the list renders again when the note comes or goes, not for every product added.
  const selectOtherFormatShown = useMemo(
    () => (s: PlaceOrderSnapshot) => otherFormatListed(shown, s.context.cart),
    [shown],
  )
  const otherFormatShown = useSelector(props.actor, selectOtherFormatShown)

  const categoryOptions = useMemo(() => {
    const ids = distinctIds(products, (p) => p.CategoryId)
    return [
      { value: null as number | null, label: t('catalogue.allCategories') },
      ...ids.map((categoryId) => {
        const found = reference.categories.find((c) => c.CategoryId === categoryId)
        return {
          value: categoryId as number | null,
          label: found
            ? pairText(found.CategoryName_EN, found.CategoryName_VN, lng)
            : t('catalogue.categoryN', { id: categoryId }),
        }
      }),
    ]
  }, [products, reference.categories, lng, t])

  const formatName = (formatId: number): string =>
    formatNameOf(reference, formatId, lng) ?? t('catalogue.formatN', { id: formatId })
  const formatOptions = [
    { value: null as number | null, label: t('catalogue.allFormats') },
    ...distinctIds(products, (p) => p.FormatId).map((formatId) => ({
      value: formatId as number | null,
      label: formatName(formatId),
    })),
  ]
  const categoryName = (categoryId: number | null): string | null => {
    if (categoryId === null) return null
    const found = reference.categories.find((c) => c.CategoryId === categoryId)
    return found ? pairText(found.CategoryName_EN, found.CategoryName_VN, lng) : null
  }
  const promotionTypeName = (name: string | null): string | null =>
    name === null ? null : promotionTypeNameOf(reference.promotionTypes, name, lng)

  const filtered = filter !== NO_FILTER
  return (
    <section className="po-catalogue" aria-labelledby={`${id}-title`}>
      <div className="po-catalogue__head">
        <h2 id={`${id}-title`}>{t('catalogue.title')}</h2>
        {status === 'ready' ? (
          <p className="po-catalogue__count" aria-live="polite">
            {t('catalogue.count', { shown: shown.length, total: products.length })}
          </p>
        ) : null}
      </div>
      <div className="po-filters" role="search" aria-label={t('catalogue.filters')}>
        <div className="po-field po-filters__search">
          <label htmlFor={`${id}-search`}>{t('catalogue.search')}</label>
          <InputText
            id={`${id}-search`}
            type="search"
            value={filter.search}
            placeholder={t('catalogue.searchPlaceholder')}
            onChange={(e) => setFilter({ ...filter, search: e.target.value })}
            disabled={status !== 'ready'}
          />
        </div>
        <div className="po-field">
          <label htmlFor={`${id}-category`}>{t('catalogue.category')}</label>
          <NativeSelect
            id={`${id}-category`}
            value={filter.categoryId}
            options={categoryOptions}
            onChange={(categoryId) => setFilter({ ...filter, categoryId })}
            disabled={status !== 'ready'}
          />
        </div>
        <div className="po-field">
          <label htmlFor={`${id}-format`}>{t('catalogue.format')}</label>
          <NativeSelect
            id={`${id}-format`}
            value={filter.formatId}
            options={formatOptions}
            onChange={(formatId) => setFilter({ ...filter, formatId })}
            disabled={status !== 'ready'}
          />
        </div>
        {filtered ? (
          <Button
            type="button"
            className="po-filters__clear"
            label={t('catalogue.clearFilters')}
            icon="pi pi-filter-slash"
            text
            onClick={() => setFilter(NO_FILTER)}
          />
        ) : null}
      </div>

      {status === 'choosingCustomer' ? (
        <p className="po-catalogue__empty">{t('page.chooseCustomerFirst')}</p>
      ) : status === 'loading' ? (
        <p className="po-catalogue__empty" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('page.loading')}
        </p>
      ) : status === 'loadFailed' ? (
        <div className="po-catalogue__empty">
          <p>{t('notice.loadFailed')}</p>
          <ActionButton
            type="button"
            label={t('common:actions.retry')}
            icon="pi pi-refresh"
            onClick={(event) => {
              // The button goes while the list loads: the catalogue, which stays, keeps the
              // focus rather than the page's body (decision 0330).
              keepFocusIn(event.currentTarget.closest('section'))
              props.onRetry()
            }}
            disabled={!props.canRetry}
          />
        </div>
      ) : shown.length === 0 ? (
        <p className="po-catalogue__empty">
          {products.length === 0 ? t('catalogue.none') : t('catalogue.empty')}
        </p>
      ) : (
        <>
          {/* Said once for the list; each product of another format carries a short tag (R-ORD-020). */}
          {otherFormatShown ? <p className="po-catalogue__note">{t('catalogue.otherFormat')}</p> : null}
          <ul className="po-products" aria-label={t('catalogue.listLabel')}>
            {shown.map((product) => (
              <ProductRow
                key={product.ProductCode}
                product={product}
                actor={props.actor}
                otherFormat={props.cartFormatId !== null && product.FormatId !== props.cartFormatId}
                editable={props.editable}
                lng={lng}
                formatName={formatName(product.FormatId)}
                categoryName={categoryName(product.CategoryId)}
                promotionTypeName={promotionTypeName(product.PromotionTypeName)}
                onType={props.onType}
                onStep={props.onStep}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

interface ProductRowProps {
  readonly product: Product
  readonly actor: PlaceOrderActor
  readonly otherFormat: boolean
  readonly editable: boolean
  readonly lng: Lng
  readonly formatName: string
  readonly categoryName: string | null
  readonly promotionTypeName: string | null
  readonly onType: CatalogueProps['onType']
  readonly onStep: CatalogueProps['onStep']
}

// Each row reads its own line and refusal from the machine, so a product added renders its row,
// not the list (R-PERF-033, decision 0392).
const ProductRow = memo(function ProductRow({
  product,
  actor,
  otherFormat,
  editable,
  lng,
  formatName,
  categoryName,
  promotionTypeName,
  onType,
  onStep,
}: ProductRowProps) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const code = product.ProductCode
  const selectLine = useMemo(() => selectLineOf(code), [code])
  const selectError = useMemo(() => selectLineErrorOf(code), [code])
  const line = useSelector(actor, selectLine)
  const error = useSelector(actor, selectError)
  // The product's own texts, made again only for another product or language: the first product
  // added renders every row of another format for its tag, and the texts are most of a row's work.
  const texts = useMemo(() => productTexts(product, lng, t), [product, lng, t])
  const { name } = texts
  const quantity = line?.Quantity ?? 0
  // Stable, so that the quantity box (two buttons and a box) renders only when its own props change.
  const typeQuantity = useMemo(() => (text: string) => onType(code, text), [onType, code])
  const stepQuantity = useMemo(() => (next: number) => onStep(code, next, quantity), [onStep, code, quantity])
  const errorId = `${id}-error`
  return (
    <li
      className={`po-product${line ? ' po-product--chosen' : ''}`}
      data-product-code={product.ProductCode}
      aria-labelledby={`${id}-name`}
    >
      <div className="po-product__info">
        <ProductPicture code={product.ProductCode} src={product.ImageURL} variant="thumb" />
        <p className="po-product__title">
          <span className="po-product__code">{product.ProductCode}</span>{' '}
          <span id={`${id}-name`} className="po-product__name">
            {name}
          </span>
          {product.IsDisplayed ? <Tag className="po-tag po-tag--new" value={t('catalogue.new')} /> : null}
          {product.IsPromotion ? (
            <Tag className="po-tag po-tag--promotion" icon="pi pi-gift" value={t('catalogue.promotion')} />
          ) : null}
          {otherFormat && !line ? (
            <Tag className="po-tag po-tag--other-format" value={t('catalogue.otherFormatTag')} />
          ) : null}
        </p>
        <p className="po-product__meta">
          {[product.ProductSpecification, categoryName, formatName].filter(Boolean).join(' · ')}
        </p>
        {product.IsPromotion ? (
          <p className="po-product__promotion">
            <span className="po-product__promotion-type">
              {promotionTypeName ?? t('catalogue.promotion')}
            </span>
            {' · '}
            {texts.period}
            {texts.bundle !== '' ? (
              <>
                <br />
                {texts.bundle}
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="po-product__price">
        <span className="po-product__amount">{texts.price}</span>
        <span className="po-product__unit">{texts.perCase}</span>
      </div>
      <div className="po-product__order">
        <QuantityInput
          id={`${id}-quantity`}
          label={texts.quantityLabel}
          decreaseLabel={texts.decreaseLabel}
          increaseLabel={texts.increaseLabel}
          quantity={quantity}
          errorId={error ? errorId : undefined}
          hasError={error !== undefined}
          disabled={!editable}
          onType={typeQuantity}
          onStep={stepQuantity}
        />
        {line ? (
          <p className="po-product__line">
            {t(product.IsPromotion ? 'catalogue.lineTotalSets' : 'catalogue.lineTotal', {
              cases: formatCount(lineCases(line), lng),
              amount: formatVnd(lineAmount(line), lng),
            })}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="po-product__error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />{' '}
          {t(error.key, messageParams(error.params))}
        </p>
      ) : null}
    </li>
  )
})

/** What a product's row says of it in one language: its name, price, promotion and box labels. */
function productTexts(product: Product, lng: Lng, t: TFunction<'placeOrder'>) {
  const name = productName(product, lng)
  const items = (list: Product['MainProductList'], free: boolean) =>
    list.map((item) =>
      t(free ? 'catalogue.bundleFree' : 'catalogue.bundleItem', {
        quantity: item.PromotionItemQuantity,
        name: productName(item, lng),
      }),
    )
  const bundle = product.IsPromotion
    ? [...items(product.MainProductList, false), ...items(product.FocProductList, true)].join(' + ')
    : ''
  return {
    name,
    price: formatVnd(product.UnitPrice, lng),
    perCase: t('catalogue.perCase'),
    period: product.IsPromotion
      ? t('catalogue.period', {
          from: product.PromotionFromDate ? screenDate(product.PromotionFromDate) : '…',
          to: product.PromotionToDate ? screenDate(product.PromotionToDate) : '…',
        })
      : '',
    bundle: bundle === '' ? '' : t('catalogue.bundle', { items: bundle }),
    quantityLabel: t(product.IsPromotion ? 'catalogue.quantitySets' : 'catalogue.quantity', { name }),
    decreaseLabel: t('catalogue.decrease', { name }),
    increaseLabel: t('catalogue.increase', { name }),
  }
}

interface QuantityInputProps {
  readonly id: string
  readonly label: string
  readonly decreaseLabel: string
  readonly increaseLabel: string
  readonly quantity: number
  readonly hasError: boolean
  readonly errorId: string | undefined
  readonly disabled: boolean
  /** Answers whether the machine refused the text. */
  readonly onType: (text: string) => boolean
  readonly onStep: (quantity: number) => void
}

/**
 * Cases of one product: typed (sent on Enter or when leaving the box) or stepped with -/+. While
 * the user types, and after a refusal, the box shows the typed text; otherwise the cart's quantity.
 */
export const QuantityInput = memo(function QuantityInput(props: QuantityInputProps) {
  const { quantity, hasError } = props
  // What the user is typing: the text, and the text the box showed when they started.
  const [draft, setDraft] = useState<{ readonly text: string; readonly base: string } | null>(null)
  const [focused, setFocused] = useState(false)
  const quantityText = quantity === 0 ? '' : String(quantity)
  const shown = draft !== null && (focused || hasError) ? draft.text : quantityText

  const commit = () => {
    if (draft === null) return
    if (draft.text === draft.base) {
      if (!hasError) setDraft(null)
      return
    }
    const refused = props.onType(draft.text)
    setDraft(refused ? { text: draft.text, base: draft.text } : null)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    }
  }
  const step = (next: number) => {
    setDraft(null)
    props.onStep(next)
  }
  return (
    <div className="po-quantity">
      <ActionButton
        type="button"
        icon="pi pi-minus"
        className="po-quantity__step"
        aria-label={props.decreaseLabel}
        disabled={props.disabled || quantity === 0}
        onClick={() => step(quantity - 1)}
        outlined
      />
      <label htmlFor={props.id} className="visually-hidden">
        {props.label}
      </label>
      <InputText
        id={props.id}
        className="po-quantity__input"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        value={shown}
        invalid={hasError}
        aria-invalid={hasError || undefined}
        aria-describedby={props.errorId}
        disabled={props.disabled}
        onFocus={() => {
          setFocused(true)
          setDraft({ text: shown, base: shown })
        }}
        onChange={(e) => setDraft({ text: e.target.value, base: draft?.base ?? shown })}
        onBlur={() => {
          setFocused(false)
          commit()
        }}
        onKeyDown={onKeyDown}
      />
      <ActionButton
        type="button"
        icon="pi pi-plus"
        className="po-quantity__step"
        aria-label={props.increaseLabel}
        disabled={props.disabled}
        onClick={() => step(quantity + 1)}
        outlined
      />
    </div>
  )
})
