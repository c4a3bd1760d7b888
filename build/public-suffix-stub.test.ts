import { describe, expect, it } from 'vitest'
import { getDomain } from './public-suffix-stub'

describe('the public-suffix stub of the mock backend (decision 0250)', () => {
  it('gives a host name its last two labels, and an IP address none', () => {
    expect(getDomain('localhost')).toBe('localhost')
    expect(getDomain('portal.example.vn')).toBe('example.vn')
    expect(getDomain('demo.portal.example.vn.')).toBe('example.vn')
    expect(getDomain('127.0.0.1')).toBeNull()
    expect(getDomain('::1')).toBeNull()
  })
})
