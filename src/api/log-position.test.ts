import { describe, expect, it } from 'vitest'
import { LOG_POSITION_HEADER } from './contracts/live'
import { createLogPositions } from './log-position'

const answer = (position?: string) =>
  new Response('{}', { headers: position === undefined ? {} : { [LOG_POSITION_HEADER]: position } })

describe('R-LIVE-011 the earliest log position a page was answered at', () => {
  it('keeps the earliest readable position, ignores answers without one or with one that is no position', () => {
    const positions = createLogPositions()
    expect(positions.earliest()).toBeNull()
    positions.note(answer())
    expect(positions.earliest()).toBeNull()
    positions.note(answer('42'))
    positions.note(answer('57'))
    expect(positions.earliest()).toBe('42')
    positions.note(answer('40'))
    for (const bad of ['-1', '3.5', 'abc', '1'.repeat(40), '']) positions.note(answer(bad))
    expect(positions.earliest()).toBe('40')
  })
})
