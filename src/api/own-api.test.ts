import { describe, expect, it, vi } from 'vitest'
import { fetchFileBlob } from './file-blob'
import { fileRequestOf } from './own-api'

const PAGE = 'https://portal.example'

describe('R-HTTP-012 the client sends the session’s token to its own API base only', () => {
  it('a path is the API’s, resolved against its base; another host, scheme or a path outside the API is not', () => {
    expect(fileRequestOf('/api/__files/ab', '', PAGE)).toEqual({ url: '/api/__files/ab', own: true })
    expect(fileRequestOf('/api/__files/ab', 'https://api.example/v1', PAGE)).toEqual({
      url: 'https://api.example/v1/api/__files/ab',
      own: true,
    })
    expect(fileRequestOf(`${PAGE}/api/__files/ab`, '', PAGE).own).toBe(true)
    for (const [url, base] of [
      ['http://evil.example/api/__files/ab', ''],
      ['//evil.example/api/__files/ab', ''],
      ['https://portal.example.evil.example/api/__files/ab', ''],
      ['http://portal.example/api/__files/ab', ''],
      [`${PAGE}/api/__files/ab`, 'https://api.example/v1'],
      ['https://api.example/other/api/__files/ab', 'https://api.example/v1'],
      ['/uploads/ab.png', ''],
      ['javascript:alert(1)', ''],
    ] as const)
      expect(fileRequestOf(url, base, PAGE).own, `${url} on ${base || PAGE}`).toBe(false)
  })

  it('fetching a stored file: the token with a path of the API, none (and no cookie) with another host', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('x')))
    const deps = { fetch: fetch as never, getToken: () => 'T0K', getLanguage: () => 'vi', baseUrl: '' }
    await fetchFileBlob('/api/__files/ab', deps)
    expect(fetch.mock.lastCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer T0K', Token: 'T0K' })
    await fetchFileBlob('http://evil.example/api/__files/ab', deps)
    const [url, init] = fetch.mock.lastCall!
    expect(url).toBe('http://evil.example/api/__files/ab')
    expect(JSON.stringify(init)).not.toContain('T0K')
    expect(init?.credentials).toBe('omit')
  })
})
