import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { themePlugin } from './build/theme-plugin.ts'

const srcDir = fileURLToPath(new URL('./src/', import.meta.url))
const mocksDir = fileURLToPath(new URL('./src/mocks/', import.meta.url))

// Everything under src/mocks (and the msw / @msw/data packages it pulls in) lands in chunks
// named mock-*, so the build-output test can tell that a real-API build never requests them.
const isMockModule = (id: string) =>
  id.startsWith(mocksDir) || id.includes('/node_modules/msw/') || id.includes('/node_modules/@msw/')
const isAppModule = (id: string) => id.startsWith(srcDir) && !id.startsWith(mocksDir)

export default defineConfig({
  plugins: [react(), themePlugin()],
  build: {
    outDir: process.env.PORTAL_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isMockModule) && !chunk.moduleIds.some(isAppModule)
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
  },
})
