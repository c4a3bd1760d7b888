// Test kit: PrimeReact's InputText, counting how often an order list's day field (the only text
// field typed with `inputMode="numeric"`) renders it, so a test can tell which answers render the
// day fields again (decision 0323). A test file swaps the module for it:
//   vi.mock('primereact/inputtext', () => import('…/counted-input-text.test-kit'))
import type { InputTextProps } from 'primereact/inputtext'
import { createElement, forwardRef } from 'react'
import { vi } from 'vitest'

const actual = await vi.importActual<typeof import('primereact/inputtext')>('primereact/inputtext')

/** How many times a day field has been rendered since the count was last reset. */
export const dayFieldRenders = { count: 0 }

export const InputText = forwardRef<HTMLInputElement, InputTextProps>(function CountedInputText(props, ref) {
  if (props.inputMode === 'numeric') dayFieldRenders.count += 1
  return createElement(actual.InputText, { ...props, ref })
})
