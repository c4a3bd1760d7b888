import { createRoot } from 'react-dom/client'
// The theme is imported from JS so that build/theme-plugin.ts can recolour it (see there).
import 'primereact/resources/themes/lara-light-green/theme.css'
import './styles/index.css'
import { setRequestGate } from './api/request-gate'
import { appContainer } from './lib/prerendered'

// With no VITE_API_BASE_URL, the mock backend (MSW service worker) starts with the first API
// request, not before the first render (decision 0250): every request waits for it in the request
// layer, so none reaches the network before the mock answers. The condition is a build-time
// constant, so a real-API build drops the import and its chunk.
if (!import.meta.env.VITE_API_BASE_URL) {
  setRequestGate(() => import('./mocks/browser').then(({ startMockBackend }) => startMockBackend()))
}

// On /login, #root holds the page pre-rendered at build time: the app renders beside it and takes
// over once its first screen is ready (decision 0252).
async function main() {
  const { App } = await import('./app/App')
  createRoot(appContainer(document.getElementById('root')!)).render(<App />)
}

void main()
