import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFilterText } from './ListFilterFields'

describe('the BB number filter (R-CONST-003)', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('R-CONST-003 R-PEND-002 applies the typed BB number 1000 ms after the last key, once', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useFilterText({}, 'orderNumber', onChange))
    act(() => result.current.setText('BB1'))
    act(() => void vi.advanceTimersByTime(600))
    act(() => result.current.setText('BB12'))
    // 999 ms after the last key: nothing yet; the earlier key's timer was dropped.
    act(() => void vi.advanceTimersByTime(999))
    expect(onChange).not.toHaveBeenCalled()
    act(() => void vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ orderNumber: 'BB12' })
    expect(result.current.text).toBe('BB12')
  })
})
