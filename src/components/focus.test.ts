import { describe, expect, it } from 'vitest'
import { keepFocusIn } from './focus'

describe('keepFocusIn', () => {
  it('R-A11Y-008 a region that is not focusable takes the focus, and is not focusable again once it loses it', () => {
    const region = document.createElement('section')
    const next = document.createElement('button')
    document.body.append(region, next)
    keepFocusIn(region)
    expect(document.activeElement).toBe(region)
    expect(region.getAttribute('tabindex')).toBe('-1')
    next.focus()
    expect(region.hasAttribute('tabindex')).toBe(false)
    region.remove()
    next.remove()
  })

  it('R-A11Y-008 a region with its own tabindex keeps it', () => {
    const region = document.createElement('div')
    region.tabIndex = 0
    document.body.append(region)
    keepFocusIn(region)
    expect(document.activeElement).toBe(region)
    region.blur()
    expect(region.getAttribute('tabindex')).toBe('0')
    region.remove()
  })

  it('R-A11Y-008 the window losing the focus (another tab) leaves the region focusable, to have it back on return', () => {
    const region = document.createElement('section')
    document.body.append(region)
    keepFocusIn(region)
    // The browser's blur of the page: the region stays the active element.
    region.dispatchEvent(new FocusEvent('blur'))
    expect(document.activeElement).toBe(region)
    expect(region.getAttribute('tabindex')).toBe('-1')
    region.blur()
    expect(region.hasAttribute('tabindex')).toBe(false)
    region.remove()
  })
})
