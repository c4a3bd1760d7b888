// A product's drawn picture (issue 37, decision 0345), the one way every screen shows it: the
// homepage cards, the place-order rows, the order drawer's lines and the Q&A. The picture sits
// beside the product's name, so it is decorative (alt=""): a screen reader hears the name once.
// Its box is reserved by width and height (CLS, R-PERF-007); it loads when it comes near the
// screen unless the screen says it is among the first things seen (R-PIC-002).
import type { SyntheticEvent } from 'react'
import { MISSING_PICTURE_PATH, productPicturePath } from '../lib/paths'
import './product-picture.css'

/** card: the homepage card's 3:2 picture; thumb: a square beside a list's or a table's text. */
type Variant = 'card' | 'thumb'

const SIZES: Readonly<Record<Variant, readonly [width: number, height: number]>> = {
  card: [240, 160],
  thumb: [56, 56],
}

/** A picture that does not load shows the neutral box once (never a broken image, never a loop). */
function showMissing(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget
  if (!image.src.endsWith(MISSING_PICTURE_PATH)) image.src = MISSING_PICTURE_PATH
}

export function ProductPicture({
  code,
  src,
  variant,
  eager = false,
}: {
  readonly code: string
  /** The catalogue's picture (Product.ImageURL); without one, the drawn picture of `code`. */
  readonly src?: string | null | undefined
  readonly variant: Variant
  /** Fetched at once: the screen's first pictures, in view as it opens. */
  readonly eager?: boolean
}) {
  const [width, height] = SIZES[variant]
  return (
    <img
      className={`product-picture product-picture--${variant}`}
      src={src ?? productPicturePath(code)}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-picture-of={code}
      onError={showMissing}
    />
  )
}
