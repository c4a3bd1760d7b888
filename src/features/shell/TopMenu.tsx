// The top bar's menu of the horizontal layout (R-SHELL-010): PrimeReact's Menubar, a chunk of its
// own downloaded only when the layout is horizontal (R-PERF-022).
import { Menubar } from 'primereact/menubar'
import type { MenuItem } from 'primereact/menuitem'
import '../../components/prime-locale'

export function TopMenu({ model }: { readonly model: MenuItem[] }) {
  return <Menubar id="top-menu" model={model} />
}
