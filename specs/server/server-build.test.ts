// @vitest-environment node
// The server's build (server/vite.config.ts) holds nothing of the in-browser demo's reset codes
// (R-PWD-015, decision 0348): the fixed code 123456 is the browser's alone.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const outDir = mkdtempSync(join(tmpdir(), 'portal-server-build-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('R-PWD-015 the server build has no demo reset code', () => {
  it('its bundle and source map name the server reset codes and not the demo ones', () => {
    const built = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--config', 'server/vite.config.ts', '--outDir', outDir, '--logLevel', 'error'],
      { encoding: 'utf8' },
    )
    expect(built.status, built.stderr).toBe(0)
    const sources = (JSON.parse(readFileSync(join(outDir, 'main.mjs.map'), 'utf8')) as { sources: string[] })
      .sources
    // The control: the map lists the server's own modules, so an absence below means something.
    expect(sources.some((source) => source.endsWith('server/reset-codes.ts'))).toBe(true)
    expect(sources.some((source) => source.endsWith('src/mocks/handlers/auth.ts'))).toBe(true)
    expect(sources.filter((source) => source.includes('reset-codes-demo'))).toEqual([])
    const bundle = readFileSync(join(outDir, 'main.mjs'), 'utf8')
    expect(bundle).not.toMatch(/demoResetCodes|DEMO_RESET_CODE|VALID_RESET_CODE/)
  }, 300_000)
})
