import { describe, expect, it } from 'vitest'
import { mockApiPattern } from './api-paths'

describe('R-RUN-001 the mock worker matches only the API under the base URL', () => {
  const pattern = mockApiPattern('http://127.0.0.1:5173', '/')

  it.each([
    'http://127.0.0.1:5173/api/Login',
    'http://127.0.0.1:5173/api/Order/GetPendingOrderList?pageIndex=1',
    'http://127.0.0.1:5173/api/__files/abc',
    'http://127.0.0.1:5173/api/__sim/orders/12/approve',
  ])('answers %s', (url) => expect(pattern.test(url)).toBe(true))

  it.each([
    // The dev server's own modules, dependencies, client and HMR, assets.
    'http://127.0.0.1:5173/src/api/errors.ts',
    'http://127.0.0.1:5173/src/api/contracts/order.ts?t=1700000000',
    'http://127.0.0.1:5173/src/mocks/handlers/api.ts',
    'http://127.0.0.1:5173/node_modules/.vite/deps/api.js',
    'http://127.0.0.1:5173/@vite/client',
    'http://127.0.0.1:5173/@fs/work/main/src/api/client.ts',
    'http://127.0.0.1:5173/assets/api-1234.js',
    'http://127.0.0.1:5173/api',
    // Another origin's API (a real backend) is not the mock's.
    'https://api.example.vn/api/Login',
  ])('leaves %s alone', (url) => expect(pattern.test(url)).toBe(false))

  it('follows a base URL other than /', () => {
    const under = mockApiPattern('https://portal.example.vn', '/portal/')
    expect(under.test('https://portal.example.vn/portal/api/Login')).toBe(true)
    expect(under.test('https://portal.example.vn/api/Login')).toBe(false)
  })
})
