import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestGate, setRequestGate } from './request-gate'

describe('the request gate (decision 0250: the mock worker starts with the first request)', () => {
  afterEach(() => setRequestGate(() => Promise.resolve()))

  it('opens once, on the first request, and every request waits for it', async () => {
    let open: () => void = () => undefined
    const gate = vi.fn(() => new Promise<void>((resolve) => (open = resolve)))
    setRequestGate(gate)
    expect(gate).not.toHaveBeenCalled()
    const first = requestGate()
    const second = requestGate()
    expect(gate).toHaveBeenCalledTimes(1)
    let passed = 0
    void first.then(() => passed++)
    void second.then(() => passed++)
    await Promise.resolve()
    expect(passed).toBe(0)
    open()
    await Promise.all([first, second])
    expect(passed).toBe(2)
    await requestGate()
    expect(gate).toHaveBeenCalledTimes(1)
  })

  it('a gate that failed is tried again by the next request', async () => {
    const gate = vi.fn().mockRejectedValueOnce(new Error('no worker')).mockResolvedValue(undefined)
    setRequestGate(gate)
    await expect(requestGate()).rejects.toThrow('no worker')
    await expect(requestGate()).resolves.toBeUndefined()
    expect(gate).toHaveBeenCalledTimes(2)
  })
})
