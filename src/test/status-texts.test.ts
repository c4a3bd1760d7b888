// The order status texts are written once, in the `orders` namespace (decision 0121): the lists,
// the back-office simulator and the mock backend's status strings all read `orders:status.<n>`.
// This checks that no other namespace writes them again and that every reader agrees.
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../api/contracts/common'
import { statusText } from '../backend/order-view'
import { LANGUAGES } from '../i18n'
import { createI18n } from '../i18n/all-texts'
import { resources } from '../i18n/resources'

type Tree = { readonly [key: string]: string | Tree }
const STATUS_KEYS = FE_ORDER_STATUSES.map(String)

/** Every place in the texts that maps the status numbers to words, as `namespace:path`. */
function statusMaps(lng: (typeof LANGUAGES)[number]): string[] {
  const found: string[] = []
  const walk = (tree: Tree, path: string) => {
    if (STATUS_KEYS.every((key) => typeof tree[key] === 'string')) found.push(path)
    for (const [key, value] of Object.entries(tree))
      if (typeof value !== 'string') walk(value, path.endsWith(':') ? `${path}${key}` : `${path}.${key}`)
  }
  for (const [ns, tree] of Object.entries(resources[lng])) walk(tree, `${ns}:`)
  return found
}

describe.each(LANGUAGES)('order status texts (%s)', (lng) => {
  const texts = resources[lng]['orders']?.['status'] as Tree | undefined

  it('R-I18N-001: are written once, in orders:status, one per status', () => {
    expect(statusMaps(lng)).toEqual(['orders:status'])
    for (const status of FE_ORDER_STATUSES) expect(texts?.[String(status)]).toMatch(/\S/)
  })

  it('R-I18N-001: the lists, the simulator and the mock backend show the same words', () => {
    const i18n = createI18n(lng)
    const simulatorT = i18n.getFixedT(lng, 'simulator')
    for (const status of FE_ORDER_STATUSES) {
      const expected = texts?.[String(status)]
      // The lists' StatusBadge reads the same key (src/components/StatusBadge.tsx).
      expect(i18n.t(`orders:status.${status}`)).toBe(expected)
      expect(simulatorT(`orders:status.${status}`)).toBe(expected)
      expect(statusText(lng, status)).toBe(expected)
    }
  })
})
