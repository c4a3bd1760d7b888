// What the statechart viewer keeps of the inspection events it receives (decision 0260): the
// running actors with their machine and current state, and a bounded timeline of the events
// each one took, with the state it ended in. Pure: the receiver hands each message in.

/** The timeline keeps this many events, the newest (older ones scroll away). */
export const TIMELINE_MAX = 500

export interface InspectedActor {
  readonly sessionId: string
  /** The actor's name as the inspector says it: its id, or its machine's id. */
  readonly name: string
  /** The root id of its machine (`createMachine({ id })`), when it is a machine. */
  readonly machineId: string | null
  readonly value: unknown
  readonly context: unknown
  /** Order of arrival, to list actors steadily. */
  readonly order: number
}

export interface TimelineEntry {
  readonly seq: number
  /** Milliseconds since the epoch, as the inspector stamped it. */
  readonly at: number
  readonly sessionId: string
  readonly actor: string
  readonly type: string
  readonly payload: unknown
  /** The actor's state value after the event. */
  readonly value: unknown
}

export interface Inspected {
  readonly actors: Readonly<Record<string, InspectedActor>>
  readonly timeline: readonly TimelineEntry[]
  readonly seq: number
}

export const NOTHING_INSPECTED: Inspected = { actors: {}, timeline: [], seq: 0 }

type Message = Readonly<Record<string, unknown>>

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).type === 'string'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The machine id inside the inspector's `definition` (the machine config, in JSON). */
export function machineIdOf(definition: unknown): string | null {
  if (typeof definition !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(definition)
    return isRecord(parsed) && typeof parsed.id === 'string' ? parsed.id : null
  } catch {
    return null
  }
}

const isRunning = (snapshot: unknown) =>
  !isRecord(snapshot) || snapshot.status === undefined || snapshot.status === 'active'

/** R-VIEW-003, R-VIEW-004: the viewer's record after one inspection message (others change nothing). */
export function applyInspection(state: Inspected, message: unknown): Inspected {
  if (!isMessage(message) || typeof message.sessionId !== 'string') return state
  const { sessionId } = message
  const snapshot = isRecord(message.snapshot) ? message.snapshot : {}
  if (message.type === '@xstate.actor') {
    const name = typeof message.name === 'string' ? message.name : sessionId
    const known = state.actors[sessionId]
    const actor: InspectedActor = {
      sessionId,
      name,
      machineId: machineIdOf(message.definition),
      value: snapshot.value,
      context: snapshot.context,
      order: known?.order ?? state.seq,
    }
    return { ...state, actors: { ...state.actors, [sessionId]: actor }, seq: state.seq + 1 }
  }
  if (message.type === '@xstate.snapshot') {
    const known = state.actors[sessionId]
    const event = isRecord(message.event) ? message.event : {}
    const entry: TimelineEntry = {
      seq: state.seq,
      at: Number(message.createdAt) || 0,
      sessionId,
      actor: known?.name ?? sessionId,
      type: typeof event.type === 'string' ? event.type : '',
      payload: event,
      value: snapshot.value,
    }
    const actors = { ...state.actors }
    if (!isRunning(snapshot)) delete actors[sessionId]
    else if (known) actors[sessionId] = { ...known, value: snapshot.value, context: snapshot.context }
    const timeline = [entry, ...state.timeline].slice(0, TIMELINE_MAX)
    return { actors, timeline, seq: state.seq + 1 }
  }
  return state
}

/** The running actors grouped by machine, in order of arrival (R-VIEW-003). */
export function actorsByMachine(
  actors: Readonly<Record<string, InspectedActor>>,
): [string, InspectedActor[]][] {
  const groups = new Map<string, InspectedActor[]>()
  for (const actor of Object.values(actors).sort((a, b) => a.order - b.order)) {
    const key = actor.machineId ?? actor.name
    groups.set(key, [...(groups.get(key) ?? []), actor])
  }
  return [...groups]
}

/** R-VIEW-004: the entries of one actor and/or one event type (null: any). */
export const filterTimeline = (
  timeline: readonly TimelineEntry[],
  sessionId: string | null,
  type: string | null,
): TimelineEntry[] =>
  timeline.filter(
    (e) => (sessionId === null || e.sessionId === sessionId) && (type === null || e.type === type),
  )
