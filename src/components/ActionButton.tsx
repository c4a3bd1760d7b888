// A PrimeReact Button for an action that is unavailable for a while: its request is under way
// (`loading`), or the flow's machine does not allow it now (`disabled`). Either way it stays a
// focusable button: a `disabled` one drops the keyboard focus to the page's body the moment it is
// pressed, and a dialog that gives the focus back to it gives it to nobody (decision 0330). It says
// it is unavailable (`aria-disabled`, and `aria-busy` while loading), looks it (PrimeReact's
// `p-disabled`, which also lets no pointer through), shows PrimeReact's spinner while loading, and
// ignores a press: a submit button does not submit its form. A form's own submit (Enter in a field)
// still reaches the form, which asks its machine (`snapshot.can`) as it always did.
import { Button, type ButtonProps } from 'primereact/button'

export function ActionButton({ disabled, loading, onClick, className, icon, ...rest }: ButtonProps) {
  const unavailable = Boolean(disabled || loading)
  return (
    <Button
      {...rest}
      icon={loading ? 'pi pi-spin pi-spinner' : icon}
      className={[className, unavailable ? 'p-disabled' : undefined].filter(Boolean).join(' ') || undefined}
      aria-disabled={unavailable || undefined}
      aria-busy={loading || undefined}
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
    />
  )
}
