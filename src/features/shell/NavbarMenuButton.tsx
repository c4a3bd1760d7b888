// The top bar's menu button (R-SHELL-019): it opens the phone menu or folds the sidebar. The
// shell renders it, and so does the build's pre-rendered app shell (decision 0301).
import { Button } from '../../components/Button'

export interface NavbarMenuButtonProps {
  readonly label: string
  readonly expanded: boolean
  readonly onToggle: () => void
}

export function NavbarMenuButton({ label, expanded, onToggle }: NavbarMenuButtonProps) {
  return (
    <Button
      type="button"
      text
      rounded
      className="navbar__hamburger"
      icon="pi pi-bars"
      aria-label={label}
      aria-expanded={expanded}
      onClick={onToggle}
    />
  )
}
