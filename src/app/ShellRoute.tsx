// The shell route (lazy: the login page never loads it). Wires the shell to the app's actors:
// every navigation inside it opens or updates a tab, closes the phone drawer, and the window
// width decides the device. PrimeReact's own labels follow the portal language once its code is
// first loaded (src/components/prime-locale.ts, decisions 0280, 0390).
import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router-dom'
import { ShellPart } from '../components/LazyPart'
import { ShellLayout } from '../features/shell/ShellLayout'
import { HOME_PATH, REDIRECT_PATH } from '../machines/navigation/navigation.rules'
import { viewOf } from '../machines/tags-view/tags-view.rules'
import { appActors } from './instance'
import { MENU, type RouteHandle } from './routes'
import { shellSlots } from './shell-slots'

// The live updates (decision 0376): their own chunk, which the shell's first paint does not wait for.
const loadLiveUpdates = () => import('../features/live/LiveUpdates').then((m) => ({ default: m.LiveUpdates }))

export default function ShellRoute() {
  const { tags, layout } = appActors
  const location = useLocation()
  const matches = useMatches()
  const meta = (matches.at(-1)?.handle as RouteHandle | undefined)?.meta
  const fullPath = `${location.pathname}${location.search}${location.hash}`

  useEffect(() => {
    if (!meta || meta.path.startsWith(REDIRECT_PATH)) return
    tags.send({ type: 'tags.visit', view: viewOf(meta, fullPath) })
  }, [tags, meta, fullPath])

  useEffect(() => {
    layout.send({ type: 'sidebar.close' })
  }, [layout, location.pathname])

  useEffect(() => {
    const onResize = () => layout.send({ type: 'window.resize', width: window.innerWidth })
    onResize()
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [layout])

  return (
    <>
      <ShellLayout
        menu={MENU}
        layout={layout}
        tags={tags}
        activePath={meta?.path}
        homePath={HOME_PATH}
        slots={shellSlots}
      />
      <ShellPart load={loadLiveUpdates} />
    </>
  )
}
