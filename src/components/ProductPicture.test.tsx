import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MISSING_PICTURE_PATH, productPicturePath } from '../lib/paths'
import { ProductPicture } from './ProductPicture'

const imageOf = (container: HTMLElement) => {
  const image = container.querySelector('img')
  if (image === null) throw new Error('no picture')
  return image
}

describe('ProductPicture', () => {
  it('R-PIC-002 reserves its box (width and height), is decorative beside the name, and waits until it is near the screen', () => {
    const card = imageOf(
      render(<ProductPicture code="FZ001" src="/pictures/x.svg" variant="card" />).container,
    )
    expect(card).toHaveAttribute('src', '/pictures/x.svg')
    expect(card).toHaveAttribute('width', '240')
    expect(card).toHaveAttribute('height', '160')
    expect(card).toHaveAttribute('alt', '')
    expect(card).toHaveAttribute('loading', 'lazy')
    const thumb = imageOf(render(<ProductPicture code="KM-FZ001" variant="thumb" />).container)
    expect(thumb).toHaveAttribute('width', '56')
    expect(thumb).toHaveAttribute('height', '56')
    expect(thumb).toHaveClass('product-picture--thumb')
  })

  it('R-PIC-002 the first pictures a screen shows are fetched at once', () => {
    const image = imageOf(render(<ProductPicture code="FZ001" variant="card" eager />).container)
    expect(image).toHaveAttribute('loading', 'eager')
  })

  it('R-PIC-004 without the catalogue picture it shows the drawn picture of its code; one that fails shows the neutral box once', () => {
    const image = imageOf(render(<ProductPicture code="MI006" src={null} variant="thumb" />).container)
    expect(image.getAttribute('src')).toBe(productPicturePath('MI006'))
    fireEvent.error(image)
    expect(image.getAttribute('src')).toBe(MISSING_PICTURE_PATH)
    fireEvent.error(image)
    expect(image.getAttribute('src')).toBe(MISSING_PICTURE_PATH)
  })
})
