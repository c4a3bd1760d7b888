// @vitest-environment happy-dom
// (this file runs the pre-rendered page's script in a DOM, as build/prerender-plugin.test.ts does)
// The pre-rendered workplace (R-PERF-024, decision 0381): the inline script writes into it the
// company of the address and the business year as the screen's first render does, fills the
// choices, and shows nothing when the address names a company not the user's.
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CustomerRef } from '../src/api/contracts/auth'
import { createI18n } from '../src/i18n/all-texts'
import { PATHS } from '../src/lib/paths'
import { businessDateAt } from '../src/machines/order-lifecycle/business-time'
import { yearsOffered } from '../src/machines/workplace'
import { fillWorkplaceFunction, type WorkplaceFill } from './prerender-plugin'
import {
  BUSINESS_UTC_OFFSET_HOURS,
  renderShellPages,
  WORKPLACE_MARKS,
  WORKPLACE_YEARS,
} from './prerender-shell'

const pages = renderShellPages().filter((page) => page.path === PATHS.myWorkplace)
const fill: WorkplaceFill = {
  allCompanies: Object.fromEntries(pages.map((page) => [page.lng, page.allCompanies])),
  years: WORKPLACE_YEARS,
  utcOffsetHours: BUSINESS_UTC_OFFSET_HOURS,
  marks: WORKPLACE_MARKS,
}
const CUSTOMERS: CustomerRef[] = [
  { CustomerCode: 'C100', CustomerName: 'Công ty A' },
  { CustomerCode: 'C200', CustomerName: 'B & Co <Ltd>' },
]

/** What the script's `customers()` reads from the user-info cookie. */
let stored: unknown = CUSTOMERS
const fillWorkplace = new Function('customers', `${fillWorkplaceFunction(fill)};return fillWorkplace`)(
  () => stored,
) as (root: ParentNode, lng: string) => boolean
const templates = new Map(
  pages.map((page) => {
    const template = document.createElement('template')
    template.innerHTML = page.html
    return [page.lng, template] as const
  }),
)

/** The pre-rendered workplace in `lng`, filled by the inline script for `customers` at `search`. */
function filled(lng: 'vi' | 'en', search: string, customers: unknown = CUSTOMERS) {
  window.history.replaceState(null, '', `${PATHS.myWorkplace}${search}`)
  stored = customers
  const root = templates.get(lng)!.content.cloneNode(true) as DocumentFragment
  return { shown: fillWorkplace(root, lng), root }
}

const captions = (root: ParentNode) =>
  [...root.querySelectorAll('.workplace-caption')].map((p) => p.textContent)
const choices = (root: ParentNode, id: string) => {
  const select = root.querySelector<HTMLSelectElement>(`#${id}`)!
  return {
    options: [...select.options].map((o) => [o.value, o.textContent]),
    chosen: select.querySelector('option[selected]')?.getAttribute('value'),
  }
}

/** The captions the screen writes for `company` and `year` (WorkplaceScreen's `scope`). */
function appCaptions(lng: 'vi' | 'en', company: string, year: number) {
  const i18n = createI18n(lng)
  const scope = { company, year }
  return ['sales', 'pulse', 'top'].map((key) => i18n.t(`workplace:${key}.caption`, scope))
}

afterEach(() => vi.restoreAllMocks())

describe('the pre-rendered workplace', () => {
  it('R-PERF-024 names every company and the business year as the screen does, with the choices it offers', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 30, 9))
    for (const lng of ['vi', 'en'] as const) {
      const { shown, root } = filled(lng, '')
      const all = createI18n(lng).t('workplace:company.all')
      expect(shown).toBe(true)
      expect(captions(root)).toEqual(appCaptions(lng, all, 2026))
      expect(choices(root, 'workplace-company')).toEqual({
        options: [
          ['', all],
          ['C100', 'C100 - Công ty A'],
          ['C200', 'C200 - B & Co <Ltd>'],
        ],
        chosen: '',
      })
      expect(choices(root, 'workplace-year')).toEqual({
        options: yearsOffered('2026-11').map((y) => [String(y), String(y)]),
        chosen: '2026',
      })
    }
  })

  it('R-PERF-024 names the company of the address, as text; shows nothing for a company not the user’s or a user list it cannot read', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 30, 9))
    const own = filled('en', '?company=C200')
    expect(own.shown).toBe(true)
    expect(captions(own.root)).toEqual(appCaptions('en', 'C200 - B & Co <Ltd>', 2026))
    expect(own.root.querySelector('.workplace-caption *')).toBeNull()
    expect(choices(own.root, 'workplace-company').chosen).toBe('C200')
    expect(filled('en', '?company=C999').shown).toBe(false)
    expect(filled('vi', '', [{ CustomerCode: 'C100' }]).shown).toBe(false)
    expect(filled('vi', '', 'C100').shown).toBe(false)
  })

  it('R-PERF-024 takes the business year in Vietnam’s time, as the screen does, at any instant', () => {
    const now = vi.spyOn(Date, 'now')
    // Near a new year in Vietnam (UTC+7) most of the time, anywhere in 2000-2100 otherwise.
    const newYear = fc
      .tuple(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: -10 * 3_600_000, max: 10 * 3_600_000 }))
      .map(([year, offset]) => Date.UTC(year, 0, 1) - 7 * 3_600_000 + offset)
    const any = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
    fc.assert(
      fc.property(fc.oneof(newYear, any), (instant) => {
        now.mockReturnValue(instant)
        const year = Number(businessDateAt(instant).slice(0, 4))
        expect(choices(filled('en', '').root, 'workplace-year').chosen).toBe(String(year))
      }),
      { numRuns: 200 },
    )
  })
})
