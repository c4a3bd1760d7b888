import { createRoot } from 'react-dom/client'
// The theme is imported from JS so that build/theme-plugin.ts can recolour it (see there).
import 'primereact/resources/themes/lara-light-green/theme.css'
import './styles/index.css'

// With no VITE_API_BASE_URL, the mock backend (MSW service worker) starts before the app renders.
// The condition is a build-time constant, so a real-API build drops the import and its chunk.
async function startMockBackendIfNeeded() {
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockBackend } = await import('./mocks/browser')
    await startMockBackend()
  }
}

// The app's code downloads while the worker starts; it renders once both are ready, so no request
// can reach the network before the mock answers. (Starting the app's actors makes no request.)
async function main() {
  const [{ App }] = await Promise.all([import('./app/App'), startMockBackendIfNeeded()])
  createRoot(document.getElementById('root')!).render(<App />)
}

void main()
