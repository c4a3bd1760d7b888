import { describe, expect, it } from 'vitest'
import { cookieStore } from './msw-cookie-store-stub'

describe("R-PERF-017 the stand-in for msw's cookie store in the built demo (decision 0325)", () => {
  it('holds no cookie and refuses to store one', async () => {
    expect(cookieStore.getCookies('http://127.0.0.1/api/Order/GetOrder')).toEqual([])
    await expect(
      cookieStore.setCookie('token=abc; Path=/', 'http://127.0.0.1/api/Auth/Login'),
    ).rejects.toThrow(/sets no cookies/)
  })
})
