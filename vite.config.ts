import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { themePlugin } from './build/theme-plugin.ts'

const mocksDir = fileURLToPath(new URL('./src/mocks/', import.meta.url))

// The mock backend (the dynamic import of src/mocks/browser.ts, with msw and whatever only it
// uses) lands in chunks named mock-*, so the build-output test can tell that a real-API build
// never requests them. Code shared with the app stays in the app's chunks.
// Packages only the mock backend uses; its handlers import the file makers lazily.
const MOCK_ONLY_PACKAGES = ['msw', '@msw/data', 'exceljs', 'pdf-lib', 'idb-keyval']
const isMockModule = (id: string) =>
  id.startsWith(mocksDir) || MOCK_ONLY_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`))

// The texts the login page does not show (src/i18n: every namespace but the core ones) load when
// the first other screen opens, all at once: one chunk per language instead of one per file.
const LAZY_TEXTS =
  /\/src\/i18n\/locales\/(vi|en)\/(?!(?:common|errors|auth|shell|backend)\.json)[\w-]+\.json$/

export default defineConfig({
  plugins: [react(), themePlugin()],
  build: {
    outDir: process.env.PORTAL_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: 'lazy texts',
              name: (id: string) => {
                const match = LAZY_TEXTS.exec(id)
                return match ? `texts-${match[1]}` : null
              },
            },
          ],
        },
        chunkFileNames: (chunk) =>
          (chunk.facadeModuleId !== null && isMockModule(chunk.facadeModuleId)) ||
          (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isMockModule))
            ? 'assets/mock-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'happy-dom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Time limits are guards against a hang, never speed checks: property and model tests run
    // hundreds of cases, and CI machines may be small and shared.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
