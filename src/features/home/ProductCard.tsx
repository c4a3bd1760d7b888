// A product of the homepage (R-HOME-005): name, specification, price in VND with VAT, a 'new' tag
// (IsDisplayed), and for a promotion its type, period and main and free-of-charge items. 'Order'
// opens the place-order screen with this product in the cart (decision 0232).
import { Tag } from '../../components/Tag'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { PromotionItem } from '../../api/contracts/order-entities'
import type { Product, Promotion } from '../../api/contracts/product-entities'
import { ProductPicture } from '../../components/ProductPicture'
import { formatVnd, pairText, productName, screenDate, type Lng } from '../../lib/format'
import { orderProductPath } from '../../lib/paths'

interface ProductCardProps {
  readonly product: Product
  readonly lng: Lng
  /** The running promotion this promotion product sells, when known. */
  readonly promotion?: Promotion | undefined
  /** The promotion type's name in the active language. */
  readonly typeName?: string | undefined
  /** Among the first cards, in view as the page opens: its picture is fetched at once (decision 0345). */
  readonly eager?: boolean | undefined
}

function Items({
  title,
  items,
  lng,
}: {
  readonly title: string
  readonly items: readonly PromotionItem[]
  readonly lng: Lng
}) {
  const { t } = useTranslation('home')
  if (items.length === 0) return null
  return (
    <div className="home-card__items">
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item.ProductCode}>
            {t('card.item', { name: productName(item, lng), count: item.PromotionItemQuantity })}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A card renders again only when what it shows changes (the homepage's content renders in a transition, decision 0322). */
export const ProductCard = memo(function ProductCard({
  product,
  lng,
  promotion,
  typeName,
  eager,
}: ProductCardProps) {
  const { t } = useTranslation('home')
  const name = productName(product, lng)
  return (
    <article className="home-card" data-product-code={product.ProductCode} aria-label={name}>
      <div className="home-card__image">
        <ProductPicture code={product.ProductCode} src={product.ImageURL} variant="card" eager={eager} />
      </div>
      <div className="home-card__body">
        <div className="home-card__tags">
          {product.IsDisplayed ? <Tag value={t('card.new')} severity="success" /> : null}
          {product.IsPromotion ? (
            <Tag value={typeName ?? product.PromotionTypeName ?? ''} severity="warning" />
          ) : null}
        </div>
        <h3 className="home-card__name">{name}</h3>
        <p className="home-card__spec">{product.ProductSpecification}</p>
        {promotion ? (
          <p className="home-card__desc">
            {pairText(promotion.Description_EN, promotion.Description_VN, lng)}
          </p>
        ) : null}
        {product.IsPromotion && product.PromotionFromDate && product.PromotionToDate ? (
          <p className="home-card__period">
            {t('card.period', {
              from: screenDate(product.PromotionFromDate),
              to: screenDate(product.PromotionToDate),
            })}
          </p>
        ) : null}
        <Items title={t('card.mainItems')} items={product.MainProductList} lng={lng} />
        <Items title={t('card.focItems')} items={product.FocProductList} lng={lng} />
        <p className="home-card__price">
          <span>{formatVnd(product.UnitPrice, lng)}</span> <small>{t('card.vatIncluded')}</small>
        </p>
        <Link
          className="p-button p-component home-card__order"
          to={orderProductPath(product.ProductCode)}
          aria-label={t('card.orderLabel', { name })}
        >
          <span className="pi pi-shopping-cart" aria-hidden="true" /> {t('card.order')}
        </Link>
      </div>
    </article>
  )
})
