// The machine-to-chart conversion, for every registered machine (decision 0260): every state and
// every transition appears exactly once, with its guard name, checked against xstate's own
// definition objects (a second reading of the same machine), plus a property over random charts.
import fc from 'fast-check'
import { createMachine, type AnyStateMachine, type StateNodeDefinition } from 'xstate'
import { describe, expect, it } from 'vitest'
import { MACHINES } from '../../machines/registry'
import { activeStateIds, chartOf, eventLabel, guardNamesOf, guardText } from './chart-model'

type Definition = StateNodeDefinition<never, never>

interface RawConfig {
  readonly always?: unknown
  readonly states?: Readonly<Record<string, RawConfig>>
}
const count = (raw: unknown): number => (raw === undefined ? 0 : Array.isArray(raw) ? raw.length : 1)

/**
 * `[state id, event, target ids, guard]` of every transition, read from `.definition` (the `on`
 * map), and the count of eventless ones read from the config as written (`definition` has none).
 */
function definitionTransitions(definition: Definition, config: RawConfig): { on: string[]; always: number } {
  const on = Object.entries(definition.on)
    .flatMap(([event, list]) => list.map((t) => ({ event, t })))
    .map(({ event, t }) =>
      JSON.stringify([definition.id, event, (t.target ?? []).map((x) => x.id), guardText(t.guard)]),
    )
  const inner = Object.entries(definition.states).map(([key, s]) =>
    definitionTransitions(s as Definition, config.states?.[key] ?? {}),
  )
  return {
    on: [...on, ...inner.flatMap((i) => i.on)],
    always: count(config.always) + inner.reduce((n, i) => n + i.always, 0),
  }
}

const definitionStates = (definition: Definition): string[] => [
  definition.id,
  ...Object.values(definition.states).flatMap((s) => definitionStates(s as Definition)),
]

function expectFaithful(machine: AnyStateMachine) {
  const chart = chartOf(machine)
  const definition = machine.root.definition as unknown as Definition
  const states = chart.states.map((s) => s.id)
  expect(new Set(states).size).toBe(states.length)
  expect(states.sort()).toEqual(definitionStates(definition).sort())
  const expected = definitionTransitions(definition, machine.config as RawConfig)
  const transitions = chart.transitions
    .filter((t) => t.event !== '')
    .map((t) => JSON.stringify([t.source, t.event, t.targets, t.guard]))
  expect(transitions.sort()).toEqual(expected.on.sort())
  expect(chart.transitions.filter((t) => t.event === '')).toHaveLength(expected.always)
  expect(new Set(chart.transitions.map((t) => t.id)).size).toBe(chart.transitions.length)
}

describe('chartOf, for every registered machine', () => {
  it.each(MACHINES.map((entry) => [entry.name, entry.machine] as const))(
    'R-VIEW-001 %s: every state and every transition exactly once, with its guard name',
    (_name, machine) => {
      expectFaithful(machine)
      const chart = chartOf(machine)
      expect(chart.transitions.length).toBeGreaterThan(0)
      // Every guard the machine names shows by its name, never as an anonymous function.
      for (const t of chart.transitions) if (t.guard !== null) expect(t.guard).not.toMatch(/inline|\?/)
    },
  )

  it('R-VIEW-001 order-lifecycle: the composed guards read as written', () => {
    const chart = chartOf(MACHINES.find((m) => m.name === 'order-lifecycle')!.machine)
    const approve = chart.transitions.filter((t) => t.event === 'order.approve')
    expect(approve.map((t) => [t.targets, t.guard])).toEqual([
      [['order.beforeDelivery.pendingPayment'], 'and(isBackOffice, isPaymentVoucherMode)'],
      [['order.beforeDelivery.confirmed'], 'isBackOffice'],
    ])
    expect(approve[0]?.guardNames).toEqual(['isBackOffice', 'isPaymentVoucherMode'])
    const kinds = Object.fromEntries(chart.states.map((s) => [s.key, s.kind]))
    expect(kinds).toMatchObject({ beforeDelivery: 'compound', completed: 'final', draft: 'atomic' })
    expect(chart.states.find((s) => s.key === 'beforeDelivery')?.initial).toBe(
      'order.beforeDelivery.pendingApproval',
    )
  })
})

describe('labels', () => {
  it('R-VIEW-001 says built-in events as a reader would', () => {
    expect(eventLabel('xstate.done.actor.loadProducts')).toBe('done: loadProducts')
    expect(eventLabel('xstate.error.actor.loadProducts')).toBe('error: loadProducts')
    expect(eventLabel('xstate.after.300.placeOrder.saving')).toBe('after 300ms')
    expect(eventLabel('')).toBe('always')
    expect(eventLabel('order.place')).toBe('order.place')
  })

  it('R-VIEW-001 names the guards inside and/or/not', () => {
    expect(guardNamesOf('and(a, not(b), or(c, d))')).toEqual(['a', 'b', 'c', 'd'])
    expect(guardNamesOf(null)).toEqual([])
  })

  it('R-VIEW-002 highlights a state with its ancestors', () => {
    expect([...activeStateIds('order', { beforeDelivery: 'pendingPayment' })].sort()).toEqual([
      'order',
      'order.beforeDelivery',
      'order.beforeDelivery.pendingPayment',
    ])
    expect([...activeStateIds('m', { a: { b: 'c' }, d: 'e' })].sort()).toEqual([
      'm',
      'm.a',
      'm.a.b',
      'm.a.b.c',
      'm.d',
      'm.d.e',
    ])
  })
})

// Random charts: up to three levels of states, parallel or not, each with transitions to random
// states (or none), guarded or not.
interface Spec {
  readonly parallel: boolean
  readonly children: readonly Spec[]
  readonly on: readonly {
    readonly event: number
    readonly target: number | null
    readonly guard: number | null
  }[]
}
const specArb: fc.Arbitrary<Spec> = fc.letrec<{ spec: Spec }>((tie) => ({
  spec: fc.record({
    parallel: fc.boolean(),
    children: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant([]),
      fc.array(tie('spec'), { minLength: 1, maxLength: 3 }),
    ),
    on: fc.array(
      fc.record({
        event: fc.nat(4),
        target: fc.option(fc.nat(30), { nil: null }),
        guard: fc.option(fc.nat(3), { nil: null }),
      }),
      { maxLength: 3 },
    ),
  }),
})).spec

function configOf(root: Spec) {
  let count = 0
  const ids: string[] = []
  const pending: { on: Record<string, unknown[]>; specOn: Spec['on'] }[] = []
  const build = (spec: Spec): Record<string, unknown> => {
    const id = `s${count++}`
    ids.push(id)
    const on: Record<string, unknown[]> = {}
    pending.push({ on, specOn: spec.on })
    const states = Object.fromEntries(spec.children.map((child, i) => [`k${i}`, build(child)]))
    const compound = spec.children.length > 0
    return {
      id,
      ...(compound ? (spec.parallel ? { type: 'parallel' } : { initial: 'k0' }) : {}),
      ...(compound ? { states } : {}),
      on,
    }
  }
  const config = build(root)
  for (const { on, specOn } of pending)
    for (const t of specOn) {
      const list = (on[`e${t.event}`] ??= [])
      list.push({
        ...(t.target === null ? {} : { target: `#${ids[t.target % ids.length]}` }),
        ...(t.guard === null ? {} : { guard: `g${t.guard}` }),
      })
    }
  return { config, states: ids.length, transitions: pending.reduce((n, p) => n + p.specOn.length, 0) }
}

describe('chartOf, on random charts', () => {
  it('R-VIEW-001 keeps every state and every transition exactly once', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const { config, states, transitions } = configOf(spec)
        const guards = { g0: () => true, g1: () => true, g2: () => true, g3: () => true }
        const machine = createMachine(config as never, { guards } as never) as AnyStateMachine
        const chart = chartOf(machine)
        expect(chart.states).toHaveLength(states)
        expect(chart.transitions).toHaveLength(transitions)
        expectFaithful(machine)
      }),
      { numRuns: 150 },
    )
  })
})
