import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
// The theme is imported from JS so that build/theme-plugin.ts can recolour it (see there).
import 'primereact/resources/themes/lara-light-green/theme.css'
import './styles/index.css'
import { setRequestGate } from './api/request-gate'
import { nextTask } from './lib/next-task'
import { appContainer, preloadsAdded, runPreloadedModules } from './lib/prerendered'

// With no VITE_API_BASE_URL, the mock backend (MSW service worker) starts with the first API
// request, not before the first render (decision 0250): every request waits for it in the request
// layer, so none reaches the network before the mock answers. The condition is a build-time
// constant, so a real-API build drops the import and its chunk.
if (!import.meta.env.VITE_API_BASE_URL) {
  setRequestGate(() => import('./mocks/browser').then(({ startMockBackend }) => startMockBackend()))
}

// On /login, #root holds the page pre-rendered at build time: the app renders beside it and takes
// over once its first screen is ready (decision 0252).
// The start runs in short tasks (decisions 0311, 0322): the app's actors; the rest of its modules;
// on a pre-rendered signed-in page, once the inline script has added its module preloads (so that
// the router's first lazy route finds them all and adds none), the page's modules one per task;
// then the router's first navigation; then the first render, as a transition that React renders
// in slices of a few milliseconds.
async function main() {
  await import('./app/instance')
  await nextTask()
  const { App, startRouter } = await import('./app/App')
  await Promise.all([nextTask(), preloadsAdded()])
  // The screen's texts are not among the preloads: they download while the modules run, from when
  // the router's module ran (router.tsx, decision 0396).
  await runPreloadedModules(nextTask)
  startRouter()
  await nextTask()
  const root = createRoot(appContainer(document.getElementById('root')!))
  startTransition(() => root.render(<App />))
}

void main()
