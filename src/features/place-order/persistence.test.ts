import { describe, expect, it } from 'vitest'
import { placedElsewhere } from './persistence'

const cart = [{ ProductCode: 'DRY-A', quantity: 120 }]
const removed = (key: string, oldValue: string | null) => ({ key, oldValue, newValue: null })

describe('a cart placed in another tab (decision 0299)', () => {
  it("R-ORD-025 R-ORD-009 is this tab's cart only when the shared cart that was removed is exactly this one", () => {
    expect(placedElsewhere(removed('dev_placeList', JSON.stringify(cart)), cart)).toBe(true)
    expect(placedElsewhere(removed('placeList', JSON.stringify(cart)), cart)).toBe(true)
    // Another cart, an empty cart here, another key, a write rather than a removal: not placed here.
    expect(placedElsewhere(removed('placeList', JSON.stringify([{ ...cart[0], quantity: 130 }])), cart)).toBe(
      false,
    )
    expect(placedElsewhere(removed('placeList', '[]'), [])).toBe(false)
    expect(placedElsewhere(removed('placeInfo', JSON.stringify(cart)), cart)).toBe(false)
    expect(placedElsewhere(removed('placeList', null), cart)).toBe(false)
    expect(placedElsewhere({ key: 'placeList', oldValue: JSON.stringify(cart), newValue: '[]' }, cart)).toBe(
      false,
    )
  })
})
