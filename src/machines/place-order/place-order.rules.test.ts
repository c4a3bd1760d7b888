// Given/When/Then for each place-order rule (the R-ORD rules of specs/rules.md).
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import {
  checkOrderForSubmit,
  containerGuidance,
  earliestEta,
  etdOf,
  formatConflict,
  isEtaOffered,
  lineAmount,
  lineCases,
  orderAmount,
  parseQuantityInput,
  promotionLinesOutsidePeriod,
  quantityProblem,
  totalCases,
  type CartForCheck,
} from './place-order.rules'
import {
  DRY_A,
  DRY_B,
  etaIn,
  FROZEN,
  GAP,
  line,
  product,
  PROMO,
  promotion,
  TODAY,
  validCart,
} from './place-order.testkit'

const check = (cart: CartForCheck, today = TODAY, gap = GAP) =>
  checkOrderForSubmit(cart, { today, etdGapDays: gap })
const keys = (cart: CartForCheck, today = TODAY, gap = GAP) => check(cart, today, gap).map((v) => v.key)

describe('place-order rules: the submit check', () => {
  it('R-ORD-005 given a complete order, when checked, then nothing blocks it', () => {
    expect(check(validCart())).toEqual([])
  })

  it('R-ORD-005 given a missing customer code, shipping address, ETA or note, then each blocks the submit, in that order', () => {
    expect(keys(validCart({ customerCode: ' ' }))).toEqual(['placeOrder:rules.customerRequired'])
    expect(keys(validCart({ shippingAddressId: null }))).toEqual(['placeOrder:rules.addressRequired'])
    expect(keys(validCart({ etaDate: null }))).toEqual(['placeOrder:rules.etaRequired'])
    expect(keys(validCart({ note: '  ' }))).toEqual(['placeOrder:rules.noteRequired'])
    const all = check(validCart({ customerCode: '', shippingAddressId: null, etaDate: null, note: '' }))
    expect(all.map((v) => [v.rule, v.key])).toEqual([
      ['R-ORD-005', 'placeOrder:rules.customerRequired'],
      ['R-ORD-005', 'placeOrder:rules.addressRequired'],
      ['R-ORD-005', 'placeOrder:rules.etaRequired'],
      ['R-ORD-005', 'placeOrder:rules.noteRequired'],
    ])
  })

  it('R-ORD-015 given no products, then the order is refused (and the minimum is not reported twice)', () => {
    expect(check(validCart({ lines: [] }))).toEqual([
      { rule: 'R-ORD-015', key: 'placeOrder:rules.noProducts' },
    ])
  })

  it('R-ORD-016 given 99 cases the order is refused with the numbers; 100 cases are accepted', () => {
    expect(check(validCart({ lines: [line(DRY_A, 60), line(DRY_B, 39)] }))).toEqual([
      {
        rule: 'R-ORD-016',
        key: 'placeOrder:rules.minimumCases',
        params: { total: 99, minimum: 100, missing: 1 },
      },
    ])
    expect(check(validCart({ lines: [line(DRY_A, 60), line(DRY_B, 40)] }))).toEqual([])
  })

  it('R-ORD-016 R-ORD-011 given a promotion line of 34 cases of 2 + 1, then it counts 102 cases and passes the minimum', () => {
    expect(check(validCart({ lines: [line(PROMO, 33)] })).map((v) => v.params)).toEqual([
      { total: 99, minimum: 100, missing: 1 },
    ])
    expect(check(validCart({ lines: [line(PROMO, 34)] }))).toEqual([])
  })

  it('R-ORD-020 given lines of two formats, then the order is refused', () => {
    expect(check(validCart({ lines: [line(DRY_A, 100), line(FROZEN, 100)] }))).toEqual([
      { rule: 'R-ORD-020', key: 'placeOrder:rules.mixedFormats', params: { formats: 2 } },
    ])
  })

  it('R-ORD-017 given a frozen order, then 2300 cases pass and 2301 must be reduced by 1', () => {
    expect(check(validCart({ lines: [line(FROZEN, 2300)] }))).toEqual([])
    expect(check(validCart({ lines: [line(FROZEN, 2301)] }))).toEqual([
      {
        rule: 'R-ORD-017',
        key: 'placeOrder:rules.frozenLimit',
        params: { total: 2301, limit: 2300, excess: 1 },
      },
    ])
  })

  it('R-ORD-017 given a dry order over 2300 cases, then there is no limit', () => {
    expect(check(validCart({ lines: [line(DRY_A, 5000)] }))).toEqual([])
  })

  it('R-ORD-018 given an ETA whose ETD is today, then it passes; one day earlier it is refused with the earliest ETA', () => {
    expect(check(validCart({ etaDate: etaIn(0) }))).toEqual([])
    expect(check(validCart({ etaDate: etaIn(-1) }))).toEqual([
      {
        rule: 'R-ORD-018',
        key: 'placeOrder:rules.etdBeforeToday',
        params: { eta: '2025-06-12', etd: '2025-06-09', earliestEta: '2025-06-13' },
      },
    ])
  })

  it('R-ORD-018 given an ETA that is no calendar day, then it is refused', () => {
    expect(keys(validCart({ etaDate: '2025-02-30' }))).toEqual(['placeOrder:rules.etaInvalid'])
  })

  it('R-ORD-002 given zero, negative, fractional or huge line quantities, then each line is named', () => {
    const bad = [line(DRY_A, 0), line(DRY_B, -5), line(product('X1'), 1.5), line(product('X2'), 100_001)]
    const lines = [line(product('OK'), 200), ...bad]
    expect(check(validCart({ lines })).map((v) => [v.rule, v.key, v.params?.['productCode']])).toEqual([
      ['R-ORD-002', 'placeOrder:rules.quantityNotPositive', 'DRY-A'],
      ['R-ORD-002', 'placeOrder:rules.quantityNotPositive', 'DRY-B'],
      ['R-ORD-002', 'placeOrder:rules.quantityNotWhole', 'X1'],
      ['R-ORD-002', 'placeOrder:rules.quantityTooLarge', 'X2'],
    ])
  })

  it('R-ORD-019 given a promotion line whose period ends before the ETD, then the order is refused naming it', () => {
    const ended = promotion('PRM-OLD', 1, 1, { from: '2025-05-01', to: '2025-06-11' })
    const cart = validCart({ lines: [line(DRY_A, 100), line(ended, 10)], etaDate: etaIn(2) }) // ETD 2025-06-12
    expect(check(cart)).toEqual([
      {
        rule: 'R-ORD-019',
        key: 'placeOrder:rules.promotionOutsidePeriod',
        params: { productCode: 'PRM-OLD', etd: '2025-06-12', from: '2025-05-01', to: '2025-06-11' },
      },
    ])
  })

  it('R-ORD-023 given an order breaking everything, then the violations come in the documented order', () => {
    const cart: CartForCheck = {
      customerCode: '',
      shippingAddressId: null,
      etaDate: etaIn(-3),
      note: '',
      lines: [
        line(FROZEN, 2400),
        line(DRY_A, -1),
        line(promotion('PRM-X', 1, 0, { from: null, to: '2025-01-01' }), 1),
      ],
    }
    expect(check(cart).map((v) => v.rule)).toEqual([
      'R-ORD-005',
      'R-ORD-005',
      'R-ORD-005',
      'R-ORD-020',
      'R-ORD-017',
      'R-ORD-018',
      'R-ORD-002',
      'R-ORD-019',
    ])
  })
})

describe('place-order rules: quantities and totals', () => {
  it('R-ORD-012 a non-promotion line counts its Quantity', () => {
    expect(lineCases(line(DRY_A, 37))).toBe(37)
  })

  it('R-ORD-011 a promotion line counts Σ PromotionItemQuantity × Quantity over main and FOC items', () => {
    const p = product('PX', {
      IsPromotion: true,
      MainProductList: [
        { ProductCode: 'M1', ProductName: '', ProductName_enUS: '', PromotionItemQuantity: 3 },
        { ProductCode: 'M2', ProductName: '', ProductName_enUS: '', PromotionItemQuantity: 2 },
      ],
      FocProductList: [
        { ProductCode: 'F1', ProductName: '', ProductName_enUS: '', PromotionItemQuantity: 1 },
      ],
    })
    expect(lineCases(line(p, 10))).toBe(60)
    expect(totalCases([line(p, 10), line(DRY_A, 5)])).toBe(65)
  })

  it('R-ORD-001 amounts are Σ UnitPrice × Quantity in whole VND', () => {
    expect(lineAmount(line(DRY_A, 3))).toBe(600_000)
    expect(orderAmount([line(DRY_A, 3), line(PROMO, 2)])).toBe(1_400_000)
    expect(orderAmount([])).toBe(0)
  })

  it('R-ORD-002 a line quantity is a whole number of cases from 1 to 100,000', () => {
    expect([1, 100_000, 0, -1, 2.5, 100_001, Number.NaN].map(quantityProblem)).toEqual([
      undefined,
      undefined,
      'notPositive',
      'notPositive',
      'notWhole',
      'tooLarge',
      'notWhole',
    ])
  })

  it('R-ORD-002 R-ORD-024 typed quantities: digits (and thousands groups) pass, anything else is refused with its key', () => {
    expect(parseQuantityInput(' 120 ')).toEqual({ ok: true, quantity: 120 })
    expect(parseQuantityInput('1.200')).toEqual({ ok: true, quantity: 1200 })
    expect(parseQuantityInput('1,200')).toEqual({ ok: true, quantity: 1200 })
    expect(parseQuantityInput('0')).toEqual({ ok: true, quantity: 0 })
    const refused = (text: string) => {
      const r = parseQuantityInput(text)
      return r.ok ? undefined : r.key
    }
    expect(refused('')).toBe('placeOrder:quantity.empty')
    expect(refused('abc')).toBe('placeOrder:quantity.notNumber')
    expect(refused('1e3')).toBe('placeOrder:quantity.notNumber')
    expect(refused('-3')).toBe('placeOrder:quantity.negative')
    expect(refused('2.5')).toBe('placeOrder:quantity.fractional')
    expect(refused('2,50')).toBe('placeOrder:quantity.fractional')
    expect(refused('100001')).toBe('placeOrder:quantity.tooLarge')
    expect(refused('99999999999999999999')).toBe('placeOrder:quantity.tooLarge')
  })
})

describe('place-order rules: dates', () => {
  it('R-ORD-018 the ETD is the ETA minus the gap, and the earliest ETA is today plus the gap', () => {
    expect(etdOf('2025-06-15', 3)).toBe('2025-06-12')
    expect(etdOf('2025-03-01', 2)).toBe('2025-02-27')
    expect(etdOf('2025-13-01', 2)).toBeUndefined()
    expect(earliestEta(TODAY, 3)).toBe('2025-06-13')
    expect(isEtaOffered('2025-06-13', TODAY, 3)).toBe(true)
    expect(isEtaOffered('2025-06-12', TODAY, 3)).toBe(false)
    expect(isEtaOffered('not a date', TODAY, 3)).toBe(false)
  })

  it('R-ORD-019 promotion lines outside the period of the ETD are found, bounds included, open bounds open', () => {
    const june = promotion('JUN', 1, 1, { from: '2025-06-01', to: '2025-06-30' })
    const fromJuly = promotion('JUL', 1, 1, { from: '2025-07-01', to: null })
    const always = promotion('ANY', 1, 1, { from: null, to: null })
    const lines = [line(DRY_A, 1), line(june, 1), line(fromJuly, 1), line(always, 1)]
    const codes = (etd: string) => promotionLinesOutsidePeriod(lines, etd).map((l) => l.ProductCode)
    expect(codes('2025-06-01')).toEqual(['JUL'])
    expect(codes('2025-06-30')).toEqual(['JUL'])
    expect(codes('2025-07-01')).toEqual(['JUN'])
    expect(codes('2025-05-31')).toEqual(['JUN', 'JUL'])
  })
})

describe('place-order rules: format and container', () => {
  it('R-ORD-020 a product of another format conflicts with a non-empty cart only', () => {
    expect(formatConflict(null, FROZEN)).toBe(false)
    expect(formatConflict(1, DRY_B)).toBe(false)
    expect(formatConflict(1, FROZEN)).toBe(true)
  })

  it('R-ORD-021 1,000-1,100 cases fill a 20 ft and 2,200-2,300 a 40 ft; outside, a non-blocking hint with the cases to the next band', () => {
    const g = (n: number) => {
      const { band, casesToNextBand, slower } = containerGuidance(n)
      return { band, casesToNextBand, slower }
    }
    expect(g(999)).toEqual({ band: null, casesToNextBand: 1, slower: true })
    expect(g(1000)).toEqual({ band: '20ft', casesToNextBand: null, slower: false })
    expect(g(1100)).toEqual({ band: '20ft', casesToNextBand: null, slower: false })
    expect(g(1101)).toEqual({ band: null, casesToNextBand: 1099, slower: true })
    expect(g(2199)).toEqual({ band: null, casesToNextBand: 1, slower: true })
    expect(g(2200)).toEqual({ band: '40ft', casesToNextBand: null, slower: false })
    expect(g(2300)).toEqual({ band: '40ft', casesToNextBand: null, slower: false })
    expect(g(2301)).toEqual({ band: null, casesToNextBand: null, slower: true })
    expect(containerGuidance(2301).key).toBe('placeOrder:container.slowerAbove')
    expect(containerGuidance(500).params).toEqual({ total: 500, cases: 500, band: '20ft' })
    expect(containerGuidance(999).key).toBe('placeOrder:container.slowerBelow')
    // Between the bands the order is over a 20 ft, not short of every container.
    expect(containerGuidance(1101).key).toBe('placeOrder:container.slowerBetween')
    expect(containerGuidance(1500).params).toEqual({
      total: 1500,
      cases: 700,
      band: '40ft',
      over: 400,
      previousBand: '20ft',
    })
  })

  it('R-ORD-021 outside the bands the order is still accepted', () => {
    expect(containerGuidance(150).slower).toBe(true)
    expect(check(validCart({ lines: [line(DRY_A, 150)] }))).toEqual([])
  })
})

describe('place-order rules: messages', () => {
  const violationsOfEveryKind = [
    ...check({ customerCode: '', shippingAddressId: null, etaDate: null, note: '', lines: [] }),
    ...check(validCart({ lines: [line(DRY_A, 1)] })),
    ...check(
      validCart({
        lines: [line(FROZEN, 2400), line(DRY_A, 0), line(DRY_B, 1.5), line(product('Z'), 200_000)],
      }),
    ),
    ...check(
      validCart({
        etaDate: etaIn(-1),
        lines: [line(promotion('OLD', 1, 1, { from: null, to: '2025-01-01' }), 200)],
      }),
    ),
    ...check(validCart({ etaDate: '2025-02-30' })),
  ]

  it('R-I18N-001 every violation the rules produce has its text in both languages, with the numbers filled in', () => {
    expect(new Set(violationsOfEveryKind.map((v) => v.key)).size).toBe(14)
    for (const lng of ['vi', 'en'] as const) {
      const i18n = createI18n(lng)
      for (const v of violationsOfEveryKind) {
        expect(i18n.exists(v.key), `${lng} ${v.key}`).toBe(true)
        const text = i18n.t(v.key, v.params)
        expect(text).not.toMatch(/{{|}}/)
      }
    }
  })

  it('R-ORD-016 R-ORD-021 the English texts carry the numbers, formatted', () => {
    const en = createI18n('en')
    const [minimum] = check(validCart({ lines: [line(DRY_A, 40)] }))
    expect(en.t(minimum!.key, minimum!.params)).toBe(
      'The minimum order is 100 cases. Your order has 40: please add 60 more.',
    )
    const hint = containerGuidance(1150)
    expect(en.t(hint.key, hint.params)).toBe(
      '1,150 cases are 50 more than a 20ft container holds, so processing may be slower. 1,050 more cases reach a 40ft container.',
    )
    const below = containerGuidance(150)
    expect(en.t(below.key, below.params)).toBe(
      '150 cases do not fill a container, so processing may be slower. 850 more cases reach a 20ft container.',
    )
  })
})
