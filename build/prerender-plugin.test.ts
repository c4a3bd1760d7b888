// @vitest-environment happy-dom
// (this file runs the pre-rendered page's script in a DOM; the other backend and build tests run without one, decision 0334)
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import type { Banner } from '../src/api/contracts/content'
import { keptBanners } from '../src/features/home/home.wiring'
import { showableBanners } from '../src/machines/home'
import type { Rolldown } from 'vite'
import { evaluationOrder, firstKeptFunction, loginSwitchFunction } from './prerender-plugin'

// The inline script's `firstKept` and the app must agree on the banner a return visit starts
// with: the script paints it before the app runs, and the app's carousel must open on the same
// one, or the page flashes an empty box and paints its largest image twice (decision 0315).
const firstKept = new Function(`${firstKeptFunction()};return firstKept`)() as (
  kept: unknown,
) => Banner | null

/** A value of the right type most of the time, sometimes one the schema refuses. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 12, arbitrary: good }, { weight: 1, arbitrary: bad })

const banner = fc.record(
  {
    Id: mostly(
      fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(2_147_483_647)),
      fc.constantFrom(0, -1, 1.5, 2_147_483_648, '1', null),
    ),
    Title_EN: mostly(fc.string({ maxLength: 8 }), fc.constantFrom(null, 1)),
    Title_VN: mostly(fc.string({ maxLength: 8 }), fc.constantFrom(null, 1)),
    ImageURL: mostly(
      fc.constantFrom('', '  ', 'data:image/png;base64,AA', '/b.png', 'b.png'),
      fc.constant(null),
    ),
    LinkURL: mostly(fc.option(fc.constantFrom('/homepage', 'https://example.com')), fc.constant(1)),
    Sort: mostly(fc.nat({ max: 5 }), fc.constantFrom(-1, 0.5, '2')),
    extra: fc.string({ maxLength: 3 }),
  },
  { requiredKeys: ['Id', 'Title_EN', 'Title_VN', 'ImageURL', 'LinkURL', 'Sort'] },
)

/** A banner the schema takes. */
const goodBanner = fc.record({
  Id: fc.integer({ min: 1, max: 30 }),
  Title_EN: fc.string({ maxLength: 4 }),
  Title_VN: fc.string({ maxLength: 4 }),
  ImageURL: fc.constantFrom('', '/b.png'),
  LinkURL: fc.constant(null),
  Sort: fc.nat({ max: 3 }),
})

const stored = fc.oneof(
  { weight: 6, arbitrary: fc.array(banner, { maxLength: 24 }) },
  // Around the most the app keeps.
  { weight: 2, arbitrary: fc.array(goodBanner, { minLength: 18, maxLength: 23 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, {}, 'x', 3, [null], [[]]) },
)

const fields = (b: Banner | null | undefined) =>
  b
    ? {
        Id: b.Id,
        Title_EN: b.Title_EN,
        Title_VN: b.Title_VN,
        ImageURL: b.ImageURL,
        LinkURL: b.LinkURL,
        Sort: b.Sort,
      }
    : null

describe('the pre-rendered homepage’s kept banner', () => {
  it('R-HOME-008 R-PERF-008 is the banner the app’s carousel opens on, or none when the app ignores what is kept', () => {
    fc.assert(
      fc.property(stored, (value) => {
        // What local storage gives back: JSON.
        const kept: unknown = JSON.parse(JSON.stringify(value) ?? 'null')
        const app = showableBanners(keptBanners({ getLocal: <T>() => kept as T }))[0]
        expect(fields(firstKept(kept))).toEqual(fields(app))
      }),
      { numRuns: 2000 },
    )
  })

  it('R-HOME-008 takes the first by Sort, then Id, and skips banners with no image', () => {
    const b = (Id: number, Sort: number, ImageURL = `/${Id}.png`) => ({
      Id,
      Title_EN: `${Id}`,
      Title_VN: `${Id}`,
      ImageURL,
      LinkURL: null,
      Sort,
    })
    expect(firstKept([b(3, 2), b(2, 1, ' '), b(5, 1), b(4, 1)])?.Id).toBe(4)
    expect(firstKept([b(1, 0, '')])).toBeNull()
    expect(firstKept(Array.from({ length: 21 }, (_, i) => b(i + 1, i)))).toBeNull()
  })
})

// The shell pages' module scripts are listed each after the chunks it imports, so that the app
// runs them one per import, one per task (decision 0323); a list in another order made the first
// import run 35 chunks (626 KB) in one task on the pending list.
describe('the order the shell pages run their preloaded chunks in', () => {
  /** A bundle of chunks c0..c(n-1); a chunk imports only chunks of a lower number (no cycle). */
  const acyclicBundle = fc
    .integer({ min: 1, max: 12 })
    .chain((n) =>
      fc.tuple(
        fc.tuple(...Array.from({ length: n }, (_, i) => fc.subarray(Array.from({ length: i }, (_, j) => j)))),
        fc.subarray(Array.from({ length: n }, (_, i) => i)),
        fc.subarray(Array.from({ length: n }, (_, i) => i)),
      ),
    )
  const bundleOf = (imports: readonly (readonly number[])[]): Rolldown.OutputBundle =>
    Object.fromEntries(
      imports.map((own, i) => [
        `c${i}.js`,
        {
          type: 'chunk',
          fileName: `c${i}.js`,
          imports: own.map((j) => `c${j}.js`),
        } as unknown as Rolldown.OutputChunk,
      ]),
    )

  it('R-PERF-011 lists every chunk the roots need once, each after what it imports, without what already ran', () => {
    fc.assert(
      fc.property(acyclicBundle, ([imports, roots, ran]) => {
        const bundle = bundleOf(imports)
        const done = new Set(ran.map((i) => `c${i}.js`))
        const order = evaluationOrder(
          bundle,
          roots.map((i) => bundle[`c${i}.js`] as Rolldown.OutputChunk),
          done,
        )
        const needed = new Set<number>()
        const need = (i: number) => {
          if (needed.has(i) || done.has(`c${i}.js`)) return
          needed.add(i)
          imports[i]!.forEach(need)
        }
        roots.forEach(need)
        expect(new Set(order)).toEqual(new Set([...needed].map((i) => `c${i}.js`)))
        expect(order).toHaveLength(needed.size)
        order.forEach((file, at) => {
          for (const imported of (bundle[file] as Rolldown.OutputChunk).imports)
            if (!done.has(imported)) expect(order.indexOf(imported)).toBeLessThan(at)
        })
      }),
    )
  })

  it('R-PERF-011 puts a chunk shared by two importers before both (A imports B and C, C imports B)', () => {
    const bundle = bundleOf([[], [0], [0, 1]])
    expect(evaluationOrder(bundle, [bundle['c2.js'] as Rolldown.OutputChunk], new Set())).toEqual([
      'c0.js',
      'c1.js',
      'c2.js',
    ])
  })
})

// The pre-rendered login page's language switch works before the app runs (decision 0252): a
// click there used to do nothing until the app took over, and was lost.
describe('the pre-rendered login page’s language switch', () => {
  const rendering = (lng: string, heading: string) =>
    `<template id="prerendered-login-${lng}"><h1>${heading}</h1><form>` +
    '<input name="account"><input name="password" type="password"><input name="remember" type="checkbox">' +
    '<button type="button" data-language="vi">VI</button><button type="button" data-language="en">EN</button>' +
    '</form></template>'
  const { hold, switchLogin } = new Function(
    `${loginSwitchFunction({ titles: { vi: 'Đăng nhập', en: 'Sign in' }, cookie: 'language', cookieAttributes: '; path=/; samesite=lax' })};return {hold,switchLogin}`,
  )() as {
    hold: (form: HTMLFormElement | null) => void
    switchLogin: (root: HTMLElement, lng: string) => void
  }

  afterEach(() => {
    document.body.innerHTML = ''
    document.cookie = 'language=; max-age=0; path=/'
  })

  /** The page as the inline script leaves it, in Vietnamese, with something typed and a held submit. */
  function vietnamesePage(): HTMLElement {
    document.body.innerHTML = `<div id="root" lang="vi"></div>${rendering('vi', 'Đăng nhập')}${rendering('en', 'Sign in')}`
    const root = document.getElementById('root')!
    root.appendChild(
      (document.getElementById('prerendered-login-vi') as HTMLTemplateElement).content.cloneNode(true),
    )
    const form = root.querySelector('form')!
    hold(form)
    ;(form.elements.namedItem('account') as HTMLInputElement).value = 'customer@demo.vn'
    ;(form.elements.namedItem('password') as HTMLInputElement).value = 'Demo1234'
    ;(form.elements.namedItem('remember') as HTMLInputElement).checked = true
    return root
  }

  it('R-I18N-001 R-PERF-002 shows the English rendering with what was typed, and sets lang, the title, the cookie and the focus', () => {
    const root = vietnamesePage()
    switchLogin(root, 'en')
    expect(root.querySelector('h1')?.textContent).toBe('Sign in')
    expect(root.querySelectorAll('form')).toHaveLength(1)
    const form = root.querySelector('form')!
    expect((form.elements.namedItem('account') as HTMLInputElement).value).toBe('customer@demo.vn')
    expect((form.elements.namedItem('password') as HTMLInputElement).value).toBe('Demo1234')
    expect((form.elements.namedItem('remember') as HTMLInputElement).checked).toBe(true)
    expect(root.lang).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.title).toBe('Sign in')
    expect(document.cookie).toMatch(/(^|;\s*)language=en(;|$)/)
    expect(document.activeElement).toBe(root.querySelector('[data-language="en"]'))
  })

  it('R-PERF-002 holds a submit of the new rendering for the app, and keeps one held before the switch', () => {
    const root = vietnamesePage()
    root.querySelector('form')!.requestSubmit()
    switchLogin(root, 'en')
    const form = root.querySelector('form')!
    expect(form.hasAttribute('data-submit-requested')).toBe(true)
    form.removeAttribute('data-submit-requested')
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(form.hasAttribute('data-submit-requested')).toBe(true)
  })

  it('R-I18N-001 does nothing for the language already shown or one it has no rendering of', () => {
    const root = vietnamesePage()
    const form = root.querySelector('form')
    switchLogin(root, 'vi')
    switchLogin(root, 'fr')
    expect(root.querySelector('form')).toBe(form)
    expect(document.cookie).not.toMatch(/language=/)
  })
})
