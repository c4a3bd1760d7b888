// Every endpoint of the contracts has a mock handler and a contract test that names it: a new
// endpoint without either fails here.
import { describe, expect, it } from 'vitest'
import * as contracts from '../../api/contracts'
import { allEndpoints } from '../../api/contracts'
import { ORIGIN } from '../../test/mock-contract'
import { createMockBackend } from '.'
import { useMockServer as startMockServer } from '../../test/mock-server'

const exportNameOf = new Map(
  Object.entries(contracts).flatMap(([name, value]) =>
    allEndpoints.includes(value as never) ? [[value, name] as const] : [],
  ),
)

// The text of every handler contract test file but this one.
const testSources = Object.entries(
  import.meta.glob<string>('./*.test.ts', { query: '?raw', import: 'default', eager: true }),
)
  .filter(([file]) => !file.endsWith('/coverage.test.ts'))
  .map(([, source]) => source)

describe('mock backend coverage of the contracts', () => {
  startMockServer()

  it('knows every endpoint by its exported name', () => {
    expect(allEndpoints.length).toBeGreaterThan(60)
    expect(allEndpoints.filter((e) => !exportNameOf.has(e)).map((e) => e.name)).toEqual([])
  })

  it('has a contract test naming every endpoint', () => {
    const untested = allEndpoints
      .map((e) => exportNameOf.get(e)!)
      .filter((name) => !testSources.some((source) => new RegExp(`\\b${name}\\b`).test(source)))
    expect(untested).toEqual([])
  })

  it('R-API-022 builds none of the development demo endpoints (login, user info, logout, articles, login history, table list)', () => {
    const demo =
      /vue-element-admin|\/user\/(login|info|logout)|article|login-?history|table\/list|transaction/i
    const paths = [
      ...allEndpoints.map((e) => e.path),
      ...createMockBackend().handlers.map((h) => String((h.info as { path?: unknown }).path ?? '')),
    ]
    expect(paths.length).toBeGreaterThan(allEndpoints.length)
    expect(paths.filter((path) => demo.test(path))).toEqual([])
  })

  it('R-API-024 answers every endpoint with the envelope (an unhandled request fails the server)', async () => {
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:[A-Za-z]+/g, '1')
      const init: RequestInit =
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? { method: endpoint.method }
          : { method: endpoint.method, headers: { 'Content-Type': 'application/json' }, body: '{}' }
      const response = await fetch(`${ORIGIN}/${path}`, init)
      // 404 is the answer to a path no handler takes (R-BOUND-003): every endpoint has its handler.
      expect(response.status, endpoint.name).not.toBe(404)
      const body = (await response.json()) as { code?: unknown }
      expect(typeof body.code, endpoint.name).toBe('number')
    }
  })
})
