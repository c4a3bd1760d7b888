// Lint: typescript-eslint, react-hooks, and the one-way layering of docs/architecture.md,
// enforced with import-x/no-restricted-paths:
//   app -> features -> components (shared UI, session) -> machines -> api -> i18n -> lib
//   mocks -> machines, api, i18n, lib;  only main.tsx (dynamic import) and tests reach mocks.
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
      './src/mocks',
      './src/app',
    ],
    'lib is the bottom layer',
  ),
  layer(
    './src/i18n',
    ['./src/api', './src/machines', './src/components', './src/features', './src/mocks', './src/app'],
    'i18n only depends on lib',
  ),
  layer(
    './src/api',
    ['./src/machines', './src/components', './src/features', './src/mocks', './src/app'],
    'api depends on nothing above it',
  ),
  layer(
    './src/machines',
    ['./src/components', './src/features', './src/mocks', './src/app'],
    'machines are imported by features and mocks, never the reverse',
  ),
  layer(
    './src/components',
    ['./src/features', './src/mocks', './src/app'],
    'shared pieces (UI, the session context, the order lists) sit below the features',
  ),
  layer('./src/features', ['./src/mocks', './src/app'], 'features never import mocks or the app'),
  ...readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: `a feature imports only itself and the layers below; what ${name} shares with another feature moves down (components, lib)`,
    })),
  layer(
    './src/mocks',
    ['./src/components', './src/features', './src/app'],
    'the mock backend shares machines and contracts, not screens',
  ),
  layer('./src/app', ['./src/mocks'], 'only main.tsx starts the mock backend, with a dynamic import'),
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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Tests may reach the mock backend (contract tests run the handlers in Node).
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: zones
            .map((z) => ({ ...z, from: [z.from].flat().filter((f) => f !== './src/mocks') }))
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
