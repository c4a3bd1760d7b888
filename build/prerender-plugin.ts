// Puts the login page, rendered at build time in both languages (build/prerender-login.tsx), into
// index.html (decision 0252). Every path gets index.html (the server's SPA fallback), so the page
// holds both renderings in <template>s, and an inline script, run while the body is parsed, shows
// the visitor's language on /login only: the form paints with the HTML and the CSS, before any
// JavaScript has downloaded, and a visitor who chose English never sees Vietnamese first. The
// module entry is added after the first frame on /login (at once elsewhere); a submit before the app
// runs is held (the app submits it), and what was typed moves into the app's form (src/lib/prerendered.ts).
import type { Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk
import { createServer, type Plugin } from 'vite'
import type { PrerenderedPage } from './prerender-login'
import { COMPANY_PARAM, PATHS } from '../src/lib/paths.ts'
import { PRELOADS_ADDED_EVENT, PRELOADS_ATTRIBUTE } from '../src/lib/prerendered.ts'
import type { PrerenderedShellPage } from './prerender-shell'

const ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
/** preloadFirstPagePlugin's script that preloads the login route's chunks on /login. */
const LOGIN_PRELOAD =
  /<script>if\(location\.pathname==='\/login'\)for\(const h of (\[[^\]]*\])\)[^<]*<\/script>\s*/

/** The cookies and local entries the inline scripts read (build/prerender-login.tsx's `cookieNames`). */
interface ShellCookies {
  readonly language: string
  readonly account: string
  readonly token: string
  readonly userInfo: string
  readonly settings: string
  readonly sidebarStatus: string
  readonly homeBanners: string
}

/** The pre-rendered signed-in pages: `paths[i]` shows template `prerendered-shell-<lng>-<i>`. */
interface ShellTable {
  readonly paths: readonly string[]
  readonly titles: Readonly<Record<string, readonly string[]>>
  /** Per page, the stylesheets of the shell and of its screen, which the head script adds. */
  readonly styles: readonly (readonly string[])[]
  /**
   * Per page, every module script it preloads (the app's own preloads, the shell's and its
   * screen's), each after the scripts it imports: the order runPreloadedModules runs them in.
   */
  readonly scripts: readonly (readonly string[])[]
  /** Per language, the menu button's names on a phone and with the sidebar folded. */
  readonly menuLabels: Readonly<Record<string, { readonly open: string; readonly expand: string }>>
  /** Per language, the homepage's welcome with a name: the text before the name and after it. */
  readonly namedWelcome: Readonly<Record<string, readonly [string, string]>>
  readonly workplace: WorkplaceFill
}

/** What the inline script writes into the pre-rendered workplace (`fillWorkplaceFunction`). */
export interface WorkplaceFill {
  /** Per language, the choice of every company, as the screen words it. */
  readonly allCompanies: Readonly<Record<string, string>>
  /** How many years the screen offers, the business year first (WORKPLACE_YEARS). */
  readonly years: number
  /** Vietnam's hours ahead of UTC, the business time's (BUSINESS_UTC_OFFSET_HOURS). */
  readonly utcOffsetHours: number
  /** What stands for the company and the year in the pre-rendered captions. */
  readonly marks: { readonly company: string; readonly year: string }
}

/**
 * A value written into an inline script as a JavaScript literal: JSON with '<' (a `</script>` in a
 * text would end the script) and the two line separators escaped.
 */
const js = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * How many module preloads the inline script adds in one task (decision 0311). One per task cut
 * those tasks to 4-6 ms but made Lighthouse count the preloads' downloads before the homepage's
 * first paint (FCP 1.5 -> 3.1 s in two runs of three, decision 0322): three it stays.
 */
const PRELOADS_PER_TASK = 3

const hasCookie = (name: string) => `new RegExp('(?:^|;\\\\s*)'+${js(name)}+'=[^;]').test(document.cookie)`

/**
 * `signedIn()`: a well-formed token cookie and a user-info cookie that reads as the sign-in wrote
 * it (the app's full check is isValidStoredSession, R-SESS-002); without them the guard sends the
 * visitor to the login page, so no shell shows first.
 */
function signedInFunction(cookies: ShellCookies): string {
  const read = (name: string) =>
    `(function(){var m=new RegExp('(?:^|;\\\\s*)'+${js(name)}+'=([^;]*)').exec(document.cookie);return m?m[1]:''})()`
  return [
    'function signedIn(){',
    `if(!/^[\\x21-\\x7e]{1,4096}$/.test(${read(cookies.token)}))return false;`,
    `try{var u=JSON.parse(decodeURIComponent(${read(cookies.userInfo)}));`,
    "return !!u&&typeof u.UserName==='string'&&typeof u.RealName==='string'&&typeof u.RoleName==='string'&&Array.isArray(u.CustomerList)}",
    'catch(e){return false}}',
    // The name the top bar shows (displayNameOf): the real name, else the account.
    `function userName(){try{var u=JSON.parse(decodeURIComponent(${read(cookies.userInfo)}));`,
    "return (typeof u.RealName==='string'&&u.RealName.trim())||(typeof u.UserName==='string'&&u.UserName)||''}catch(e){return ''}}",
    // The user's companies (signedIn() has checked that the list is one).
    `function customers(){try{return JSON.parse(decodeURIComponent(${read(cookies.userInfo)})).CustomerList}catch(e){return []}}`,
  ].join('')
}

/**
 * `firstKept(kept)`: the banner the app's carousel opens on when it starts from what the last
 * visit kept (R-HOME-008), or null: the list is checked as the app decodes it (`keptBanners` in
 * src/features/home/home.wiring.ts: a list of at most 20 banners, each field of its type and
 * range; anything else, the app ignores the whole list), then ordered as the carousel orders it
 * (`showableBanners`). A property test holds the two to the same answer.
 */
export function firstKeptFunction(): string {
  return [
    'function firstKept(kept){',
    'if(!Array.isArray(kept)||kept.length>20)return null;',
    'function n(v,lo,hi){return Number.isSafeInteger(v)&&v>=lo&&v<=hi}',
    "function s(v){return typeof v==='string'}",
    'for(var i=0;i<kept.length;i++){var b=kept[i];',
    "if(!b||typeof b!=='object'||!n(b.Id,1,2147483647)||!s(b.Title_EN)||!s(b.Title_VN)||!s(b.ImageURL)||(b.LinkURL!==null&&!s(b.LinkURL))||!n(b.Sort,0,Number.MAX_SAFE_INTEGER))return null}",
    "return kept.filter(function(b){return b.ImageURL.trim()!==''}).sort(function(a,b){return a.Sort-b.Sort||a.Id-b.Id})[0]||null}",
  ].join('')
}

/**
 * `fillHome(root, lng, local)`: the pre-rendered homepage's welcome gets the user's name (as text,
 * never markup), and the carousel's room the banner the app's carousel will open on, at the same
 * size and with its title as alt text (decision 0315).
 */
function fillHomeFunction(shell: ShellTable, cookies: ShellCookies): string {
  return [
    'function fillHome(root,lng,local){',
    "var h=root.querySelector('.home-page__header h1'),n=userName();",
    `var w=${js(shell.namedWelcome)}[lng];if(h&&n)h.textContent=w[0]+n+w[1];`,
    `var b=firstKept(local(${js(cookies.homeBanners)}));`,
    "var room=root.querySelector('.home-banner--reserved .home-banner__image');",
    'if(!room||!b)return;',
    "var img=document.createElement('img');img.className='home-banner__image';img.width=1200;img.height=400;",
    // pairText: the title in the language, else the other one.
    "img.alt=lng==='en'?b.Title_EN||b.Title_VN:b.Title_VN||b.Title_EN;img.src=b.ImageURL;room.replaceWith(img)}",
    firstKeptFunction(),
  ].join('')
}

/**
 * `showShell(root, lng)`: on a pre-rendered signed-in page with a session cookie, puts the page
 * into `#root` in the visitor's language and fits the frame to the window and the stored layout
 * settings as ShellLayout does (R-SHELL-019: mobile below 992 px; the sidebar collapsed, the
 * tags bar off). Without the cookie the guard sends the visitor to the login page, so nothing
 * shows; in the horizontal layout (a top menu row the frame does not hold) nothing shows either.
 */
function showShellFunction(shell: ShellTable, cookies: ShellCookies): string {
  return [
    'function showShell(root,lng){',
    `var i=${js(shell.paths)}.indexOf(location.pathname);`,
    `var page=document.getElementById('prerendered-shell-'+lng+'-'+i);`,
    'if(i<0||!root||!page||!signedIn())return false;',
    'function local(k){try{return JSON.parse(localStorage.getItem(k))}catch(e){return null}}',
    `var s=local(${js(cookies.settings)})||{},status=local(${js(cookies.sidebarStatus)});`,
    "var mobile=innerWidth<992,horizontal=!mobile&&s.layoutMod==='horizontal',collapsed=!mobile&&!horizontal&&(status==='0'||status===0);",
    // The horizontal layout's top menu row is not in the frame: the page would move down by it.
    'if(horizontal)return false;',
    // The workplace is shown only when its captions and choices can be written as the app will.
    `var content=page.content.cloneNode(true);if(location.pathname===${js(PATHS.myWorkplace)}&&!fillWorkplace(content,lng))return false;`,
    "root.appendChild(content);root.setAttribute('data-prerendered','');",
    `document.title=${js(shell.titles)}[lng][i];`,
    // A fault in filling the homepage leaves it unfilled; the app still starts.
    `if(location.pathname===${js(PATHS.home)})try{fillHome(root,lng,local)}catch(e){}`,
    "var wrapper=root.querySelector('.app-wrapper');",
    "wrapper.className='app-wrapper '+(mobile?'is-mobile':'is-desktop')+(horizontal?' is-horizontal':' is-vertical')+(collapsed?' is-collapsed':'');",
    'function drop(selector){var e=root.querySelector(selector);if(e)e.remove()}',
    "if(mobile||horizontal)drop('.sidebar-container');if(horizontal)drop('.navbar__hamburger');if(s.tagsView===false)drop('.tags-view');",
    // The menu button is drawn for an open sidebar: on a phone it opens the menu, folded it unfolds.
    "var button=root.querySelector('.navbar__hamburger');",
    `if(button&&(mobile||collapsed)){button.setAttribute('aria-label',${js(shell.menuLabels)}[lng][mobile?'open':'expand']);button.setAttribute('aria-expanded','false')}`,
    // The page's own chunks are preloaded here, in small batches, so that the router's first
    // lazy route finds them and adds no link of its own (decision 0311); each after the chunks it
    // imports, the order the app runs them in, one per task (decision 0323). The files are named
    // once, the pages' lists are their indexes.
    `var files=${js(scriptFiles(shell))};`,
    `preloads=${js(shell.scripts.map((page) => page.map((file) => scriptFiles(shell).indexOf(file))))}[i].map(function(n){return files[n]});`,
    'return true}',
  ].join('')
}

/**
 * `fillWorkplace(root, lng)`: writes into the pre-rendered workplace what its screen shows first
 * (R-PERF-024, decision 0381): the company of the address (`?company=`, else every company) and
 * the business year (Vietnam's, UTC+7, as `businessDateAt`) in the captions, the user's companies
 * and the years offered in the choices. False, and nothing is shown, when the address names a
 * company not the user's (the screen says so above the charts) or the list is not the sign-in's.
 * `customers()` reads the user's companies; exported for its test.
 */
export function fillWorkplaceFunction({ allCompanies, years, utcOffsetHours, marks }: WorkplaceFill): string {
  return [
    'function fillWorkplace(root,lng){',
    `var code=new URLSearchParams(location.search).get(${js(COMPANY_PARAM)})||'',list=customers(),label=${js(allCompanies)}[lng],found=false,options=[['',label]];`,
    'if(!Array.isArray(list))return false;',
    'for(var i=0;i<list.length;i++){var c=list[i];',
    "if(!c||typeof c.CustomerCode!=='string'||typeof c.CustomerName!=='string')return false;",
    "var l=c.CustomerCode+' - '+c.CustomerName;options.push([c.CustomerCode,l]);if(c.CustomerCode===code){found=true;label=l}}",
    "if(code!==''&&!found)return false;",
    `var year=new Date(Date.now()+${utcOffsetHours * 3_600_000}).getUTCFullYear(),years=[];`,
    `for(var y=0;y<${years};y++)years.push([String(year-y),String(year-y)]);`,
    "root.querySelectorAll('.workplace-caption').forEach(function(p){",
    `p.textContent=p.textContent.split(${js(marks.company)}).join(label).split(${js(marks.year)}).join(String(year))});`,
    "function choices(id,options,value){var s=root.querySelector(id);if(!s)return;s.textContent='';",
    "options.forEach(function(o){var e=document.createElement('option');e.value=o[0];e.textContent=o[1];if(o[0]===value)e.setAttribute('selected','');s.appendChild(e)})}",
    "choices('#workplace-company',options,code);choices('#workplace-year',years,String(year));",
    'return true}',
  ].join('')
}

/**
 * The head's script: on a pre-rendered signed-in page with a session cookie, adds the stylesheets
 * of the shell and of the page's screen as render-blocking (allowed only while the head is parsed),
 * so the pre-rendered page never paints unstyled; the app's lazy chunks find them and add none.
 */
function shellStylesScript(shell: ShellTable, cookies: ShellCookies): string {
  return [
    '(function(){',
    `var i=${js(shell.paths)}.indexOf(location.pathname);`,
    `if(i<0||!${hasCookie(cookies.token)})return;`,
    `${js(shell.styles)}[i].forEach(function(h){var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=h;l.setAttribute('blocking','render');document.head.appendChild(l)})`,
    '})()',
  ].join('')
}

/**
 * `hold(form)`: a submit of the pre-rendered form is held for the app (it submits it) rather than
 * sent as a form, which would put the password into the address. `switchLogin(root, lng)`: shows
 * the login page's rendering in `lng` in place of the other, with what was typed, the held submit
 * and the focus on the switch; sets `<html lang>`, the title and the language cookie as the app's
 * switch does (R-I18N-001). Exported for its test.
 */
export function loginSwitchFunction(options: {
  readonly titles: Readonly<Record<string, string>>
  readonly cookie: string
  /** What follows `name=value` in the cookie: its path, lifetime and SameSite, as the app writes it. */
  readonly cookieAttributes: string
}): string {
  return [
    "function hold(form){if(form)form.addEventListener('submit',function(e){e.preventDefault();form.setAttribute('data-submit-requested','')})}",
    'function switchLogin(root,next){',
    "var page=document.getElementById('prerendered-login-'+next);",
    'if(!page||root.lang===next)return;',
    "var old=root.querySelector('form');root.textContent='';root.appendChild(page.content.cloneNode(true));",
    `root.lang=next;document.documentElement.lang=next;document.title=${js(options.titles)}[next];`,
    `document.cookie=${js(options.cookie)}+'='+next+${js(options.cookieAttributes)};`,
    "var form=root.querySelector('form');",
    'if(form&&old){for(var i=0;i<old.elements.length;i++){var a=old.elements[i],b=a.name?form.elements.namedItem(a.name):null;',
    "if(!(a instanceof HTMLInputElement)||!(b instanceof HTMLInputElement)||a.type!==b.type)continue;if(a.type==='checkbox')b.checked=a.checked;else b.value=a.value}",
    "if(old.hasAttribute('data-submit-requested'))form.setAttribute('data-submit-requested','')}",
    "hold(form);var button=root.querySelector('[data-language=\"'+next+'\"]');if(button)button.focus()}",
  ].join('')
}

/** The inline script; exported for its test. */
export function bootScript(options: {
  readonly entry: string
  /** Module preloads, added with the entry (on /login after the first frame, so that they do not
   * compete with the page's HTML and CSS for the first paint). */
  readonly preloads: readonly string[]
  readonly loginPreloads: readonly string[]
  readonly path: string
  readonly titles: Readonly<Record<string, string>>
  readonly cookies: ShellCookies
  /** The language cookie's attributes (`loginSwitchFunction`). */
  readonly cookieAttributes: string
  /** The pre-rendered signed-in pages (decision 0301): their paths and titles per language. */
  readonly shell: ShellTable
}): string {
  const { entry, preloads, loginPreloads, path, titles, cookies, cookieAttributes, shell } = options
  const cookie = (name: string) =>
    `(function(){var m=new RegExp('(?:^|;\\\\s*)'+${js(name)}+'=([^;]*)').exec(document.cookie);return m?decodeURIComponent(m[1]):''})()`
  return [
    '(function(){',
    `var entry=${js(entry)},done=false,preloads=${js(preloads)};`,
    `if(location.pathname===${js(path)})preloads=preloads.concat(${js(loginPreloads)});`,
    // Each added module preload costs the main thread about half a millisecond (two on a slow
    // phone): they are added a few per task, so that no task blocks input for long (decision 0311).
    // A link Vite's preloading added first (the app's first import may come before the last
    // batch) is not added again.
    "function preloaded(h){var a=new URL(h,location.href).href,ls=document.querySelectorAll('link[rel=modulepreload]');for(var i=0;i<ls.length;i++)if(ls[i].href===a)return true;return false}",
    // The page says when it has added them all (`preloadsAdded` in src/lib/prerendered.ts): the
    // router waits for it, or Vite's preloading would add the rest itself in one task (decision 0322).
    `function load(){if(done)return;done=true;var html=document.documentElement;html.setAttribute(${js(PRELOADS_ATTRIBUTE)},'adding');var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;document.head.appendChild(s);`,
    `(function add(from){preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(h){if(preloaded(h))return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(from+${PRELOADS_PER_TASK}<preloads.length)setTimeout(function(){add(from+${PRELOADS_PER_TASK})});else{html.setAttribute(${js(PRELOADS_ATTRIBUTE)},'added');document.dispatchEvent(new Event(${js(PRELOADS_ADDED_EVENT)}))}})(0)}`,
    `var lng=${cookie(cookies.language)};if(lng!=='en')lng='vi';document.documentElement.lang=lng;`,
    `var root=document.getElementById('root'),page=document.getElementById('prerendered-login-'+lng);`,
    `if(location.pathname!==${js(path)}){if(showShell(root,lng)){defer();return}load();return}`,
    'if(!root||!page){load();return}',
    "root.appendChild(page.content.cloneNode(true));root.setAttribute('data-prerendered','');",
    `document.title=${js(titles)}[lng];`,
    "var form=root.querySelector('form');root.lang=lng;hold(form);",
    `var account=${cookie(cookies.account)};`,
    'if(form&&account&&form.elements.account){form.elements.account.value=account;if(form.elements.remember)form.elements.remember.checked=true}',
    // The language switch works before the app runs (decision 0252, amended): a click shows the
    // other rendering; the app reads the choice from the cookie, or from the root when it has started.
    "root.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-language]');if(b)switchLogin(root,b.getAttribute('data-language'))});",
    'defer();',
    loginSwitchFunction({ titles, cookie: cookies.language, cookieAttributes }),
    // After the first paint is on screen, so that the scripts never compete with it (decision
    // 0302): the browser's first-contentful-paint entry, which comes when the frame is presented;
    // a frame begun (requestAnimationFrame) can take a second more to reach the screen on a busy
    // device. Without paint timing, after the first frame. A hidden tab gets no frames, so it
    // loads at once, or as soon as it is hidden. `load` runs once, whichever calls it first.
    "function defer(){if(document.visibilityState==='hidden'){load();return}",
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
    "if(types.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(load)});",
    "else{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});",
    // A guard, not a timer for the start: a browser that paints and never says so still starts.
    'requestAnimationFrame(function(){setTimeout(load,4000)})}',
    "document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')load()})}",
    showShellFunction(shell, cookies),
    fillHomeFunction(shell, cookies),
    fillWorkplaceFunction(shell.workplace),
    signedInFunction(cookies),
    '})()',
  ].join('')
}

/** The CSS files of a chunk and of every chunk it imports statically. */
function cssOf(bundle: OutputBundle, chunk: OutputChunk | undefined, seen = new Set<string>()): string[] {
  if (!chunk || seen.has(chunk.fileName)) return []
  seen.add(chunk.fileName)
  const own = [...(chunk.viteMetadata?.importedCss ?? [])]
  const imported = chunk.imports.flatMap((file) => {
    const next = bundle[file]
    return next?.type === 'chunk' ? cssOf(bundle, next, seen) : []
  })
  return [...own, ...imported]
}

/** The JS files of the chunks and of every chunk they import statically, each once, in load order. */
/** Every script file the shell pages preload, each once. */
const scriptFiles = (shell: ShellTable): string[] => [...new Set(shell.scripts.flat())]

/**
 * The chunks `roots` need, each after the chunks it imports statically (a post-order), leaving
 * out those in `done` (what the entry runs itself). Importing them in this order runs one chunk
 * per import (decision 0323); exported for its test.
 */
export function evaluationOrder(
  bundle: OutputBundle,
  roots: readonly (OutputChunk | undefined)[],
  done: ReadonlySet<string>,
): string[] {
  const seen = new Set(done)
  const order: string[] = []
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const file of chunk.imports) {
      const next = bundle[file]
      if (next?.type === 'chunk') visit(next)
    }
    order.push(chunk.fileName)
  }
  roots.forEach(visit)
  return order
}

/** A chunk and every chunk it imports statically: what runs when it runs. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk | undefined): Set<string> {
  return new Set(evaluationOrder(bundle, [chunk], new Set()))
}

async function renderPages(): Promise<{
  pages: PrerenderedPage[]
  shellPages: PrerenderedShellPage[]
  screens: ReadonlyMap<string, string>
  cookies: ShellCookies
  cookieAttributes: string
  workplace: Omit<WorkplaceFill, 'allCompanies'>
}> {
  const server = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const module = (await server.ssrLoadModule(
      '/build/prerender-login.tsx',
    )) as typeof import('./prerender-login')
    const shell = (await server.ssrLoadModule(
      '/build/prerender-shell.tsx',
    )) as typeof import('./prerender-shell')
    return {
      pages: module.renderLoginPages(),
      shellPages: shell.renderShellPages(),
      screens: new Map(shell.SHELL_PAGES.map((page) => [page.path, page.screenModule])),
      cookies: module.cookieNames,
      cookieAttributes: module.cookieAttributes,
      workplace: {
        years: shell.WORKPLACE_YEARS,
        utcOffsetHours: shell.BUSINESS_UTC_OFFSET_HOURS,
        marks: shell.WORKPLACE_MARKS,
      },
    }
  } finally {
    await server.close()
  }
}

export function prerenderLoginPlugin(path: string): Plugin {
  return {
    name: 'portal:prerender-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle
        const entry = ENTRY_SCRIPT.exec(html)
        if (!bundle || !entry?.[1] || !html.includes(ROOT)) return html
        const { pages, shellPages, screens, cookies, cookieAttributes, workplace } = await renderPages()
        const chunkOf = (module: string) =>
          Object.values(bundle).find(
            (c): c is OutputChunk => c.type === 'chunk' && (c.facadeModuleId?.endsWith(module) ?? false),
          )
        const stylesOf = (...modules: string[]) =>
          [...new Set(modules.flatMap((module) => cssOf(bundle, chunkOf(module))))]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `/${file}`)
        const styles = stylesOf('/src/app/LoginRoute.tsx')
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
          .join('')
        const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((match) => (match[1] ? [match[1]] : []))
        const chunkAt = (href: string) => {
          const chunk = bundle[href.replace(/^\//, '')]
          return chunk?.type === 'chunk' ? chunk : undefined
        }
        const entryRuns = staticClosure(bundle, chunkAt(entry[1]))
        const shellPaths = [...screens.keys()]
        const shell: ShellTable = {
          paths: shellPaths,
          titles: Object.fromEntries(
            pages.map(({ lng }) => [
              lng,
              shellPaths.map(
                (p) => shellPages.find((page) => page.lng === lng && page.path === p)?.title ?? '',
              ),
            ]),
          ),
          styles: shellPaths.map((p) => stylesOf('/src/app/ShellRoute.tsx', screens.get(p) ?? '')),
          menuLabels: Object.fromEntries(shellPages.map((page) => [page.lng, page.menuLabels] as const)),
          namedWelcome: Object.fromEntries(shellPages.map((page) => [page.lng, page.namedWelcome] as const)),
          workplace: {
            allCompanies: Object.fromEntries(
              shellPages.map((page) => [page.lng, page.allCompanies] as const),
            ),
            ...workplace,
          },
          scripts: shellPaths.map((p) =>
            evaluationOrder(
              bundle,
              [
                ...preloads.map((href) => chunkAt(href)),
                chunkOf('/src/app/ShellRoute.tsx'),
                chunkOf(screens.get(p) ?? ''),
              ],
              entryRuns,
            ).map((file) => `/${file}`),
          ),
        }
        const templates = [
          ...pages.map((page) => `<template id="prerendered-login-${page.lng}">${page.html}</template>`),
          ...shellPages.map(
            (page) =>
              `<template id="prerendered-shell-${page.lng}-${shellPaths.indexOf(page.path)}">${page.html}</template>`,
          ),
        ].join('')
        const titles = Object.fromEntries(pages.map((page) => [page.lng, page.title]))
        const loginPreloads = JSON.parse(LOGIN_PRELOAD.exec(html)?.[1] ?? '[]') as string[]
        const script = `<script>${bootScript({ entry: entry[1], preloads, loginPreloads, path, titles, cookies, cookieAttributes, shell })}</script>`
        const headScript = `<script>${shellStylesScript(shell, cookies)}</script>`
        return (
          html
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace(LOGIN_PRELOAD, '')
            // Functions as replacements: a '$' in a text or a script is not a replacement pattern.
            .replace('</head>', () => `${styles}${headScript}</head>`)
            .replace(ROOT, () => `${ROOT}${templates}${script}`)
        )
      },
    },
  }
}
