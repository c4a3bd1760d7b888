// The state inspector (R-SHELL-021, decisions 0006, 0260): every actor of the app is created with
// `{ inspect }` from this module. The observer costs nothing until the inspector is switched on
// (`?inspect` in the address or the settings switch); only then is `@statelyai/inspect` loaded,
// by dynamic import, and pointed at our own receiver, the statechart viewer (/statecharts), in the
// dock's iframe or in a window of its own. Actors that started earlier are announced again so the
// viewer sees every running actor. The hosted Stately inspector starts only when the viewer asks
// for it (the user's explicit choice there, R-VIEW-007).
import type { ActorRefLike, InspectionEvent, Observer } from 'xstate'
import { EMBED_PARAM, PATHS } from './paths'

/** The viewer in the dock's frame. */
export const INSPECTOR_URL = `${PATHS.statecharts}?${EMBED_PARAM}`

/** What the viewer posts to the app's window to start or stop the hosted inspector. */
export const HOSTED_INSPECTOR_MESSAGE = {
  start: 'portal.inspector.hosted',
  stop: 'portal.inspector.hostedStop',
}

interface Target {
  readonly inspect: Observer<InspectionEvent>
  stop(): void
}

let target: Target | undefined
let hosted: Target | undefined
/** Every actor announced so far, to replay its registration when the inspector starts late. */
const actors = new Map<string, Extract<InspectionEvent, { type: '@xstate.actor' }>>()

/** Pass as `createActor(machine, { inspect })` or `useMachine(machine, { inspect })`. */
export const inspect: Observer<InspectionEvent> = {
  next(event) {
    if (event.type === '@xstate.actor') actors.set(event.actorRef.sessionId, event)
    target?.inspect.next?.(event)
    hosted?.inspect.next?.(event)
  },
}

const isRunning = (ref: ActorRefLike) => ref.getSnapshot()?.status === 'active'

function announceRunning(to: Target) {
  for (const [id, event] of actors) {
    if (isRunning(event.actorRef)) to.inspect.next?.(event)
    else actors.delete(id)
  }
}

/** The hosted inspector, on the viewer's request only (a same-origin message). */
async function onViewerMessage(message: MessageEvent) {
  if (message.origin !== window.location.origin || typeof message.data !== 'object' || message.data === null)
    return
  const type = (message.data as { type?: unknown }).type
  if (type === HOSTED_INSPECTOR_MESSAGE.stop) {
    hosted?.stop()
    hosted = undefined
  } else if (type === HOSTED_INSPECTOR_MESSAGE.start && !hosted) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    hosted = createBrowserInspector()
    announceRunning(hosted)
  }
}

/** Starts the inspector in the given iframe, or in a window of its own without one (idempotent). */
export async function startInspector(iframe?: HTMLIFrameElement): Promise<void> {
  if (target) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const inspector = iframe
    ? createBrowserInspector({ url: INSPECTOR_URL, iframe })
    : createBrowserInspector({ url: PATHS.statecharts })
  target = inspector
  window.addEventListener('message', onViewerMessage)
  announceRunning(inspector)
}

export function stopInspector(): void {
  target?.stop()
  hosted?.stop()
  target = undefined
  hosted = undefined
  window.removeEventListener('message', onViewerMessage)
}
