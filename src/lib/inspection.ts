// The Stately inspector (design §1, decision 0006): every actor of the app is created with
// `{ inspect }` from this module. The observer costs nothing until the inspector is switched on
// (`?inspect` in the address or the settings switch); only then is `@statelyai/inspect` loaded,
// by dynamic import, and pointed at our own offline receiver page, public/inspector.html.
// Actors that started earlier are announced again so the inspector sees every running actor.
import type { ActorRefLike, InspectionEvent, Observer } from 'xstate'

export const INSPECTOR_URL = '/inspector.html'

interface Target {
  readonly inspect: Observer<InspectionEvent>
  stop(): void
}

let target: Target | undefined
/** Every actor announced so far, to replay its registration when the inspector starts late. */
const actors = new Map<string, Extract<InspectionEvent, { type: '@xstate.actor' }>>()

/** Pass as `createActor(machine, { inspect })` or `useMachine(machine, { inspect })`. */
export const inspect: Observer<InspectionEvent> = {
  next(event) {
    if (event.type === '@xstate.actor') actors.set(event.actorRef.sessionId, event)
    target?.inspect.next?.(event)
  },
}

const isRunning = (ref: ActorRefLike) => ref.getSnapshot()?.status === 'active'

/** The receiver page's texts, from the app's i18n resources (the static page has none of its own). */
export interface InspectorTexts {
  readonly lang: string
  readonly title: string
  readonly waiting: string
  readonly connected: string
  readonly actors: string
  readonly events: string
}

/** The receiver page's address, its texts in the hash (read by public/inspector.html). */
export const inspectorUrl = (texts: InspectorTexts) =>
  `${INSPECTOR_URL}#${encodeURIComponent(JSON.stringify(texts))}`

/** Starts the inspector in the given iframe (idempotent). */
export async function startInspector(iframe: HTMLIFrameElement, texts: InspectorTexts): Promise<void> {
  if (target) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const inspector = createBrowserInspector({ url: inspectorUrl(texts), iframe })
  target = inspector
  for (const [id, event] of actors) {
    if (isRunning(event.actorRef)) inspector.inspect.next?.(event)
    else actors.delete(id)
  }
}

export function stopInspector(): void {
  target?.stop()
  target = undefined
}
