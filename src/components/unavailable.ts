// A button that cannot be used for now, because its request is under way (`busy`) or its flow
// does not allow it yet, stays a focusable button: a `disabled` one drops the keyboard focus to the
// page's body the moment it is pressed, and a dialog that gives the focus back to it gives it to
// nobody (decision 0330). It says so (`aria-disabled`, and `aria-busy` while its request is under
// way) and ignores a press: a submit button does not submit its form. A form's own submit (Enter
// in a field) still reaches the form, which asks its flow as it always did. Plain props, so the
// pages that load no PrimeReact (login, the retry screen) use it as well as `ActionButton`.
import type { MouseEvent } from 'react'

type Press = (event: MouseEvent<HTMLButtonElement>) => void

export function unavailableWhile(unavailable: boolean, onPress?: Press, busy = false) {
  return {
    'aria-disabled': unavailable || undefined,
    'aria-busy': (unavailable && busy) || undefined,
    onClick: unavailable ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onPress,
  }
}

/** The class list with PrimeReact's `p-disabled` (greyed, no pointer) while it cannot be used. */
export const unavailableClass = (className: string | undefined, unavailable: boolean) =>
  [className, unavailable ? 'p-disabled' : undefined].filter(Boolean).join(' ') || undefined
