// A machine's chart as plain data (decision 0260): its states (nested, parallel, final) and its
// transitions with their event and guard, read from xstate's own state nodes. The viewer and the
// flow docs draw this model, so what they show is the machine itself and cannot drift from it.
import type { AnyStateMachine, AnyStateNode } from 'xstate'

export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface ChartState {
  /** xstate's state node id, e.g. `order.beforeDelivery.pendingPayment`. */
  readonly id: string
  readonly key: string
  readonly kind: ChartStateKind
  readonly parent: string | null
  /** The id of the child entered first (compound states only). */
  readonly initial: string | null
  readonly depth: number
  /** The actors it invokes while active (their `src`). */
  readonly invokes: readonly string[]
}

export interface ChartTransition {
  /** Unique within the chart: `<source>:<event>:<index>`. */
  readonly id: string
  readonly source: string
  /** Target state ids; empty for a transition that stays put (actions only). */
  readonly targets: readonly string[]
  /** The event as the machine names it (`order.place`, `xstate.done.actor.load`, `` for always). */
  readonly event: string
  /** The event as a reader says it: `done: load`, `after 300ms`, `always`. */
  readonly label: string
  /** The named guard, composed as written: `isBackOffice`, `and(isBackOffice, isPaymentVoucherMode)`. */
  readonly guard: string | null
  /** Every named guard the condition uses, to link each one to its rules. */
  readonly guardNames: readonly string[]
}

export interface Chart {
  readonly id: string
  readonly root: string
  readonly states: readonly ChartState[]
  readonly transitions: readonly ChartTransition[]
}

interface GuardLike {
  readonly type?: unknown
  readonly name?: unknown
  readonly guards?: readonly unknown[]
}

/** A guard as written in the machine: a name, `{ type }`, or `and`/`or`/`not` of guards. */
export function guardText(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  const g = guard as GuardLike
  if (typeof guard === 'function' && Array.isArray(g.guards)) {
    const inner = g.guards.map((x) => guardText(x) ?? '?').join(', ')
    return `${String(g.name)}(${inner})`
  }
  if (typeof g.type === 'string') return g.type
  // An inline function guard: its name when it has one (the rules ask for named guards).
  return typeof g.name === 'string' && g.name !== '' ? g.name : 'inline'
}

/** The named guards inside a guard text: `and(a, not(b))` gives `a`, `b`. */
export const guardNamesOf = (text: string | null): string[] =>
  text === null
    ? []
    : text
        .replace(/\b(and|or|not)\(/g, ' ')
        .split(/[(),\s]+/)
        .filter((name) => name !== '' && name !== '?' && name !== 'inline')

/** How a reader says xstate's built-in event names. */
export function eventLabel(event: string): string {
  if (event === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event)
  if (error) return `error: ${error[1]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(event)
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1] ?? '') ? 'ms' : ''}`
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(event)
  if (doneState) return `done: ${doneState[1]}`
  return event
}

const kindOf = (node: AnyStateNode): ChartStateKind => {
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') return node.type
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic'
}

/** The machine's chart: every state node once, every transition definition once. */
export function chartOf(machine: AnyStateMachine): Chart {
  const states: ChartState[] = []
  const transitions: ChartTransition[] = []
  const visit = (node: AnyStateNode, parent: string | null, depth: number) => {
    const kind = kindOf(node)
    const initialTarget = kind === 'compound' ? node.initial.target[0] : undefined
    states.push({
      id: node.id,
      key: node.key,
      kind,
      parent,
      initial: initialTarget ? initialTarget.id : null,
      depth,
      invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    })
    const byEvent: [string, readonly { target?: readonly AnyStateNode[]; guard?: unknown }[]][] = [
      ...node.transitions.entries(),
    ]
    if (node.always) byEvent.push(['', node.always])
    for (const [event, definitions] of byEvent)
      definitions.forEach((definition, index) => {
        const guard = guardText(definition.guard)
        transitions.push({
          id: `${node.id}:${event}:${index}`,
          source: node.id,
          targets: (definition.target ?? []).map((t) => t.id),
          event,
          label: eventLabel(event),
          guard,
          guardNames: guardNamesOf(guard),
        })
      })
    for (const child of Object.values(node.states)) visit(child, node.id, depth + 1)
  }
  visit(machine.root, null, 0)
  return { id: machine.id, root: machine.root.id, states, transitions }
}

/** The ids of the states a snapshot value is in, ancestors included (to highlight them). */
export function activeStateIds(rootId: string, value: unknown): Set<string> {
  const active = new Set<string>([rootId])
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') active.add(`${prefix}.${v}`)
    else if (v !== null && typeof v === 'object')
      for (const [key, inner] of Object.entries(v as Record<string, unknown>)) {
        active.add(`${prefix}.${key}`)
        walk(`${prefix}.${key}`, inner)
      }
  }
  walk(rootId, value)
  return active
}
