import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LONG_PRESS_MS, useLongPress } from './useLongPress'

afterEach(() => {
  vi.useRealTimers()
})

describe('useLongPress', () => {
  it('R-PERM-002 a missing callback is a thrown developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const bad of [undefined, null, 'fn', {}]) {
      expect(() => renderHook(() => useLongPress(bad as never))).toThrow(/callback/)
    }
  })

  it('R-PERM-003 the callback fires once the press is held 1000 ms, not before', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    const { result } = renderHook(() => useLongPress(callback))
    expect(LONG_PRESS_MS).toBe(1000)
    result.current.onPointerDown({ button: 0 })
    vi.advanceTimersByTime(999)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    result.current.onPointerUp()
    vi.advanceTimersByTime(5000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('R-PERM-003 releasing, leaving or cancelling earlier does not fire it', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    const { result } = renderHook(() => useLongPress(callback))
    for (const end of ['onPointerUp', 'onPointerLeave', 'onPointerCancel'] as const) {
      result.current.onPointerDown({ button: 0 })
      vi.advanceTimersByTime(600)
      result.current[end]()
      vi.advanceTimersByTime(2000)
    }
    result.current.onPointerDown({ button: 2 })
    vi.advanceTimersByTime(2000)
    expect(callback).not.toHaveBeenCalled()
  })
})
