// The side menu (spec §2 Shell): nested groups, all open by default, built from the route table.
import { PanelMenu } from 'primereact/panelmenu'
import type { MenuItem } from 'primereact/menuitem'
import { useState } from 'react'

export interface SideMenuProps {
  readonly model: MenuItem[]
  readonly initiallyExpanded: Record<string, boolean>
  readonly label: string
}

export function SideMenu({ model, initiallyExpanded, label }: SideMenuProps) {
  const [expandedKeys, setExpandedKeys] = useState<Record<string, boolean>>(initiallyExpanded)
  return (
    <nav className="side-menu" aria-label={label}>
      <PanelMenu model={model} multiple expandedKeys={expandedKeys} onExpandedKeysChange={setExpandedKeys} />
    </nav>
  )
}
