// public/pictures/ is drawn by scripts/pictures.ts (decision 0345). This test fails when a
// committed picture differs from what the script draws (UPDATE_PICTURES=1 rewrites them), when a
// product or banner of the seed names a picture that is not there, or when a picture is too big.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogSeed } from '../src/backend/seed/catalog'
import { bannersSeed } from '../src/backend/seed/content'
import { bannerPicturePath, productPicturePath } from '../src/lib/paths'
import { pictures } from './pictures'

const seed = catalogSeed('2026-11-29')
const banners = bannersSeed()
const drawn = pictures(
  seed.products,
  banners.map((b) => b.Id),
)
const publicFile = (url: string) => join('public', url.replace(/^\//, ''))
const committed = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).map((name) => `${dir.replace(/^public\//, '')}/${name}`) : []

describe('public/pictures', () => {
  it('R-PIC-001 every committed picture is what scripts/pictures.ts draws, and there is no other', () => {
    const stale: string[] = []
    for (const [path, content] of drawn) {
      const file = join('public', path)
      if (process.env.UPDATE_PICTURES) {
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(file, content)
      }
      if (!existsSync(file) || readFileSync(file, 'utf8') !== content) stale.push(path)
    }
    const extra = [...committed('public/pictures/products'), ...committed('public/pictures/banners')].filter(
      (path) => !drawn.has(path),
    )
    if (process.env.UPDATE_PICTURES) for (const path of extra) rmSync(join('public', path))
    // When this fails: UPDATE_PICTURES=1 node_modules/.bin/vitest run scripts/pictures.test.ts
    expect(process.env.UPDATE_PICTURES ? [] : [...stale, ...extra.map((p) => `extra: ${p}`)]).toEqual([])
  })

  it('R-PIC-001 every product of the catalogue and every banner names its own drawn picture, under 3 KB', () => {
    expect(seed.products.length).toBeGreaterThan(30)
    for (const product of seed.products) {
      expect(product.ImageURL, product.ProductCode).toBe(productPicturePath(product.ProductCode))
      expect(existsSync(publicFile(product.ImageURL ?? '')), product.ProductCode).toBe(true)
    }
    for (const promotion of seed.promotions)
      expect(existsSync(publicFile(promotion.ImageURL ?? ''))).toBe(true)
    for (const banner of banners) {
      expect(banner.ImageURL).toBe(bannerPicturePath(banner.Id))
      expect(existsSync(publicFile(banner.ImageURL))).toBe(true)
    }
    for (const [path, content] of drawn) {
      expect(Buffer.byteLength(content), path).toBeLessThan(3 * 1024)
      expect(content, path).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/,
      )
    }
  })

  it('R-PIC-001 products of one family differ by their colour; a promotion product wears a ribbon', () => {
    const picture = (code: string) => drawn.get(productPicturePath(code).slice(1)) ?? ''
    // Two dumplings, two bowls of noodles: the same drawing, not the same picture.
    expect(picture('FZ001')).not.toBe(picture('FZ002'))
    expect(picture('MI001')).not.toBe(picture('MI005'))
    expect(picture('FZ001').replace(/#[0-9a-f]{6}/g, '')).toBe(picture('FZ002').replace(/#[0-9a-f]{6}/g, ''))
    expect(picture('KM-FZ001')).toContain(picture('FZ001').replace(/<\/svg>\n$/, ''))
    expect(picture('KM-FZ001').length).toBeGreaterThan(picture('FZ001').length)
  })

  it('R-PIC-003 a banner picture holds no words: the page writes the title in its own language', () => {
    for (const banner of banners) {
      const svg = drawn.get(bannerPicturePath(banner.Id).slice(1)) ?? ''
      expect(svg).toMatch(/^<svg /)
      expect(svg).not.toMatch(/<text|<tspan/)
    }
  })
})
