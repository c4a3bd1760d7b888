// `npm start` (decision 0351): the files the dev server transforms as soon as it listens, so the
// first page does not wait for them one request at a time.
// Test kits are left out (decision 0361): a warmed file that imports vitest or Testing Library
// makes Vite's optimizer find those packages after its scan, bundle every dependency again and
// reload the page in the browser, which on a cold cache could throw a user back to /login mid
// sign-in.
export const WARMUP_FILES = [
  './src/main.tsx',
  './src/app/*.{ts,tsx}',
  './src/features/**/*.{ts,tsx}',
  './src/mocks/backend-worker.ts',
  '!./src/**/*.{test,test-kit,testkit}.{ts,tsx}',
]
