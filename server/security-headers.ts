// The headers every answer of server mode carries (R-HTTP-006..008, decision 0349):
// - HTML (the app's index.html, pre-rendered login included): a Content-Security-Policy whose
//   scripts are the origin's files plus the SHA-256 of each inline script of the built index.html
//   (the pre-rendered login's boot scripts), no 'unsafe-eval', no 'unsafe-inline' for scripts;
//   framing by no one (`frame-ancestors 'none'`), except the statechart viewer, which the app's
//   own inspector dock frames (`'self'`); nosniff, a referrer policy and a permissions policy;
// - `/api/*`: nosniff and `Cache-Control: no-store` (answers carry personal data and tokens);
// - everything else (the hashed assets): nosniff and the referrer policy.
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { PATHS } from '../src/lib/paths'

/** The SHA-256 sources of the inline scripts of an HTML page (`<script>` without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** What no page of the portal uses: camera, microphone, location, payment, USB, ... */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()'

export interface ContentSecurityOptions {
  /** The hashes of index.html's inline scripts (`inlineScriptHashes`). */
  readonly scriptHashes: readonly string[]
  /** The API's origin when the app was built for another address than the one it is served on. */
  readonly apiOrigin?: string | undefined
  /** Who may frame the page: no one, or the portal itself (the statechart viewer in the dock). */
  readonly framedBy: 'none' | 'self'
}

export function contentSecurityPolicy({ scriptHashes, apiOrigin, framedBy }: ContentSecurityOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // PrimeReact and the charts write style attributes and <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // The banners are data: SVGs (the seed); previews of uploads are blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    apiOrigin === undefined ? "connect-src 'self'" : `connect-src 'self' ${apiOrigin}`,
    // The inspector dock frames the statechart viewer.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors '${framedBy}'`,
  ].join('; ')
}

export interface SecurityHeaderOptions {
  readonly scriptHashes: readonly string[]
  readonly apiOrigin?: string | undefined
}

const isHtml = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/html')

/** The middleware that writes the headers onto every answer, once it is made. */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const policies = {
    none: contentSecurityPolicy({ ...options, framedBy: 'none' }),
    self: contentSecurityPolicy({ ...options, framedBy: 'self' }),
  }
  return async (c, next) => {
    await next()
    // An answer's headers may be immutable (a fetched or a static Response): set them on a copy.
    const answer = new Response(c.res.body, c.res)
    const headers = answer.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    const path = new URL(c.req.url).pathname
    if (path === '/api' || path.startsWith('/api/')) headers.set('Cache-Control', 'no-store')
    else if (isHtml(answer)) {
      const viewer = path === PATHS.statecharts
      headers.set('Content-Security-Policy', policies[viewer ? 'self' : 'none'])
      // For browsers without frame-ancestors.
      headers.set('X-Frame-Options', viewer ? 'SAMEORIGIN' : 'DENY')
      headers.set('Permissions-Policy', PERMISSIONS_POLICY)
    }
    c.res = undefined
    c.res = answer
  }
}
