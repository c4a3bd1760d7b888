// A PrimeReact Button for an action that is unavailable for a while: its request is under way
// (`loading`), or the flow's machine does not allow it now (`disabled`). PrimeReact sets the
// `disabled` attribute for both, which drops the keyboard focus; this one stays focusable and
// ignores a press instead (`unavailableWhile`, decision 0330), and shows PrimeReact's spinner
// while loading. It takes Button's props, so a screen changes one tag.
import { Button, type ButtonProps } from './Button'
import { unavailableClass, unavailableWhile } from './unavailable'

export function ActionButton({ disabled, loading, onClick, className, icon, ...rest }: ButtonProps) {
  const unavailable = Boolean(disabled || loading)
  return (
    <Button
      {...rest}
      icon={loading ? 'pi pi-spin pi-spinner' : icon}
      className={unavailableClass(className, unavailable)}
      {...unavailableWhile(unavailable, onClick, loading)}
    />
  )
}
