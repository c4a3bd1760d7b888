// The request layer loaded on its first call (decision 0042): calls are handed over unchanged
// (the answer is still decoded with its Schema), the download happens once, and a failed download
// shows the network toast and is retried on the next call.
import { Schema } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import type { ToastMessage } from '../lib/notify'
import { createClient, defaultClientDeps, type ApiClient } from './client'
import { defineEndpoint } from './endpoint'
import { TOAST_LIFE_MS } from './error-catalogue'
import { ApiError } from './errors'
import { createLazyClient } from './lazy-client'

const GetItem = defineEndpoint({
  name: 'Test.GetItem',
  method: 'GET',
  path: 'api/Test/GetItem',
  request: Schema.Struct({ orderId: Schema.NumberFromString }),
  response: Schema.Struct({ Id: Schema.Number, Name: Schema.String }),
  summary: 'test',
})

/** A real client over a fake fetch that answers `data`. */
function realClient(data: unknown, toasts: ToastMessage[]): ApiClient {
  return createClient({
    ...defaultClientDeps,
    baseUrl: 'https://api.example.vn',
    fetch: (async () => Response.json({ code: 0, message: 'ok', data })) as typeof fetch,
    notify: (t) => toasts.push(t),
    log: () => {},
    logRefusal: () => {},
  })
}

function setup(load: () => Promise<ApiClient>, online = true) {
  const toasts: ToastMessage[] = []
  const loader = vi.fn(load)
  const lazy = createLazyClient({ load: loader, isOnline: () => online, notify: (t) => toasts.push(t) })
  return { ...lazy, loader, toasts }
}

describe('the request layer loaded on its first call', () => {
  it('R-API-001 hands the call over: the answer is decoded with the endpoint Schema', async () => {
    const toasts: ToastMessage[] = []
    const { api, loader } = setup(async () => realClient({ Id: 7, Name: 'Bánh', Extra: 1 }, toasts))
    await expect(api.call(GetItem, { orderId: 7 })).resolves.toEqual({ Id: 7, Name: 'Bánh' })
    await expect(api.callEnvelope(GetItem, { orderId: 7 })).resolves.toMatchObject({
      code: 0,
      data: { Id: 7, Name: 'Bánh' },
    })
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('R-API-001 an answer that does not match its Schema still rejects as DecodeError', async () => {
    const toasts: ToastMessage[] = []
    const { api } = setup(async () => realClient({ Id: 'seven' }, toasts))
    await expect(api.call(GetItem, { orderId: 7 })).rejects.toMatchObject({ _tag: 'DecodeError' })
    expect(toasts).toEqual([expect.objectContaining({ key: 'errors:decode' })])
  })

  it('loads the client once for concurrent calls and after a preload', async () => {
    const toasts: ToastMessage[] = []
    const { api, loader, preload } = setup(async () => realClient({ Id: 1, Name: 'a' }, toasts))
    preload()
    expect(loader).toHaveBeenCalledTimes(1)
    await Promise.all([api.call(GetItem, { orderId: 1 }), api.call(GetItem, { orderId: 2 })])
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('R-ERR-010 a failed download while offline shows the offline toast and rejects as Offline', async () => {
    const { api, toasts } = setup(() => Promise.reject(new TypeError('Failed to fetch')), false)
    const error = await api.call(GetItem, { orderId: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ _tag: 'Offline', details: { endpoint: 'Test.GetItem' } })
    expect(toasts).toEqual([{ severity: 'error', key: 'errors:offline', life: TOAST_LIFE_MS.offline }])
  })

  it('a failed download while online rejects as NetworkError, and the next call tries again', async () => {
    const toasts: ToastMessage[] = []
    let attempt = 0
    const { api, loader } = setup(async () => {
      attempt += 1
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return realClient({ Id: 2, Name: 'b' }, toasts)
    })
    await expect(api.call(GetItem, { orderId: 2 })).rejects.toMatchObject({ _tag: 'NetworkError' })
    await expect(api.call(GetItem, { orderId: 2 })).resolves.toEqual({ Id: 2, Name: 'b' })
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('a failed preload is not reported; the call after it loads again', async () => {
    const toasts: ToastMessage[] = []
    let attempt = 0
    const lazy = setup(async () => {
      attempt += 1
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return realClient({ Id: 3, Name: 'c' }, toasts)
    })
    lazy.preload()
    // Let the failed download settle (a macrotask runs after every pending promise callback).
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(lazy.toasts).toEqual([])
    await expect(lazy.api.call(GetItem, { orderId: 3 })).resolves.toEqual({ Id: 3, Name: 'c' })
    expect(lazy.loader).toHaveBeenCalledTimes(2)
  })
})
