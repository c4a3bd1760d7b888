// A text area that grows with its text up to 10 rows, then scrolls (R-CONST-004:
// "textarea autosize 1 to 10 rows"; decision 0309). PrimeReact's autoResize grows without bound
// unless the element carries a maximum height in px, which depends on the font: measured here.
// An empty box is not measured when it mounts, only once it gets the focus or a text: measuring
// forces the page's first layout inside the commit that mounts it (decision 0327).
// PrimeReact's InputTextarea markup (`p-inputtextarea p-inputtext p-component`, `p-filled`,
// `p-inputtextarea-resizable` once sized) and its autoResize, without PrimeReact, so a page with a
// text area loads none of PrimeReact's base (decision 0390, R-PERF-031).
import { useEffect, useRef, useState, type TextareaHTMLAttributes } from 'react'
import './growing-textarea.css'
import './prime-structure.css'

/** Rows a text area grows to before it scrolls (R-CONST-004). */
export const TEXTAREA_MAX_ROWS = 10

type GrowingTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'children'> & {
  readonly value: string
}

/**
 * PrimeReact's autoResize: the box as high as its text, scrolling once that reaches its maximum
 * height; measured only when the text's height changed since the last time (or `initial`).
 */
function resize(element: HTMLTextAreaElement, cached: { height: number }, initial: boolean) {
  // PrimeReact's test of a box it can measure.
  const shown =
    element.clientHeight !== 0 ||
    element.getClientRects().length !== 0 ||
    getComputedStyle(element).display !== 'none'
  const rect = element.getBoundingClientRect()
  if (!shown || rect.width === 0 || rect.height === 0) return
  if (!cached.height) {
    cached.height = element.scrollHeight
    element.style.overflow = 'hidden'
  }
  if (cached.height === element.scrollHeight && !initial) return
  element.style.height = ''
  element.style.height = `${element.scrollHeight}px`
  if (Number.parseFloat(element.style.height) >= Number.parseFloat(element.style.maxHeight)) {
    element.style.overflowY = 'scroll'
    element.style.height = element.style.maxHeight
  } else element.style.overflow = 'hidden'
  cached.height = element.scrollHeight
}

export function GrowingTextarea({
  className,
  onFocus,
  onBlur,
  onKeyUp,
  onInput,
  ...props
}: GrowingTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null)
  const cached = useRef({ height: 0 })
  // Its rows attribute gives an empty box its height: nothing to size until it is used. Once used it
  // stays sized, so that a text cleared by the program (a draft discarded) shrinks the box again.
  const [sized, setSized] = useState(false)
  if (!sized && props.value !== '') setSized(true)
  // Effects, not layout effects, in the order they ran when PrimeReact's text area was the child:
  // its size first, then the maximum height.
  useEffect(() => {
    if (sized && ref.current) resize(ref.current, cached.current, true)
  }, [sized, props.value])
  useEffect(() => {
    const element = ref.current
    if (!sized || !element || element.style.maxHeight !== '') return
    const style = getComputedStyle(element)
    const px = (value: string) => Number.parseFloat(value) || 0
    const line = px(style.lineHeight)
    const frame =
      px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth)
    const maxHeight = Math.ceil(line * TEXTAREA_MAX_ROWS + frame)
    element.style.maxHeight = `${maxHeight}px`
    // A text restored longer than that (a draft) was sized before the limit existed.
    // offsetHeight, not the bounding box: a dialog's opening animation scales the box down.
    if (element.offsetHeight > maxHeight) {
      element.style.height = `${maxHeight}px`
      element.style.overflowY = 'scroll'
    }
  }, [sized])
  const sizeNow = () => {
    if (sized && ref.current) resize(ref.current, cached.current, false)
  }
  const classes = [
    'growing-textarea',
    className,
    'p-inputtextarea p-inputtext p-component',
    props.disabled && 'p-disabled',
    props.value !== '' && 'p-filled',
    sized && 'p-inputtextarea-resizable',
  ]
  return (
    <textarea
      {...props}
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      onFocus={(event) => {
        // PrimeReact sized an autoResize box on focus; this one becomes one on focus.
        sizeNow()
        setSized(true)
        onFocus?.(event)
      }}
      onBlur={(event) => {
        sizeNow()
        onBlur?.(event)
      }}
      onKeyUp={(event) => {
        sizeNow()
        onKeyUp?.(event)
      }}
      onInput={(event) => {
        if (sized) resize(event.currentTarget, cached.current, event.currentTarget.value === '')
        onInput?.(event)
      }}
    />
  )
}
