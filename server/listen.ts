// Puts the app on node:http. `overrideGlobalObjects: false` keeps Node's own Request and Response:
// the Node adapter would otherwise replace the global Response with its own class, and the
// backend's `answer instanceof Response` checks (src/mocks/signed-in.ts) would miss MSW's
// responses, which extend the original class: a refusal would be taken for an account.
import { serve, type ServerType } from '@hono/node-server'

export function listen(
  app: { readonly fetch: Parameters<typeof serve>[0]['fetch'] },
  port: number,
  hostname: string,
  onListening?: (port: number) => void,
): ServerType {
  return serve({ fetch: app.fetch, port, hostname, overrideGlobalObjects: false }, (info) =>
    onListening?.(info.port),
  )
}
