import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { fileURLToPath } from 'node:url'
import { primeStylePatchPlugin } from './build/prime-style-patch.ts'
import { primeUnusedPartsPlugin } from './build/prime-unused-parts.ts'
import { themePlugin } from './build/theme-plugin.ts'
import { prerenderLoginPlugin } from './build/prerender-plugin.ts'
import { WARMUP_FILES } from './build/dev-warmup.ts'

const mocksDir = fileURLToPath(new URL('./src/mocks/', import.meta.url))
const backendDir = fileURLToPath(new URL('./src/backend/', import.meta.url))

// The mock backend (the dynamic import of src/mocks/browser.ts, with msw, the application core of
// src/backend and whatever only they use) lands in chunks named mock-*, so the build-output test can tell that a real-API build
// never requests them. Code shared with the app stays in the app's chunks.
// Packages only the mock backend uses; its handlers import the file makers lazily.
// parse5 (and its `entities`) reads the packing list's HTML in the backend only (decision 0352);
// file-type and the readers it uses judge an upload's bytes there (decision 0354). ExcelJS is no
// longer the mock's only: quick order reads and writes spreadsheets in the page (decision 0364),
// so its chunk there is lib-exceljs, requested only when a file is read or the template made.
const MOCK_ONLY_PACKAGES = [
  'msw',
  '@msw/data',
  'pdf-lib',
  'idb-keyval',
  'parse5',
  'entities',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@tokenizer/token',
  'uint8array-extras',
  '@borewit/text-codec',
]
const isMockModule = (id: string) =>
  id.startsWith(mocksDir) ||
  id.startsWith(backendDir) ||
  id.endsWith('/build/msw-cookie-store-stub.ts') ||
  MOCK_ONLY_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`))

// The texts the login page does not show (src/i18n: every namespace but the core ones) load with
// the screen or part that shows them (decision 0396): one chunk per namespace and language, left
// to Rolldown (a chunk of its own imports nothing, so the loader names it once), except the
// namespaces that always load together, which share one.
const LAZY_TEXTS =
  /\/src\/i18n\/locales\/(vi|en)\/(?!(?:common|errors|auth|shell|primereact|backend)\.json)([\w-]+)\.json$/
/** Namespace → the chunk it shares: the top bar's parts', the homepage's, the order drawer's. */
const TEXTS_TOGETHER: Readonly<Record<string, string>> = {
  notifications: 'top-bar',
  orderSearch: 'top-bar',
  qa: 'top-bar',
  home: 'home',
  orderDetail: 'order-detail',
  confirmedDetail: 'order-detail',
}

// Small modules that the app's module (src/app/App.tsx) or the shell imports, so every page loads
// them, and that other screens share: left alone, each is a chunk of a few hundred bytes, a request
// and a gzip stream of its own on the first page. Together they are one chunk (decision 0332).
// Only modules that do nothing when first run: the chunk runs when the app's instance is imported.
const APP_CORE = new RegExp(
  [
    '/src/lib/(storage|env|notify)\\.ts$',
    '/src/components/(unavailable|useOnFirstInteraction|focus)\\.ts$',
    '/src/components/session/session-context\\.tsx$',
    '/node_modules/(js-cookie|@xstate/react|use-sync-external-store|use-isomorphic-layout-effect)/',
    '/node_modules/react-i18next/dist/es/(utils|context|useTranslation)\\.js$',
  ].join('|'),
)

// PrimeReact's base modules (decision 0390): no signed-in page's start loads them; the portal's own
// components draw PrimeReact's markup, and what uses PrimeReact's loads when first opened.
const PRIME_BASE = /\/node_modules\/primereact\/(api|utils|hooks|componentbase|iconbase)\//

// Libraries a page may load only where it uses them (charts, graph layout, spreadsheets, PDF, the
// live inspector): each one's chunk is named lib-<name>, and `npm run size` fails when a route
// requests one that `onlyOn` in size-budget.json does not list for it (decision 0333).
const HEAVY_LIBRARIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['uplot', /\/node_modules\/uplot\//],
  ['elkjs', /\/node_modules\/elkjs\//],
  ['exceljs', /\/node_modules\/exceljs\//],
  ['pdf-lib', /\/node_modules\/(pdf-lib|@pdf-lib\/[\w-]+)\//],
  ['inspect', /\/node_modules\/@statelyai\/inspect\//],
]
/** `[name]`, or lib-<library> for a chunk that holds a heavy library (never two: one name each). */
const nameOf = (chunk: { readonly moduleIds: readonly string[] }) => {
  const held = HEAVY_LIBRARIES.filter(([, test]) => chunk.moduleIds.some((id) => test.test(id)))
  if (held.length > 1) throw new Error(`one chunk holds ${held.map(([name]) => name).join(' and ')}`)
  return held[0] ? `lib-${held[0][0]}` : '[name]'
}

/**
 * The app's module (src/app/App.tsx) is a dynamic import of the entry (main.tsx starts the mock
 * backend first), so the browser would only ask for it, and its static imports, once the entry
 * has downloaded and run. Every page needs it: index.html preloads it beside the entry, and on
 * /login also the login route's chunks (decision 0042). Only requests start earlier; nothing more
 * is downloaded than the page would download anyway.
 */
function preloadFirstPagePlugin(): Plugin {
  return {
    name: 'portal:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle
        if (!bundle || !ctx.chunk) return []
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const byFacade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix))
        const seen = new Set<string>([ctx.chunk.fileName, ...ctx.chunk.imports])
        const closure = (fileName: string | undefined): string[] => {
          if (!fileName || seen.has(fileName)) return []
          seen.add(fileName)
          const chunk = bundle[fileName]
          const imports = chunk?.type === 'chunk' ? chunk.imports : []
          return [fileName, ...imports.flatMap(closure)]
        }
        const app = closure(byFacade('/src/app/App.tsx')?.fileName)
        const login = closure(byFacade('/src/app/LoginRoute.tsx')?.fileName)
        const href = (file: string) => `/${file}`
        return [
          ...app.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: href(file) },
            injectTo: 'head' as const,
          })),
          ...(login.length > 0
            ? [
                {
                  tag: 'script',
                  children: `if(location.pathname==='/login')for(const h of ${JSON.stringify(login.map(href))}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;l.crossOrigin='';document.head.append(l)}`,
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ]
      },
    },
  }
}

/** vitest: pure rules, machines and contracts (no DOM, one shared module graph). */
const PURE_TESTS = ['src/machines/**/*.test.ts', 'src/api/contracts/**/*.test.ts']
/**
 * vitest: the backend, the server, the build and the scripts (isolated, no DOM; the few that run a
 * page's script or need the DOM's File and Blob ask for happy-dom in their first line).
 */
const NODE_TESTS = [
  'src/backend/**/*.test.ts',
  'src/mocks/**/*.test.ts',
  'build/**/*.test.ts',
  'scripts/**/*.test.ts',
  // The server's tests and the flow docs' check (decision 0360).
  'specs/server/**/*.test.ts',
  'specs/docs/**/*.test.ts',
  // Checks of the build's own plugins, beside the other specs (R-PERF-028).
  'specs/build/**/*.test.ts',
]

const cookieStoreStub = fileURLToPath(new URL('./build/msw-cookie-store-stub.ts', import.meta.url))

/**
 * msw's cookie store keeps the cookies mocked responses set, through tough-cookie; the mock backend
 * sets none, so the build swaps in build/msw-cookie-store-stub.ts, on the page and in the worker
 * (decision 0325). Tests (msw/node) and `npm start` keep msw's own.
 */
function mswCookieStoreStubPlugin(): Plugin {
  return {
    name: 'portal:msw-cookie-store-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source.endsWith('/cookieStore.mjs') && importer?.includes('/node_modules/msw/lib/')
        ? cookieStoreStub
        : null
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    themePlugin(),
    primeStylePatchPlugin(),
    primeUnusedPartsPlugin(),
    preloadFirstPagePlugin(),
    mswCookieStoreStubPlugin(),
    prerenderLoginPlugin('/login'),
  ],
  // `npm start`: the dependency scanner follows index.html's imports, not the mock backend's worker
  // (a `new Worker(new URL(…))`), so the worker's own packages (msw's core, @msw/data, …) would be
  // found only when the first call starts it, and Vite would then bundle them again and reload the
  // page in the middle of the first sign-in. Scanning the worker too finds them at start.
  optimizeDeps: { entries: ['index.html', 'src/mocks/backend-worker.ts'] },
  // The mock backend's worker (decision 0319) is a module worker, so its own chunks split as the
  // page's do; it reaches msw's cookie store too, so it gets the same stand-in.
  // Its chunks are named mock-…, which `npm run size` counts as the mock backend's.
  worker: {
    format: 'es',
    plugins: () => [mswCookieStoreStubPlugin()],
    rollupOptions: {
      output: {
        entryFileNames: 'assets/mock-[name]-[hash].js',
        chunkFileNames: (chunk) => `assets/mock-${nameOf(chunk)}-[hash].js`,
      },
    },
  },
  build: {
    outDir: process.env.PORTAL_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React apart, so the entry imports React alone and not app-core (decision 0332).
            {
              name: 'react',
              test: /\/node_modules\/(react|react-dom|scheduler)\//,
              priority: 2,
            },
            {
              name: 'app-core',
              test: APP_CORE,
              priority: 1,
            },
            // PrimeReact's base, which every PrimeReact component imports: a chunk with a name of
            // its own, so that `npm run size` fails when a route's start loads it (decision 0390).
            {
              name: 'prime-base',
              test: PRIME_BASE,
              priority: 1,
            },
            {
              debugName: 'lazy texts',
              name: (id: string) => {
                const match = LAZY_TEXTS.exec(id)
                const together = match?.[2] === undefined ? undefined : TEXTS_TOGETHER[match[2]]
                return match && together ? `texts-${match[1]}-${together}` : null
              },
            },
          ],
        },
        chunkFileNames: (chunk) =>
          (chunk.facadeModuleId !== null && isMockModule(chunk.facadeModuleId)) ||
          (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isMockModule))
            ? `assets/mock-${nameOf(chunk)}-[hash].js`
            : `assets/${nameOf(chunk)}-[hash].js`,
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm start` (decisions 0351, 0361): the dev server transforms the entry, the routes and
    // the screens as soon as it listens, never a test kit.
    warmup: { clientFiles: WARMUP_FILES },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Three projects (decision 0334): a 2-core CI machine spent most of vitest's time starting an
  // isolated worker with a DOM for every file. The pure rules and machines and the contracts share
  // one module graph and no DOM; the backend, server and build tests run isolated without a DOM;
  // the screens and the browser-side code keep happy-dom and the Testing Library set-up.
  test: {
    globals: false,
    restoreMocks: true,
    // Time limits are guards against a hang, never speed checks: property and model tests run
    // hundreds of cases, and CI machines may be small and shared.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // vitest leaves one core of two to itself; its main process only waits here.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE_TESTS,
          environment: 'node',
          pool: 'threads',
          // Pure functions and machines: no module keeps state between files, so they share one
          // import of xstate, effect and fast-check instead of one per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: NODE_TESTS,
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PURE_TESTS, ...NODE_TESTS],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
})
