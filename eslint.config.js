// Lint: typescript-eslint, react-hooks, and the one-way layering of docs/architecture.md,
// enforced with import-x/no-restricted-paths, with import-x/no-cycle on (decision 0335):
//   app -> features -> components (shared UI, session) -> machines -> api -> i18n -> lib
//   backend (the application core) -> machines, api/contracts, and the language list, its texts,
//     the portal’s paths and the task slicer; nothing of the browser's or the server's wiring.
//   mocks (the browser's face and the HTTP handlers) -> backend, machines, api, i18n, lib
//   server (the Node face) -> backend, mocks' handlers, machines, api, i18n, lib
//   only main.tsx (dynamic import) and tests reach mocks.
// Each feature is a zone of its own (as in bulletproof-react): a feature imports itself and the
// layers below, never another feature (decision 0120).
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const layer = (target, from, message) => ({ target, from, message })

const zones = [
  layer(
    './src/lib',
    [
      './src/i18n',
      './src/api',
      './src/machines',
      './src/components',
      './src/features',
      './src/backend',
      './src/mocks',
      './src/app',
    ],
    'lib is the bottom layer',
  ),
  layer(
    './src/i18n',
    [
      './src/api',
      './src/machines',
      './src/components',
      './src/features',
      './src/backend',
      './src/mocks',
      './src/app',
    ],
    'i18n only depends on lib',
  ),
  layer(
    './src/api',
    ['./src/machines', './src/components', './src/features', './src/backend', './src/mocks', './src/app'],
    'api depends on nothing above it',
  ),
  layer(
    './src/machines',
    ['./src/components', './src/features', './src/backend', './src/mocks', './src/app'],
    'machines are imported by features and the backend, never the reverse',
  ),
  layer(
    './src/components',
    ['./src/features', './src/backend', './src/mocks', './src/app'],
    'shared pieces (UI, the session context, the order lists) sit below the features',
  ),
  layer(
    './src/features',
    ['./src/backend', './src/mocks', './src/app'],
    'features never import the backend, the mocks or the app',
  ),
  ...readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: `a feature imports only itself and the layers below; what ${name} shares with another feature moves down (components, lib)`,
    })),
  // The application core (decision 0335): no MSW, no DOM wiring, no screen, no toast bus or browser
  // storage; what it needs of its environment is passed in when it is created.
  layer(
    './src/backend',
    ['./src/components', './src/features', './src/app', './src/mocks'],
    'the backend is the application core: the browser (src/mocks) and the server use it, never the reverse',
  ),
  {
    target: './src/backend',
    from: './src/api',
    except: ['./contracts'],
    message: 'the backend speaks the contracts (src/api/contracts), not the client',
  },
  {
    target: './src/backend',
    from: './src/i18n',
    except: ['./languages.ts', './resources.ts'],
    message: 'the backend reads the language list and the texts, not the page’s i18next',
  },
  {
    target: './src/backend',
    from: './src/lib',
    except: ['./paths.ts', './next-task.ts'],
    message: 'the backend uses the portal’s paths and the task slicer only; the rest of lib is the page’s',
  },
  layer(
    './src/mocks',
    ['./src/components', './src/features', './src/app'],
    'the mock backend shares machines and contracts, not screens',
  ),
  layer(
    './src/app',
    ['./src/mocks', './src/backend'],
    'only main.tsx starts the mock backend, with a dynamic import',
  ),
  // Server mode (decision 0270): the server runs the mock backend's handlers; nothing of it
  // reaches the browser build, and it uses no screen.
  layer('./src', './server', 'the browser build never imports the server'),
  layer(
    './server',
    ['./src/components', './src/features', './src/app'],
    'the server runs the backend, not the screens',
  ),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-api',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // no-cycle follows only the extensions named here: without .ts it reads no module and reports nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may reach the backend and the mock backend (contract tests run the handlers in Node).
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: zones
            .map((z) => ({
              ...z,
              from: [z.from].flat().filter((f) => f !== './src/mocks' && f !== './src/backend'),
            }))
            .map((z) => (z.from.length === 1 ? { ...z, from: z.from[0] } : z))
            .filter((z) => z.from.length > 0),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
