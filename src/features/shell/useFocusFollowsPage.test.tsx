import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFocusFollowsPage } from './useFocusFollowsPage'

function Page(props: { readonly path: string; readonly withSubmit: boolean }) {
  useFocusFollowsPage(props.path, 'main')
  return (
    <main id="main" tabIndex={-1}>
      {props.withSubmit ? <button type="button">Submit</button> : <p>The list</p>}
    </main>
  )
}

describe('useFocusFollowsPage', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('R-A11Y-008 a press that moves on to another page and unmounts the focused control gives the focus to the page shown, not the body', () => {
    const { rerender, container } = render(<Page path="/place" withSubmit />)
    const submit = container.querySelector('button')!
    submit.focus()
    rerender(<Page path="/list" withSubmit={false} />)
    expect(document.activeElement).toBe(document.body)
    act(() => vi.runAllTimers())
    expect(document.activeElement).toBe(container.querySelector('main'))
  })

  it('R-A11Y-008 leaves the focus where it is when a control kept it, and on the body on the first page of a visit', () => {
    const { rerender, container } = render(<Page path="/" withSubmit />)
    rerender(<Page path="/homepage" withSubmit />)
    act(() => vi.runAllTimers())
    expect(document.activeElement).toBe(document.body)
    const submit = container.querySelector('button')!
    submit.focus()
    rerender(<Page path="/other" withSubmit />)
    act(() => vi.runAllTimers())
    expect(document.activeElement).toBe(submit)
  })

  it('R-A11Y-008 a focused control left on a page that is hidden, not unmounted (a kept-alive page), counts as lost', () => {
    const { rerender, container } = render(<Page path="/drafts" withSubmit />)
    const open = container.querySelector('button')!
    open.focus()
    // As React's <Activity mode="hidden"> hides a kept-alive page: the button is still the active
    // element until the browser next works out its styles.
    open.style.display = 'none'
    rerender(<Page path="/place" withSubmit />)
    act(() => vi.runAllTimers())
    expect(document.activeElement).toBe(container.querySelector('main'))
  })
})
