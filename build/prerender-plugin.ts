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

const ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
/** preloadFirstPagePlugin's script that preloads the login route's chunks on /login. */
const LOGIN_PRELOAD =
  /<script>if\(location\.pathname==='\/login'\)for\(const h of (\[[^\]]*\])\)[^<]*<\/script>\s*/

/** The inline script; exported for its test. */
export function bootScript(options: {
  readonly entry: string
  /** Module preloads, added with the entry (on /login after the first frame, so that they do not
   * compete with the page's HTML and CSS for the first paint). */
  readonly preloads: readonly string[]
  readonly loginPreloads: readonly string[]
  readonly path: string
  readonly titles: Readonly<Record<string, string>>
  readonly cookies: { readonly language: string; readonly account: string }
}): string {
  const { entry, preloads, loginPreloads, path, titles, cookies } = options
  const cookie = (name: string) =>
    `(function(){var m=new RegExp('(?:^|;\\\\s*)'+${JSON.stringify(name)}+'=([^;]*)').exec(document.cookie);return m?decodeURIComponent(m[1]):''})()`
  return [
    '(function(){',
    `var entry=${JSON.stringify(entry)},done=false,preloads=${JSON.stringify(preloads)};`,
    `if(location.pathname===${JSON.stringify(path)})preloads=preloads.concat(${JSON.stringify(loginPreloads)});`,
    "function load(){if(done)return;done=true;preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;document.head.appendChild(s)}",
    `var lng=${cookie(cookies.language)};if(lng!=='en')lng='vi';document.documentElement.lang=lng;`,
    `var root=document.getElementById('root'),page=document.getElementById('prerendered-login-'+lng);`,
    `if(location.pathname!==${JSON.stringify(path)}||!root||!page){load();return}`,
    "root.appendChild(page.content.cloneNode(true));root.setAttribute('data-prerendered','');",
    `document.title=${JSON.stringify(titles)}[lng];`,
    "var form=root.querySelector('form');",
    "if(form){form.addEventListener('submit',function(e){e.preventDefault();form.setAttribute('data-submit-requested','')});",
    `var account=${cookie(cookies.account)};`,
    'if(account&&form.elements.account){form.elements.account.value=account;if(form.elements.remember)form.elements.remember.checked=true}}',
    // After the first frame; the timer covers a tab opened in the background (no frames there).
    'requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,1000)',
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

async function renderPages(): Promise<{
  pages: PrerenderedPage[]
  cookies: { language: string; account: string }
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
    return { pages: module.renderLoginPages(), cookies: module.cookieNames }
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
        const { pages, cookies } = await renderPages()
        const login = Object.values(bundle).find(
          (c): c is OutputChunk =>
            c.type === 'chunk' && (c.facadeModuleId?.endsWith('/src/app/LoginRoute.tsx') ?? false),
        )
        const styles = [...new Set(cssOf(bundle, login))]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join('')
        const templates = pages
          .map((page) => `<template id="prerendered-login-${page.lng}">${page.html}</template>`)
          .join('')
        const titles = Object.fromEntries(pages.map((page) => [page.lng, page.title]))
        const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((match) => (match[1] ? [match[1]] : []))
        const loginPreloads = JSON.parse(LOGIN_PRELOAD.exec(html)?.[1] ?? '[]') as string[]
        const script = `<script>${bootScript({ entry: entry[1], preloads, loginPreloads, path, titles, cookies })}</script>`
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(LOGIN_PRELOAD, '')
          .replace('</head>', `${styles}</head>`)
          .replace(ROOT, `${ROOT}${templates}${script}`)
      },
    },
  }
}
