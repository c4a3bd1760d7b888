import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { APPROACH_EVENTS, useOnFirstInteraction } from './useOnFirstInteraction'

function Pressed({ onFirst }: { readonly onFirst: () => void }) {
  useOnFirstInteraction(onFirst)
  return <input aria-label="account" />
}

function Probe({ onFirst }: { readonly onFirst: () => void }) {
  useOnFirstInteraction(onFirst, APPROACH_EVENTS)
  return <button type="button">x</button>
}

describe('useOnFirstInteraction', () => {
  it('R-PERF-019 calls nothing while the page starts, then once at the first pointer move', () => {
    const onFirst = vi.fn()
    const { getByRole } = render(<Probe onFirst={onFirst} />)
    expect(onFirst).not.toHaveBeenCalled()
    fireEvent.pointerMove(getByRole('button'))
    expect(onFirst).toHaveBeenCalledTimes(1)
    fireEvent.pointerMove(document.body)
    fireEvent.keyDown(document.body, { key: 'a' })
    expect(onFirst).toHaveBeenCalledTimes(1)
  })

  it('R-PERF-019 a key press counts as the first sign too; an unmounted page calls nothing', () => {
    const onKey = vi.fn()
    render(<Probe onFirst={onKey} />)
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(onKey).toHaveBeenCalledTimes(1)

    const onGone = vi.fn()
    const { unmount } = render(<Probe onFirst={onGone} />)
    unmount()
    fireEvent.pointerDown(document.body)
    expect(onGone).not.toHaveBeenCalled()
  })

  it('by default (the sign-in warm-up, decision 0042) a pointer move is no sign; typing into a field is', () => {
    const onFirst = vi.fn()
    const { getByRole } = render(<Pressed onFirst={onFirst} />)
    fireEvent.pointerMove(getByRole('textbox'))
    expect(onFirst).not.toHaveBeenCalled()
    fireEvent.input(getByRole('textbox'), { target: { value: 'c' } })
    expect(onFirst).toHaveBeenCalledTimes(1)
  })
})
