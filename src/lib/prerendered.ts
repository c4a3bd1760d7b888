// The login page's HTML (and the signed-in pages' shell, decision 0301) is rendered at build time
// (build/prerender-login.tsx, build/prerender-shell.tsx) and shown by
// index.html before any module script has run (decision 0252). The app then renders into a
// detached container and takes over the page when its first screen is ready: the pre-rendered
// form stays on screen (and usable) until then, and what the visitor typed moves into the app's form.

export interface PrerenderedLogin {
  readonly account: string
  readonly password: string
  readonly remember: boolean
  /** The visitor pressed submit before the app took over. */
  readonly submitted: boolean
}

/** Marks a root that holds pre-rendered HTML (set by index.html's inline script). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** Set on the pre-rendered form when the visitor submits it before the app runs. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested'

/** On <html>: `adding` while index.html's inline script adds the module preloads, `added` after. */
export const PRELOADS_ATTRIBUTE = 'data-preloads'
/** Sent on the document once the inline script has added its last module preload. */
export const PRELOADS_ADDED_EVENT = 'portal:preloads-added'

/**
 * Resolves once index.html's inline script has added its module preloads, a few per task
 * (decision 0311); at once when it adds none. The router's first lazy route waits for it, since
 * Vite's preloading adds every chunk it does not find yet in one task (decision 0322). It never
 * waits longer than `limitMs`: a page whose script stopped still starts.
 */
export function preloadsAdded(limitMs = 3000): Promise<void> {
  if (document.documentElement.getAttribute(PRELOADS_ATTRIBUTE) !== 'adding') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      document.removeEventListener(PRELOADS_ADDED_EVENT, done)
      resolve()
    }
    const timer = setTimeout(done, limitMs)
    document.addEventListener(PRELOADS_ADDED_EVENT, done)
  })
}

/** Whether the root holds the pre-rendered frame of a signed-in page (not the login page). */
export function isPrerenderedShell(): boolean {
  const root = document.getElementById('root')
  return root?.hasAttribute(PRERENDERED_ATTRIBUTE) === true && root.querySelector('.app-wrapper') !== null
}

/**
 * On a pre-rendered signed-in page, runs the page's preloaded modules one per task before the
 * router starts (decision 0322): its first lazy route would otherwise run all of them (effect's
 * Schemas, the contracts, PrimeReact, the screen) in one long task. The inline script lists each
 * chunk after the chunks it imports (decision 0323), so each `import()` runs one chunk; one that
 * ran already (the entry's own) costs nothing. A module that fails is left to the router's import
 * to report.
 */
export async function runPreloadedModules(
  between: () => Promise<void>,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  if (!isPrerenderedShell()) return
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')
  for (const { href } of links) {
    try {
      await load(href)
    } catch {
      // The route that needs it imports it again and shows the failure.
    }
    await between()
  }
}

let prerendered: HTMLElement | undefined
let container: HTMLElement | undefined

/**
 * Where the app renders: `root` itself, or, when `root` holds pre-rendered HTML, a detached
 * container that `takeOverPrerenderedPage` puts in its place.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return root
  prerendered = root
  container = document.createElement('div')
  return container
}

/** What the visitor has typed into the pre-rendered login form so far (undefined when none shows). */
export function readPrerenderedLogin(): PrerenderedLogin | undefined {
  const form = prerendered?.querySelector('form')
  if (!form) return undefined
  const field = (name: string) => form.elements.namedItem(name)
  const text = (name: string) => {
    const element = field(name)
    return element instanceof HTMLInputElement ? element.value : ''
  }
  const remember = field('remember')
  return {
    account: text('account'),
    password: text('password'),
    remember: remember instanceof HTMLInputElement && remember.checked,
    submitted: form.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE),
  }
}

/**
 * The language the pre-rendered login page shows: the visitor may have switched it (index.html's
 * script turns the page and sets the cookie) after the app read the cookie. Undefined when none shows.
 */
export function prerenderedLanguage(): string | undefined {
  return prerendered?.querySelector('form') ? prerendered.lang || undefined : undefined
}

/** Whether two readings of the pre-rendered login form hold the same. */
export function samePrerenderedLogin(
  a: PrerenderedLogin | undefined,
  b: PrerenderedLogin | undefined,
): boolean {
  if (!a || !b) return a === b
  return (
    a.account === b.account &&
    a.password === b.password &&
    a.remember === b.remember &&
    a.submitted === b.submitted
  )
}

/** The pre-rendered shell's controls (build/prerender-shell.tsx), found in the app's shell by the same selector. */
const FRAME_CONTROLS = ['.skip-link', '.navbar__hamburger', '#main-content'] as const

/** The selector that finds the app's counterpart of a pre-rendered element, if it has one. */
function counterpartOf(element: HTMLElement): string | undefined {
  const name = element.getAttribute('name')
  if (name) return `[name="${CSS.escape(name)}"]`
  const language = element.dataset.language
  if (language) return `[data-language="${CSS.escape(language)}"]`
  return FRAME_CONTROLS.find((selector) => element.matches(selector))
}

/**
 * Puts the app's container where the pre-rendered HTML was (once; later calls do nothing). The
 * focused element keeps the focus (and a field its caret): its counterpart in the app's page gets
 * it, the field of the same name, the language switch's button of the same language, or the
 * shell's control of the same kind.
 */
export function takeOverPrerenderedPage(): void {
  if (!prerendered || !container) return
  const focused = document.activeElement
  const selector =
    focused instanceof HTMLElement && prerendered.contains(focused) ? counterpartOf(focused) : undefined
  const caret =
    focused instanceof HTMLInputElement && focused.type !== 'checkbox'
      ? { start: focused.selectionStart, end: focused.selectionEnd }
      : undefined
  const old = prerendered
  prerendered = undefined
  old.replaceWith(container)
  container.id = 'root'
  const next = selector ? container.querySelector(selector) : null
  if (next instanceof HTMLElement) {
    next.focus()
    if (next instanceof HTMLInputElement && caret?.start != null && caret.end != null)
      next.setSelectionRange(caret.start, caret.end)
  }
}
