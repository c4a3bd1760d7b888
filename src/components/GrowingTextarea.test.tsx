// The text area of the order note, the support description and the Q&A question (decision 0309):
// an empty one is not measured when it mounts, only once it is used (decision 0327).
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { GrowingTextarea } from './GrowingTextarea'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Whether the box's style or layout was read (the queries of the test itself read others'). */
const spyOnMeasures = () => {
  const style = vi.spyOn(window, 'getComputedStyle')
  const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
  return (box: HTMLElement) =>
    style.mock.calls.some(([element]) => element === box) ||
    layout.mock.contexts.some((element) => element === box)
}

// No style sheet here: a line height and padding of its own make its 10-row limit known.
const style = { lineHeight: '20px', paddingTop: '4px', paddingBottom: '4px' }
const LIMIT = '208px'

it('R-PERF-018 an empty text area reads no style or layout when it mounts, and is given its 10-row limit once focused', () => {
  const measured = spyOnMeasures()
  // Found without a role query: those read every element's style.
  const { container } = render(
    <GrowingTextarea aria-label="note" style={style} value="" rows={2} onChange={() => undefined} />,
  )
  const box = container.querySelector('textarea')!
  expect(measured(box)).toBe(false)
  expect(box.style.maxHeight).toBe('')

  act(() => box.focus())
  expect(measured(box)).toBe(true)
  expect(box.style.maxHeight).toBe(LIMIT)
})

it('R-PERF-018 a text area that mounts with a text (a draft) is sized at once, and stays sized when the text is cleared', () => {
  const measured = spyOnMeasures()
  const note = (value: string) => (
    <GrowingTextarea aria-label="note" style={style} value={value} rows={2} onChange={() => undefined} />
  )
  const { container, rerender } = render(note('a\nb'))
  const box = container.querySelector('textarea')!
  expect(measured(box)).toBe(true)
  expect(box.style.maxHeight).toBe(LIMIT)
  // A draft discarded by the program: PrimeReact's autoResize stays on, so it sizes the empty box
  // again (its resizable class says so; happy-dom has no layout to size with).
  expect(box).toHaveClass('p-inputtextarea-resizable')
  rerender(note(''))
  expect(box).toHaveClass('p-inputtextarea-resizable')
})
