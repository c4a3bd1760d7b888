// @vitest-environment node
// `npm run serve` serves the drawn pictures the catalogue names (R-PIC-001, decision 0345): they
// are files of the built app (Vite copies public/ into it), which the server serves as statics.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogSeed } from '../../src/backend/seed/catalog'
import { bannersSeed } from '../../src/backend/seed/content'
import { createApp } from '../../server/app'

const built = mkdtempSync(join(tmpdir(), 'portal-pictures-'))
writeFileSync(join(built, 'index.html'), '<!doctype html><title>portal</title>')
cpSync('public', built, { recursive: true })
afterAll(() => rmSync(built, { recursive: true, force: true }))

describe('the server serves the pictures', () => {
  it('R-PIC-001 every picture the catalogue and the banners name, as SVG, from the built app', async () => {
    // Statics never reach the backend.
    const app = createApp(() => Promise.reject(new Error('no backend for a static file')), {
      staticDir: built,
    })
    const urls = [
      ...catalogSeed('2026-11-29').products.map((p) => p.ImageURL ?? ''),
      ...bannersSeed().map((b) => b.ImageURL),
    ]
    for (const url of urls) {
      const answer = await app.request(url)
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/)
      expect(await answer.text(), url).toBe(readFileSync(join('public', url), 'utf8'))
    }
  })
})
