// The server's own build (decision 0270): Vite in SSR mode bundles server/main.ts with the
// backend's modules, so what only Vite understands in them (import.meta.glob of the texts,
// `?inline` fonts, import.meta.env) works in Node as it does in the browser and in vitest.
// Packages stay external (node_modules); the output is one file, dist-server/main.mjs.
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      output: { entryFileNames: 'main.mjs' },
      // src/i18n loads the texts lazily in the browser; on the server they are all bundled anyway.
      onLog: (level, log, handler) =>
        log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log),
    },
  },
})
