import { describe, expect, it } from 'vitest'
import { orderReplayPath, PATHS, replayOrderIdOf } from './paths'

describe('the order replay address', () => {
  it('R-VIEW-008 /statecharts?replay=<orderId> opens that order, and only a positive id', () => {
    const path = orderReplayPath(42)
    expect(path.startsWith(`${PATHS.statecharts}?`)).toBe(true)
    expect(replayOrderIdOf(new URL(path, 'http://portal.test').searchParams)).toBe(42)
    for (const bad of ['', 'replay=0', 'replay=-3', 'replay=abc', 'replay=1.5'])
      expect(replayOrderIdOf(new URLSearchParams(bad))).toBeNull()
  })
})
