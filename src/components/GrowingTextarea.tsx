// A text area that grows with its text up to 10 rows, then scrolls (R-CONST-004:
// "textarea autosize 1 to 10 rows"; decision 0309). PrimeReact's autoResize grows without bound
// unless the element carries a maximum height in px, which depends on the font: measured here.
// An empty box is not measured when it mounts, only once it gets the focus or a text: measuring
// forces the page's first layout inside the commit that mounts it (decision 0327).
import { InputTextarea, type InputTextareaProps } from 'primereact/inputtextarea'
import { useEffect, useRef, useState } from 'react'
import './growing-textarea.css'

/** Rows a text area grows to before it scrolls (R-CONST-004). */
export const TEXTAREA_MAX_ROWS = 10

export function GrowingTextarea(props: Omit<InputTextareaProps, 'autoResize' | 'ref'>) {
  const ref = useRef<HTMLTextAreaElement>(null)
  // Its rows attribute gives an empty box its height: nothing to size until it is used. Once used it
  // stays sized, so that a text cleared by the program (a draft discarded) shrinks the box again.
  const [sized, setSized] = useState(false)
  if (!sized && typeof props.value === 'string' && props.value !== '') setSized(true)
  // An effect, not a layout effect: PrimeReact hands its element to the ref in its own effect.
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
  return (
    <InputTextarea
      {...props}
      ref={ref}
      autoResize={sized}
      onFocus={(event) => {
        setSized(true)
        props.onFocus?.(event)
      }}
      className={props.className ? `growing-textarea ${props.className}` : 'growing-textarea'}
    />
  )
}
